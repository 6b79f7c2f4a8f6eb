// The call-back form (SPEC §4, §5): renders the call-back machine's snapshot and sends it events.
import { useSelector } from '@xstate/react';
import { useCallback, type FormEvent } from 'react';
import { IMaskInput } from 'react-imask';
import type { CallBackField } from '@machines/call-back.validation';
import { CALL_BACK_SUCCESS } from '@/domain/messages';
import { MASK_OPTIONS, MASK_PLACEHOLDERS } from '@/domain/masks';
import { latinToCyrillic } from '@/domain/text';
import { css } from '@/theme/stitches.config';
import type { CaptchaConfig } from '@/app/third-party/captcha';
import {
  selectCanSubmit,
  selectField,
  selectFieldMessage,
  selectFormError,
  selectIsSubmitting,
  selectIsSuccess,
  selectNeedsChallenge,
  type CallBackActorRef,
} from './call-back-actor';
import { CaptchaBox, ErrorText, Field, Form, Input, inputClass, Label, Lead, Spinner, Submit, Success, TextArea } from './call-back.styles';
import { CaptchaChallenge } from '../captcha/CaptchaChallenge';

const phoneInputClass = css(inputClass);

interface Props {
  actor: CallBackActorRef;
  captcha: CaptchaConfig;
}

function useFieldEvents(actor: CallBackActorRef, field: CallBackField) {
  return {
    onFocus: () => actor.send({ type: 'field.focus', field }),
    onBlur: () => actor.send({ type: 'field.blur', field }),
  };
}

function FieldError({ id, message }: { id: string; message: string | null }) {
  return (
    <ErrorText id={id} role={message ? 'alert' : undefined} data-testid={id}>
      {message}
    </ErrorText>
  );
}

function PhoneField({ actor }: { actor: CallBackActorRef }) {
  const value = useSelector(actor, selectField('Phone'));
  const message = useSelector(actor, selectFieldMessage('Phone'));
  const events = useFieldEvents(actor, 'Phone');
  return (
    <Field>
      <Label htmlFor="call-back-phone">Мобильный телефон</Label>
      <IMaskInput
        {...MASK_OPTIONS.phone}
        id="call-back-phone"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        className={phoneInputClass()}
        placeholder={MASK_PLACEHOLDERS.phone}
        value={value}
        onAccept={(masked: string) => actor.send({ type: 'field.change', field: 'Phone', value: masked })}
        aria-invalid={message ? true : undefined}
        aria-describedby="call-back-phone-error"
        aria-required="true"
        // The form can appear after the dialog (it waits for the site settings): focus it then.
        autoFocus
        {...events}
      />
      <FieldError id="call-back-phone-error" message={message} />
    </Field>
  );
}

function NameField({ actor }: { actor: CallBackActorRef }) {
  const value = useSelector(actor, selectField('Name'));
  const message = useSelector(actor, selectFieldMessage('Name'));
  const events = useFieldEvents(actor, 'Name');
  return (
    <Field>
      <Label htmlFor="call-back-name">Имя</Label>
      <Input
        id="call-back-name"
        name="name"
        autoComplete="given-name"
        value={value}
        // Text typed with the Latin layout on is turned into the Cyrillic it was meant to be.
        onChange={(event) => actor.send({ type: 'field.change', field: 'Name', value: latinToCyrillic(event.target.value) })}
        aria-invalid={message ? true : undefined}
        aria-describedby="call-back-name-error"
        {...events}
      />
      <FieldError id="call-back-name-error" message={message} />
    </Field>
  );
}

function QuestionField({ actor }: { actor: CallBackActorRef }) {
  const value = useSelector(actor, selectField('Question'));
  const message = useSelector(actor, selectFieldMessage('Question'));
  const events = useFieldEvents(actor, 'Question');
  return (
    <Field>
      <Label htmlFor="call-back-question">Вопрос</Label>
      <TextArea
        id="call-back-question"
        name="question"
        rows={4}
        value={value}
        onChange={(event) => actor.send({ type: 'field.change', field: 'Question', value: event.target.value })}
        aria-invalid={message ? true : undefined}
        aria-describedby="call-back-question-error"
        {...events}
      />
      <FieldError id="call-back-question-error" message={message} />
    </Field>
  );
}

function CaptchaField({ actor, captcha }: Props) {
  const formError = useSelector(actor, selectFormError);
  const needsChallenge = useSelector(actor, selectNeedsChallenge);
  const onSolved = useCallback((token: string) => actor.send({ type: 'captcha.v2.solved', token }), [actor]);
  return (
    <CaptchaBox data-testid="call-back-captcha">
      {needsChallenge ? <CaptchaChallenge config={captcha} onSolved={onSolved} hint="Подтвердите, что вы не робот, и заявка отправится." /> : null}
      <FieldError id="call-back-form-error" message={formError} />
    </CaptchaBox>
  );
}

export function CallBackForm({ actor, captcha }: Props) {
  const submitting = useSelector(actor, selectIsSubmitting);
  const canSubmit = useSelector(actor, selectCanSubmit);
  const success = useSelector(actor, selectIsSuccess);

  if (success) {
    return (
      <Success role="status" data-testid="call-back-success">
        {CALL_BACK_SUCCESS}
      </Success>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'callBack.submit' });
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-busy={submitting} data-testid="call-back-form">
      <Lead>Оставьте номер — перезвоним и ответим на вопросы. Звонок бесплатный.</Lead>
      <PhoneField actor={actor} />
      <NameField actor={actor} />
      <QuestionField actor={actor} />
      <CaptchaField actor={actor} captcha={captcha} />
      <Submit type="submit" disabled={submitting || !canSubmit} data-testid="call-back-submit">
        {submitting ? <Spinner aria-hidden="true" data-testid="call-back-spinner" /> : null}
        {submitting ? 'Отправляем…' : 'Перезвоните мне'}
      </Submit>
    </Form>
  );
}
