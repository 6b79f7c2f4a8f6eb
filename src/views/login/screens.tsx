// The screens of the login stack: phone + password, the SMS code when the server asks for it,
// and password recovery by SMS or e-mail ending in a new password.
import { useMemo, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { formatPhone, unformatMailCode, unformatPhone, unformatSmsCode } from '../../domain/masks';
import { useCompleteLogin } from '../../app/session/use-complete-login';
import { useSessionServices } from '../../app/session/SessionProvider';
import type { AuthToken } from '../../api/account';
import { useRuntimeConfig } from '../../app/config-context';
import { ApiError } from '../../api/errors';
import { CaptchaChallenge } from '../../components/captcha/CaptchaChallenge';
import { Button } from '../../components/ui/Button';
import { MaskedField, TextField } from '../../components/form/fields';
import { ResendCode, resendAvailableAt, type CodeSent } from '../../components/form/ResendCode';
import { Actions, FormBox, LinkButton, Notice, Spinner, Subtitle } from '../../components/form/styles';
import { useForm } from '../registration/form/use-form';
import { birthDateError, emailError, maskedError, passwordError, phoneError, repeatError, requiredError, toIsoDate } from '../registration/validation';
import type { CodeSentAnswer } from '../../../machines/code-resend.machine';
import { LoginScreensActor, SCREENS, type FlowData } from './login-context';
import { rememberedPassword, rememberPassword } from './remembered-password';

const CODE_ERRORS = { WRONG_CODE: 'code', CODE_EXPIRED: 'code', CODE_ATTEMPTS_EXCEEDED: 'code' } as const;

function useFlow() {
  const actor = LoginScreensActor.useActorRef();
  const flow = LoginScreensActor.useSelector((s) => (s.context.restoreData ?? {}) as FlowData);
  const loginData = LoginScreensActor.useSelector((s) => s.context.loginData);
  return {
    actor,
    flow,
    loginData,
    setFlow: (patch: FlowData) => actor.send({ type: 'restoreData.set', data: { ...(actor.getSnapshot().context.restoreData ?? {}), ...patch } }),
    push: (screen: string) => actor.send({ type: 'screen.push', screen }),
  };
}

function useFinish() {
  const complete = useCompleteLogin();
  const search = useSearch();
  return (token: AuthToken) => complete(token, new URLSearchParams(search).get('from') ?? '/login');
}

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

export function LoginScreen() {
  const { api } = useSessionServices();
  const { actor, loginData, setFlow, push } = useFlow();
  const finish = useFinish();
  const [password, setPassword] = useState('');
  const phone = loginData.phone;
  const form = useForm<'phone' | 'password'>({
    fields: ['phone', 'password'],
    validate: () => ({ phone: phoneError(phone), password: requiredError(password) }),
    errorCodes: { INVALID_CREDENTIALS: 'password' },
    bodyFields: { Phone: 'phone', Password: 'password' },
  });
  const { captchaScriptUrl, captchaSiteKey } = useRuntimeConfig();
  const captcha = useMemo(() => ({ scriptUrl: captchaScriptUrl, siteKey: captchaSiteKey }), [captchaScriptUrl, captchaSiteKey]);
  // After several failed logins for a phone the server wants the visible captcha with the password
  // (RECAPTCHA_V2_REQUIRED). A solved token is good for one try, so every refused try shows a new one.
  const [challengeRound, setChallengeRound] = useState(0);
  const signIn = (captchaToken: string) =>
    form.submit(async () => {
      try {
        const answer = await api.login({ Phone: unformatPhone(phone), Password: password, CaptchaToken: captchaToken });
        if (answer.kind === 'token') return finish(answer.token);
        rememberPassword(actor, password);
        setFlow({ loginId: answer.challenge.LoginId, sentTo: answer.challenge.SentTo ?? phone, resendAt: resendAvailableAt(answer.challenge.ResendAfterSeconds) });
        push(SCREENS.loginCode);
      } catch (error) {
        if (captchaToken !== '' || (error instanceof ApiError && error.hasCode('RECAPTCHA_V2_REQUIRED'))) setChallengeRound((round) => round + 1);
        throw error;
      }
    });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void signIn('');
  };
  return (
    <FormBox noValidate onSubmit={onSubmit} data-testid="screen-login">
      <MaskedField id="login-phone" label="Мобильный телефон" mask="phone" inputMode="tel" autoComplete="tel" value={phone} onChange={(p) => actor.send({ type: 'loginData.set', data: { phone: p } })} {...form.bind('phone')} />
      <TextField id="login-password" label="Пароль" type="password" autoComplete="current-password" value={password} onChange={setPassword} {...form.bind('password')} />
      <FormErrorLine message={form.formError} />
      {challengeRound > 0 ? (
        <CaptchaChallenge key={challengeRound} config={captcha} onSolved={(token) => void signIn(token)} hint="Подтвердите, что вы не робот, и вход продолжится." />
      ) : null}
      <Actions>
        <SubmitButton busy={form.submitting}>Войти</SubmitButton>
        <LinkButton type="button" onClick={() => push(SCREENS.recovery)} data-testid="forgot-password">
          Забыли пароль?
        </LinkButton>
      </Actions>
    </FormBox>
  );
}

