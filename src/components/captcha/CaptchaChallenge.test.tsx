// Issue 30: the challenge on screen follows its machine — busy while the script comes, the
// provider's widget drawn once it is ready (its answer to the caller), the reload hint when it never comes.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_READY_TIMEOUT_MS } from '@/flows/third-party/captcha-token';
import { ThirdPartyActors } from '@/flows/third-party/root-actors';
import type { Grecaptcha } from '@/flows/third-party/grecaptcha';
import { CaptchaChallenge } from './CaptchaChallenge';

const config = { scriptUrl: '/sandbox/captcha/api.js', siteKey: 'site key' };
const HINT = 'Подтвердите, что вы не робот, и вход продолжится.';

function show(onSolved = vi.fn()) {
  render(
    <ThirdPartyActors>
      <CaptchaChallenge config={config} onSolved={onSolved} hint={HINT} />
    </ThirdPartyActors>,
  );
  return onSolved;
}

afterEach(() => {
  delete window.grecaptcha;
  vi.useRealTimers();
});

describe('CaptchaChallenge', () => {
  it('busy until the script is ready, then the widget is drawn and its token goes to the caller', async () => {
    vi.useFakeTimers();
    const render = vi.fn<Grecaptcha['render']>(() => 0);
    window.grecaptcha = { ready: (cb) => cb(), execute: async () => 't', render, getResponse: () => '', reset: () => undefined };
    const onSolved = show();
    expect(screen.getByTestId('captcha-v2').getAttribute('aria-busy')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId('captcha-v2').getAttribute('aria-busy')).toBe('false');
    expect(render).toHaveBeenCalledTimes(1);
    expect(render.mock.calls[0]![0]).toBe(screen.getByTestId('captcha-v2'));
    act(() => render.mock.calls[0]![1].callback('v2-token'));
    expect(onSolved).toHaveBeenCalledWith('v2-token');
    expect(screen.getByText(HINT)).toBeTruthy();
  });

  it('a script that never comes: the hint to reload', async () => {
    vi.useFakeTimers();
    show();
    await act(() => vi.advanceTimersByTimeAsync(CAPTCHA_READY_TIMEOUT_MS + 500));
    expect(screen.getByText('Не удалось загрузить проверку. Обновите страницу и попробуйте ещё раз.')).toBeTruthy();
    expect(screen.getByTestId('captcha-v2').getAttribute('aria-busy')).toBe('false');
  });
});
