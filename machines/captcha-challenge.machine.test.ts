// Issue 30: the challenge's loading → shown | failed is a machine, not the component's useState.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { captchaChallengeMachine } from './captcha-challenge.machine';

function start(scriptReady: () => Promise<void>) {
  const drawn: number[] = [];
  const actor = createActor(captchaChallengeMachine.provide({ actors: { scriptReady: fromPromise(scriptReady) }, actions: { drawChallenge: () => void drawn.push(1) } })).start();
  return { actor, drawn };
}

describe('the captcha challenge', () => {
  it('waits for the script, then draws the widget once', async () => {
    let ready = () => {};
    const { actor, drawn } = start(() => new Promise<void>((resolve) => (ready = resolve)));
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(drawn).toEqual([]);
    ready();
    await waitFor(actor, (s) => s.hasTag('shown'));
    expect(drawn).toEqual([1]);
  });

  it('a script that does not come: failed, nothing drawn', async () => {
    const { actor, drawn } = start(() => Promise.reject(new Error('timeout')));
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(drawn).toEqual([]);
  });
});
