// The call-back form (SPEC §4, §5): the fields are the form actor's, sending and the captcha
// challenge the call-back machine's; both are rendered and sent events, nothing more.
import { useSelector } from '@xstate/react';
import { useCallback, type FormEvent } from 'react';
import { IMaskInput } from 'react-imask';
import { CALL_BACK_SUCCESS } from '@/domain/messages';
import { MASK_OPTIONS, MASK_PLACEHOLDERS } from '@/domain/masks';
import { latinToCyrillic } from '@/domain/text';
import { css } from '@/theme/stitches.config';
import type { CaptchaConfig } from '@/flows/third-party/captcha';
import { useFormField, useFormStatus, type BoundField } from '@/components/form/use-form-actor';
import { selectForm, selectIsSubmitting, selectIsSuccess, selectNeedsChallenge, type CallBackActorRef, type CallBackFormRef } from '@/flows/call-back-actor';
import { CaptchaBox, ErrorText, Field, Form, Input, inputClass, Label, Lead, Spinner, Submit, Success, TextArea } from './call-back.styles';
import { CaptchaChallenge } from '../captcha/CaptchaChallenge';

const phoneInputClass = css(inputClass);

interface Props {
  actor: CallBackActorRef;
  captcha: CaptchaConfig;
}

const focusAndBlur = (bound: BoundField) => ({ onFocus: bound.onFocus, onBlur: bound.onBlur });

function FieldError({ id, message }: { id: string; message: string | null }) {
  return (
    <ErrorText id={id} role={message ? 'alert' : undefined} data-testid={id}>
      {message}
    </ErrorText>
  );
}

function PhoneField({ form }: { form: CallBackFormRef }) {
  const phone = useFormField(form, 'Phone');
  const message = phone.error;
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
        value={phone.value}
        onAccept={(masked: string) => phone.onChange(masked)}
        aria-invalid={message ? true : undefined}
        aria-describedby="call-back-phone-error"
        aria-required="true"
        // The form can appear after the dialog (it waits for the site settings): focus it then.
        autoFocus
        {...focusAndBlur(phone)}
      />
      <FieldError id="call-back-phone-error" message={message} />
    </Field>
  );
}

function NameField({ form }: { form: CallBackFormRef }) {
  const name = useFormField(form, 'Name');
  const message = name.error;
  return (
    <Field>
      <Label htmlFor="call-back-name">Имя</Label>
      <Input
        id="call-back-name"
        name="name"
        autoComplete="given-name"
        value={name.value}
        // Text typed with the Latin layout on is turned into the Cyrillic it was meant to be.
        onChange={(event) => name.onChange(latinToCyrillic(event.target.value))}
        aria-invalid={message ? true : undefined}
        aria-describedby="call-back-name-error"
        {...focusAndBlur(name)}
      />
      <FieldError id="call-back-name-error" message={message} />
    </Field>
  );
}

function QuestionField({ form }: { form: CallBackFormRef }) {
  const question = useFormField(form, 'Question');
  const message = question.error;
  return (
    <Field>
      <Label htmlFor="call-back-question">Вопрос</Label>
      <TextArea
        id="call-back-question"
        name="question"
        rows={4}
        value={question.value}
        onChange={(event) => question.onChange(event.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby="call-back-question-error"
        {...focusAndBlur(question)}
      />
      <FieldError id="call-back-question-error" message={message} />
    </Field>
  );
}

function CaptchaField({ actor, captcha, formError }: Props & { formError: string | null }) {
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
  const form = useSelector(actor, selectForm);
  const success = useSelector(actor, selectIsSuccess);
  if (success) {
    return (
      <Success role="status" data-testid="call-back-success">
        {CALL_BACK_SUCCESS}
      </Success>
    );
  }
  return form ? <Fields actor={actor} form={form} captcha={captcha} /> : null;
}

function Fields({ actor, form, captcha }: Props & { form: CallBackFormRef }) {
  const submitting = useSelector(actor, selectIsSubmitting);
  // The form takes a submit only while editing: not while sending or waiting for the challenge.
  const canSubmit = useSelector(form, (s) => s.can({ type: 'form.submit' }));
  const status = useFormStatus(form);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    status.submit();
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-busy={submitting} data-testid="call-back-form">
      <Lead>Оставьте номер — перезвоним и ответим на вопросы. Звонок бесплатный.</Lead>
      <PhoneField form={form} />
      <NameField form={form} />
      <QuestionField form={form} />
      <CaptchaField actor={actor} captcha={captcha} formError={status.formError} />
      <Submit type="submit" disabled={submitting || !canSubmit} data-testid="call-back-submit">
        {submitting ? <Spinner aria-hidden="true" data-testid="call-back-spinner" /> : null}
        {submitting ? 'Отправляем…' : 'Перезвоните мне'}
      </Submit>
    </Form>
  );
}
