import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { codeResendMachine, secondsLeftOf, type CodeResendEvent, type CodeSentAnswer } from './code-resend.machine';

const T0 = 1_800_000_000_000;

/** The machine with a clock the test moves by hand. */
function start(secondsLeft: number, requestCode: () => Promise<CodeSentAnswer>) {
  let tick: (now: number) => void = () => undefined;
  const logic = codeResendMachine.provide({
    actors: {
      requestCode: fromPromise(requestCode),
      clock: fromCallback<CodeResendEvent>(({ sendBack }) => {
        tick = (now) => sendBack({ type: 'clock.tick', now });
      }),
    },
  });
  const actor = createActor(logic, { input: { availableAt: T0 + secondsLeft * 1000, now: T0 } }).start();
  return { actor, at: (seconds: number) => tick(T0 + seconds * 1000), left: () => secondsLeftOf(actor.getSnapshot().context) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('code resend machine', () => {
  it('counts the server pause down by the clock, then offers a new code', () => {
    const { actor, at, left } = start(3, vi.fn());
    expect(actor.getSnapshot().hasTag('waiting')).toBe(true);
    expect(left()).toBe(3);
    at(1);
    expect(left()).toBe(2);
    // A request during the pause is not possible.
    expect(actor.getSnapshot().can({ type: 'resend.request' })).toBe(false);
    at(3);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  });

  it('a clock that jumps (a tab the browser slowed) lands on the right state at once', () => {
    const { actor, at, left } = start(60, vi.fn());
    at(0.4);
    expect(left()).toBe(60);
    at(61);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  });

  it('is ready at once when the pause is over', () => {
    expect(start(0, vi.fn()).actor.getSnapshot().hasTag('ready')).toBe(true);
  });

  it('sends a new code and waits the pause the server gives again', async () => {
    const request = vi.fn().mockResolvedValue({ resendAfterSeconds: 60, sentTo: '+7 (***) ***-00-03' });
    const { actor, at, left } = start(0, request);
    at(5);
    actor.send({ type: 'resend.request' });
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ availableAt: T0 + 65_000, sentTo: '+7 (***) ***-00-03', sent: 1, error: null });
    expect(left()).toBe(60);
    expect(actor.getSnapshot().hasTag('waiting')).toBe(true);
  });

  it('asked too early (429), counts down the Retry-After of the server', async () => {
    const { actor, left } = start(0, () => Promise.reject({ message: 'Код можно запросить снова через 12 с', retryAfterSeconds: 12 }));
    actor.send({ type: 'resend.request' });
    await settle();
    expect(actor.getSnapshot().hasTag('waiting')).toBe(true);
    expect(left()).toBe(12);
    expect(actor.getSnapshot().context).toMatchObject({ sent: 0, error: null });
  });

  it('any other failure shows the message and lets the client try again', async () => {
    const { actor } = start(0, () => Promise.reject({ message: 'Ошибка на сервере', retryAfterSeconds: null }));
    actor.send({ type: 'resend.request' });
    await settle();
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Ошибка на сервере');
  });
});
