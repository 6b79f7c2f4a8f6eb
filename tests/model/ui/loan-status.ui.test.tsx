// Issue 13, "Must show 3": the loan-status machine's model-based paths run against the dashboard.
// Paths come from xstate/graph (tests/model/models.ts, loanStatusModel), chosen to take every
// transition; each `loan.synced` of a path is the faked server's next GET /api/Loans answer,
// fetched again by the dashboard (as after a payment or a signature), and each `loanPoll` delay is
// the dashboard's own poll, its clock moved on. After every step the rendered dashboard must show
// what the server said (status title, actions, the loan card, the expired look, the pending
// hint) and be in the state the model is in; what the dashboard's own actor did is the coverage.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { loanStatuses } from '../../../server/content/loan-statuses';
import type { Loan } from '../../../machines/types';
import { ActorInspectContext } from '../../../src/flows/actor-inspect';
import type { AppRoute } from '../../../src/flows/route-types';
import { SessionProvider } from '../../../src/flows/session/SessionProvider';
import { loansKeys } from '../../../src/api/loans';
import DashboardPage from '../../../src/views/cabinet/dashboard/DashboardPage';
import { fakeApi } from '../../../src/views/registration/test-harness';
import { formatRub } from '../../../src/domain/money';
import type { ModelPath } from '../coverage';
import { loanStatusModel } from '../models';
import { coverageRecorder, describePath, selectPaths, snapshotsAlong, writeUiCoverage } from '../ui-coverage';

const ACTIONS: Record<string, string> = { Pay: 'Оплатить', Prolong: 'Продлить заём', GetLoan: 'Получить новый заём' };
const route = { name: 'dashboard', path: '/lk/Dashboard', meta: { title: 'Личный кабинет' } } as AppRoute;
const AMOUNT = 1_234_500;

/**
 * The server's answer for a model loan: its StatusLoan as the reference server's list has it, and
 * a figure that moves with every answer (as a payment moves the debt), so an answer in the same
 * state is still a new answer.
 */
function served(loan: Loan | undefined, step: number): Loan[] {
  if (!loan || loan.Status === -1) return [];
  const state = loan.StatusLoan?.State;
  const expired = loan.Status === 5;
  const entry = loanStatuses.find((s) => (expired ? s.Id === 5 : s.State === state && s.Id !== 5)) ?? { Id: 99, State: state ?? 0, Title: 'Статус уточняется', Action: null, Capabilities: [] };
  return [{ Id: 7, Status: entry.Id, StatusLoan: entry, ExpenseToPay: [{ ExpenseType: 1, ExpenseAmount: AMOUNT - step }] } as Loan];
}

function fakeServer() {
  const server = { loans: [] as Loan[], loanCalls: 0 };
  const json = (body: unknown, status = 200) => Response.json(body, { status });
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/Loans/7/NextPayment') return json({ PaymentAmount: AMOUNT, PaymentDate: '2099-01-01' });
    if (url.pathname === '/api/Loans/7/ExpensesToPay') return json([{ ExpenseType: 1, ExpenseAmount: AMOUNT }]);
    if (url.pathname === '/api/Messages') return json({ Items: [], Unread: 0 });
    // «Продлить заём» is offered where the loan's capabilities say so and its settings allow it now.
    if (url.pathname === '/api/Loans/7/ProlongedSettings') return json({ Available: true, MinDays: 7, MaxDays: 30, DaysStep: 1, DefaultDays: 14 });
    return json({ Errors: [{ ErrorCode: 'NOT_FOUND', Message: 'Не найдено' }] }, 404);
  };
  const api = fakeApi({
    userProfile: async () => ({ Id: 1, Phone: '79000000001', Email: null, UserInfo: { FirstName: 'Иван' }, IsRegistrationFinished: true, IsFincert: false, Extremist: false, IsFreezed: false, IsReject: false }),
    loans: async () => {
      server.loanCalls++;
      return server.loans;
    },
    settings: async () => ({ ReCaptchaEnabled: false, EnableChristmasLights: false, LoanStatuses: loanStatuses }),
  });
  return { server, fetch, api };
}

