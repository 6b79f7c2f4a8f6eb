// Login, its SMS confirmation, password recovery (SMS or e-mail) and the new password, as one
// statechart whose states are the screens of the login stack (requirements §2.5 last paragraph, §3 login
// state, §4). Each screen invokes its form actor ('screenForm') and, on a valid submit, the call
// that screen makes; the answer moves to the next screen (a push), Back pops, «Ко входу» pops to
// the login screen. The stack, restoreData and loginData {phone, birthDay} are kept as requirements §3
// names them. The password is never kept here: the form holds it until it is sent.
import { assign, fromPromise, sendTo, setup, type ActorRefFrom } from 'xstate';
import { createFormMachine, type FormChanged, type FormInvalid, type FormMachine, type FormSchema, type FormSubmitted } from './form.machine';

export const LOGIN_SCREENS = ['login', 'loginCode', 'recovery', 'recoveryMethod', 'recoveryCode', 'newPassword'] as const;
export type LoginScreen = (typeof LOGIN_SCREENS)[number];
export const ROOT_SCREEN: LoginScreen = 'login';

/** The stack under each screen: the screens Back returns through, the root first. */
export const STACKS: Record<LoginScreen, LoginScreen[]> = {
  login: ['login'],
  loginCode: ['login', 'loginCode'],
  recovery: ['login', 'recovery'],
  recoveryMethod: ['login', 'recovery', 'recoveryMethod'],
  recoveryCode: ['login', 'recovery', 'recoveryMethod', 'recoveryCode'],
  newPassword: ['login', 'recovery', 'recoveryMethod', 'recoveryCode', 'newPassword'],
};

export interface LoginData {
  phone: string;
  birthDay: string;
}

export type RecoveryChannel = 'sms' | 'email';

/** What the stack keeps between screens (requirements §3 restoreData): the login challenge or the recovery. */
export interface RestoreData {
  loginId?: string;
  sentTo?: string;
  /** When (epoch ms) a new code may be asked for: the server's pause after the last one. */
  resendAt?: number;
  byEmail?: boolean;
  maskedEmail?: string | null;
  channel?: RecoveryChannel;
  email?: string;
  restoreToken?: string;
  /** How many new recovery codes were sent on the code screen; each starts a fresh form. */
  codeRound?: number;
  /** The recovery flow's id (FlowId): the code is checked against this flow only. */
  flowId?: string;
}

export interface AuthTokenOut {
  Token: string;
  Expires: string;
}

/** A sign-in answers a token, or (an untrusted device) the SMS challenge of LoginComplete. */
export type SignInAnswer = { kind: 'token'; token: AuthTokenOut } | { kind: 'challenge'; loginId: string; sentTo: string | null; resendAt: number };

/** How a call failed, placed by field by the app; `captchaRequired` when the server wants the visible captcha. */
export interface LoginFailure {
  fields: Record<string, string>;
  form: string | null;
  captchaRequired?: boolean;
}

export interface LoginContext {
  stack: LoginScreen[];
  restoreData: RestoreData;
  loginData: LoginData;
  /** How many visible captchas were shown: each refused try with one asks for a new one. */
  challengeRound: number;
  /** The solved visible captcha, sent with the next try of the login form. */
  captchaToken: string;
}

export interface LoginInput {
  /** /password_recovery and /account/forgotPassword open the recovery screen on top of login. */
  startAt?: 'login' | 'recovery';
}

export type LoginEvent =
  | FormSubmitted<string>
  | FormChanged<string>
  | FormInvalid
  | { type: 'screen.pop' }
  | { type: 'screen.popTo'; screen: LoginScreen }
  /** The session ended (a logout or a 401): the stack and everything typed are forgotten. */
  | { type: 'login.reset' }
  | { type: 'recovery.open' }
  | { type: 'captcha.solved'; token: string }
  /** A new login code (a new sign-in with the same phone and password) or a token at once. */
  | { type: 'loginCode.resent'; answer: SignInAnswer }
  | { type: 'recoveryCode.resent'; sentTo: string | null; resendAt: number; flowId?: string };

export const LOGIN_FIELDS = ['phone', 'password'] as const;
export const CODE_FIELDS = ['code'] as const;
export const RECOVERY_FIELDS = ['phone', 'birthDay'] as const;
export const METHOD_FIELDS = ['channel', 'email'] as const;
export const NEW_PASSWORD_FIELDS = ['password', 'repeat'] as const;

