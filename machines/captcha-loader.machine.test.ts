import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { CAPTCHA_TOKEN_FAILURE_MESSAGE, captchaLoaderMachine, getCaptchaTokenOrNull } from './captcha-loader.machine';

describe('captcha loader machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('inserts the script on demand, polls 100 ms for the object and 200 ms for ready, unloads script and badge', () => {
    const fake = { object: false, reportReady: null as null | (() => void), asked: 0 };
    const spies = { insert: vi.fn(), removeScript: vi.fn(), removeBadge: vi.fn() };
    const machine = captchaLoaderMachine.provide({
      actions: { insertScript: spies.insert, removeScript: spies.removeScript, removeBadge: spies.removeBadge },
      guards: { hasScriptObject: () => fake.object },
      actors: {
        readyReport: fromCallback(({ sendBack }) => {
          fake.asked++;
          fake.reportReady = () => sendBack({ type: 'captcha.scriptReady' });
        }),
      },
    });
    const a = createActor(machine).start();
    expect(spies.insert).not.toHaveBeenCalled();
    a.send({ type: 'captcha.load' });
    expect(spies.insert).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(300);
    expect(a.getSnapshot().matches({ loading: 'waitingForScript' })).toBe(true);
    fake.object = true;
    vi.advanceTimersByTime(99);
    expect(a.getSnapshot().matches({ loading: 'waitingForScript' }), 'the next 100 ms poll has not come').toBe(true);
    vi.advanceTimersByTime(1);
    expect(a.getSnapshot().matches({ loading: 'waitingForReady' })).toBe(true);
    vi.advanceTimersByTime(400);
    // Asked once, however many polls pass.
    expect(fake.asked).toBe(1);
    fake.reportReady!();
    vi.advanceTimersByTime(199);
    expect(a.getSnapshot().hasTag('ready')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(a.getSnapshot().hasTag('ready')).toBe(true);
    a.send({ type: 'captcha.unload' });
    expect(a.getSnapshot().value).toBe('unloaded');
    expect(spies.removeScript).toHaveBeenCalledOnce();
    expect(spies.removeBadge).toHaveBeenCalledOnce();
    expect(spies.insert).toHaveBeenCalledOnce();
  });

  it('a token failure is logged in Russian and gives null', async () => {
    const log = vi.fn();
    expect(await getCaptchaTokenOrNull(async (action) => `t-${action}`, log)).toBe('t-homepage');
    expect(await getCaptchaTokenOrNull(() => Promise.reject(new Error('x')), log)).toBeNull();
    expect(log).toHaveBeenCalledWith(CAPTCHA_TOKEN_FAILURE_MESSAGE, expect.any(Error));
    expect(CAPTCHA_TOKEN_FAILURE_MESSAGE).toMatch(/[а-я]/);
  });
});
