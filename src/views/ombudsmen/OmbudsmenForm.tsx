// Appeal to the financial ombudsman (machines/ombudsmen.machine.ts): the form actor's fields and
// the machine's state, rendered; sending, refusals and the sent appeal are the machine's.
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { IMaskInput } from 'react-imask';
import type { FormActorRef } from '@machines/form.machine';
import type { AppealField } from '@machines/ombudsmen.machine';
import { useFlowActor } from '@/flows/flow-actor';
import { useHydrated } from '@/flows/hydration';
import { useOmbudsmenAppealLogic } from '@/flows/ombudsmen';
import { useFormField, useFormStatus } from '@/components/form/use-form-actor';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { MASK_OPTIONS, MASK_PLACEHOLDERS } from '@/domain/masks';
import { styled } from '@/theme/stitches.config';

const Form = styled('form', { maxWidth: '560px' });
// Disabled until the app has hydrated the prerendered page: typing before would not reach it.
const Controls = styled('fieldset', { display: 'grid', gap: '$4', border: 0, margin: 0, padding: 0, minWidth: 0 });

export const APPEAL_SENT = 'Обращение отправлено. Мы ответим вам в течение 15 рабочих дней.';

export function OmbudsmenForm() {
  const actor = useFlowActor(useOmbudsmenAppealLogic());
  const sent = useSelector(actor, (s) => s.hasTag('sent'));
  const form = useSelector(actor, (s) => s.children.appealForm as FormActorRef<AppealField> | undefined);
  if (sent) return <p role="status" data-testid="ombudsmen-success">{APPEAL_SENT}</p>;
  return form ? <AppealForm form={form} /> : null;
}

/** A text input bound to its field: value, touched, and the server's error cleared on focus. */
function inputProps(bound: ReturnType<typeof useFormField>) {
  return {
    value: bound.value,
    'aria-invalid': bound.error ? true : undefined,
    onChange: (e: { target: { value: string } }) => bound.onChange(e.target.value),
    onBlur: bound.onBlur,
    onFocus: bound.onFocus,
  };
}

function AppealForm({ form }: { form: FormActorRef<AppealField> }) {
  const hydrated = useHydrated();
  const status = useFormStatus(form);
  const name = useFormField(form, 'name');
  const phone = useFormField(form, 'phone');
  const email = useFormField(form, 'email');
  const text = useFormField(form, 'text');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    status.submit();
  };
  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Обращение к финансовому уполномоченному">
      <Controls disabled={!hydrated}>
        <Field id="omb-name" label="Ваше имя" error={name.error}>
          <input id="omb-name" maxLength={150} autoComplete="name" {...inputProps(name)} />
        </Field>
        <Field id="omb-phone" label="Мобильный телефон" error={phone.error}>
          <IMaskInput
            id="omb-phone"
            {...MASK_OPTIONS.phone}
            placeholder={MASK_PLACEHOLDERS.phone}
            inputMode="tel"
            autoComplete="tel"
            aria-invalid={phone.error ? true : undefined}
            onAccept={(_value, mask) => phone.onChange(mask.unmaskedValue)}
            onBlur={phone.onBlur}
            onFocus={phone.onFocus}
          />
        </Field>
        <Field id="omb-email" label="Электронная почта (необязательно)" error={email.error}>
          <input id="omb-email" type="email" maxLength={254} autoComplete="email" {...inputProps(email)} />
        </Field>
        <Field id="omb-text" label="Текст обращения" error={text.error}>
          <textarea id="omb-text" rows={6} maxLength={5000} {...inputProps(text)} />
        </Field>
        {status.formError ? <p role="alert">{status.formError}</p> : null}
        <Button type="submit" disabled={status.submitting} aria-busy={status.submitting} data-testid="ombudsmen-submit">
          Отправить обращение
        </Button>
      </Controls>
    </Form>
  );
}
