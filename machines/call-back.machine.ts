// Call-back form in CallBackModal (SPEC §4 "Call-back form", §5, §7.4, §8).
import { assign, fromPromise, setup } from 'xstate';
import type { ApiError } from './types';
import { CALL_BACK_FIELDS, CALL_BACK_MESSAGES, VALIDATORS, rawPhone, sanitizeName, type CallBackField } from './call-back.validation';

export const CALL_BACK_MODAL_ID = 'CallBackModal';
export const RECAPTCHA_V2_REQUIRED = 'RECAPTCHA_V2_REQUIRED';

export interface FieldState {
  value: string;
  touched: boolean;
  error: string | null;
  serverError: string | null;
}

export interface CallBackContext {
  fields: Record<CallBackField, FieldState>;
  captchaEnabled: boolean;
  captchaToken: string;
  nonceId: string | null;
  /** First server message, shown under the captcha field. */
  formError: string | null;
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

export type CallBackEvent =
  | { type: 'field.change'; field: CallBackField; value: string }
  | { type: 'field.blur'; field: CallBackField }
  | { type: 'field.focus'; field: CallBackField }
  | { type: 'callBack.submit' }
  | { type: 'captcha.v2.solved'; token: string };

const emptyField = (): FieldState => ({ value: '', touched: false, error: null, serverError: null });
const freshFields = (): CallBackContext['fields'] => ({ Phone: emptyField(), Name: emptyField(), Question: emptyField() });

const mapFields = (fields: CallBackContext['fields'], f: (name: CallBackField, s: FieldState) => FieldState) =>
  Object.fromEntries(CALL_BACK_FIELDS.map((n) => [n, f(n, fields[n])])) as CallBackContext['fields'];

const validateAll = (fields: CallBackContext['fields']) =>
  mapFields(fields, (n, s) => ({ ...s, touched: true, error: VALIDATORS[n](s.value) }));

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

const notInjected = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

export const callBackMachine = setup({
  types: {
    context: {} as CallBackContext,
    events: {} as CallBackEvent,
    input: {} as { captchaEnabled: boolean },
  },
  actors: {
    /** Captcha v3 token for action 'homepage'; resolves null when the provider fails. */
    getCaptchaToken: fromPromise<string | null, { action: 'homepage' }>(notInjected('getCaptchaToken')),
    submitCallBack: fromPromise<{ status: number }, CallBackRequest>(notInjected('submitCallBack')),
  },
  actions: {
    closeModal: (_, _params: { id: string }) => {},
  },
  guards: {
    isFormValid: ({ context }) => CALL_BACK_FIELDS.every((n) => VALIDATORS[n](context.fields[n].value) === null),
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
    fields: freshFields(),
    captchaEnabled: input.captchaEnabled,
    captchaToken: '',
    nonceId: null,
    formError: null,
    outgoing: null,
    success: false,
  }),
  initial: 'idle',
  on: {
    'field.change': {
      actions: assign({
        fields: ({ context, event }) => {
          const value = event.field === 'Name' ? sanitizeName(event.value) : event.value;
          const prev = context.fields[event.field];
          // Lazy validation: only a touched field is re-checked while typing.
          const error = prev.touched ? VALIDATORS[event.field](value) : prev.error;
          return { ...context.fields, [event.field]: { ...prev, value, error } };
        },
      }),
    },
    'field.blur': {
      actions: assign({
        fields: ({ context, event }) => {
          const prev = context.fields[event.field];
          return { ...context.fields, [event.field]: { ...prev, touched: true, error: VALIDATORS[event.field](prev.value) } };
        },
      }),
    },
    'field.focus': {
      actions: assign({
        fields: ({ context, event }) => ({ ...context.fields, [event.field]: { ...context.fields[event.field], serverError: null } }),
      }),
    },
  },
  states: {
    idle: {
      initial: 'editing',
      states: {
        editing: {},
        // The server refused: formError and the fields' serverError say why.
        failed: { tags: ['error'] },
      },
      on: {
        'callBack.submit': [
          {
            guard: 'isFormValid',
            target: 'submitting',
            actions: assign({
              fields: ({ context }) => validateAll(context.fields),
              outgoing: ({ context: { fields: f } }) => ({ Phone: rawPhone(f.Phone.value), Name: f.Name.value, Question: f.Question.value }),
            }),
          },
          { actions: assign({ fields: ({ context }) => validateAll(context.fields) }) },
        ],
      },
    },
    submitting: {
      tags: ['submitting'],
      entry: assign({ formError: null, fields: ({ context }) => mapFields(context.fields, (_, s) => ({ ...s, serverError: null })) }),
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
              {
                target: '#callBack.idle.failed',
                actions: assign(({ context, event }) => {
                  const { errors } = asFailure(event.error);
                  const message = (e: ApiError | undefined) => e?.Message || CALL_BACK_MESSAGES.server;
                  return {
                    formError: message(errors[0]),
                    fields: mapFields(context.fields, (n, s) => {
                      const own = errors.find((e) => fieldOfError(e) === n);
                      return own ? { ...s, serverError: message(own) } : s;
                    }),
                  };
                }),
              },
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
      entry: assign({ success: true, nonceId: null }),
      after: {
        successDisplay: {
          target: 'idle',
          actions: [
            assign({ success: false, formError: null, fields: ({ context }) => mapFields(context.fields, (_, s) => ({ ...s, touched: false, error: null, serverError: null })) }),
            { type: 'closeModal', params: { id: CALL_BACK_MODAL_ID } },
          ],
        },
      },
    },
  },
});
