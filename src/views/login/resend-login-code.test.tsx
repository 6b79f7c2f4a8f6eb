// The login SMS screen's «Отправить код ещё раз»: disabled with the countdown from the start,
// and once the pause is over it signs in again with the same phone and password (that is how the
// server sends a new login code), starting a new countdown.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppRoute } from '@/flows/route-types';
import { fakeApi, renderLoginScreen } from '../registration/test-harness';
import { LoginPage } from './LoginPage';

const challenge = (LoginId: string) => ({
  kind: 'challenge',
  challenge: { LoginId, CodeLength: 6, ResendAfterSeconds: 60, SentTo: '+7 (***) ***-45-67' },
});

afterEach(() => {
  vi.useRealTimers();
});

describe('login SMS screen resend', () => {
  it('waits out the pause, then asks for a new code by signing in again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const login = vi.fn().mockResolvedValueOnce(challenge('00000000-0000-4000-8000-000000000001')).mockResolvedValueOnce(challenge('00000000-0000-4000-8000-000000000002'));
    renderLoginScreen(<LoginPage route={{ name: 'login', path: '/login' } as AppRoute} params={{}} />, fakeApi({ login }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByLabelText('Мобильный телефон'), '9123456789');
    await user.type(screen.getByLabelText('Пароль'), 'Secret-2026');
    await user.click(screen.getByTestId('screen-submit'));

    const resend = await screen.findByTestId('resend-code');
    expect(resend).toBeDisabled();
    expect(resend).toHaveTextContent(/^Отправить код ещё раз через (60|59) с$/);
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(resend).toHaveTextContent(/^Отправить код ещё раз через (30|29) с$/);
    await act(async () => {
      vi.advanceTimersByTime(31_000);
    });
    expect(resend).toBeEnabled();
    expect(resend).toHaveTextContent(/^Отправить код ещё раз$/);

    await user.click(resend);
    expect(login).toHaveBeenCalledTimes(2);
    expect(login).toHaveBeenLastCalledWith({ Phone: '79123456789', Password: 'Secret-2026', CaptchaToken: '' });
    expect(await screen.findByText(/^Отправить код ещё раз через (60|59) с$/)).toBeDisabled();
  });
});
