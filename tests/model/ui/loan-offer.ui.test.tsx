// Model-based paths of the loan-offer machine run against the offer panel where the repeat-loan
// page shows it (NewLoanPage once the scoring approved: LoanOfferPanel with the app's
// useLoanOfferLogic, its typed clients over a faked network). Each path starts on the page, the
// application sent and approved; then each user event is what the client does in the panel
// (ticks the consent, asks for the code, types it, signs, declines, retries), each actor's answer
// the server's answer to the call it made (held until the path says), each resend pause the clock
// moved on. After each step the panel's own actor must be where the model is, and the panel show
// it. The panel's actor is inspected: the `loanOffer` row.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { AppRoute } from '../../../src/flows/route-types';
import { formatRub } from '../../../src/domain/money';
import NewLoanPage from '../../../src/views/new-loan/NewLoanPage';
import { selectPaths, writeUiCoverage } from '../ui-coverage';
import { actorAnswer, elapse, fakeClock, followFlow, forgetSession, heldServer, json, notFound, pathName, realClock, refusal, renderPage, runPath, unavailable, type PathDriver } from './cabinet-harness';
import { CALCULATOR_ANSWER, CLOSED_LOAN, CODE_SENT, OFFER_LOAN_ID, OFFER_TERMS, loanOfferModel, SCORING_ID, SERVER_DOWN, srcOfInvoke, WRONG_CODE } from './cabinet.models';

const route = { name: 'new-loan', path: '/lk/new-loan', meta: { title: 'Новый заём' } } as AppRoute;
const OFFER_LOAN = { Id: OFFER_LOAN_ID, Status: 3, StatusLoan: { Id: 3, State: 3, Title: 'Одобрена', Capabilities: [] }, Offer: OFFER_TERMS };

function fakeServer() {
  let loanReads = 0;
  return heldServer(
    (url, request) => {
      // The page's eligibility check reads the loans first; the panel reads them for its offer.
      if (url.pathname === '/api/Loans' && request.method === 'GET') return loanReads++ === 0 ? 'checkEligible' : 'fetchOffer';
      if (url.pathname === '/api/Loans/RequestScoringAnswer') return 'requestScoring';
      if (url.pathname === '/api/Loans/SmsCodeOnGetLoan') return 'requestCode';
      if (url.pathname === '/api/Loans/AcceptLoanByClient') return 'acceptOffer';
      if (url.pathname === `/api/Loans/${OFFER_LOAN_ID}/DeclineLoanByClient`) return 'declineOffer';
      return null;
    },
    (url) => (url.pathname === '/api/Account/RegistrationCalculator' ? json(CALCULATOR_ANSWER) : notFound()),
  );
}
type Server = ReturnType<typeof fakeServer>;

function answerOf(src: string, how: 'done' | 'error', event: AnyEventObject): Response {
  if (how === 'error') return (event.error as { status: number }).status === 400 ? refusal('WRONG_CODE', WRONG_CODE) : unavailable(SERVER_DOWN);
  if (src === 'fetchOffer') return json(event.output === null ? [CLOSED_LOAN] : [CLOSED_LOAN, OFFER_LOAN]);
  return json(event.output);
}

/** The repeat-loan page up to the approval: the offer panel appears with its own actor. */
async function openOffer(server: Server) {
  await act(() => server.settle('checkEligible', () => json([CLOSED_LOAN])));
  const send = await screen.findByTestId('choice-save');
  act(() => void fireEvent.click(send));
  await act(() => server.settle('requestScoring', () => json({ Id: SCORING_ID, Status: 'approved' })));
  await screen.findByTestId('loan-offer');
}

const flow = followFlow('loanOffer');
const paths = selectPaths(loanOfferModel);
let passed = 0;

const rub = (kopecks: number) => formatRub(kopecks).replace(/\s/g, ' ');
type Ctx = { consent: boolean; code: string; codeLength: number; sentTo: string; error: string | null; offer: unknown };

