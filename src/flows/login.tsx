// The login actor of /login (and the recovery paths) with its real calls (design-notes §3: effects are
// provided only in src/flows): each screen's call over the account API, its refusal placed beside
// the form's fields, the token handed to the session, and the forms with the rules the views show.
import { useContext, useEffect, useMemo, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { loginForms, loginMachine, type LoginInput, type SignInAnswer } from '@machines/login.machine';
import type { AccountApi, AuthToken, LoginAnswer } from '@/api/account';
import { ApiError } from '@/api/errors';
import { placeErrors, type FieldMap } from './server-errors';
import { resendAvailableAt } from '@/domain/resend-at';
import { formatPhone, unformatMailCode, unformatPhone, unformatSmsCode } from '@/domain/masks';
import { LOGIN_SCHEMAS } from './login-forms';
import { LoginActor, LoginServicesContext, type LoginServices } from './login-context';
import { toIsoDate } from '@/domain/validation';
import { ActorInspectContext } from './actor-inspect';
import { withInspector } from './inspector';
import { useSessionServices } from './session/SessionProvider';
import { useStartSession } from './session/use-complete-login';
import { onLogoutReset } from './session/logout-resets';

const CODE_ERRORS = { WRONG_CODE: 'code', CODE_EXPIRED: 'code', CODE_ATTEMPTS_EXCEEDED: 'code' } as const;

/** Runs a screen's call; a refusal becomes the machine's LoginFailure, placed by field. */
async function placed<T>(call: () => Promise<T>, byCode: FieldMap<string>, byBodyField: FieldMap<string> = {}): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw { ...placeErrors(error, byCode, byBodyField), captchaRequired: error instanceof ApiError && error.hasCode('RECAPTCHA_V2_REQUIRED') };
  }
}

const signInAnswer = (answer: LoginAnswer): SignInAnswer =>
  answer.kind === 'token'
    ? answer
    : { kind: 'challenge', loginId: answer.challenge.LoginId, sentTo: answer.challenge.SentTo ?? null, resendAt: resendAvailableAt(answer.challenge.ResendAfterSeconds) };

export interface LoginEffects {
  api: AccountApi;
  startSession: (token: AuthToken) => void;
}

