// Call-back form in CallBackModal (requirements §4 "Call-back form", §5, §7.4, §8): the shared form
// actor holds the typed request and its rules; this flow gets a captcha token, sends, shows the
// visible challenge when the server asks for it, and thanks.
import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { ApiError } from './types';
import { createFormMachine, type FormSubmitted } from './form.machine';
import { CALL_BACK_FIELDS, CALL_BACK_MESSAGES, callBackSchema, rawPhone, sanitizeName, type CallBackField } from './call-back.validation';

export const CALL_BACK_MODAL_ID = 'CallBackModal';
export const RECAPTCHA_V2_REQUIRED = 'RECAPTCHA_V2_REQUIRED';

export interface CallBackContext {
  captchaEnabled: boolean;
  captchaToken: string;
  nonceId: string | null;
  /** The values validated at submit; what is sent even if the user keeps typing meanwhile. */
  outgoing: { Phone: string; Name: string; Question: string } | null;
  success: boolean;
}

/** What the injected submit actor rejects with: HTTP status, the Errors list, x-nonceid. */
export interface CallBackFailure {
  status: number;
  errors: ApiError[];
  nonceId: string | null;
}

export interface CallBackRequest {
  body: { Phone: string; Name: string; Question: string; CaptchaToken: string };
  nonceId: string | null;
}

export type CallBackEvent = FormSubmitted<CallBackField> | { type: 'captcha.v2.solved'; token: string };

/** The typed request with the requirements §5 rules (shown once a field is touched); the name keeps letters and spaces. */
export const callBackForm = createFormMachine<CallBackField>({
  id: 'callBackForm',
  fields: CALL_BACK_FIELDS,
  schema: callBackSchema,
  normalize: { Name: sanitizeName },
});

/** The contract's errors carry no field name, so the code names it (e.g. INVALID_PHONE). */
export function fieldOfError(error: ApiError): CallBackField | null {
  if (error.Field && (CALL_BACK_FIELDS as readonly string[]).includes(error.Field)) return error.Field as CallBackField;
  const code = (error.ErrorCode ?? '').toUpperCase();
  return CALL_BACK_FIELDS.find((f) => code.includes(f.toUpperCase())) ?? null;
}

const asFailure = (error: unknown): CallBackFailure => {
  const e = (error ?? {}) as Partial<CallBackFailure>;
  return { status: e.status ?? 0, errors: Array.isArray(e.errors) ? e.errors : [], nonceId: e.nonceId ?? null };
};

/** The refusal as the form shows it: each field's own message beside it, the first one under the form. */
export function refusalOf(error: unknown): { fields: Partial<Record<CallBackField, string>>; form: string } {
  const { errors } = asFailure(error);
  const message = (e: ApiError | undefined) => e?.Message || CALL_BACK_MESSAGES.server;
  const fields: Partial<Record<CallBackField, string>> = {};
  for (const field of CALL_BACK_FIELDS) {
    const own = errors.find((e) => fieldOfError(e) === field);
    if (own) fields[field] = message(own);
  }
  return { fields, form: message(errors[0]) };
}

const notInjected = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

export const callBackMachine = setup({
  types: {
    context: {} as CallBackContext,
    events: {} as CallBackEvent,
    input: {} as { captchaEnabled: boolean },
  },
  actors: {
    callBackForm,
    /** Captcha v3 token for action 'homepage'; resolves null when the provider fails. */
    getCaptchaToken: fromPromise<string | null, { action: 'homepage' }>(notInjected('getCaptchaToken')),
    submitCallBack: fromPromise<{ status: number }, CallBackRequest>(notInjected('submitCallBack')),
  },
  actions: {
    closeModal: (_, _params: { id: string }) => {},
    refuseForm: sendTo('form', (_, params: { error: unknown }) => ({ type: 'form.failed' as const, ...refusalOf(params.error) })),
    acceptForm: sendTo('form', { type: 'form.accepted' as const }),
    // requirements §4: after the thank-you the validation resets (the typed text stays for a next request).
    resetForm: sendTo('form', { type: 'form.reset' as const }),
  },
  guards: {
    isCaptchaEnabled: ({ context }) => context.captchaEnabled,
    isV2Required: ({ context, event }) =>
      context.captchaEnabled &&
      'error' in event &&
      asFailure(event.error).errors.some((e) => e.ErrorCode === RECAPTCHA_V2_REQUIRED),
  },
  delays: {
    successDisplay: 5000,
  },
}).createMachine({
  id: 'callBack',
  context: ({ input }) => ({
    captchaEnabled: input.captchaEnabled,
    captchaToken: '',
    nonceId: null,
    outgoing: null,
    success: false,
  }),
  // The form lives as long as the flow: typed text survives closing the modal.
  invoke: { id: 'form', src: 'callBackForm', input: {} },
  initial: 'idle',
  states: {
    idle: {
      initial: 'editing',
      states: {
        editing: {},
        // The server refused: the form shows why, beside the fields and under the form.
        failed: { tags: ['error'] },
      },
      on: {
        // The form sends only values its rules accept.
        'form.submitted': {
          target: 'submitting',
          actions: assign({ outgoing: ({ event }) => ({ Phone: rawPhone(event.values.Phone), Name: event.values.Name, Question: event.values.Question }) }),
        },
      },
    },
    submitting: {
      tags: ['submitting'],
      initial: 'choosingToken',
      states: {
        choosingToken: {
          always: [{ guard: 'isCaptchaEnabled', target: 'gettingToken' }, { target: 'sending', actions: assign({ captchaToken: '' }) }],
        },
        gettingToken: {
          invoke: {
            id: 'getCaptchaToken',
            src: 'getCaptchaToken',
            input: { action: 'homepage' },
            onDone: { target: 'sending', actions: assign({ captchaToken: ({ event }) => event.output ?? '' }) },
            onError: { target: 'sending', actions: assign({ captchaToken: '' }) },
          },
        },
        sending: {
          invoke: {
            id: 'submitCallBack',
            src: 'submitCallBack',
            input: ({ context }) => ({
              body: { Phone: '', Name: '', Question: '', ...context.outgoing, CaptchaToken: context.captchaToken },
              nonceId: context.nonceId,
            }),
            onDone: { target: '#callBack.success' },
            onError: [
              {
                guard: 'isV2Required',
                target: '#callBack.challenge',
                actions: assign({ nonceId: ({ event }) => asFailure(event.error).nonceId }),
              },
              { target: '#callBack.idle.failed', actions: { type: 'refuseForm', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
      },
    },
    challenge: {
      tags: ['captchaV2'],
      on: {
        'captcha.v2.solved': { target: 'submitting.sending', actions: assign({ captchaToken: ({ event }) => event.token }) },
      },
    },
    success: {
      tags: ['success'],
      entry: [assign({ success: true, nonceId: null }), 'acceptForm'],
      after: {
        successDisplay: {
          target: 'idle',
          actions: [assign({ success: false }), 'resetForm', { type: 'closeModal', params: { id: CALL_BACK_MODAL_ID } }],
        },
      },
    },
  },
});
