import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { codeResendMachine, type CodeSentAnswer } from './code-resend.machine';

function start(secondsLeft: number, requestCode: () => Promise<CodeSentAnswer>) {
  const logic = codeResendMachine.provide({ actors: { requestCode: fromPromise(requestCode) } });
  return createActor(logic, { input: { secondsLeft } }).start();
}

describe('code resend machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts the server pause down second by second, then offers a new code', () => {
    const a = start(3, vi.fn());
    expect(a.getSnapshot().hasTag('waiting')).toBe(true);
    expect(a.getSnapshot().context.secondsLeft).toBe(3);
    vi.advanceTimersByTime(1000);
    expect(a.getSnapshot().context.secondsLeft).toBe(2);
    // A request during the pause is not possible.
    expect(a.getSnapshot().can({ type: 'resend.request' })).toBe(false);
    vi.advanceTimersByTime(2000);
    expect(a.getSnapshot().hasTag('ready')).toBe(true);
  });

  it('is ready at once when the pause is over', () => {
    expect(start(0, vi.fn()).getSnapshot().hasTag('ready')).toBe(true);
  });

  it('sends a new code and waits the pause the server gives again', async () => {
    const request = vi.fn().mockResolvedValue({ resendAfterSeconds: 60, sentTo: '+7 (***) ***-00-03' });
    const a = start(0, request);
    a.send({ type: 'resend.request' });
    expect(a.getSnapshot().hasTag('sending')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledTimes(1);
    expect(a.getSnapshot().context).toMatchObject({ secondsLeft: 60, sentTo: '+7 (***) ***-00-03', sent: 1, error: null });
    expect(a.getSnapshot().hasTag('waiting')).toBe(true);
  });

  it('asked too early (429), counts down the Retry-After of the server', async () => {
    const a = start(0, () => Promise.reject({ message: 'Код можно запросить снова через 12 с', retryAfterSeconds: 12 }));
    a.send({ type: 'resend.request' });
    await vi.advanceTimersByTimeAsync(0);
    expect(a.getSnapshot().hasTag('waiting')).toBe(true);
    expect(a.getSnapshot().context).toMatchObject({ secondsLeft: 12, sent: 0, error: null });
  });

  it('any other failure shows the message and lets the client try again', async () => {
    const a = start(0, () => Promise.reject({ message: 'Ошибка на сервере', retryAfterSeconds: null }));
    a.send({ type: 'resend.request' });
    await vi.advanceTimersByTimeAsync(0);
    expect(a.getSnapshot().hasTag('ready')).toBe(true);
    expect(a.getSnapshot().context.error).toBe('Ошибка на сервере');
  });
});