export function LoginCodeScreen() {
  const { api } = useSessionServices();
  const { actor, flow, loginData, setFlow } = useFlow();
  const finish = useFinish();
  const [code, setCode] = useState('');
  const form = useForm<'code'>({ fields: ['code'], validate: () => ({ code: maskedError('smsCode', code) }), errorCodes: CODE_ERRORS, bodyFields: { Code: 'code' } });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => finish(await api.loginComplete({ LoginId: flow.loginId ?? '', Code: unformatSmsCode(code) })));
  };
  // A new login code is a new sign-in with the same phone and password.
  const resend = async (): Promise<CodeSent> => {
    const answer = await api.login({ Phone: unformatPhone(loginData.phone), Password: rememberedPassword(actor), CaptchaToken: '' });
    if (answer.kind === 'token') {
      await finish(answer.token);
      return { ResendAfterSeconds: 0 };
    }
    setFlow({ loginId: answer.challenge.LoginId });
    return answer.challenge;
  };
  const onResent = ({ resendAfterSeconds, sentTo }: CodeSentAnswer) => setFlow({ sentTo: sentTo ?? flow.sentTo, resendAt: resendAvailableAt(resendAfterSeconds) });
  return (
    <FormBox noValidate onSubmit={onSubmit} data-testid="screen-loginCode">
      <Subtitle>Подтвердите вход</Subtitle>
      <Notice>Мы отправили SMS с кодом на {flow.sentTo}</Notice>
      <MaskedField id="login-code" label="Код из SMS" mask="smsCode" autoComplete="one-time-code" value={code} onChange={setCode} {...form.bind('code')} />
      <FormErrorLine message={form.formError} />
      <Actions>
        <SubmitButton busy={form.submitting}>Войти</SubmitButton>
        <ResendCode resendAt={flow.resendAt ?? 0} request={resend} onSent={onResent} busy={form.submitting} />
      </Actions>
    </FormBox>
  );
}

export function RecoveryScreen() {
  const { api } = useSessionServices();
  const { actor, loginData, setFlow, push } = useFlow();
  const form = useForm<'phone' | 'birthDay'>({
    fields: ['phone', 'birthDay'],
    validate: () => ({ phone: phoneError(loginData.phone), birthDay: birthDateError(loginData.birthDay) }),
    errorCodes: { USER_NOT_FOUND: 'phone' },
    bodyFields: { Phone: 'phone', BirthDay: 'birthDay' },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      const options = await api.passwordRestore({ Phone: unformatPhone(loginData.phone), BirthDay: toIsoDate(loginData.birthDay), CaptchaToken: '' });
      setFlow({ byEmail: options.ByEmail, maskedEmail: options.MaskedEmail ?? null });
      push(SCREENS.recoveryMethod);
    });
  };
  return (
    <FormBox noValidate onSubmit={onSubmit} data-testid="screen-recovery">
      <MaskedField id="recovery-phone" label="Мобильный телефон" mask="phone" inputMode="tel" autoComplete="tel" value={loginData.phone} onChange={(phone) => actor.send({ type: 'loginData.set', data: { phone } })} {...form.bind('phone')} />
      <MaskedField id="recovery-birth-day" label="Дата рождения" mask="date" autoComplete="bday" value={loginData.birthDay} onChange={(birthDay) => actor.send({ type: 'loginData.set', data: { birthDay } })} {...form.bind('birthDay')} />
      <FormErrorLine message={form.formError} />
      <Actions>
        <SubmitButton busy={form.submitting}>Продолжить</SubmitButton>
      </Actions>
    </FormBox>
  );
}