export interface LoginForms {
  loginForm: FormMachine<(typeof LOGIN_FIELDS)[number]>;
  loginCodeForm: FormMachine<(typeof CODE_FIELDS)[number]>;
  recoveryForm: FormMachine<(typeof RECOVERY_FIELDS)[number]>;
  recoveryMethodForm: FormMachine<(typeof METHOD_FIELDS)[number]>;
  smsCodeForm: FormMachine<(typeof CODE_FIELDS)[number]>;
  mailCodeForm: FormMachine<(typeof CODE_FIELDS)[number]>;
  newPasswordForm: FormMachine<(typeof NEW_PASSWORD_FIELDS)[number]>;
}

/** The screens' forms with the given schemas; the phone and birth day report their changes (loginData). */
export function loginForms(schemas: {
  login?: FormSchema<(typeof LOGIN_FIELDS)[number]>;
  smsCode?: FormSchema<'code'>;
  mailCode?: FormSchema<'code'>;
  recovery?: FormSchema<(typeof RECOVERY_FIELDS)[number]>;
  method?: FormSchema<(typeof METHOD_FIELDS)[number]>;
  newPassword?: FormSchema<(typeof NEW_PASSWORD_FIELDS)[number]>;
} = {}): LoginForms {
  return {
    loginForm: createFormMachine({ id: 'loginForm', fields: LOGIN_FIELDS, schema: schemas.login, reportChanges: true, reportInvalid: true }),
    loginCodeForm: createFormMachine({ id: 'loginCodeForm', fields: CODE_FIELDS, schema: schemas.smsCode }),
    recoveryForm: createFormMachine({ id: 'recoveryForm', fields: RECOVERY_FIELDS, schema: schemas.recovery, reportChanges: true }),
    recoveryMethodForm: createFormMachine({ id: 'recoveryMethodForm', fields: METHOD_FIELDS, schema: schemas.method }),
    smsCodeForm: createFormMachine({ id: 'smsCodeForm', fields: CODE_FIELDS, schema: schemas.smsCode }),
    mailCodeForm: createFormMachine({ id: 'mailCodeForm', fields: CODE_FIELDS, schema: schemas.mailCode }),
    newPasswordForm: createFormMachine({ id: 'newPasswordForm', fields: NEW_PASSWORD_FIELDS, schema: schemas.newPassword }),
  };
}

type Values = Record<string, string>;
const notInjected = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));
const valuesOf = (event: LoginEvent): Values => (event as FormSubmitted<string>).values ?? {};
const errorMessage = (error: unknown): string | null => (error instanceof Error && error.message ? error.message : null);
const failureOf = (error: unknown): LoginFailure => {
  const e = error as Partial<LoginFailure> | null;
  return e && typeof e === 'object' && e.fields ? { fields: e.fields, form: e.form ?? null, captchaRequired: e.captchaRequired === true } : { fields: {}, form: errorMessage(error) };
};

const freshContext = (startAt: LoginScreen = ROOT_SCREEN): LoginContext => ({
  stack: STACKS[startAt],
  restoreData: {},
  loginData: { phone: '', birthDay: '' },
  challengeRound: 0,
  captchaToken: '',
});

