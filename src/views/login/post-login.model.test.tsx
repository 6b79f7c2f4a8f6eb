// Model-based paths of the post-login routing machine (xstate/graph getSimplePaths, with the
// done/error events of its two calls) driven against the login screen: for each client and
// each outcome of the calls, signing in must end where the machine's path ends.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSimplePaths } from 'xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postLoginRoutingMachine, type PostLoginInput, type RouteDecision } from '../../../machines/post-login-routing.machine';
import type { AppRoute } from '../../app/route-types';
import { DECISION_PATHS, externalNavigation } from '../../app/session/post-login';
import { fakeApi, renderLoginScreen } from '../registration/test-harness';
import { LoginPage } from './LoginPage';

interface Client {
  name: string;
  profile: { IsRegistrationFinished: boolean; IsFincert: boolean };
  /** StatusLoan.State of the only loan; null for a client without loans. */
  loanState: number | null;
  from: string;
}

const clients: Client[] = [
  { name: 'unfinished registration', profile: { IsRegistrationFinished: false, IsFincert: false }, loanState: null, from: '/login' },
  { name: 'unfinished registration on the promo route', profile: { IsRegistrationFinished: false, IsFincert: false }, loanState: null, from: '/creation' },
  { name: 'new client', profile: { IsRegistrationFinished: true, IsFincert: false }, loanState: null, from: '/login' },
  { name: 'active loan', profile: { IsRegistrationFinished: true, IsFincert: false }, loanState: 4, from: '/login' },
  { name: 'refused loan', profile: { IsRegistrationFinished: true, IsFincert: false }, loanState: 2, from: '/login' },
  { name: 'fincert client', profile: { IsRegistrationFinished: true, IsFincert: true }, loanState: 7, from: '/login' },
  { name: 'closed loan', profile: { IsRegistrationFinished: true, IsFincert: false }, loanState: 7, from: '/login' },
];

const URL_OUT = 'https://old.example.ru/auth?t=1';
const LOAN_STATUS_ID = 50;

function machineInput(c: Client): PostLoginInput {
  return {
    userData: c.profile,
    loans: c.loanState === null ? [{ Id: 0, Status: -1 }] : [{ Id: 1, Status: LOAN_STATUS_ID, StatusLoan: { Id: LOAN_STATUS_ID, State: c.loanState, Title: 'x' } }],
    isPromoRoute: c.from === '/creation',
    isFastPaymentRoute: false,
    isProfileEditRoute: false,
    pageWasVisited: false,
    pendingScoringChecked: false,
  };
}

const events = [
  { type: 'xstate.done.actor.fetchCurrentScoringRequest', output: { pending: true } },
  { type: 'xstate.done.actor.fetchCurrentScoringRequest', output: { pending: false } },
  { type: 'xstate.error.actor.fetchCurrentScoringRequest', error: new Error('scoring down') },
  { type: 'xstate.done.actor.requestAuthOnSite', output: { Url: URL_OUT } },
  { type: 'xstate.error.actor.requestAuthOnSite', error: new Error('auth down') },
] as never[];

interface Case {
  client: Client;
  description: string;
  pending: 'yes' | 'no' | 'error';
  authOnSite: 'ok' | 'error';
  decision: RouteDecision;
}

const cases: Case[] = clients.flatMap((client) =>
  getSimplePaths(postLoginRoutingMachine, { input: machineInput(client), events, toState: (s) => s.status === 'done' }).map((path) => {
    const types = path.steps.map((s) => s.event as { type: string; output?: { pending?: boolean } });
    const scoring = types.find((e) => e.type.endsWith('fetchCurrentScoringRequest'));
    return {
      client,
      description: types.map((e) => e.type.replace('xstate.', '') + (e.output?.pending !== undefined ? `(${String(e.output.pending)})` : '')).join(' → '),
      pending: !scoring ? 'no' : scoring.type.startsWith('xstate.error') ? 'error' : scoring.output?.pending ? 'yes' : 'no',
      authOnSite: types.some((e) => e.type === 'xstate.error.actor.requestAuthOnSite') ? 'error' : 'ok',
      decision: path.state.output as RouteDecision,
    };
  }),
);

const route = { name: 'login', path: '/login' } as AppRoute;

describe('post-login routing, model-based, through the login screen', () => {
  const leave = vi.fn();
  const original = externalNavigation.leave;
  beforeEach(() => {
    document.cookie = 'auth_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    sessionStorage.clear();
    externalNavigation.leave = leave;
    leave.mockReset();
  });
  afterEach(() => {
    externalNavigation.leave = original;
  });

  it('the paths reach every decision', () => {
    const kinds = new Set(cases.map((c) => (c.decision.kind === 'external' ? 'external' : c.decision.route)));
    expect(kinds).toEqual(new Set(['registration', 'creation', 'profile-sbp', 'registration-bank-card', 'scoring-failure', 'profile', 'external']));
  });

  for (const c of cases) {
    it(`${c.client.name}: ${c.description || 'no calls'}`, async () => {
      window.history.replaceState(null, '', `/login?from=${encodeURIComponent(c.client.from)}`);
      const api = fakeApi({
        login: vi.fn().mockResolvedValue({ kind: 'token', token: { Token: 'token-1', Expires: '2099-01-01T00:00:00Z' } }),
        userProfile: vi.fn().mockResolvedValue({ Id: 1, Phone: '79000000001', Email: null, UserInfo: { FirstName: 'Иван' }, Extremist: false, IsFreezed: false, IsReject: false, ...c.client.profile }),
        loans: vi.fn().mockResolvedValue(c.client.loanState === null ? [] : [{ Id: 1, Status: LOAN_STATUS_ID }]),
        settings: vi.fn().mockResolvedValue({ ReCaptchaEnabled: false, EnableChristmasLights: false, LoanStatuses: [{ Id: LOAN_STATUS_ID, State: c.client.loanState ?? 0, Title: 'x' }] }),
        currentScoringRequest:
          c.pending === 'error' ? vi.fn().mockRejectedValue(new Error('down')) : vi.fn().mockResolvedValue({ Pending: c.pending === 'yes', Request: null }),
        authOnSite: c.authOnSite === 'error' ? vi.fn().mockRejectedValue(new Error('down')) : vi.fn().mockResolvedValue({ Url: URL_OUT }),
      });
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      renderLoginScreen(<LoginPage route={route} params={{}} />, api);
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Мобильный телефон'), '9000000001');
      await user.type(screen.getByLabelText('Пароль'), 'Demo-2026');
      await user.click(screen.getByTestId('screen-submit'));
      if (c.decision.kind === 'external') {
        await waitFor(() => expect(leave).toHaveBeenCalledWith(c.decision.kind === 'external' ? c.decision.url : ''));
      } else {
        const target = DECISION_PATHS[c.decision.route];
        await waitFor(() => expect(window.location.pathname + window.location.search).toBe(target));
        expect(leave).not.toHaveBeenCalled();
      }
    });
  }
});
