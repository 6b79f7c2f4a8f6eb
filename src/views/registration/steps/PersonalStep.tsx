// REGISTRATION: phone, name, birth date, e-mail, password and two separate consents; then the
// SMS code (NNN NNN) that creates the account and signs the user in.
import { useState, type FormEvent } from 'react';
import { unformatPhone, unformatSmsCode } from '../../../domain/masks';
import { trackAccountCreated } from '../../../app/third-party/tracker';
import { useStartSession } from '../../../app/session/use-complete-login';
import { Button } from '../../../components/ui/Button';
import { CheckboxField, MaskedField, TextField } from '../../../components/form/fields';
import { ResendCode, resendAvailableAt } from '../../../components/form/ResendCode';
import type { CodeSentAnswer } from '../../../../machines/code-resend.machine';
import { Actions, FormBox, LinkButton, Notice, Row, Spinner, Subtitle } from '../../../components/form/styles';
import { useForm } from '../form/use-form';
import { RegistrationActor, useRegistrationServices, useStepDraft } from '../registration-context';
import { applicantBirthDateError, consentError, emailError, maskedError, nameError, passwordError, phoneError, toIsoDate } from '../validation';

export interface PersonalData extends Record<string, unknown> {
  phone: string;
  lastName: string;
  firstName: string;
  middleName: string;
  birthDate: string;
  email: string;
  acceptRules: boolean;
  acceptPersonalData: boolean;
  codeSentTo: string;
  /** Epoch ms from which a new SMS code may be asked for (kept across a reload, like the step). */
  codeResendAt: number;
}

export const PERSONAL_DEFAULTS: PersonalData = {
  phone: '',
  lastName: '',
  firstName: '',
  middleName: '',
  birthDate: '',
  email: '',
  acceptRules: false,
  acceptPersonalData: false,
  codeSentTo: '',
  codeResendAt: 0,
};

const FIELDS = ['phone', 'lastName', 'firstName', 'middleName', 'birthDate', 'email', 'password', 'acceptRules', 'acceptPersonalData'] as const;
type Field = (typeof FIELDS)[number];

export function validatePersonal(v: PersonalData, password: string): Partial<Record<Field, string | null>> {
  return {
    phone: phoneError(v.phone),
    lastName: nameError(v.lastName),
    firstName: nameError(v.firstName),
    middleName: nameError(v.middleName, false),
    birthDate: applicantBirthDateError(v.birthDate),
    email: emailError(v.email),
    password: passwordError(password),
    acceptRules: consentError(v.acceptRules),
    acceptPersonalData: consentError(v.acceptPersonalData),
  };
}

export function PersonalStep() {
  const [values] = useStepDraft('REGISTRATION', PERSONAL_DEFAULTS);
  return values.codeSentTo ? <CodeForm /> : <PersonalForm />;
}