export const loginSetup = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput | undefined,
  },
  actors: {
    ...loginForms(),
    /** POST Account/Login with the phone, the password and the visible captcha's token ('' without). */
    signIn: fromPromise<SignInAnswer, { phone: string; password: string; captchaToken: string }>(notInjected('signIn')),
    /** POST Account/LoginComplete: the SMS code of the login challenge. */
    confirmLogin: fromPromise<AuthTokenOut, { loginId: string; code: string }>(notInjected('confirmLogin')),
    /** POST Account/PasswordRestore: which ways to recover the client has. */
    findAccount: fromPromise<{ byEmail: boolean; maskedEmail: string | null }, LoginData>(notInjected('findAccount')),
    /** POST Account/ForgotPasswordSendSms or ForgotPasswordSendEmail. */
    sendRecoveryCode: fromPromise<{ sentTo: string; resendAt: number; flowId?: string }, { channel: RecoveryChannel; email: string } & LoginData>(notInjected('sendRecoveryCode')),
    /** POST Account/ForgotPasswordCheckSmsCode or RestorePasswordByEmail: the ticket for the new password. */
    checkRecoveryCode: fromPromise<{ restoreToken: string }, { channel: RecoveryChannel; email: string; phone: string; code: string; flowId?: string }>(notInjected('checkRecoveryCode')),
    /** POST Account/NewPassword: signs the client in. */
    setNewPassword: fromPromise<AuthTokenOut, { restoreToken: string; password: string }>(notInjected('setNewPassword')),
  },
  actions: {
    /** Hands the token to the session, which routes by requirements §2.5 (provided by the app). */
    startSession: (_, _params: { token: AuthTokenOut }) => {},
    enterScreen: assign((_, params: { screen: LoginScreen }) => ({ stack: STACKS[params.screen] })),
    keepLoginData: assign(({ context }, params: { values: Values }) => ({
      loginData: {
        phone: params.values.phone ?? context.loginData.phone,
        birthDay: params.values.birthDay ?? context.loginData.birthDay,
      },
    })),
    mergeRestoreData: assign(({ context }, params: RestoreData) => ({ restoreData: { ...context.restoreData, ...params } })),
    /** Answers the screen's form: the server's errors beside their fields, or the form's message. */
    refuseForm: sendTo('screenForm', (_, params: { error: unknown }) => {
      const { fields, form } = failureOf(params.error);
      return { type: 'form.failed' as const, fields, form };
    }),
    showChallenge: assign(({ context }) => ({ challengeRound: context.challengeRound + 1, captchaToken: '' })),
    keepCaptchaToken: assign((_, params: { token: string }) => ({ captchaToken: params.token })),
    resubmitForm: sendTo('screenForm', { type: 'form.submit' as const }),
    /** The way the client chose on the method screen (and the full e-mail for that way). */
    rememberChannel: assign(({ context, event }) => {
      const values = valuesOf(event);
      return { restoreData: { ...context.restoreData, channel: values.channel === 'email' ? ('email' as const) : ('sms' as const), email: (values.email ?? '').trim() } };
    }),
  },
  guards: {
    startsAtRecovery: ({ context }) => context.stack[context.stack.length - 1] === 'recovery',
    isToken: (_, params: { answer: SignInAnswer }) => params.answer.kind === 'token',
    /** The server wants the visible captcha, or a try with one was refused (a token is good once). */
    needsChallenge: ({ context }, params: { error: unknown }) => failureOf(params.error).captchaRequired === true || context.captchaToken !== '',
    isByEmail: ({ context }) => context.restoreData.channel === 'email',
    popsTo: ({ event }, params: { screen: LoginScreen }) => event.type === 'screen.popTo' && event.screen === params.screen,
  },
});

