// The six workflow models: which events (with which payloads) and which inputs drive each
// machine through all of its states and transitions. Serialisers keep only what guards read.
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { callBackMachine, type CallBackFailure } from '../../machines/call-back.machine';
import { loanStatusMachine } from '../../machines/loan-status.machine';
import { NEW_CLIENT_LOAN } from '../../machines/loan-status';
import { postLoginRoutingMachine, type PostLoginInput } from '../../machines/post-login-routing.machine';
import { sessionMachine } from '../../machines/session.machine';
import type { Loan } from '../../machines/types';
import type { PathModel } from './coverage';
import { paymentModel } from './payment-model';
import { loginPathModel } from './ui/login.model';

/** Invoked actors never settle during a replay: the model's done/error events decide. */
const never = <TOutput, TInput>() => fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));

const error = (id: string) => ({ [`xstate.error.actor.${id}`]: [{ type: `xstate.error.actor.${id}`, error: new Error('model') }] });
const done = (id: string, ...outputs: unknown[]) => ({ [`xstate.done.actor.${id}`]: outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output })) });

const loanIn = (State: number, Status = 100 + State): Loan => ({ Id: 1, Status, StatusLoan: { Id: Status, State, Title: `S${State}` } });

export const sessionModel: PathModel = {
  name: 'session',
  machine: sessionMachine.provide({
    actors: {
      requestCrossAuthToken: never(),
      fetchUserProfile: never(),
      fetchUserLoans: never(),
      fetchUserExtras: never(),
      refreshToken: never(),
      postLoginRouting: never() as never,
    },
  }),
  inputs: [
    { newSiteToken: 'new', oldSiteToken: null },
    { newSiteToken: null, oldSiteToken: 'old' },
    { newSiteToken: null, oldSiteToken: null },
  ],
  events: {
    ...done('requestCrossAuthToken', { token: 'cross', expires: '2030-01-01T00:00:00Z' }),
    ...error('requestCrossAuthToken'),
    ...done('fetchUserProfile', { Id: 1, IsRegistrationFinished: true }),
    ...error('fetchUserProfile'),
    ...done('refetchUserProfile', { Id: 1, IsRegistrationFinished: true }),
    ...error('refetchUserProfile'),
    ...done('fetchUserLoans', { loans: [{ Id: 2, Status: 10 }, { Id: 1, Status: 11 }], loanStatuses: [{ Id: 10, State: 4, Title: 'A' }] }),
    ...error('fetchUserLoans'),
    ...done('refetchUserLoans', { loans: [{ Id: 2, Status: 10 }, { Id: 1, Status: 11 }], loanStatuses: [{ Id: 10, State: 4, Title: 'A' }] }),
    ...error('refetchUserLoans'),
    ...done('fetchUserExtras', { userFailuresData: { PageWasVisited: false } }),
    ...error('fetchUserExtras'),
    ...done('refreshToken', { token: 'renewed', expires: '2030-01-01T00:00:00Z' }),
    ...error('refreshToken'),
    ...done('postLoginRouting', { kind: 'navigate', route: 'profile' }),
    ...error('postLoginRouting'),
    'session.route': [{ type: 'session.route', from: '/registration' }],
    'session.login': [
      { type: 'session.login', token: 'login', expires: '2030-01-01T00:00:00Z' },
      { type: 'session.login', token: 'login', expires: '2030-01-01T00:00:00Z', from: '/lk/payment-sbp' },
    ],
    'session.logout': [{ type: 'session.logout' }, { type: 'session.logout', keepRegistration: true, redirectTo: '/login' }],
    'token.refreshed': [
      { type: 'token.refreshed', token: 'refreshed', expires: '2030-01-02T00:00:00Z' },
      { type: 'token.refreshed', token: 'refreshed', expires: '2030-01-02T00:00:00Z', from: '/login' },
    ],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.token !== null, s.context.oldSiteToken !== null, s.context.routeFrom !== null]),
};

const routingBase: PostLoginInput = {
  userData: { IsRegistrationFinished: true },
  loans: [loanIn(7)],
  isPromoRoute: false,
  isFastPaymentRoute: false,
  isProfileEditRoute: false,
  pageWasVisited: false,
  pendingScoringChecked: true,
};

export const postLoginRoutingModel: PathModel = {
  name: 'postLoginRouting',
  machine: postLoginRoutingMachine.provide({ actors: { fetchCurrentScoringRequest: never(), requestAuthOnSite: never() } }),
  inputs: [
    { ...routingBase, userData: { IsRegistrationFinished: false }, isPromoRoute: true },
    { ...routingBase, userData: { IsRegistrationFinished: false } },
    { ...routingBase, pendingScoringChecked: false, loans: [NEW_CLIENT_LOAN] },
    { ...routingBase, loans: [loanIn(4)] },
    { ...routingBase, userData: { IsRegistrationFinished: true, IsFincert: true } },
    { ...routingBase, loans: [loanIn(2)] },
    { ...routingBase, loans: [loanIn(2)], pageWasVisited: true },
    routingBase,
  ],
  events: {
    ...done('fetchCurrentScoringRequest', { pending: true }, { pending: false }),
    ...error('fetchCurrentScoringRequest'),
    ...done('requestAuthOnSite', { Url: 'https://old.example/auth' }),
    ...error('requestAuthOnSite'),
  },
};

const validPhone = '+7 (912) 345-67-89';
const v2Failure: CallBackFailure = { status: 400, nonceId: 'nonce', errors: [{ ErrorCode: 'RECAPTCHA_V2_REQUIRED', Message: 'Подтвердите' }] };
const phoneFailure: CallBackFailure = { status: 400, nonceId: null, errors: [{ ErrorCode: 'INVALID_PHONE', Message: 'Неверный телефон' }] };

export const callBackModel: PathModel = {
  name: 'callBack',
  machine: callBackMachine.provide({ actors: { getCaptchaToken: never(), submitCallBack: never() } }),
  inputs: [{ captchaEnabled: true }, { captchaEnabled: false }],
  events: {
    // The form sends only values its rules accept (its own rules are tested with the form).
    'form.submitted': [{ type: 'form.submitted', form: 'callBackForm', values: { Phone: validPhone, Name: '', Question: '' } }],
    'captcha.v2.solved': [{ type: 'captcha.v2.solved', token: 'v2' }],
    ...done('getCaptchaToken', 'v3', null),
    ...error('getCaptchaToken'),
    ...done('submitCallBack', { status: 200 }),
    'xstate.error.actor.submitCallBack': [
      { type: 'xstate.error.actor.submitCallBack', error: v2Failure },
      { type: 'xstate.error.actor.submitCallBack', error: phoneFailure },
    ],
  },
  serializeState: (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context.captchaEnabled]),
};

// One answer of each kind the server gives: none yet, new client, each State of the life, expired, unknown.
const syncs = [undefined, NEW_CLIENT_LOAN, loanIn(1), loanIn(2), loanIn(3), loanIn(6), loanIn(4), loanIn(4, 5), loanIn(5), loanIn(9)];

export const loanStatusModel: PathModel = {
  name: 'loanStatus',
  machine: loanStatusMachine,
  inputs: [{ loan: undefined }],
  events: { 'loan.synced': syncs.map((loan) => ({ type: 'loan.synced', loan })) },
  serializeState: (s) => JSON.stringify(s.value),
};

export const WORKFLOW_MODELS: PathModel[] = [sessionModel, postLoginRoutingModel, loginPathModel, callBackModel, loanStatusModel, paymentModel];