export function RecoveryMethodScreen() {
  const { api } = useSessionServices();
  const { flow, loginData, setFlow, push } = useFlow();
  const [email, setEmail] = useState('');
  const [channel, setChannel] = useState<'sms' | 'email'>('sms');
  const form = useForm<'email'>({
    fields: ['email'],
    validate: () => ({ email: channel === 'email' ? emailError(email) : null }),
    errorCodes: { USER_NOT_FOUND: 'email' },
    bodyFields: { Email: 'email' },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      const sent =
        channel === 'sms'
          ? await api.forgotPasswordSendSms({ Phone: unformatPhone(loginData.phone), BirthDay: toIsoDate(loginData.birthDay), CaptchaToken: '' })
          : await api.forgotPasswordSendEmail({ Email: email.trim() });
      setFlow({
        channel,
        email: email.trim(),
        sentTo: sent.SentTo ?? (channel === 'sms' ? formatPhone(unformatPhone(loginData.phone)) : email),
        resendAt: resendAvailableAt(sent.ResendAfterSeconds),
      });
      push(SCREENS.recoveryCode);
    });
  };
  return (
    <FormBox noValidate onSubmit={onSubmit} data-testid="screen-recoveryMethod">
      <Subtitle>Куда отправить код?</Subtitle>
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
        <legend>Способ восстановления</legend>
        <label>
          <input type="radio" name="channel" value="sms" checked={channel === 'sms'} onChange={() => setChannel('sms')} /> SMS на телефон {loginData.phone}
        </label>
        {flow.byEmail ? (
          <label>
            <input type="radio" name="channel" value="email" checked={channel === 'email'} onChange={() => setChannel('email')} /> Письмо на e-mail {flow.maskedEmail ?? 'из анкеты'}
          </label>
        ) : null}
      </fieldset>
      {channel === 'email' ? <TextField id="recovery-email" label="Электронная почта полностью" type="email" inputMode="email" autoComplete="email" value={email} onChange={setEmail} {...form.bind('email')} /> : null}
      <FormErrorLine message={form.formError} />
      <Actions>
        <SubmitButton busy={form.submitting}>Отправить код</SubmitButton>
      </Actions>
    </FormBox>
  );
}

export function RecoveryCodeScreen() {
  const { flow } = useFlow();
  // Each new code starts a fresh form: the typed code and «Попытки закончились…» go with the old one.
  return <RecoveryCodeForm key={flow.codeRound ?? 0} />;
}

function RecoveryCodeForm() {
  const { api } = useSessionServices();
  const { flow, loginData, setFlow, push } = useFlow();
  const [code, setCode] = useState('');
  const mask = flow.channel === 'email' ? 'mailCode' : 'smsCode';
  const form = useForm<'code'>({ fields: ['code'], validate: () => ({ code: maskedError(mask, code) }), errorCodes: CODE_ERRORS, bodyFields: { Code: 'code' } });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      const ticket =
        flow.channel === 'email'
          ? await api.restorePasswordByEmail({ Email: flow.email ?? '', Code: unformatMailCode(code) })
          : await api.forgotPasswordCheckSmsCode({ Phone: unformatPhone(loginData.phone), Code: unformatSmsCode(code) });
      setFlow({ restoreToken: ticket.RestoreToken });
      push(SCREENS.newPassword);
    });
  };
  // Over SMS the server's "send again" of this recovery; by e-mail the same letter again.
  const resend = () =>
    flow.channel === 'email' ? api.forgotPasswordSendEmail({ Email: flow.email ?? '' }) : api.forgotPasswordSendSmsAgain(unformatPhone(loginData.phone));
  const onResent = ({ resendAfterSeconds, sentTo }: CodeSentAnswer) =>
    setFlow({ sentTo: sentTo ?? flow.sentTo, resendAt: resendAvailableAt(resendAfterSeconds), codeRound: (flow.codeRound ?? 0) + 1 });
  return (
    <FormBox noValidate onSubmit={onSubmit} data-testid="screen-recoveryCode">
      <Subtitle>Введите код</Subtitle>
      {flow.codeRound ? (
        <Notice tone="success" role="status" data-testid="code-resent">
          Новый код отправлен на {flow.sentTo}
        </Notice>
      ) : (
        <Notice>Код отправлен на {flow.sentTo}</Notice>
      )}
      <MaskedField id="recovery-code" label={flow.channel === 'email' ? 'Код из письма' : 'Код из SMS'} mask={mask} inputMode={mask === 'mailCode' ? 'text' : 'numeric'} autoComplete="one-time-code" value={code} onChange={setCode} {...form.bind('code')} />
      <FormErrorLine message={form.formError} />
      <Actions>
        <SubmitButton busy={form.submitting}>Продолжить</SubmitButton>
        <ResendCode resendAt={flow.resendAt ?? 0} request={resend} onSent={onResent} />
      </Actions>
    </FormBox>
  );
}

export function NewPasswordScreen() {
  const { api } = useSessionServices();
  const { flow } = useFlow();
  const finish = useFinish();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const form = useForm<'password' | 'repeat'>({
    fields: ['password', 'repeat'],
    validate: () => ({ password: passwordError(password), repeat: repeatError(password, repeat) }),
    bodyFields: { Password: 'password' },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => finish(await api.newPassword({ RestoreToken: flow.restoreToken ?? '', Password: password })));
  };
  return (
    <FormBox noValidate onSubmit={onSubmit} data-testid="screen-newPassword">
      <Subtitle>Новый пароль</Subtitle>
      <TextField id="new-password" label="Новый пароль" type="password" autoComplete="new-password" value={password} onChange={setPassword} {...form.bind('password')} />
      <TextField id="new-password-repeat" label="Повторите пароль" type="password" autoComplete="new-password" value={repeat} onChange={setRepeat} {...form.bind('repeat')} />
      <FormErrorLine message={form.formError} />
      <Actions>
        <SubmitButton busy={form.submitting}>Сохранить и войти</SubmitButton>
      </Actions>
    </FormBox>
  );
}