/** The machine with its calls, and the resend requests its code screens make beside it. */
export function provideLogin({ api, startSession }: LoginEffects) {
  // The password typed on the login screen, kept in this page's memory only so that the SMS
  // screen's «Отправить код ещё раз» can sign in again: never in the machine or in storage.
  let credentials = { phone: '', password: '' };
  const logic = loginMachine.provide({
    actors: {
      ...loginForms(LOGIN_SCHEMAS),
      signIn: fromPromise(async ({ input }) => {
        credentials = { phone: unformatPhone(input.phone), password: input.password };
        return placed(
          async () => signInAnswer(await api.login({ Phone: credentials.phone, Password: credentials.password, CaptchaToken: input.captchaToken })),
          { INVALID_CREDENTIALS: 'password' },
          { Phone: 'phone', Password: 'password' },
        );
      }),
      confirmLogin: fromPromise(({ input }) => placed(() => api.loginComplete({ LoginId: input.loginId, Code: unformatSmsCode(input.code) }), CODE_ERRORS, { Code: 'code' })),
      findAccount: fromPromise(({ input }) =>
        placed(
          async () => {
            const options = await api.passwordRestore({ Phone: unformatPhone(input.phone), BirthDay: toIsoDate(input.birthDay), CaptchaToken: '' });
            return { byEmail: options.ByEmail, maskedEmail: options.MaskedEmail ?? null };
          },
          { USER_NOT_FOUND: 'phone' },
          { Phone: 'phone', BirthDay: 'birthDay' },
        ),
      ),
      sendRecoveryCode: fromPromise(({ input }) =>
        placed(
          async () => {
            const sent =
              input.channel === 'sms'
                ? await api.forgotPasswordSendSms({ Phone: unformatPhone(input.phone), BirthDay: toIsoDate(input.birthDay), CaptchaToken: '' })
                : await api.forgotPasswordSendEmail({ Email: input.email });
            return {
              sentTo: sent.SentTo ?? (input.channel === 'sms' ? formatPhone(unformatPhone(input.phone)) : input.email),
              resendAt: resendAvailableAt(sent.ResendAfterSeconds),
              ...(sent.FlowId ? { flowId: sent.FlowId } : {}),
            };
          },
          { USER_NOT_FOUND: 'email' },
          { Email: 'email' },
        ),
      ),
      checkRecoveryCode: fromPromise(({ input }) =>
        placed(
          async () => {
            const ticket =
              input.channel === 'email'
                ? await api.restorePasswordByEmail({ Email: input.email, Code: unformatMailCode(input.code), FlowId: input.flowId })
                : await api.forgotPasswordCheckSmsCode({ Phone: unformatPhone(input.phone), Code: unformatSmsCode(input.code), FlowId: input.flowId });
            return { restoreToken: ticket.RestoreToken };
          },
          CODE_ERRORS,
          { Code: 'code' },
        ),
      ),
      setNewPassword: fromPromise(({ input }) => placed(() => api.newPassword({ RestoreToken: input.restoreToken, Password: input.password }), {}, { Password: 'password' })),
    },
    actions: {
      startSession: (_, { token }) => startSession(token),
    },
  });
  /** A logout (requirements §4): the password kept for a resend goes with the machine's state. */
  const forgetCredentials = () => {
    credentials = { phone: '', password: '' };
  };
  const services: LoginServices = {
    resendLoginCode: async (actor) => {
      const answer = signInAnswer(await api.login({ Phone: credentials.phone, Password: credentials.password, CaptchaToken: '' }));
      actor.send({ type: 'loginCode.resent', answer });
      return answer.kind === 'token' ? { ResendAfterSeconds: 0 } : { ResendAfterSeconds: Math.max(0, Math.round((answer.resendAt - Date.now()) / 1000)), SentTo: answer.sentTo };
    },
    resendRecoveryCode: async (actor) => {
      const { restoreData, loginData } = actor.getSnapshot().context;
      const sent = restoreData.channel === 'email' ? await api.forgotPasswordSendEmail({ Email: restoreData.email ?? '' }) : await api.forgotPasswordSendSmsAgain(unformatPhone(loginData.phone));
      actor.send({ type: 'recoveryCode.resent', sentTo: sent.SentTo ?? null, resendAt: resendAvailableAt(sent.ResendAfterSeconds), ...(sent.FlowId ? { flowId: sent.FlowId } : {}) });
      return sent;
    },
  };
  return { logic, services, forgetCredentials };
}

/** While the page runs, a logout resets its login actor (the session's `resetLoginState`). */
function LoginStateReset({ forgetCredentials }: { forgetCredentials: () => void }) {
  const actor = LoginActor.useActorRef();
  useEffect(
    () =>
      onLogoutReset('login', () => {
        forgetCredentials();
        actor.send({ type: 'login.reset' });
      }),
    [actor, forgetCredentials],
  );
  return null;
}

/** One login actor per visit of the page; `startAt` opens the recovery screen on top of login. */
export function LoginProvider({ startAt, children }: { startAt: LoginInput['startAt']; children: ReactNode }) {
  const { api } = useSessionServices();
  const startSession = useStartSession();
  const inspect = useContext(ActorInspectContext);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const { logic, services, forgetCredentials } = useMemo(() => provideLogin({ api, startSession: (token) => startSession(token, fromOfPage()) }), []);
  return (
    <LoginServicesContext.Provider value={services}>
      <LoginActor.Provider logic={logic} options={withInspector({ input: { startAt }, inspect })}>
        <LoginStateReset forgetCredentials={forgetCredentials} />
        {children}
      </LoginActor.Provider>
    </LoginServicesContext.Provider>
  );
}

/** The route the client came from (`?from=`), for the post-login rules; the login page otherwise. */
const fromOfPage = () => new URLSearchParams(window.location.search).get('from') ?? '/login';
