// Model-based paths of the new-loan machine run against the repeat-loan page (NewLoanPage with the
// app's useNewLoanLogic; the loans read and the scoring calls through the API layer over a faked
// network): each user event is what the client does on the page (sends the calculator's choice,
// retries a failed check), each actor's answer the server's answer to the call it made (held
// until the path says), each scoring poll the clock moved on. After each step the page's own actor
// must be where the model is, and the page show it. The page's actor is inspected: the `newLoan` row.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { AppRoute } from '../../../src/flows/route-types';
import NewLoanPage from '../../../src/views/new-loan/NewLoanPage';
import { selectPaths, writeUiCoverage } from '../ui-coverage';
import { actorAnswer, elapse, fakeClock, followFlow, forgetSession, heldServer, json, notFound, pathName, realClock, refusal, renderPage, runPath, type PathDriver } from './cabinet-harness';
import { CALCULATOR_ANSWER, CLOSED_LOAN, newLoanModel, OPEN_LOAN, SCORING_ID, SERVER_DOWN, srcOfInvoke } from './cabinet.models';

const route = { name: 'new-loan', path: '/lk/new-loan', meta: { title: 'Новый заём' } } as AppRoute;
/** The server's words for the scoring's three answers. */
const SERVER_STATUS = { pending: 'pending', approved: 'approved', refused: 'rejected' } as const;

function fakeServer() {
  return heldServer(
    (url, request) => {
      if (url.pathname === '/api/Loans' && request.method === 'GET') return 'checkEligible';
      if (url.pathname === '/api/Loans/RequestScoringAnswer') return 'requestScoring';
      if (url.pathname === `/api/Loans/CheckScoringAnswer/${SCORING_ID}`) return 'checkScoring';
      return null;
    },
    (url) => {
      return url.pathname === '/api/Account/RegistrationCalculator' ? json(CALCULATOR_ANSWER) : notFound();
    },
  );
}

function answerOf(src: string, how: 'done' | 'error', event: AnyEventObject): Response {
  if (how === 'error') return refusal(SERVER_DOWN);
  if (src === 'checkEligible') return json(event.output === null ? [CLOSED_LOAN] : [CLOSED_LOAN, OPEN_LOAN]);
  const answer = event.output as { id: number; status: keyof typeof SERVER_STATUS };
  return json({ Id: answer.id, Status: SERVER_STATUS[answer.status] });
}

const flow = followFlow('newLoan');
const paths = selectPaths(newLoanModel);
let passed = 0;

function expectScreen(s: AnyMachineSnapshot, where: string) {
  const error = (s.context as { error: string | null }).error;
  const shown = (id: string, on: boolean) => expect(screen.queryByTestId(id) !== null, `${where}: ${id}`).toBe(on);
  if (s.hasTag('loading')) expect(screen.getByRole('status'), where).toHaveTextContent('Загрузка…');
  if (s.hasTag('loadFailed')) {
    expect(screen.getByRole('alert'), where).toHaveTextContent(SERVER_DOWN);
    expect(screen.getByRole('button', { name: /Повторить|Попробовать/ }), where).toBeEnabled();
  }
  shown('new-loan-unavailable', s.hasTag('unavailable'));
  if (s.hasTag('unavailable')) expect(screen.getByTestId('new-loan-unavailable'), where).toHaveTextContent(error!);
  shown('choice-editor', s.hasTag('choosing'));
  if (s.hasTag('choosing')) {
    expect(screen.getByTestId('choice-save'), where).toHaveProperty('disabled', s.hasTag('busy'));
    if (error) expect(screen.getByTestId('new-loan-error'), where).toHaveTextContent(error);
    else expect(screen.queryByTestId('new-loan-error'), where).toBeNull();
  }
  shown('new-loan-scoring', s.hasTag('scoring'));
  // Approved: the offer is signed in the loan-offer flow, shown on this page.
  shown('loan-offer', s.hasTag('approved'));
  shown('new-loan-refused', s.hasTag('refused'));
}

describe('new loan: model paths executed on the new-loan page', () => {
  beforeEach(() => fakeClock());
  afterEach(() => {
    realClock();
    forgetSession();
  });
  afterAll(() => writeUiCoverage('newLoan', { paths: paths.length, passed, states: [...flow.recorder.states], transitions: [...flow.recorder.transitions] }));

  for (const path of paths) {
    it(pathName(path), async () => {
      const server = fakeServer();
      renderPage(<NewLoanPage route={route} params={{}} />, { fetch: server.fetch, flow, path: '/lk/new-loan', account: ['registrationCalculator', 'requestScoring', 'checkScoringAnswer'] });
      const driver: PathDriver = {
        expectScreen,
        contextOf: (s) => s.context,
        perform: async (event, before) => {
          const answer = actorAnswer(event);
          if (answer) {
            const [how, id] = answer;
            const src = srcOfInvoke(newLoanModel.machine, id);
            return act(() => server.settle(src, () => answerOf(src, how, event)));
          }
          if (event.type.startsWith('xstate.after.')) return elapse(event, before);
          if (event.type === 'retry') return act(() => void fireEvent.click(screen.getByRole('button', { name: /Повторить|Попробовать/ })));
          if (event.type === 'loan.request') return act(async () => void fireEvent.click(await screen.findByTestId('choice-save')));
          throw new Error(`no action for ${event.type}`);
        },
      };
      await runPath(newLoanModel, path, flow, driver, pathName(path));
      passed++;
    });
  }
});