/** What the dashboard must show when the server's latest loan is `loans.at(-1)` and the machine is in `state`. */
async function expectScreen(state: string, loans: Loan[], where: string) {
  const section = await screen.findByTestId('loan-status');
  await waitFor(() => expect(section, where).toHaveAttribute('data-state', state));
  const last = loans.at(-1);
  expect(within(section).getByTestId('loan-status-title'), where).toHaveTextContent(last?.StatusLoan?.Title ?? 'Новый клиент');
  const capabilities = last?.StatusLoan?.Capabilities ?? ['GetLoan'];
  const offered = Object.entries(ACTIONS).filter(([c]) => capabilities.includes(c)).map(([, label]) => label);
  expect(within(screen.getByTestId('loan-actions')).queryAllByRole('link').map((l) => l.textContent), where).toEqual(offered);
  const pending = state === 'underReview' || state === 'issuing';
  expect(within(section).queryByText('Статус обновится сам, как только придёт ответ.') !== null, `${where}: pending hint`).toBe(pending);
  expect(within(section).queryByRole('link', { name: /Причины/ }) !== null, `${where}: refusal reasons`).toBe(state === 'refused');
  if (state === 'active' || state === 'expired') {
    const card = await within(section).findByTestId('active-loan');
    await waitFor(() => expect(within(card).getByTestId('amount-to-pay').textContent).toBe(formatRub(AMOUNT)));
    expect(within(card).queryByTestId('loan-expired') !== null, `${where}: expired look`).toBe(state === 'expired');
  } else {
    expect(within(section).queryByTestId('active-loan'), where).toBeNull();
  }
}

/** A path as the server's answers: `S4/5` is State 4 with Status 5, `—` no loans. */
const named = (path: ModelPath) =>
  describePath(path) === '(start)'
    ? '(start)'
    : path.events
        .map((e) => {
          const loan = (e as AnyEventObject & { loan?: Loan }).loan;
          if (e.type !== 'loan.synced') return e.type.replace(/^xstate\.after\./, 'after:');
          return loan && loan.Status !== -1 ? `answer S${loan.StatusLoan?.State}${loan.Status === 5 ? '/5' : ''}` : 'answer —';
        })
        .join(' → ');

const recorder = coverageRecorder('loanStatus');
const paths = selectPaths(loanStatusModel);
let passed = 0;

describe('loan status: model paths executed on the dashboard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    document.cookie = 'auth_token=token-1; path=/';
    window.history.replaceState(null, '', '/lk/Dashboard');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.cookie = 'auth_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });
  afterAll(() => writeUiCoverage('loanStatus', { paths: paths.length, passed, states: [...recorder.states], transitions: [...recorder.transitions] }));

  it('the chosen paths take every transition of the model', () => {
    expect(paths.length).toBeGreaterThan(0);
  });

  for (const path of paths) {
    it(named(path), async () => {
      const fake = fakeServer();
      vi.stubGlobal('fetch', vi.fn(fake.fetch));
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const expected = snapshotsAlong(loanStatusModel, path);
      render(
        <QueryClientProvider client={queryClient}>
          <ActorInspectContext.Provider value={recorder.inspect}>
            <SessionProvider api={fake.api}>
              <DashboardPage route={route} params={{}} />
            </SessionProvider>
          </ActorInspectContext.Provider>
        </QueryClientProvider>,
      );
      await expectScreen(String(expected[0]!.value), fake.server.loans, 'start');
      for (const [i, event] of path.events.entries()) {
        const where = `${named(path)}: step ${i + 1} (${event.type})`;
        if (event.type === 'loan.synced') {
          fake.server.loans = served((event as AnyEventObject & { loan: Loan | undefined }).loan, i + 1);
          await act(() => queryClient.invalidateQueries({ queryKey: loansKeys.all }));
        } else {
          // The dashboard's own poll: its clock moves on by the delay, and it asks the server again.
          const calls = fake.server.loanCalls;
          await act(() => vi.advanceTimersByTimeAsync(5_000));
          await waitFor(() => expect(fake.server.loanCalls, `${where}: polled`).toBeGreaterThan(calls));
        }
        await expectScreen(String(expected[i + 1]!.value), fake.server.loans, where);
      }
      passed++;
    });
  }
});
