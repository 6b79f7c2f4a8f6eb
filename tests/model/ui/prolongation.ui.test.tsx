// Model-based paths of the prolongation machine run against the prolongation page
// (ProlongationPage with the app's useProlongationLogic, its typed clients over a faked network):
// each user event is what the client does on the page (moves the term slider, opens the
// agreement, ticks the consent, asks for the code, types it and signs, pays the fee or leaves it
// for later), each actor's answer the server's answer to the call it made (held until the path
// says), each resend pause the clock moved on. After each step the page's own actor must be where
// the model is, and the page show it. The page's actor is inspected: the `prolongation` row.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { CABINET_PATH, paymentPath } from '../../../src/flows/prolongation';
import type { AppRoute } from '../../../src/flows/route-types';
import { formatRub } from '../../../src/domain/money';
import ProlongationPage from '../../../src/views/prolongation/ProlongationPage';
import { selectPaths, writeUiCoverage } from '../ui-coverage';
import { actorAnswer, elapse, fakeClock, followFlow, forgetSession, heldServer, json, notFound, pathName, realClock, refusal, renderPage, runPath, submitCode, type PathDriver } from './cabinet-harness';
import { CODE_SENT, PROLONGED_LOAN, prolongationModel, prolongationOffer, SERVER_DOWN, srcOfInvoke, WRONG_CODE } from './cabinet.models';

const route = { name: 'loan-prolongation', path: '/lk/loans/:id/prolongation', meta: { title: 'Продление займа' } } as AppRoute;
const PAGE = `/lk/loans/${PROLONGED_LOAN}/prolongation`;

const HELD: Record<string, string> = {
  ProlongedSettings: 'fetchSettings',
  ProlongedInfo: 'fetchOffer',
  ApproveProlongedAgreementByPhone: 'requestCode',
  ConfirmProlongedAgreementByPhone: 'confirmProlongation',
};

function fakeServer() {
  return heldServer(
    (url) => (url.pathname.startsWith(`/api/Loans/${PROLONGED_LOAN}/`) ? (HELD[url.pathname.split('/').at(-1)!] ?? null) : null),
    () => notFound(),
  );
}

/** The server's answer for an actor's done/error event of the model. */
async function answerOf(src: string, how: 'done' | 'error', event: AnyEventObject, request: Request): Promise<Response> {
  if (how === 'error') return src === 'confirmProlongation' ? refusal(WRONG_CODE, 400, 'WRONG_CODE') : refusal(SERVER_DOWN);
  if (src === 'fetchOffer') return json(prolongationOffer(Number(new URL(request.url).searchParams.get('days'))));
  return json(event.output);
}

/** Money as the page shows it, its spaces as the text matcher reads them. */
const rub = (kopecks: number) => formatRub(kopecks).replace(/\s/g, ' ');

const flow = followFlow('prolongation');
const paths = selectPaths(prolongationModel);
let passed = 0;

type Ctx = { days: number; consent: boolean; sentTo: string; error: string | null; offer: { Fee: number } | null };

