// Model-based paths of the login machine run against the login page: each event is what the
// client does (types, clicks, solves the visible captcha, asks for a new code) or what the server
// answers (a held call resolved or refused), and each state is checked on the screen. The page's
// own login actor is inspected: what it did while the paths ran is the `login` row of test:model.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { AccountApi } from '../../../src/api/account';
import { ApiError } from '../../../src/api/errors';
import { ActorInspectContext } from '../../../src/flows/actor-inspect';
import type { AppRoute } from '../../../src/flows/route-types';
import { SessionProvider } from '../../../src/flows/session/SessionProvider';
import { resetStore } from '../../../src/flows/session/logout-resets';
import { ThirdPartyActors } from '../../../src/flows/third-party/root-actors';
import { LoginPage } from '../../../src/views/login/LoginPage';
import type { ModelPath } from '../coverage';
import { coverageRecorder, describePath, selectPaths, snapshotsAlong, writeUiCoverage } from '../ui-coverage';
import { formOf, loginPathModel as model } from './login.model';

const recorder = coverageRecorder('login');
const paths = selectPaths(model);
let passed = 0;

type User = ReturnType<typeof userEvent.setup>;
type Held = { method: string; resolve: (v: unknown) => void; reject: (e: unknown) => void };

const refusal = (ErrorCode: string, Message: string, status = 400) => new ApiError(status, [{ ErrorCode, Message }], null);

/** Each call of the machine: the API methods that make it, the server's answer and refusal, and where the refusal shows. */
const CALLS: Record<string, { methods: Array<keyof AccountApi>; answer: (output: unknown) => unknown; refusal: ApiError; shows: [string, string] }> = {
  signIn: {
    methods: ['login'],
    answer: (o) => loginAnswer(o),
    refusal: refusal('INVALID_CREDENTIALS', 'Неверный телефон или пароль'),
    shows: ['login-password-error', 'Неверный телефон или пароль'],
  },
  confirmLogin: { methods: ['loginComplete'], answer: (o) => o, refusal: refusal('WRONG_CODE', 'Неверный код'), shows: ['login-code-error', 'Неверный код'] },
  findAccount: {
    methods: ['passwordRestore'],
    answer: () => ({ BySms: true, ByEmail: true, MaskedEmail: 'a***@example.ru' }),
    refusal: refusal('USER_NOT_FOUND', 'Клиент не найден'),
    shows: ['recovery-phone-error', 'Клиент не найден'],
  },
  sendRecoveryCode: {
    methods: ['forgotPasswordSendSms', 'forgotPasswordSendEmail'],
    answer: () => ({ CodeLength: 6, ResendAfterSeconds: 0, SentTo: '+7 (***) ***-00-03' }),
    refusal: refusal('TOO_MANY_REQUESTS', 'Слишком много запросов, попробуйте позже', 429),
    shows: ['form-error', 'Слишком много запросов, попробуйте позже'],
  },
  checkRecoveryCode: {
    methods: ['forgotPasswordCheckSmsCode', 'restorePasswordByEmail'],
    answer: () => ({ RestoreToken: 'ticket', Expires: '2099-01-01T00:00:00Z' }),
    refusal: refusal('WRONG_CODE', 'Неверный код'),
    shows: ['recovery-code-error', 'Неверный код'],
  },
  setNewPassword: {
    methods: ['newPassword'],
    answer: (o) => o,
    refusal: refusal('PASSWORD_TOO_WEAK', 'Пароль слишком простой'),
    shows: ['form-error', 'Пароль слишком простой'],
  },
};
const CAPTCHA_REFUSAL = refusal('RECAPTCHA_V2_REQUIRED', 'Подтвердите, что вы не робот');

function loginAnswer(output: unknown) {
  const o = output as { kind: string; token?: unknown; loginId?: string; sentTo?: string };
  return o.kind === 'token' ? o : { kind: 'challenge', challenge: { LoginId: o.loginId, CodeLength: 6, ResendAfterSeconds: 0, SentTo: o.sentTo } };
}

const PROFILE = { Id: 1, Phone: '79123456789', Email: null, UserInfo: { FirstName: 'Анна' }, Extremist: false, IsFreezed: false, IsReject: false, IsRegistrationFinished: true, IsFincert: false };
const HELD: Array<keyof AccountApi> = [...Object.values(CALLS).flatMap((c) => c.methods), 'forgotPasswordSendSmsAgain'];

