// Touched state, client and server errors of one account form. Values live outside (the
// registration machine's step data or the login stack), so a reload keeps them.
import { useCallback, useRef, useState } from 'react';
import type { FieldBinding } from '../../../components/form/fields';
import { placeErrors, type FieldMap } from '../../../components/form/server-errors';

export type Errors<F extends string> = Partial<Record<F, string | null>>;


interface Options<F extends string> {
  fields: readonly F[];
  /** Client validation of the current values (lazy: shown once a field is touched). */
  validate: () => Errors<F>;
  errorCodes?: FieldMap<F>;
  bodyFields?: FieldMap<F>;
}

export function useForm<F extends string>({ fields, validate, errorCodes = {}, bodyFields = {} }: Options<F>) {
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const errors = validate();

  const errorOf = (field: F): string | null => serverErrors[field] ?? (touched.has(field) ? (errors[field] ?? null) : null);

  const bind = (field: F): FieldBinding => ({
    error: errorOf(field),
    onBlur: () => setTouched((t) => (t.has(field) ? t : new Set([...t, field]))),
    // Focusing a field clears its server error (SPEC §5).
    onFocus: () => setServerErrors((e) => (e[field] ? { ...e, [field]: undefined } : e)),
  });

  const submit = useCallback(
    async (action: () => Promise<void>) => {
      if (busy.current) return;
      setTouched(new Set(fields));
      if (fields.some((f) => errors[f])) return;
      busy.current = true;
      setSubmitting(true);
      setFormError(null);
      try {
        await action();
      } catch (error) {
        const placed = placeErrors(error, errorCodes, bodyFields);
        setServerErrors(placed.fields);
        setFormError(placed.form);
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [fields, errors, errorCodes, bodyFields],
  );

  return { bind, submit, submitting, formError, setFormError, hasErrors: fields.some((f) => errors[f]) };
}
