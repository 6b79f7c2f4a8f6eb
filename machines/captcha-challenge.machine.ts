// The visible v2 challenge («Я не робот», requirements §4, §8): the provider's script comes through the
// page's one captcha loader (captcha-loader.machine.ts), then the widget is drawn; a script that
// does not come in time leaves the hint to reload the page. Effects are provided in src/flows/third-party.
import { fromPromise, setup } from 'xstate';

export const captchaChallengeMachine = setup({
  actors: {
    /** Resolves once the provider's script is ready (loading it if needed); rejects when it does not come in time. */
    scriptReady: fromPromise<void>(() => Promise.reject(new Error('scriptReady is not provided'))),
  },
  actions: {
    /** Draws the provider's widget; its answer goes to whoever asked for the challenge. */
    drawChallenge: () => {},
  },
}).createMachine({
  id: 'captchaChallenge',
  initial: 'loading',
  states: {
    loading: { tags: ['loading'], invoke: { src: 'scriptReady', onDone: 'shown', onError: 'failed' } },
    shown: { tags: ['shown'], entry: 'drawChallenge' },
    failed: { tags: ['failed'] },
  },
});