/** The login and recovery calls are held until the path says how they end; the session's reads answer at once. */
function heldApi() {
  const held: Held[] = [];
  const instant: Partial<Record<keyof AccountApi, () => Promise<unknown>>> = {
    userProfile: async () => PROFILE,
    loans: async () => [],
    settings: async () => ({ ReCaptchaEnabled: false, EnableChristmasLights: false, LoanStatuses: [] }),
    currentScoringRequest: async () => ({ Pending: false, Request: null }),
  };
  const api = new Proxy({} as AccountApi, {
    get: (_, name: string) =>
      HELD.includes(name as keyof AccountApi)
        ? () => new Promise((resolve, reject) => held.push({ method: name, resolve, reject }))
        : (instant[name as keyof AccountApi] ?? (() => Promise.reject(new Error(`unexpected call ${name}`)))),
  });
  /** Settles the oldest held call of one of `methods` once the screen has made it. */
  async function settle(methods: readonly string[], how: 'done' | 'error', value: unknown) {
    await waitFor(() => expect(held.some((h) => methods.includes(h.method))).toBe(true));
    const next = held.splice(held.findIndex((h) => methods.includes(h.method)), 1)[0]!;
    if (how === 'done') next.resolve(value);
    else next.reject(value);
  }
  return { api, settle };
}

const byTestId = (id: string) => screen.getByTestId(id);
const submitButton = () => byTestId('screen-submit');

async function retype(user: User, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text) await user.type(input, text);
}

/** Where the last refusal shows, by the failed screen. */
const FAILED_CALL: Record<string, string> = {
  login: 'signIn',
  loginCode: 'confirmLogin',
  recovery: 'findAccount',
  recoveryMethod: 'sendRecoveryCode',
  recoveryCode: 'checkRecoveryCode',
  newPassword: 'setNewPassword',
};

/** What the client sees in each state of the model. */
function expectScreen(s: AnyMachineSnapshot, solve: { callback: ((t: string) => void) | null }) {
  if (s.status === 'done') return expect(byTestId('signing-in')).toHaveTextContent('Входим в личный кабинет…');
  const screenName = (s.context.stack as string[]).at(-1)!;
  expect(byTestId(`screen-${screenName}`)).toBeInTheDocument();
  if (screenName === 'login') expect(screen.getByRole('link', { name: 'Зарегистрируйтесь' })).toBeInTheDocument();
  else expect(byTestId('screen-to-login')).toBeInTheDocument();
  // Resubmitting: the solved captcha sends the form again at once, or the rules refuse it.
  if (s.matches({ login: 'resubmitting' })) return;
  if (s.hasTag('submitting')) expect(submitButton()).toBeDisabled();
  else expect(submitButton()).toBeEnabled();
  if (s.hasTag('challenge')) {
    expect(screen.getByText('Подтвердите, что вы не робот, и вход продолжится.')).toBeInTheDocument();
    expect(solve.callback).not.toBeNull();
    // The refusal that brought the captcha stays beside the form (a wrong password, or the captcha demand).
    expect(screen.queryByTestId('form-error') ?? byTestId('login-password-error')).not.toBeEmptyDOMElement();
  } else if (s.hasTag('error')) {
    const [id, text] = CALLS[FAILED_CALL[screenName]!]!.shows;
    expect(byTestId(id)).toHaveTextContent(text);
  }
  if (screenName === 'recoveryCode') {
    expect(screen.getByLabelText(s.context.restoreData.channel === 'email' ? 'Код из письма' : 'Код из SMS')).toBeInTheDocument();
    if (s.context.restoreData.codeRound) expect(byTestId('code-resent')).toBeInTheDocument();
  }
}

/** The form on screen, filled as a client would and sent. */
async function submitForm(before: AnyMachineSnapshot, e: AnyEventObject, user: User) {
  switch (formOf(before)) {
    case 'loginForm':
      await retype(user, 'Мобильный телефон', '9123456789');
      await retype(user, 'Пароль', 'Secret-2026');
      break;
    case 'loginCodeForm':
    case 'smsCodeForm':
      await retype(user, 'Код из SMS', '123456');
      break;
    case 'mailCodeForm':
      await retype(user, 'Код из письма', 'AB12CD34EF');
      break;
    case 'recoveryForm':
      await retype(user, 'Мобильный телефон', '9000000003');
      await retype(user, 'Дата рождения', '25011979');
      break;
    case 'recoveryMethodForm':
      if (e.values.channel === 'email') {
        await user.click(screen.getByRole('radio', { name: /Письмо на e-mail/ }));
        await retype(user, 'Электронная почта полностью', 'anna@example.ru');
      } else await user.click(screen.getByRole('radio', { name: /SMS на телефон/ }));
      break;
    case 'newPasswordForm':
      await retype(user, 'Новый пароль', 'Secret-2027');
      await retype(user, 'Повторите пароль', 'Secret-2027');
      break;
  }
  return user.click(submitButton());
}

