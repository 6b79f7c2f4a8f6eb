// REGISTRATION: phone, name, birth date, e-mail, password and two separate consents; then the
// SMS code (NNN NNN) that creates the account and signs the user in. The form actor and the
// calls are the registration machine's; this renders them.
import type { FormEvent } from 'react';
import type { FormActorRef } from '@machines/form.machine';
import { CHECKED, type CodeField, type PersonalField } from '@machines/registration.forms';
import { Button } from '@/components/ui/Button';
import { CheckboxField, MaskedField, TextField } from '@/components/form/fields';
import { ResendCode } from '@/components/form/ResendCode';
import { useFormField, useFormStatus } from '@/components/form/use-form-actor';
import { Actions, FormBox, LinkButton, Notice, Row, Spinner, Subtitle } from '@/components/form/styles';
import { unformatPhone } from '@/domain/masks';
import { RegistrationActor, stepText, useRegistrationServices, useStepData, useStepForm } from '@/flows/registration/registration-context';
import { PASSWORD_RULE } from '@/domain/validation';

export function PersonalStep() {
  const code = RegistrationActor.useSelector((s) => s.matches({ filling: 'personalCode' }));
  const personal = useStepForm<PersonalField>();
  const codeForm = useStepForm<CodeField>();
  if (code) return codeForm ? <CodeForm form={codeForm} /> : null;
  return personal ? <PersonalForm form={personal} /> : null;
}

export function FormMessage({ message }: { message: string | null }) {
  return message ? (
    <Notice tone="error" role="alert" data-testid="form-error">
      {message}
    </Notice>
  ) : null;
}

function Consent({ form, field, id, children }: { form: FormActorRef<PersonalField>; field: PersonalField; id: string; children: React.ReactNode }) {
  const bound = useFormField(form, field);
  return (
    <CheckboxField id={id} checked={bound.value === CHECKED} onChange={(checked) => bound.onChange(checked ? CHECKED : '')} error={bound.error}>
      {children}
    </CheckboxField>
  );
}

function PersonalForm({ form }: { form: FormActorRef<PersonalField> }) {
  const status = useFormStatus(form);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    status.submit();
  };
  return (
    <FormBox noValidate onSubmit={onSubmit} data-testid="step-REGISTRATION">
      <Subtitle>Расскажите о себе</Subtitle>
      <MaskedField id="reg-phone" label="Мобильный телефон" mask="phone" inputMode="tel" autoComplete="tel" {...useFormField(form, 'phone')} />
      <Row>
        <TextField id="reg-last-name" label="Фамилия" autoComplete="family-name" {...useFormField(form, 'lastName')} />
        <TextField id="reg-first-name" label="Имя" autoComplete="given-name" {...useFormField(form, 'firstName')} />
      </Row>
      <Row>
        <TextField id="reg-middle-name" label="Отчество (если есть)" autoComplete="additional-name" {...useFormField(form, 'middleName')} />
        <MaskedField id="reg-birth-date" label="Дата рождения" mask="date" autoComplete="bday" {...useFormField(form, 'birthDate')} />
      </Row>
      <TextField id="reg-email" label="Электронная почта" type="email" inputMode="email" autoComplete="email" {...useFormField(form, 'email')} />
      {/* The password is never stored: after a reload it is typed again. */}
      <TextField id="reg-password" label="Придумайте пароль" rule={PASSWORD_RULE} type="password" autoComplete="new-password" {...useFormField(form, 'password')} />
      <Consent form={form} field="acceptRules" id="reg-accept-rules">
        Я ознакомлен(а) и согласен(а) с{' '}
        <a href="/docs/pravila-predostavleniya.html" target="_blank" rel="noopener noreferrer">
          Правилами предоставления микрозаймов
        </a>{' '}
        и{' '}
        <a href="/docs/obshchie-usloviya.html" target="_blank" rel="noopener noreferrer">
          Общими условиями договора
        </a>
      </Consent>
      <Consent form={form} field="acceptPersonalData" id="reg-accept-personal-data">
        Даю{' '}
        <a href="/docs/soglasie-na-obrabotku.html" target="_blank" rel="noopener noreferrer">
          согласие на обработку персональных данных
        </a>
      </Consent>
      <FormMessage message={status.formError} />
      <Actions>
        <Button type="submit" disabled={status.submitting} data-testid="step-submit">
          {status.submitting ? <Spinner aria-hidden="true" /> : null}
          Получить код
        </Button>
      </Actions>
    </FormBox>
  );
}

function CodeForm({ form }: { form: FormActorRef<CodeField> }) {
  const actor = RegistrationActor.useActorRef();
  const { resendCode } = useRegistrationServices();
  const person = useStepData('REGISTRATION');
  const status = useFormStatus(form);
  const sentTo = stepText(person, 'codeSentTo');
  const resendAt = typeof person.codeResendAt === 'number' ? person.codeResendAt : 0;
  const phone = unformatPhone(stepText(person, 'phone'));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    status.submit();
  };
  return (
    <FormBox noValidate onSubmit={onSubmit} data-testid="step-REGISTRATION-code">
      <Subtitle>Подтвердите телефон</Subtitle>
      <Notice>Мы отправили SMS с кодом на {sentTo}</Notice>
      <MaskedField id="reg-code" label="Код из SMS" mask="smsCode" autoComplete="one-time-code" {...useFormField(form, 'code')} />
      {stepText(person, 'codeResentTo') ? (
        <Notice tone="success" role="status">
          Новый код отправлен на {stepText(person, 'codeResentTo')}
        </Notice>
      ) : null}
      <FormMessage message={status.formError} />
      <Actions>
        <Button type="submit" disabled={status.submitting} data-testid="step-submit">
          Подтвердить
        </Button>
        <ResendCode
          resendAt={resendAt}
          request={() => resendCode(phone)}
          onSent={({ resendAfterSeconds, sentTo: to }) => actor.send({ type: 'code.resent', sentTo: to ?? null, resendAt: Date.now() + resendAfterSeconds * 1000 })}
          busy={status.submitting}
        />
        <LinkButton type="button" onClick={() => actor.send({ type: 'code.change' })}>
          Изменить данные
        </LinkButton>
      </Actions>
    </FormBox>
  );
}
