// The screens of the login stack (machines/login.machine.ts): phone + password, the SMS code when
// the server asks for it, and password recovery by SMS or e-mail ending in a new password. Each
// renders its form actor and the machine's state; the calls are the machine's.
import { useMemo, type FormEvent } from 'react';
import type { FormActorRef } from '@machines/form.machine';
import type { CODE_FIELDS, LOGIN_FIELDS, METHOD_FIELDS, NEW_PASSWORD_FIELDS, RECOVERY_FIELDS } from '@machines/login.machine';
import { useRuntimeConfig } from '@/flows/config-context';
import { CaptchaChallenge } from '@/components/captcha/CaptchaChallenge';
import { MaskedField, TextField } from '@/components/form/fields';
import { ResendCode } from '@/components/form/ResendCode';
import { Actions, FormBox, LinkButton, Notice, Spinner, Subtitle } from '@/components/form/styles';
import { useFormField, useFormStatus } from '@/components/form/use-form-actor';
import { Button } from '@/components/ui/Button';
import { LoginActor, useLoginServices, useRestoreData, useScreenForm } from '@/flows/login-context';
import { PASSWORD_RULE } from '@/domain/validation';

type Form<F extends readonly string[]> = FormActorRef<F[number]>;

function FormErrorLine({ message }: { message: string | null }) {
  return message ? (
    <Notice tone="error" role="alert" data-testid="form-error">
      {message}
    </Notice>
  ) : null;
}