/** Does what the event stands for: a client's action, or the server's answer to a held call. */
async function perform(e: AnyEventObject, next: AnyEventObject | undefined, before: AnyMachineSnapshot, user: User, settle: ReturnType<typeof heldApi>['settle'], solve: { callback: ((t: string) => void) | null }) {
  const server = /^xstate\.(done|error)\.actor\.(.+)$/.exec(e.type);
  if (server) {
    const call = CALLS[server[2]!]!;
    const how = server[1] as 'done' | 'error';
    const captcha = how === 'error' && (e.error as { captchaRequired?: boolean }).captchaRequired;
    return act(() => settle(call.methods, how, how === 'done' ? call.answer(e.output) : captcha ? CAPTCHA_REFUSAL : call.refusal));
  }
  switch (e.type) {
    case 'form.submitted':
      // After a solved captcha the form sent itself.
      return before.matches({ login: 'resubmitting' }) ? undefined : submitForm(before, e, user);
    case 'form.invalid':
      return; // the form refused the values when the captcha was solved
    case 'form.changed':
      return formOf(before) === 'loginForm' ? user.type(screen.getByLabelText('Пароль'), 'x') : retype(user, 'Мобильный телефон', '9000000004');
    case 'recovery.open':
      return user.click(byTestId('forgot-password'));
    case 'screen.pop':
      return user.click(byTestId('screen-back'));
    case 'screen.popTo':
      return user.click(byTestId('screen-to-login'));
    case 'login.reset':
      // A logout elsewhere in the app: the session's resetLoginState reaches the page's actor.
      return act(() => resetStore('login'));
    case 'captcha.solved':
      if (next?.type === 'form.invalid') await retype(user, 'Пароль', '');
      return act(() => solve.callback?.(e.token as string));
    case 'loginCode.resent':
      await user.click(byTestId('resend-code'));
      return act(() => settle(['login'], 'done', loginAnswer(e.answer)));
    case 'recoveryCode.resent':
      await user.click(byTestId('resend-code'));
      return act(() => settle(['forgotPasswordSendSmsAgain', 'forgotPasswordSendEmail'], 'done', { CodeLength: 6, ResendAfterSeconds: 0, SentTo: '+7 (***) ***-00-03' }));
    default:
      throw new Error(`no action for ${e.type}`);
  }
}

function renderPage(path: ModelPath, api: AccountApi) {
  const startAt = (path.input as { startAt: string }).startAt;
  const route = (startAt === 'recovery' ? { name: 'passwordRecovery', path: '/password_recovery' } : { name: 'login', path: '/login' }) as AppRoute;
  render(
    <ActorInspectContext.Provider value={recorder.inspect}>
      <ThirdPartyActors>
        <SessionProvider api={api}>
          <LoginPage route={route} params={{}} />
        </SessionProvider>
      </ThirdPartyActors>
    </ActorInspectContext.Provider>,
  );
}

describe('login: generated paths against the login page', () => {
  const solve: { callback: ((t: string) => void) | null } = { callback: null };
  beforeEach(() => {
    solve.callback = null;
    window.grecaptcha = {
      ready: (cb) => cb(),
      execute: () => Promise.resolve('unused'),
      render: (_el: HTMLElement, opts: { callback: (t: string) => void }) => {
        solve.callback = opts.callback;
        return 1;
      },
      getResponse: () => '',
      reset: () => undefined,
    };
  });
  afterEach(() => {
    delete window.grecaptcha;
    document.cookie = 'auth_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });
  afterAll(() => writeUiCoverage('login', { paths: paths.length, passed, states: [...recorder.states], transitions: [...recorder.transitions] }));

  for (const path of paths) {
    it(`${(path.input as { startAt: string }).startAt}: ${describePath(path)}`, async () => {
      const states = snapshotsAlong(model, path);
      const { api, settle } = heldApi();
      renderPage(path, api);
      const user = userEvent.setup();
      await waitFor(() => expectScreen(states[0]!, solve));
      for (const [i, e] of path.events.entries()) {
        await perform(e, path.events[i + 1], states[i]!, user, settle, solve);
        await waitFor(() => expectScreen(states[i + 1]!, solve));
      }
      passed++;
    });
  }
});
