// The code step of a signature or a confirmation (prolongation, agreements, a new phone or e-mail): the code field bound to the flow's
// code form actor, the signing button, and «Отправить код ещё раз» once the flow allows it.
// Renders state only: every decision (pause, refusals, tries) is the flow's.
import type { ReactNode } from 'react';
import type { FormActorRef } from '@machines/form.machine';
import { MaskedField } from '../form/fields';
import { Actions, FormBox, LinkButton, Notice, Spinner } from '../form/styles';
import { useFormField, useFormStatus } from '../form/use-form-actor';
import { Button } from '../ui/Button';

interface Props {
  id: string;
  form: FormActorRef<'code'>;
  sentTo: string;
  /** The flow is signing or sending a code. */
  busy: boolean;
  canResend: boolean;
  onResend: () => void;
  submitLabel: string;
  /** A refusal of the flow itself (a new code refused), beside the form's own. */
  error: string | null;
  /** Where the code went: an SMS (6 digits) or an e-mail (10 characters, requirements §5 mail-code mask). */
  channel?: 'sms' | 'email';
  children?: ReactNode;
}

export function SmsCodeForm({ id, form, sentTo, busy, canResend, onResend, submitLabel, error, channel = 'sms', children }: Props) {
  const code = useFormField(form, 'code');
  // The status hook takes any form; this one has the single field `code`.
  const status = useFormStatus(form as unknown as FormActorRef);
  const formError = status.formError ?? error;
  return (
    <FormBox
      noValidate
      data-testid={`${id}-code-form`}
      onSubmit={(event) => {
        event.preventDefault();
        status.submit();
      }}
    >
      <Notice role="status">
        {channel === 'sms' ? 'Мы отправили SMS с кодом на' : 'Мы отправили письмо с кодом на'} {sentTo}. Код действует 5 минут.
      </Notice>
      <MaskedField
        id={`${id}-code`}
        label={channel === 'sms' ? 'Код из SMS' : 'Код из письма'}
        mask={channel === 'sms' ? 'smsCode' : 'mailCode'}
        inputMode={channel === 'sms' ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        {...code}
      />
      {formError ? (
        <Notice tone="error" role="alert" data-testid={`${id}-code-error`}>
          {formError}
        </Notice>
      ) : null}
      <Actions>
        <Button type="submit" disabled={busy} data-testid={`${id}-sign`}>
          {busy ? <Spinner aria-hidden="true" /> : null}
          {submitLabel}
        </Button>
        <LinkButton type="button" disabled={!canResend || busy} onClick={onResend} data-testid={`${id}-resend`}>
          {canResend ? 'Отправить код ещё раз' : 'Новый код можно запросить через минуту'}
        </LinkButton>
        {children}
      </Actions>
    </FormBox>
  );
}