function SubmitButton({ busy, children }: { busy: boolean; children: string }) {
  return (
    <Button type="submit" disabled={busy} data-testid="screen-submit">
      {busy ? <Spinner aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}

/** A screen's form: submitting sends `form.submit` to the form actor; busy while the machine calls. */
function useScreenStatus<F extends string>(form: FormActorRef<F>) {
  const status = useFormStatus(form);
  const busy = LoginActor.useSelector((s) => s.hasTag('submitting'));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    status.submit();
  };
  return { busy, formError: status.formError, onSubmit };
}

/** Renders the screen's form once the machine has invoked it. */
function withForm<F extends readonly string[]>(Screen: (props: { form: Form<F> }) => React.JSX.Element) {
  return function ScreenWithForm() {
    const form = useScreenForm<F[number]>();
    return form ? <Screen form={form} /> : null;
  };
}

export const LoginScreen = withForm<typeof LOGIN_FIELDS>(function LoginForm({ form }) {
  const { busy, formError, onSubmit } = useScreenStatus(form);
  const actor = LoginActor.useActorRef();
  const challengeRound = LoginActor.useSelector((s) => (s.hasTag('challenge') ? s.context.challengeRound : 0));
  const { captchaScriptUrl, captchaSiteKey } = useRuntimeConfig();
  const captcha = useMemo(() => ({ scriptUrl: captchaScriptUrl, siteKey: captchaSiteKey }), [captchaScriptUrl, captchaSiteKey]);
  return (
    <FormBox noValidate onSubmit={onSubmit} data-testid="screen-login">
      <MaskedField id="login-phone" label="Мобильный телефон" mask="phone" inputMode="tel" autoComplete="tel" {...useFormField(form, 'phone')} />
      <TextField id="login-password" label="Пароль" type="password" autoComplete="current-password" {...useFormField(form, 'password')} />
      <FormErrorLine message={formError} />
      {/* After several failed logins the server wants the visible captcha; a token is good for one try. */}
      {challengeRound > 0 ? (
        <CaptchaChallenge key={challengeRound} config={captcha} onSolved={(token) => actor.send({ type: 'captcha.solved', token })} hint="Подтвердите, что вы не робот, и вход продолжится." />
      ) : null}
      <Actions>
        <SubmitButton busy={busy}>Войти</SubmitButton>
        <LinkButton type="button" onClick={() => actor.send({ type: 'recovery.open' })} data-testid="forgot-password">
          Забыли пароль?
        </LinkButton>
      </Actions>
    </FormBox>
  );
});

export const LoginCodeScreen = withForm<typeof CODE_FIELDS>(function LoginCodeForm({ form }) {
  const { busy, formError, onSubmit } = useScreenStatus(form);
  const actor = LoginActor.useActorRef();
  const { resendLoginCode } = useLoginServices();
  const flow = useRestoreData();
  return (
    <FormBox noValidate onSubmit={onSubmit} data-testid="screen-loginCode">
      <Subtitle data-step-heading>Подтвердите вход</Subtitle>
      <Notice>Мы отправили SMS с кодом на {flow.sentTo}</Notice>
      <MaskedField id="login-code" label="Код из SMS" mask="smsCode" autoComplete="one-time-code" {...useFormField(form, 'code')} />
      <FormErrorLine message={formError} />
      <Actions>
        <SubmitButton busy={busy}>Войти</SubmitButton>
        <ResendCode resendAt={flow.resendAt ?? 0} request={() => resendLoginCode(actor)} onSent={noop} busy={busy} />
      </Actions>
    </FormBox>
  );
});

export const RecoveryScreen = withForm<typeof RECOVERY_FIELDS>(function RecoveryForm({ form }) {
  const { busy, formError, onSubmit } = useScreenStatus(form);
  return (
    <FormBox noValidate onSubmit={onSubmit} data-testid="screen-recovery">
      <MaskedField id="recovery-phone" label="Мобильный телефон" mask="phone" inputMode="tel" autoComplete="tel" {...useFormField(form, 'phone')} />
      <MaskedField id="recovery-birth-day" label="Дата рождения" mask="date" autoComplete="bday" {...useFormField(form, 'birthDay')} />
      <FormErrorLine message={formError} />
      <Actions>
        <SubmitButton busy={busy}>Продолжить</SubmitButton>
      </Actions>
    </FormBox>
  );
});

export const RecoveryMethodScreen = withForm<typeof METHOD_FIELDS>(function RecoveryMethodForm({ form }) {
  const { busy, formError, onSubmit } = useScreenStatus(form);
  const flow = useRestoreData();
  const phone = LoginActor.useSelector((s) => s.context.loginData.phone);
  const channel = useFormField(form, 'channel');
  const email = useFormField(form, 'email');
  return (
    <FormBox noValidate onSubmit={onSubmit} data-testid="screen-recoveryMethod">
      <Subtitle data-step-heading>Куда отправить код?</Subtitle>
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
        <legend>Способ восстановления</legend>
        <label>
          <input type="radio" name="channel" value="sms" checked={channel.value !== 'email'} onChange={() => channel.onChange('sms')} /> SMS на телефон {phone}
        </label>
        {flow.byEmail ? (
          <label>
            <input type="radio" name="channel" value="email" checked={channel.value === 'email'} onChange={() => channel.onChange('email')} /> Письмо на e-mail {flow.maskedEmail ?? 'из анкеты'}
          </label>
        ) : null}
      </fieldset>
      {channel.value === 'email' ? <TextField id="recovery-email" label="Электронная почта полностью" type="email" inputMode="email" autoComplete="email" {...email} /> : null}
      <FormErrorLine message={formError} />
      <Actions>
        <SubmitButton busy={busy}>Отправить код</SubmitButton>
      </Actions>
    </FormBox>
  );
});

export const RecoveryCodeScreen = withForm<typeof CODE_FIELDS>(function RecoveryCodeForm({ form }) {
  const { busy, formError, onSubmit } = useScreenStatus(form);
  const actor = LoginActor.useActorRef();
  const { resendRecoveryCode } = useLoginServices();
  const flow = useRestoreData();
  const mask = flow.channel === 'email' ? 'mailCode' : 'smsCode';
  return (
    // Each new code is a fresh form (the machine re-enters the screen): the typed code and the last refusal go.
    <FormBox key={flow.codeRound ?? 0} noValidate onSubmit={onSubmit} data-testid="screen-recoveryCode">
      <Subtitle data-step-heading>Введите код</Subtitle>
      {flow.codeRound ? (
        <Notice tone="success" role="status" data-testid="code-resent">
          Новый код отправлен на {flow.sentTo}
        </Notice>
      ) : (
        <Notice>Код отправлен на {flow.sentTo}</Notice>
      )}
      <MaskedField
        id="recovery-code"
        label={flow.channel === 'email' ? 'Код из письма' : 'Код из SMS'}
        mask={mask}
        inputMode={mask === 'mailCode' ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        {...useFormField(form, 'code')}
      />
      <FormErrorLine message={formError} />
      <Actions>
        <SubmitButton busy={busy}>Продолжить</SubmitButton>
        <ResendCode resendAt={flow.resendAt ?? 0} request={() => resendRecoveryCode(actor)} onSent={noop} />
      </Actions>
    </FormBox>
  );
});

export const NewPasswordScreen = withForm<typeof NEW_PASSWORD_FIELDS>(function NewPasswordForm({ form }) {
  const { busy, formError, onSubmit } = useScreenStatus(form);
  return (
    <FormBox noValidate onSubmit={onSubmit} data-testid="screen-newPassword">
      <Subtitle data-step-heading>Новый пароль</Subtitle>
      <TextField id="new-password" label="Новый пароль" rule={PASSWORD_RULE} type="password" autoComplete="new-password" {...useFormField(form, 'password')} />
      <TextField id="new-password-repeat" label="Повторите пароль" type="password" autoComplete="new-password" {...useFormField(form, 'repeat')} />
      <FormErrorLine message={formError} />
      <Actions>
        <SubmitButton busy={busy}>Сохранить и войти</SubmitButton>
      </Actions>
    </FormBox>
  );
});

// The machine hears each new code from the request itself (its answer may carry a new login id).
const noop = () => undefined;
