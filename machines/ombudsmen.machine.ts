// The appeal to the financial ombudsman (the /ombudsmen landing): the form actor holds the typed
// appeal and its rules; a valid submit is sent (with the captcha token the app asks for), the
// server's refusals go back beside their fields, and a sent appeal ends the flow.
import { fromPromise, sendTo, setup } from 'xstate';
import { createFormMachine, type FormMachine, type FormSchema, type FormSubmitted } from './form.machine';

export const APPEAL_FIELDS = ['name', 'phone', 'email', 'text'] as const;
export type AppealField = (typeof APPEAL_FIELDS)[number];

/** The form with the given rules (the app gives the requirements §5 ones). */
export const appealForm = (schema?: FormSchema<AppealField>): FormMachine<AppealField> => createFormMachine({ id: 'appealForm', fields: APPEAL_FIELDS, schema });

/** How the server refused, placed by field by the app. */
export interface AppealFailure {
  fields: Partial<Record<AppealField, string>>;
  form: string | null;
}

const failureOf = (error: unknown): AppealFailure => {
  const e = error as Partial<AppealFailure> | null;
  return e && typeof e === 'object' && e.fields ? { fields: e.fields, form: e.form ?? null } : { fields: {}, form: error instanceof Error ? error.message : null };
};

export const ombudsmenMachine = setup({
  types: { events: {} as FormSubmitted<AppealField> },
  actors: {
    appealForm: appealForm(),
    /** POST Ombudsmen/SubmitForm with the typed appeal (the app adds the captcha token). */
    sendAppeal: fromPromise<void, { values: Record<AppealField, string> }>(() => Promise.reject(new Error('sendAppeal is not provided'))),
  },
  actions: {
    refuseForm: sendTo('appealForm', (_, params: { error: unknown }) => ({ type: 'form.failed' as const, ...failureOf(params.error) })),
  },
}).createMachine({
  id: 'ombudsmenAppeal',
  initial: 'filling',
  states: {
    filling: {
      invoke: { id: 'appealForm', src: 'appealForm', input: {} },
      initial: 'editing',
      states: {
        editing: { on: { 'form.submitted': 'submitting' } },
        submitting: {
          tags: ['submitting'],
          invoke: {
            id: 'sendAppeal',
            src: 'sendAppeal',
            input: ({ event }) => ({ values: (event as FormSubmitted<AppealField>).values }),
            onDone: '#ombudsmenAppeal.sent',
            onError: { target: 'failed', actions: { type: 'refuseForm', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failed: { tags: ['error'], on: { 'form.submitted': 'submitting' } },
      },
    },
    sent: { type: 'final', tags: ['sent'] },
  },
});
