// The one form actor: field values, touched fields, client validation (shown once a field is
// touched or the form is submitted, requirements §5), server errors by field and one form-level message.
// The flow that owns the form does the submitting, so its calls stay actors of the flow's own
// statechart: a valid submit goes to the parent as `form.submitted`; the parent answers
// `form.failed` (server errors placed by field) or `form.accepted`.
import { assign, enqueueActions, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { z } from './zod';

export type FieldErrors<F extends string> = Partial<Record<F, string | null>>;

/**
 * A form's rules: one zod schema of all its string values. Each issue's first path key is the
 * field it is shown beside; a field shows its first issue (the rules are written in the order
 * their messages take precedence). A type import: the form actor itself does not load zod.
 */
export type FormSchema<F extends string> = z.ZodMiniType<unknown, Record<F, string>>;

/** The message of each field the schema refuses (absent = valid). */
export function fieldErrors<F extends string>(schema: FormSchema<F> | undefined, values: Record<F, string>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of schema?.safeParse(values).error?.issues ?? []) {
    const field = issue.path[0] as F | undefined;
    if (field !== undefined && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export interface FormDefinition<F extends string> {
  /** Machine id, named after the form (`loginPhone`, `passportStep` …). */
  id: string;
  fields: readonly F[];
  /** The form's rules (requirements §5 messages); none for a form whose rules the app provides later. */
  schema?: FormSchema<F>;
  /**
   * Tell the parent every change (`form.changed` with all values), for a flow that keeps the
   * typed draft itself (registration persists it across a reload). Needs a parent.
   */
  reportChanges?: boolean;
  /** Tell the parent a submit the rules refused (`form.invalid`), for a flow that submits the form itself. Needs a parent. */
  reportInvalid?: boolean;
  /** What a field keeps of what is typed (e.g. a name keeps letters and spaces only). */
  normalize?: Partial<Record<F, (value: string) => string>>;
}

export interface FormContext<F extends string> {
  values: Record<F, string>;
  touched: Partial<Record<F, boolean>>;
  /** Client errors of the current values (recomputed on every change, kept as data so a snapshot persists). */
  errors: FieldErrors<F>;
  serverErrors: Partial<Record<F, string>>;
  formError: string | null;
}

export type FormEvent<F extends string> =
  | { type: 'field.change'; field: F; value: string }
  | { type: 'field.blur'; field: F }
  | { type: 'field.focus'; field: F }
  | { type: 'form.submit' }
  | { type: 'form.setValues'; values: Partial<Record<F, string>> }
  | { type: 'form.failed'; fields?: Partial<Record<F, string>>; form?: string | null }
  | { type: 'form.accepted' }
  /** Forgets touched fields and errors (the values stay): the form looks untouched again. */
  | { type: 'form.reset' };

/** What a parent receives on every change when the form reports changes. */
export interface FormChanged<F extends string> {
  type: 'form.changed';
  form: string;
  values: Record<F, string>;
}

/** What a parent that submits the form itself receives when the rules refuse the values. */
export interface FormInvalid {
  type: 'form.invalid';
  form: string;
}

/** What the parent flow receives on a valid submit. */
export interface FormSubmitted<F extends string> {
  type: 'form.submitted';
  form: string;
  values: Record<F, string>;
}

export function createFormMachine<F extends string>(definition: FormDefinition<F>) {
  const { id, fields, schema, reportChanges = false, reportInvalid = false, normalize } = definition;
  const kept = (field: F, value: string) => normalize?.[field]?.(value) ?? value;
  const empty = () => Object.fromEntries(fields.map((f) => [f, ''])) as Record<F, string>;
  const allTouched = () => Object.fromEntries(fields.map((f) => [f, true])) as Partial<Record<F, boolean>>;
  const errorsOf = (values: Record<F, string>) => fieldErrors(schema, values);
  const hasErrors = (values: Record<F, string>) => fields.some((f) => Boolean(errorsOf(values)[f]));
  const reportChange = enqueueActions<FormContext<F>, FormEvent<F>, undefined, FormEvent<F>, never, never, never, never, never>(({ context, enqueue }) => {
    if (reportChanges) enqueue.sendParent({ type: 'form.changed', form: id, values: context.values } satisfies FormChanged<F>);
  });
  const reportRefusal = enqueueActions<FormContext<F>, FormEvent<F>, undefined, FormEvent<F>, never, never, never, never, never>(({ enqueue }) => {
    if (reportInvalid) enqueue.sendParent({ type: 'form.invalid', form: id } satisfies FormInvalid);
  });

  return setup({
    types: {
      context: {} as FormContext<F>,
      events: {} as FormEvent<F>,
      input: {} as { values?: Partial<Record<F, string>> } | undefined,
    },
    guards: {
      isValid: ({ context }) => !hasErrors(context.values),
    },
  }).createMachine({
    id,
    context: ({ input }) => {
      const values = { ...empty(), ...input?.values } as Record<F, string>;
      return { values, touched: {}, errors: errorsOf(values), serverErrors: {}, formError: null };
    },
    initial: 'editing',
    on: {
      'field.change': {
        actions: [
          assign(({ context, event }) => {
            const values = { ...context.values, [event.field]: kept(event.field, event.value) };
            return { values, errors: errorsOf(values) };
          }),
          reportChange,
        ],
      },
      'field.blur': { actions: assign({ touched: ({ context, event }) => ({ ...context.touched, [event.field]: true }) }) },
      // Focusing a field clears its server error (requirements §5).
      'field.focus': {
        actions: assign({ serverErrors: ({ context, event }) => ({ ...context.serverErrors, [event.field]: undefined }) }),
      },
      'form.reset': { actions: assign({ touched: {}, serverErrors: {}, formError: null }) },
      'form.setValues': {
        actions: [
          assign(({ context, event }) => {
            const values = { ...context.values, ...event.values } as Record<F, string>;
            return { values, errors: errorsOf(values) };
          }),
          reportChange,
        ],
      },
    },
    states: {
      editing: {
        on: {
          'form.submit': [
            {
              guard: 'isValid',
              target: 'submitting',
              actions: [
                assign({ touched: allTouched, serverErrors: {}, formError: null }),
                sendParent(({ context }) => ({ type: 'form.submitted', form: id, values: context.values }) satisfies FormSubmitted<F>),
              ],
            },
            { actions: [assign({ touched: allTouched }), reportRefusal] },
          ],
        },
      },
      submitting: {
        tags: ['submitting'],
        on: {
          'form.failed': {
            target: 'editing',
            actions: assign({
              serverErrors: ({ event }) => ({ ...event.fields }),
              formError: ({ event }) => event.form ?? null,
            }),
          },
          'form.accepted': { target: 'editing' },
        },
      },
    },
  });
}

export type FormMachine<F extends string> = ReturnType<typeof createFormMachine<F>>;
export type FormActorRef<F extends string = string> = ActorRefFrom<FormMachine<F>>;
export type FormSnapshot<F extends string = string> = SnapshotFrom<FormMachine<F>>;

/** The error a field shows: the server's first, then the client's once the field is touched. */
export function visibleError<F extends string>(snapshot: FormSnapshot<F>, field: F): string | null {
  const { serverErrors, touched, errors } = snapshot.context;
  return serverErrors[field] ?? (touched[field] ? (errors[field] ?? null) : null);
}

export const isSubmitting = (snapshot: FormSnapshot) => snapshot.hasTag('submitting');
export const formErrorOf = (snapshot: FormSnapshot) => snapshot.context.formError;