function PersonalForm() {
  const { api, variant } = useRegistrationServices();
  const [v, set] = useStepDraft('REGISTRATION', PERSONAL_DEFAULTS);
  // The password is never written to storage: after a reload it is typed again.
  const [password, setPassword] = useState('');
  const form = useForm<Field>({
    fields: FIELDS,
    validate: () => validatePersonal(v, password),
    errorCodes: { PHONE_TAKEN: 'phone', AGE_NOT_ALLOWED: 'birthDate' },
    bodyFields: { Phone: 'phone', LastName: 'lastName', FirstName: 'firstName', MiddleName: 'middleName', BirthDate: 'birthDate', Email: 'email', Password: 'password' },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      const body = {
        Phone: unformatPhone(v.phone),
        LastName: v.lastName.trim(),
        FirstName: v.firstName.trim(),
        ...(v.middleName.trim() ? { MiddleName: v.middleName.trim() } : {}),
        BirthDate: toIsoDate(v.birthDate),
        Email: v.email.trim(),
        AcceptAgreements: true as const,
        Promo: variant === 'creation',
        CaptchaToken: '',
        Password: password,
      };
      const sent = await api.registration(body);
      set({ codeSentTo: sent.SentTo ?? v.phone, codeResendAt: resendAvailableAt(sent.ResendAfterSeconds) });
    });
  };
  return (
    <FormBox noValidate onSubmit={onSubmit} data-testid="step-REGISTRATION">
      <Subtitle>Расскажите о себе</Subtitle>
      <MaskedField id="reg-phone" label="Мобильный телефон" mask="phone" inputMode="tel" autoComplete="tel" value={v.phone} onChange={(phone) => set({ phone })} {...form.bind('phone')} />
      <Row>
        <TextField id="reg-last-name" label="Фамилия" autoComplete="family-name" value={v.lastName} onChange={(lastName) => set({ lastName })} {...form.bind('lastName')} />
        <TextField id="reg-first-name" label="Имя" autoComplete="given-name" value={v.firstName} onChange={(firstName) => set({ firstName })} {...form.bind('firstName')} />
      </Row>
      <Row>
        <TextField id="reg-middle-name" label="Отчество (если есть)" autoComplete="additional-name" value={v.middleName} onChange={(middleName) => set({ middleName })} {...form.bind('middleName')} />
        <MaskedField id="reg-birth-date" label="Дата рождения" mask="date" autoComplete="bday" value={v.birthDate} onChange={(birthDate) => set({ birthDate })} {...form.bind('birthDate')} />
      </Row>
      <TextField id="reg-email" label="Электронная почта" type="email" inputMode="email" autoComplete="email" value={v.email} onChange={(email) => set({ email })} {...form.bind('email')} />
      <TextField id="reg-password" label="Придумайте пароль" type="password" autoComplete="new-password" value={password} onChange={setPassword} {...form.bind('password')} />
      <CheckboxField id="reg-accept-rules" checked={v.acceptRules} onChange={(acceptRules) => set({ acceptRules })} error={form.bind('acceptRules').error}>
        Я ознакомлен(а) и согласен(а) с{' '}
        <a href="/docs/pravila-predostavleniya.html" target="_blank" rel="noopener noreferrer">
          Правилами предоставления микрозаймов
        </a>{' '}
        и{' '}
        <a href="/docs/obshchie-usloviya.html" target="_blank" rel="noopener noreferrer">
          Общими условиями договора
        </a>
      </CheckboxField>
      <CheckboxField id="reg-accept-personal-data" checked={v.acceptPersonalData} onChange={(acceptPersonalData) => set({ acceptPersonalData })} error={form.bind('acceptPersonalData').error}>
        Даю{' '}
        <a href="/docs/soglasie-na-obrabotku.html" target="_blank" rel="noopener noreferrer">
          согласие на обработку персональных данных
        </a>
      </CheckboxField>
      {form.formError ? <Notice tone="error" role="alert" data-testid="form-error">{form.formError}</Notice> : null}
      <Actions>
        <Button type="submit" disabled={form.submitting} data-testid="step-submit">
          {form.submitting ? <Spinner aria-hidden="true" /> : null}
          Получить код
        </Button>
      </Actions>
    </FormBox>
  );
}

function CodeForm() {
  const { api } = useRegistrationServices();
  const actor = RegistrationActor.useActorRef();
  const startSession = useStartSession();
  const [v, set] = useStepDraft('REGISTRATION', PERSONAL_DEFAULTS);
  const [code, setCode] = useState('');
  const [resent, setResent] = useState<string | null>(null);
  const form = useForm<'code'>({
    fields: ['code'],
    validate: () => ({ code: maskedError('smsCode', code) }),
    errorCodes: { WRONG_CODE: 'code', CODE_EXPIRED: 'code', CODE_ATTEMPTS_EXCEEDED: 'code' },
    bodyFields: { Code: 'code' },
  });
  const phone = unformatPhone(v.phone);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      const token = await api.registrationConfirm({ Phone: phone, Code: unformatSmsCode(code) });
      startSession(token);
      trackAccountCreated({ phone, email: v.email.trim() });
      actor.send({ type: 'step.next' });
    });
  };
  const resend = () => {
    setResent(null);
    return api.registrationResendCode({ Phone: phone });
  };
  const onResent = ({ resendAfterSeconds, sentTo }: CodeSentAnswer) => {
    set({ codeResendAt: resendAvailableAt(resendAfterSeconds) });
    setResent(`Новый код отправлен на ${sentTo ?? v.phone}`);
  };
  return (
    <FormBox noValidate onSubmit={onSubmit} data-testid="step-REGISTRATION-code">
      <Subtitle>Подтвердите телефон</Subtitle>
      <Notice>Мы отправили SMS с кодом на {v.codeSentTo}</Notice>
      <MaskedField id="reg-code" label="Код из SMS" mask="smsCode" autoComplete="one-time-code" value={code} onChange={setCode} {...form.bind('code')} />
      {resent ? <Notice tone="success" role="status">{resent}</Notice> : null}
      {form.formError ? <Notice tone="error" role="alert" data-testid="form-error">{form.formError}</Notice> : null}
      <Actions>
        <Button type="submit" disabled={form.submitting} data-testid="step-submit">
          Подтвердить
        </Button>
        <ResendCode resendAt={v.codeResendAt} request={resend} onSent={onResent} busy={form.submitting} />
        <LinkButton type="button" onClick={() => set({ codeSentTo: '' })}>
          Изменить данные
        </LinkButton>
      </Actions>
    </FormBox>
  );
}