function expectScreen(s: AnyMachineSnapshot, where: string, page: { location: { history: string[] }; refused: boolean }) {
  const c = s.context as Ctx;
  const last = page.location.history.at(-1);
  if (s.hasTag('loading') || s.hasTag('payingFee') || s.hasTag('done')) expect(screen.getByRole('status'), where).toHaveTextContent('Загрузка…');
  if (s.hasTag('loadFailed') || s.hasTag('priceFailed')) {
    expect(screen.getByRole('alert'), where).toHaveTextContent(SERVER_DOWN);
    expect(screen.getByRole('button', { name: /Повторить|Попробовать/ }), where).toBeEnabled();
  }
  if (s.hasTag('unavailable')) expect(screen.getByTestId('prolongation-unavailable'), where).toHaveTextContent('Этот заём сейчас нельзя продлить');
  if (s.hasTag('choosing') && !s.hasTag('priceFailed')) {
    expect(screen.getByTestId('prolongation-days-input'), where).toHaveValue(String(c.days));
    expect(screen.getByTestId('prolongation-fee'), where).toHaveTextContent(s.hasTag('priced') ? rub(prolongationOffer(c.days).Fee) : '…');
    expect(screen.getByTestId('prolongation-next'), where).toHaveProperty('disabled', !s.hasTag('priced'));
  }
  if (s.hasTag('agreement')) {
    const step = screen.getByTestId('prolongation-agreement');
    expect(within(step).getByTestId('prolongation-consent'), where).toHaveProperty('checked', c.consent);
    expect(within(step).getByTestId('prolongation-request-code'), where).toHaveProperty('disabled', !c.consent || s.hasTag('busy'));
    if (c.error) expect(within(step).getByRole('alert'), where).toHaveTextContent(c.error);
    else expect(within(step).queryByRole('alert'), where).toBeNull();
  }
  if (s.hasTag('code')) {
    const form = screen.getByTestId('prolongation-code-form');
    expect(form, where).toHaveTextContent(`Мы отправили SMS с кодом на ${CODE_SENT.SentTo}`);
    expect(within(form).getByTestId('prolongation-sign'), where).toHaveProperty('disabled', s.hasTag('busy'));
    expect(within(form).getByTestId('prolongation-resend'), where).toHaveProperty('disabled', !s.hasTag('canResend') || s.hasTag('busy'));
    const shown = page.refused ? WRONG_CODE : c.error;
    if (shown) expect(form, `${where}: the refusal`).toHaveTextContent(shown);
  }
  if (s.hasTag('signed')) {
    expect(screen.getByTestId('prolongation-signed'), where).toHaveTextContent('Заём продлён');
    expect(screen.getByTestId('prolongation-pay'), where).toHaveTextContent(rub(c.offer!.Fee));
  }
  // Paying the fee is the payment flow's page; «Оплачу позже» goes back to the cabinet.
  if (s.hasTag('payingFee')) expect(last, where).toBe(paymentPath({ loanId: PROLONGED_LOAN, amount: c.offer!.Fee, purpose: 'prolongation' }));
  else if (s.hasTag('done')) expect(last, where).toBe(CABINET_PATH);
  else expect(last, where).toBe(PAGE);
}

describe('prolongation: model paths executed on the prolongation page', () => {
  beforeEach(() => fakeClock());
  afterEach(() => {
    realClock();
    forgetSession();
  });
  afterAll(() => writeUiCoverage('prolongation', { paths: paths.length, passed, states: [...flow.recorder.states], transitions: [...flow.recorder.transitions] }));

  for (const path of paths) {
    it(pathName(path), async () => {
      const server = fakeServer();
      const { location } = renderPage(<ProlongationPage route={route} params={{ id: String(PROLONGED_LOAN) }} />, { fetch: server.fetch, flow, path: PAGE });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const page = { location, refused: false };
      const click = (control: HTMLElement) => act(() => void fireEvent.click(control));
      const driver: PathDriver = {
        expectScreen: (s, where) => expectScreen(s, where, page),
        contextOf: (s) => {
          const c = s.context as Ctx;
          return { days: c.days, consent: c.consent, sentTo: c.sentTo, error: c.error };
        },
        perform: async (event, before) => {
          const answer = actorAnswer(event);
          if (answer) {
            const [how, id] = answer;
            const src = srcOfInvoke(prolongationModel.machine, id);
            if (src === 'confirmProlongation') page.refused = how === 'error';
            return act(() => server.settle(src, (request) => answerOf(src, how, event, request)));
          }
          if (event.type.startsWith('xstate.after.')) return elapse(event, before);
          switch (event.type) {
            case 'load.retry':
            case 'offer.retry':
              return click(screen.getByRole('button', { name: /Повторить|Попробовать/ }));
            case 'days.set':
              return act(() => void fireEvent.change(screen.getByTestId('prolongation-days-input'), { target: { value: String(event.days) } }));
            case 'agreement.open':
              return click(screen.getByTestId('prolongation-next'));
            case 'consent.set':
              return click(screen.getByTestId('prolongation-consent'));
            case 'code.request':
              return click(screen.getByTestId('prolongation-request-code'));
            case 'term.change':
              return click(screen.getByRole('button', { name: 'Изменить срок' }));
            case 'code.resend':
              return click(screen.getByTestId('prolongation-resend'));
            case 'form.submitted': {
              page.refused = false;
              return submitCode(user, 'prolongation', (event.values as { code: string }).code);
            }
            case 'fee.pay':
              return click(screen.getByTestId('prolongation-pay'));
            case 'fee.later':
              return click(screen.getByRole('button', { name: 'Оплачу позже' }));
            default:
              throw new Error(`no action for ${event.type}`);
          }
        },
      };
      await runPath(prolongationModel, path, flow, driver, pathName(path));
      passed++;
    });
  }
});