const enter = (screen: LoginScreen) => ({ type: 'enterScreen', params: { screen } }) as const;
const refuseForm = { type: 'refuseForm', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;
const keepLoginData = { type: 'keepLoginData', params: ({ event }: { event: LoginEvent }) => ({ values: valuesOf(event) }) } as const;
const signInWith = (output: unknown) => ({ token: (output as Extract<SignInAnswer, { kind: 'token' }>).token });
/** A call that answered a token: the session starts with it. */
const signedIn = { target: '#login.signedIn', actions: { type: 'startSession' as const, params: ({ event }: { event: { output: AuthTokenOut } }) => ({ token: event.output }) } };
const challengeOf = (output: unknown) => output as Extract<SignInAnswer, { kind: 'challenge' }>;

/**
 * Back pops one screen; popping back to a named screen (requirements §2.5) goes to any screen under
 * this one («Ко входу» names the login screen); a screen not under this one is refused.
 */
function stackMoves(screen: LoginScreen) {
  const below = STACKS[screen].slice(0, -1);
  return {
    'screen.pop': { target: `#login.${below[below.length - 1]!}` },
    'screen.popTo': below.map((to) => ({ guard: { type: 'popsTo' as const, params: { screen: to } }, target: `#login.${to}` })),
  };
}

/** A screen's form and its call: editing → submitting → failed, or on to `next`. */
function callStates(submitted: object = {}) {
  return {
    editing: { on: { 'form.submitted': { target: 'submitting', ...submitted } } },
    failed: { tags: ['error'], on: { 'form.submitted': { target: 'submitting', ...submitted } } },
  };
}

export const loginMachine = loginSetup.createMachine({
  id: 'login',
  context: ({ input }) => freshContext(input?.startAt),
  initial: 'starting',
  // A logout resets the login state (requirements §4): back to the login screen, nothing typed kept.
  on: { 'login.reset': { target: '.login', reenter: true, actions: assign(() => freshContext()) } },
  states: {
    starting: {
      always: [{ guard: 'startsAtRecovery', target: 'recovery' }, { target: 'login' }],
    },
    login: {
      tags: ['root'],
      entry: enter('login'),
      invoke: { id: 'screenForm', src: 'loginForm', input: ({ context }) => ({ values: { phone: context.loginData.phone } }) },
      on: {
        'form.changed': { actions: keepLoginData },
        'recovery.open': { target: 'recovery' },
      },
      initial: 'editing',
      states: {
        ...callStates({ actions: keepLoginData }),
        submitting: {
          tags: ['submitting'],
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ context, event }) => ({ phone: valuesOf(event).phone ?? context.loginData.phone, password: valuesOf(event).password ?? '', captchaToken: context.captchaToken }),
            onDone: [
              {
                guard: { type: 'isToken', params: ({ event }) => ({ answer: event.output }) },
                target: '#login.signedIn',
                actions: { type: 'startSession', params: ({ event }) => signInWith(event.output) },
              },
              {
                target: '#login.loginCode',
                actions: {
                  type: 'mergeRestoreData',
                  params: ({ context, event }) => {
                    const c = challengeOf(event.output);
                    return { loginId: c.loginId, sentTo: c.sentTo ?? context.loginData.phone, resendAt: c.resendAt };
                  },
                },
              },
            ],
            onError: [
              { guard: { type: 'needsChallenge', params: ({ event }) => ({ error: event.error }) }, target: 'challenge', actions: [refuseForm, 'showChallenge'] },
              { target: 'failed', actions: refuseForm },
            ],
          },
        },
        // The visible captcha: once solved, the form is sent again with its token.
        challenge: {
          tags: ['error', 'challenge'],
          on: {
            'captcha.solved': { target: 'resubmitting', actions: [{ type: 'keepCaptchaToken', params: ({ event }) => ({ token: event.token }) }, 'resubmitForm'] },
            'form.submitted': { target: 'submitting', actions: keepLoginData },
          },
        },
        // The form checks its values: valid ones are sent with the token, otherwise the client corrects them.
        resubmitting: {
          tags: ['submitting'],
          on: {
            'form.submitted': { target: 'submitting', actions: keepLoginData },
            'form.invalid': { target: 'challenge' },
          },
        },
      },
    },
    loginCode: {
      entry: enter('loginCode'),
      invoke: { id: 'screenForm', src: 'loginCodeForm', input: {} },
      on: {
        ...stackMoves('loginCode'),
        'loginCode.resent': [
          {
            guard: { type: 'isToken', params: ({ event }) => ({ answer: event.answer }) },
            target: 'signedIn',
            actions: { type: 'startSession', params: ({ event }) => signInWith(event.answer) },
          },
          {
            actions: {
              type: 'mergeRestoreData',
              params: ({ context, event }) => {
                const c = challengeOf(event.answer);
                return { loginId: c.loginId, sentTo: c.sentTo ?? context.restoreData.sentTo, resendAt: c.resendAt };
              },
            },
          },
        ],
      },
      initial: 'editing',
      states: {
        ...callStates(),
        submitting: {
          tags: ['submitting'],
          invoke: {
            id: 'confirmLogin',
            src: 'confirmLogin',
            input: ({ context, event }) => ({ loginId: context.restoreData.loginId ?? '', code: valuesOf(event).code ?? '' }),
            onDone: signedIn,
            onError: { target: 'failed', actions: refuseForm },
          },
        },
      },
    },
    recovery: {
      entry: enter('recovery'),
      invoke: { id: 'screenForm', src: 'recoveryForm', input: ({ context }) => ({ values: { ...context.loginData } }) },
      on: { ...stackMoves('recovery'), 'form.changed': { actions: keepLoginData } },
      initial: 'editing',
      states: {
        ...callStates({ actions: keepLoginData }),
        submitting: {
          tags: ['submitting'],
          invoke: {
            id: 'findAccount',
            src: 'findAccount',
            input: ({ context }) => ({ ...context.loginData }),
            onDone: {
              target: '#login.recoveryMethod',
              actions: { type: 'mergeRestoreData', params: ({ event }) => ({ byEmail: event.output.byEmail, maskedEmail: event.output.maskedEmail }) },
            },
            onError: { target: 'failed', actions: refuseForm },
          },
        },
      },
    },
    recoveryMethod: {
      entry: enter('recoveryMethod'),
      invoke: { id: 'screenForm', src: 'recoveryMethodForm', input: { values: { channel: 'sms' } } },
      on: stackMoves('recoveryMethod'),
      initial: 'editing',
      states: {
        ...callStates({ actions: 'rememberChannel' }),
        submitting: {
          tags: ['submitting'],
          invoke: {
            id: 'sendRecoveryCode',
            src: 'sendRecoveryCode',
            input: ({ context }) => ({ channel: context.restoreData.channel ?? 'sms', email: context.restoreData.email ?? '', ...context.loginData }),
            onDone: {
              target: '#login.recoveryCode',
              actions: { type: 'mergeRestoreData', params: ({ event }) => ({ sentTo: event.output.sentTo, resendAt: event.output.resendAt, codeRound: 0, flowId: event.output.flowId }) },
            },
            onError: { target: 'failed', actions: refuseForm },
          },
        },
      },
    },
    recoveryCode: {
      entry: enter('recoveryCode'),
      // A new code starts a fresh form: the typed code and the last refusal go with the old one.
      on: {
        ...stackMoves('recoveryCode'),
        'recoveryCode.resent': {
          target: 'recoveryCode',
          reenter: true,
          actions: {
            type: 'mergeRestoreData',
            params: ({ context, event }) => ({
              sentTo: event.sentTo ?? context.restoreData.sentTo,
              resendAt: event.resendAt,
              codeRound: (context.restoreData.codeRound ?? 0) + 1,
              flowId: event.flowId ?? context.restoreData.flowId,
            }),
          },
        },
      },
      initial: 'choosingForm',
      states: {
        choosingForm: { always: [{ guard: 'isByEmail', target: 'byEmail' }, { target: 'bySms' }] },
        bySms: codeEntry('smsCodeForm'),
        byEmail: codeEntry('mailCodeForm'),
      },
    },
    newPassword: {
      entry: enter('newPassword'),
      invoke: { id: 'screenForm', src: 'newPasswordForm', input: {} },
      on: stackMoves('newPassword'),
      initial: 'editing',
      states: {
        ...callStates(),
        submitting: {
          tags: ['submitting'],
          invoke: {
            id: 'setNewPassword',
            src: 'setNewPassword',
            input: ({ context, event }) => ({ restoreToken: context.restoreData.restoreToken ?? '', password: valuesOf(event).password ?? '' }),
            onDone: signedIn,
            onError: { target: 'failed', actions: refuseForm },
          },
        },
      },
    },
    // The session has the token and routes (requirements §2.5); the last screen stays, busy, until it has.
    signedIn: { type: 'final', tags: ['submitting'] },
  },
});

/** The recovery code's form (SMS or e-mail code) and its check. */
function codeEntry(form: 'smsCodeForm' | 'mailCodeForm') {
  return loginSetup.createStateConfig({
    invoke: { id: 'screenForm', src: form, input: {} },
    initial: 'editing',
    states: {
      ...callStates(),
      submitting: {
        tags: ['submitting'],
        invoke: {
          id: 'checkRecoveryCode',
          src: 'checkRecoveryCode',
          input: ({ context, event }) => ({
            channel: context.restoreData.channel ?? 'sms',
            email: context.restoreData.email ?? '',
            phone: context.loginData.phone,
            code: valuesOf(event).code ?? '',
            flowId: context.restoreData.flowId,
          }),
          onDone: { target: '#login.newPassword', actions: { type: 'mergeRestoreData', params: ({ event }) => ({ restoreToken: event.output.restoreToken }) } },
          onError: { target: 'failed', actions: refuseForm },
        },
      },
    },
  });
}

export type LoginActorRef = ActorRefFrom<typeof loginMachine>;
export const selectCurrentScreen = (s: { context: LoginContext }): LoginScreen => s.context.stack[s.context.stack.length - 1] ?? ROOT_SCREEN;
