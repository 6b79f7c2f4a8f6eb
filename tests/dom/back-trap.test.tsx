import { afterEach, describe, expect, it, vi } from 'vitest';
import { armBackTrap, BACK_TRAP_MARKER } from '../../src/app/rules/back-trap';

const popTo = (state: unknown) => window.dispatchEvent(new PopStateEvent('popstate', { state }));

describe('mobile home back trap', () => {
  let disarm: (() => void) | undefined;
  afterEach(() => disarm?.());

  it('pushes a marker and a copy on the first interaction only', () => {
    const push = vi.spyOn(window.history, 'pushState');
    disarm = armBackTrap({ partnerBackUrl: '/partner', isAuthenticated: () => false, leave: vi.fn() });
    window.dispatchEvent(new Event('touchstart'));
    window.dispatchEvent(new MouseEvent('click'));
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(push).toHaveBeenCalledTimes(2);
    expect(push.mock.calls[0]?.[0]).toEqual({ backTrap: BACK_TRAP_MARKER });
    push.mockRestore();
  });

  it('sends an anonymous visitor who goes back onto the marker to the partner page', () => {
    const leave = vi.fn();
    disarm = armBackTrap({ partnerBackUrl: '/partner', isAuthenticated: () => false, leave });
    window.dispatchEvent(new MouseEvent('click'));
    popTo({ backTrap: 'top' });
    expect(leave).not.toHaveBeenCalled();
    popTo({ backTrap: BACK_TRAP_MARKER });
    expect(leave).toHaveBeenCalledWith('/partner');
  });

  it('takes an authenticated visitor back two steps instead', () => {
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => {});
    const leave = vi.fn();
    disarm = armBackTrap({ partnerBackUrl: '/partner', isAuthenticated: () => true, leave });
    window.dispatchEvent(new MouseEvent('click'));
    popTo({ backTrap: BACK_TRAP_MARKER });
    expect(go).toHaveBeenCalledWith(-2);
    expect(leave).not.toHaveBeenCalled();
    go.mockRestore();
  });

  it('does nothing before it is armed by an interaction, once disarmed', () => {
    const push = vi.spyOn(window.history, 'pushState');
    armBackTrap({ partnerBackUrl: '/partner', isAuthenticated: () => false, leave: vi.fn() })();
    window.dispatchEvent(new MouseEvent('click'));
    expect(push).not.toHaveBeenCalled();
    push.mockRestore();
  });
});
