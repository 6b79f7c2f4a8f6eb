// The pieces a path model is made of: invoked actors that never settle during a replay, and the
// done/error events (with their payloads) that stand for the server's answers.
import { fromPromise } from 'xstate';

export const never = () => fromPromise(() => new Promise<never>(() => {})) as never;
export const done = (id: string, ...outputs: unknown[]) => ({ [`xstate.done.actor.${id}`]: outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output })) });
export const error = (id: string, ...errors: Error[]) => ({
  [`xstate.error.actor.${id}`]: (errors.length ? errors : [new Error('refused')]).map((e) => ({ type: `xstate.error.actor.${id}`, error: e })),
});