function expectScreen(s: AnyMachineSnapshot, where: string) {
  const c = s.context as Ctx;
  const panel = screen.getByTestId('loan-offer');
  const shown = (id: string, on: boolean) => expect(within(panel).queryByTestId(id) !== null, `${where}: ${id}`).toBe(on);
  shown('loan-offer-none', s.hasTag('none'));
  shown('loan-issued', s.hasTag('issued'));
  shown('loan-declined', s.hasTag('declined'));
  if (s.hasTag('error')) {
    expect(within(panel).getByRole('alert'), where).toHaveTextContent(SERVER_DOWN);
    expect(within(panel).getByRole('button', { name: 'Попробовать ещё раз' }), where).toBeEnabled();
  }
  if (s.matches('loading')) expect(panel, where).toHaveAttribute('aria-busy', 'true');
  const terms = c.offer !== null && !s.hasTag('issued') && !s.hasTag('declined');
  shown('offer-terms', terms);
  if (!terms) return;
  expect(within(panel).getByTestId('offer-amount'), where).toHaveTextContent(rub(OFFER_TERMS.Amount));
  expect(panel, where).toHaveAttribute('aria-busy', String(s.hasTag('busy')));
  if (c.error) expect(within(panel).getByTestId('offer-error'), where).toHaveTextContent(c.error);
  else expect(within(panel).queryByTestId('offer-error'), where).toBeNull();
  shown('offer-consent', s.hasTag('reviewing'));
  if (s.hasTag('reviewing')) {
    expect(within(panel).getByTestId('offer-consent'), where).toHaveProperty('checked', c.consent);
    expect(within(panel).getByTestId('offer-request-code'), where).toHaveProperty('disabled', !c.consent || s.hasTag('busy'));
  }
  shown('offer-code', s.hasTag('code'));
  if (s.hasTag('code')) {
    expect(within(panel).getByLabelText(`Код из SMS, отправленного на ${CODE_SENT.SentTo}`), where).toHaveValue(c.code);
    expect(within(panel).getByTestId('offer-sign'), where).toHaveProperty('disabled', s.hasTag('busy') || c.code.length !== c.codeLength);
    expect(within(panel).queryByRole('button', { name: 'Отправить код ещё раз' }) !== null, `${where}: resend`).toBe(s.hasTag('canResend'));
  }
}

describe('loan offer: model paths executed on the offer panel of the new-loan page', () => {
  beforeEach(() => fakeClock());
  afterEach(() => {
    realClock();
    forgetSession();
  });
  afterAll(() => writeUiCoverage('loanOffer', { paths: paths.length, passed, states: [...flow.recorder.states], transitions: [...flow.recorder.transitions] }));

  for (const path of paths) {
    it(pathName(path), async () => {
      const server = fakeServer();
      renderPage(<NewLoanPage route={route} params={{}} />, { fetch: server.fetch, flow, path: '/lk/new-loan', account: ['registrationCalculator', 'requestScoring', 'checkScoringAnswer'] });
      await openOffer(server);
      const panel = () => screen.getByTestId('loan-offer');
      const click = (control: HTMLElement) => act(() => void fireEvent.click(control));
      const driver: PathDriver = {
        expectScreen,
        contextOf: (s) => {
          const c = s.context as Ctx;
          return { consent: c.consent, code: c.code, sentTo: c.sentTo, error: c.error, offer: c.offer };
        },
        perform: async (event, before) => {
          const answer = actorAnswer(event);
          if (answer) {
            const [how, id] = answer;
            const src = srcOfInvoke(loanOfferModel.machine, id);
            return act(() => server.settle(src, () => answerOf(src, how, event)));
          }
          if (event.type.startsWith('xstate.after.')) return elapse(event, before);
          switch (event.type) {
            case 'offer.retry':
              return click(within(panel()).getByRole('button', { name: 'Попробовать ещё раз' }));
            case 'consent.set': {
              // A tick sets the consent it shows the other way; the same value again is no action.
              const box = within(panel()).getByTestId('offer-consent') as HTMLInputElement;
              return box.checked === event.value ? undefined : click(box);
            }
            case 'service.set': {
              // The service's own box, apart from the consent to the contract.
              const box = within(panel()).getByTestId('offer-service-consent') as HTMLInputElement;
              return box.checked === event.value ? undefined : click(box);
            }
            case 'code.request':
              return click(before.hasTag('canResend') ? within(panel()).getByRole('button', { name: 'Отправить код ещё раз' }) : within(panel()).getByTestId('offer-request-code'));
            case 'code.change':
              return act(() => void fireEvent.change(within(panel()).getByTestId('offer-code'), { target: { value: event.value } }));
            case 'code.submit':
              return click(within(panel()).getByTestId('offer-sign'));
            case 'offer.decline':
              return click(within(panel()).getByRole('button', { name: 'Отказаться от займа' }));
            default:
              throw new Error(`no action for ${event.type}`);
          }
        },
      };
      await runPath(loanOfferModel, path, flow, driver, pathName(path));
      passed++;
    });
  }
});
