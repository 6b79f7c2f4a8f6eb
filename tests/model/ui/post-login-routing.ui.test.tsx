// Model-based paths of the post-login routing machine (SPEC §2.5) run against the screens: for
// each client and each route the client was sent to login from (the cabinet guard's `from`: the
// fast-payment page, profile edit, the promo page …), every path xstate/graph finds through the
// machine (its calls answering or failing) is played by a client who signs in on the login
// screen; the page the client lands on (or the external Url left for) is the path's end. The
// routing runs as the session's child, and that child is what is inspected for coverage.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSimplePaths } from 'xstate/graph';
import { postLoginRoutingMachine, routeFlagsOf, type PostLoginInput, type RouteDecision } from '../../../machines/post-login-routing.machine';
import { ActorInspectContext } from '../../../src/flows/actor-inspect';
import type { AppRoute } from '../../../src/flows/route-types';
import { useMarkFailurePageVisited } from '../../../src/flows/session/failure-page';
import { DECISION_PATHS, externalNavigation } from '../../../src/flows/session/post-login';
import { SessionProvider } from '../../../src/flows/session/SessionProvider';
import { PENDING_SCORING_CHECKED_KEY } from '../../../src/flows/session/storage-keys';
import { LoginPage } from '../../../src/views/login/LoginPage';
import { fakeApi } from '../../../src/views/registration/test-harness';
import { coverageRecorder, writeUiCoverage } from '../ui-coverage';

interface Client {
  name: string;
  profile: { IsRegistrationFinished: boolean; IsFincert: boolean };
  /** StatusLoan.State of the only loan; null for a client without loans. */
  loanState: number | null;
  /** The route the client was sent to login from (`/login?from=`). */
  from: string;
  /** The failure page was shown earlier in this session (it sends failures.pageVisited). */
  sawFailurePage?: boolean;
  /** The pending-scoring check already ran in this browser session. */
  checked?: boolean;
}

const REG = { IsRegistrationFinished: true, IsFincert: false };
const clients: Client[] = [
  { name: 'unfinished registration', profile: { IsRegistrationFinished: false, IsFincert: false }, loanState: null, from: '/lk/Dashboard' },
  { name: 'unfinished registration, promo route', profile: { IsRegistrationFinished: false, IsFincert: false }, loanState: null, from: '/creation' },
  { name: 'new client', profile: REG, loanState: null, from: '/lk/Dashboard' },
  { name: 'new client, pending check already ran', profile: REG, loanState: null, from: '/lk/Dashboard', checked: true },
  { name: 'active loan', profile: REG, loanState: 4, from: '/lk/Dashboard' },
  { name: 'loan in state 1 from the fast-payment page (only 4 and 6 leave there)', profile: REG, loanState: 1, from: '/lk/payment-sbp', checked: true },
  { name: 'active loan from the fast-payment page', profile: REG, loanState: 6, from: '/lk/payment-sbp', checked: true },
  { name: 'active loan from profile edit (no on-site redirect)', profile: REG, loanState: 4, from: '/lk/profile-edit/phone', checked: true },
  { name: 'refused loan', profile: REG, loanState: 2, from: '/lk/Dashboard', checked: true },
  { name: 'refused loan, failure page already seen', profile: REG, loanState: 2, from: '/lk/Dashboard', checked: true, sawFailurePage: true },
  { name: 'fincert client', profile: { IsRegistrationFinished: true, IsFincert: true }, loanState: 7, from: '/lk/Dashboard', checked: true },
];

const URL_OUT = 'https://old.example.ru/auth?t=1';
const LOAN_STATUS_ID = 50;

const machineInput = (c: Client): PostLoginInput => ({
  userData: c.profile,
  loans: c.loanState === null ? [{ Id: 0, Status: -1 }] : [{ Id: 1, Status: LOAN_STATUS_ID, StatusLoan: { Id: LOAN_STATUS_ID, State: c.loanState, Title: 'x' } }],
  ...routeFlagsOf(c.from),
  pageWasVisited: Boolean(c.sawFailurePage),
  pendingScoringChecked: Boolean(c.checked),
});

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

const recorder = coverageRecorder('postLoginRouting');
let passed = 0;
const route = { name: 'login', path: '/login' } as AppRoute;

/** What the failure page does when shown (the hook src/flows gives it). */
function FailurePageShown() {
  const mark = useMarkFailurePageVisited();
  useEffect(() => mark(), [mark]);
  return null;
}

describe('post-login routing: generated paths, signing in on the login screen', () => {
  const leave = vi.fn();
  const original = externalNavigation.leave;
  beforeEach(() => {
    document.cookie = 'auth_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    sessionStorage.clear();
    localStorage.clear();
    externalNavigation.leave = leave;
    leave.mockReset();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    externalNavigation.leave = original;
  });
  afterAll(() => writeUiCoverage('postLoginRouting', { paths: cases.length, passed, states: [...recorder.states], transitions: [...recorder.transitions] }));

  it('the paths reach every decision, the fast-payment and profile-edit variants and the seen failure page', () => {
    const kinds = new Set(cases.map((c) => (c.decision.kind === 'external' ? 'external' : c.decision.route)));
    expect(kinds).toEqual(new Set(['registration', 'creation', 'profile-sbp', 'registration-bank-card', 'scoring-failure', 'profile', 'external']));
    expect(cases.some((c) => c.client.from === '/lk/profile-edit/phone' && c.decision.kind === 'navigate' && c.decision.route === 'profile')).toBe(true);
    expect(cases.some((c) => c.client.from === '/lk/payment-sbp' && c.decision.kind === 'external')).toBe(true);
    expect(cases.some((c) => c.client.sawFailurePage && c.decision.kind === 'navigate' && c.decision.route === 'profile')).toBe(true);
  });

  for (const c of cases) {
    it(`${c.client.name}: ${c.description || 'no calls'}`, async () => {
      if (c.client.checked) sessionStorage.setItem(PENDING_SCORING_CHECKED_KEY, '1');
      // A client who saw the failure page is still signed in from before, and signs in again.
      if (c.client.sawFailurePage) document.cookie = 'auth_token=earlier-token; path=/';
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
      render(
        <ActorInspectContext.Provider value={recorder.inspect}>
          <SessionProvider api={api}>
            {c.client.sawFailurePage ? <FailurePageShown /> : null}
            <LoginPage route={route} params={{}} />
          </SessionProvider>
        </ActorInspectContext.Provider>,
      );
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Мобильный телефон'), '9000000001');
      await user.type(screen.getByLabelText('Пароль'), 'Demo-2026');
      await act(() => user.click(screen.getByTestId('screen-submit')));
      if (c.decision.kind === 'external') {
        const url = c.decision.url;
        await waitFor(() => expect(leave).toHaveBeenCalledWith(url));
      } else {
        const target = DECISION_PATHS[c.decision.route];
        await waitFor(() => expect(window.location.pathname + window.location.search).toBe(target));
        expect(leave).not.toHaveBeenCalled();
      }
      passed++;
    });
  }
});
