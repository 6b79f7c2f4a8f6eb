import { describe, expect, it, vi } from 'vitest';
import { onLogoutReset, resetStore } from './logout-resets';

describe('the pages\' state a logout resets (requirements §4)', () => {
  it('reaches the page of the store while it runs, not another store, and no longer once the page has gone', () => {
    const login = vi.fn();
    const registration = vi.fn();
    const stopLogin = onLogoutReset('login', login);
    const stopRegistration = onLogoutReset('registration', registration);
    resetStore('login');
    expect(login).toHaveBeenCalledOnce();
    expect(registration).not.toHaveBeenCalled();
    stopLogin();
    resetStore('login');
    expect(login).toHaveBeenCalledOnce();
    stopRegistration();
  });
});
