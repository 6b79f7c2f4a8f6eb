// Captcha v3 script on demand (requirements §4 "Captcha v3", §9 polling 100/200 ms, §8 token failure).
import { assign, fromCallback, setup } from 'xstate';

export const CAPTCHA_TOKEN_FAILURE_MESSAGE = 'Не удалось получить токен reCAPTCHA';

export type CaptchaLoaderEvent = { type: 'captcha.load' } | { type: 'captcha.unload' } | { type: 'captcha.scriptReady' };

export const captchaLoaderMachine = setup({
  types: { events: {} as CaptchaLoaderEvent, context: {} as { readyReported: boolean } },
  actors: {
    /** Asks the provider to report when it is ready (grecaptcha.ready) and sends captcha.scriptReady. */
    readyReport: fromCallback<CaptchaLoaderEvent>(() => {}),
  },
  actions: {
    /** Adds the provider script with the public site key and hl=ru. */
    insertScript: () => {},
    removeScript: () => {},
    removeBadge: () => {},
  },
  guards: {
    /** The runtime configuration names the script and the site key. */
    isConfigured: () => true,
    /** The provider's global object exists. */
    hasScriptObject: () => false,
  },
  delays: {
    scriptPoll: 100,
    readyPoll: 200,
  },
}).createMachine({
  id: 'captchaLoader',
  context: { readyReported: false },
  initial: 'unloaded',
  states: {
    unloaded: { on: { 'captcha.load': { guard: 'isConfigured', target: 'loading' } } },
    loading: {
      tags: ['loading'],
      entry: [assign({ readyReported: false }), 'insertScript'],
      initial: 'waitingForScript',
      on: { 'captcha.unload': { target: 'unloaded', actions: ['removeScript', 'removeBadge'] } },
      states: {
        waitingForScript: {
          after: {
            scriptPoll: [{ guard: 'hasScriptObject', target: 'waitingForReady' }, { target: 'waitingForScript', reenter: true }],
          },
        },
        // The provider's report is an event; the 200 ms poll of requirements §9 reads what it left.
        waitingForReady: {
          invoke: { src: 'readyReport' },
          on: { 'captcha.scriptReady': { actions: assign({ readyReported: true }) } },
          initial: 'polling',
          states: {
            polling: {
              after: {
                readyPoll: [{ guard: ({ context }) => context.readyReported, target: '#captchaLoader.loaded' }, { target: 'polling', reenter: true }],
              },
            },
          },
        },
      },
    },
    loaded: {
      tags: ['ready'],
      on: { 'captcha.unload': { target: 'unloaded', actions: ['removeScript', 'removeBadge'] } },
    },
  },
});

/**
 * Wraps the provider's execute for the call-back's getCaptchaToken actor: a failure is logged
 * in Russian and the result is null, so the form still submits (the server decides).
 */
export async function getCaptchaTokenOrNull(
  execute: (action: string) => Promise<string>,
  logError: (message: string, error: unknown) => void,
  action = 'homepage',
): Promise<string | null> {
  try {
    return await execute(action);
  } catch (error) {
    logError(CAPTCHA_TOKEN_FAILURE_MESSAGE, error);
    return null;
  }
}
