// A form's fields and status, read from its form actor (machines/form.machine.ts): views bind
// inputs with these and never hold a form's state themselves.
import { useSelector } from '@xstate/react';
import { formErrorOf, isSubmitting, visibleError, type FormActorRef } from '@machines/form.machine';
import type { FieldBinding } from './fields';

export interface BoundField extends FieldBinding {
  value: string;
  onChange: (value: string) => void;
}

export function useFormField<F extends string>(form: FormActorRef<F>, field: F): BoundField {
  const value = useSelector(form, (s) => s.context.values[field]);
  const error = useSelector(form, (s) => visibleError(s, field));
  return {
    value,
    error,
    onChange: (next) => form.send({ type: 'field.change', field, value: next }),
    onBlur: () => form.send({ type: 'field.blur', field }),
    onFocus: () => form.send({ type: 'field.focus', field }),
  };
}

export function useFormStatus<F extends string>(form: FormActorRef<F>) {
  const submitting = useSelector(form, (s) => isSubmitting(s as never));
  const formError = useSelector(form, (s) => formErrorOf(s as never));
  return { submitting, formError, submit: () => form.send({ type: 'form.submit' }) };
}
