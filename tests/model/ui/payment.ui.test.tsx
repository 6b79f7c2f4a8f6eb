// Issue 14, "Must show 5" (issue 30: through the app): the payment machine's model-based paths run
// against the payment page as the app renders it — PaymentPage (the way in read from the route,
// its query and the kept intent) with src/flows/payment.ts's effects over the session's API clients
// — and a faked server. Paths come from xstate/graph (tests/model/payment-model.ts), chosen to
// take every transition; each user event is a click on the rendered screen, each effect's answer
// is the faked server answering the page's held request (the intent is the browser's storage, as
// another tab or a full storage leaves it), each `checkBackoff` is the page's clock moving on.
// After every step the page's own actor must be where the model is, and the screen must show it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import { CHECK_LIMIT } from '../../../machines/payment.context';
import type { PaymentInput, PaymentIntent, PaymentQuote } from '../../../machines/payment.types';
import { ActorInspectContext } from '../../../src/flows/actor-inspect';
import { createIntentStore } from '../../../src/flows/payment-intent-store';
import type { AppRoute } from '../../../src/flows/route-types';
import { externalNavigation } from '../../../src/flows/session/post-login';
import { SessionProvider } from '../../../src/flows/session/SessionProvider';
import { paymentInputFor } from '../../../src/flows/payment-input';
import PaymentPage from '../../../src/views/payment/PaymentPage';
import type { ModelPath, PathModel } from '../coverage';
import { MODEL_INPUTS, MODEL_INTENT, paymentModel } from '../payment-model';
import { coverageRecorder, describePath, selectPaths, snapshotsAlong, writeUiCoverage } from '../ui-coverage';
import { heldServer, json, notFound, refusal, unavailable } from './held-server';

const BANKS = [{ Id: '100000000004', Name: 'Т-Банк', LogoUrl: '/client-api/SBP/Banks/Logo/100000000004', AppScheme: null }];
const PAY_URL = '/sandbox/pay/SBC?session=s';
const UNREACHABLE = 'Не удалось связаться с сервером';
const CHECK_AFTER = 'xstate.after.checkBackoff.payment.waiting';

/** The page each model input stands for: its route, its query and the intent kept in the browser. */
interface WayIn {
  route: string;
  path: string;
  title: string;
  search: string;
  stored: PaymentIntent | null;
}
const WAYS_IN: WayIn[] = [
  { route: 'payment', path: '/lk/payment', title: 'Оплата займа', search: '', stored: null },
  { route: 'profile-sbp', path: '/lk/payment-sbp', title: 'Оплата через СБП', search: '', stored: null },
  { route: 'payment', path: '/lk/payment', title: 'Оплата займа', search: '?loanId=7&amount=120000&purpose=prolongation', stored: null },
  { route: 'payment-callback-sbc', path: '/lk/paymentCallback/SBC', title: 'Результат оплаты', search: '?PaymentId=9', stored: null },
  { route: 'payment', path: '/lk/payment', title: 'Оплата займа', search: '', stored: MODEL_INTENT },
  { route: 'payment', path: '/lk/payment', title: 'Оплата займа', search: '', stored: { ...MODEL_INTENT, paymentId: 9, payUrl: PAY_URL } },
];
const wayOf = (path: ModelPath) => WAYS_IN[MODEL_INPUTS.indexOf(path.input as PaymentInput)]!;
/** What the page makes of its way in (the real function): the input the page's actor starts with. */
const pageInput = (way: WayIn) => paymentInputFor(way.route, way.search, way.stored);

/**
 * The model's path as the page walks it: the page checks CHECK_LIMIT times before «still
 * pending», the model (to keep its graph small) fewer; the model's last check is repeated, with
 * the page's wait between, until the page's limit is reached too.
 */
function forThePage(path: ModelPath): ModelPath {
  const small = createActor(paymentModel.machine, { input: path.input }).start();
  const events: AnyEventObject[] = [];
  for (const e of path.events) {
    const before = small.getSnapshot() as AnyMachineSnapshot;
    small.send(e);
    if (before.matches('checking') && small.getSnapshot().matches('stillPending')) {
      for (let k = before.context.checkLimit; k < CHECK_LIMIT; k++) events.push(e, { type: CHECK_AFTER });
    }
    events.push(e);
  }
  small.stop();
  return { input: pageInput(wayOf(path)), events, target: path.target };
}

const pageModel: PathModel = { ...paymentModel, inputs: WAYS_IN.map(pageInput) };
const recorder = coverageRecorder('payment');
const paths = selectPaths(paymentModel);
let passed = 0;

/** What the screen shows for a state of the machine. */
const screenOf = (s: AnyMachineSnapshot) => {
  const top = typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]!;
  return ({ starting: 'loading', waiting: 'checking' } as Record<string, string>)[top] ?? top;
};

/** The user's action for a model event; null when the screen offers none (then the machine must not take it either). */
function userAction(event: AnyEventObject): HTMLElement | null {
  const button = (name: string | RegExp) => screen.queryByRole('button', { name });
  switch (event.type) {
    case 'amount.choose':
      return screen.queryByRole('radio', { name: { next: /Следующий платёж/, full: /Погасить заём полностью/, partial: /Другая сумма/ }[event.choice as string]! });
    case 'form.submitted': {
      const field = screen.queryByLabelText('Сумма, ₽');
      if (field) fireEvent.change(field, { target: { value: '5000' } });
      return screen.queryByTestId('payment-amount-next');
    }
    case 'method.choose':
      return screen.queryByRole('radio', { name: event.method.code === 'Sbp' ? 'Через СБП из приложения банка' : 'Картой через SBC' });
    case 'pay.start':
      return screen.queryByTestId('payment-pay');
    case 'amount.change':
      return button('Изменить сумму');
    case 'method.change':
      return button('Другой способ оплаты');
    case 'bank.choose':
      return button('Т-Банк');
    case 'sbp.confirm':
      return screen.queryByTestId('sbp-confirm');
    case 'payment.retry':
      return button(/^Повторить/);
    case 'payment.check':
      return button('Проверить ещё раз');
    case 'provider.reopen':
      return button('Вернуться на страницу оплаты');
    case 'pending.continue':
      return button('Продолжить этот платёж');
    case 'pending.cancel':
      return button('Отменить его и оплатить заново');
    case 'payment.cancel':
      return button('Отменить оплату');
    case 'payment.reload':
      return button('Попробовать ещё раз');
    default:
      throw new Error(`no user action for ${event.type}`);
  }
}

/** The server: the payment's calls held by the actor that waits on them, the quote's other reads and the banks answered at once. */
function fakeServer() {
  let quote: PaymentQuote | null = null;
  const server = heldServer(
    {
      'GET /api/Loans': 'loadQuote',
      'GET /api/Payment/Check/*': 'checkPayment',
      'POST /api/Payment/PaymentUrl': 'createPayment',
      'POST /api/Payment/Cancel/*': 'cancelPayment',
      'GET /client-api/SBP/User': 'loadSbpAccount',
      'POST /client-api/SBP/User': 'saveSbpAccount',
    },
    (url) => {
      if (url.pathname === '/client-api/SBP/Banks') return json(BANKS);
      if (!quote) return notFound();
      if (url.pathname === `/api/Loans/${quote.loanId}/NextPayment`) return json({ PaymentAmount: quote.next, PaymentDate: '2099-01-01' });
      if (url.pathname === `/api/Loans/LoanBalance/${quote.loanId}`) return json({ Total: quote.full });
      if (url.pathname === '/api/Payment/PaymentMethods') return json([{ MinAmount: quote.min }]);
      if (url.pathname === '/api/Payment/Pending') return json({ Payment: quote.pending });
      return notFound();
    },
  );
  /** The server's answer standing for the model's done/error event of `id`. */
  const answer = (id: string, e: AnyEventObject): Response => {
    if (e.type.startsWith('xstate.error')) return unavailable(UNREACHABLE);
    if (id === 'loadQuote') {
      quote = e.output as PaymentQuote | null;
      return json(quote ? [{ Id: quote.loanId, Status: 4, StatusLoan: { Id: 4, State: 4, Title: 'Активный' }, ExpenseToPay: [] }] : []);
    }
    if (id === 'loadSbpAccount' && e.output === null) return refusal('SBP_ACCOUNT_NOT_SET', 'Банк для СБП не выбран', 404);
    return json(e.output);
  };
  return { ...server, answer };
}

type Fake = ReturnType<typeof fakeServer>;

/**
 * The intent is claimed in the browser's storage the moment the client pays: it is set up before
 * the click as the model's next event says — another tab's payment kept there, none, or a storage
 * that refuses to keep anything.
 */
function prepareClaim(claim: AnyEventObject, purpose: PaymentIntent['purpose']) {
  const store = createIntentStore();
  const kept = store.read(7);
  if (kept) store.clear(7, kept.key);
  if (claim.type === 'xstate.error.actor.claimIntent') {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
  } else if ((claim.output as PaymentIntent | undefined)?.paymentId) {
    // Another tab's payment (its own key and payment: what this page forgets of its own does not touch it).
    // Adopted only for the same purpose: the model's other tab pays what this page pays.
    store.write({ ...(claim.output as PaymentIntent), purpose, key: 'another-tab', paymentId: 10 });
  }
}

async function perform(e: AnyEventObject, actor: AnyActorRef, fake: Fake, where: string) {
  const server = /^xstate\.(done|error)\.actor\.(.+)$/.exec(e.type);
  if (server) {
    const id = server[2]!;
    if (id === 'claimIntent') return; // settled with the click that started it
    return void (await act(() => fake.settle(id, fake.answer(id, e))));
  }
  if (e.type === CHECK_AFTER) return act(() => vi.advanceTimersByTimeAsync(8000));
  // Back on the provider's page restores this page from the back-forward cache.
  if (e.type === 'provider.back') return act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  const target = userAction(e);
  if (target) return act(() => void fireEvent.click(target));
  expect(actor.getSnapshot().can(e), `${where}: no control for ${e.type}`).toBe(false);
}

function expectScreen(s: AnyMachineSnapshot, leave: ReturnType<typeof vi.fn>, where: string) {
  expect(screen.getByTestId(`payment-state-${screenOf(s)}`), where).toBeInTheDocument();
  if (s.matches('redirecting')) expect(leave, where).toHaveBeenLastCalledWith(s.context.payUrl);
  if (s.matches('declined') && s.context.reason?.includes('недостаточно')) expect(screen.getByTestId('payment-reason'), where).toHaveTextContent('недостаточно средств');
  if (s.matches('refunded')) expect(screen.getByTestId('payment-refunded'), where).toHaveTextContent(/Возвращено 123,45\s₽/);
}

describe('payment: model paths executed on the payment page', () => {
  const original = externalNavigation.leave;
  const leave = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.clear();
    leave.mockReset();
    externalNavigation.leave = leave;
  });
  afterEach(() => {
    externalNavigation.leave = original;
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  afterAll(() => writeUiCoverage('payment', { paths: paths.length, passed, states: [...recorder.states], transitions: [...recorder.transitions] }));

  for (const modelPath of paths) {
    it(describePath(modelPath), async () => {
      const way = wayOf(modelPath);
      const path = forThePage(modelPath);
      const fake = fakeServer();
      vi.stubGlobal('fetch', vi.fn(fake.fetch));
      if (way.stored) createIntentStore().write(way.stored);
      window.history.replaceState(null, '', way.path + way.search);
      let actor: AnyActorRef | null = null;
      const inspect = (ev: InspectionEvent) => {
        if (ev.type === '@xstate.actor' && (ev.actorRef as { logic?: { id?: string } }).logic?.id === 'payment') actor = ev.actorRef as AnyActorRef;
        recorder.inspect(ev);
      };
      const states = snapshotsAlong(pageModel, path);
      const serialize = (s: unknown) => paymentModel.serializeState!(s as AnyMachineSnapshot);
      const route = { name: way.route, path: way.path, meta: { title: way.title } } as AppRoute;
      render(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <ActorInspectContext.Provider value={inspect}>
            <SessionProvider>
              <PaymentPage route={route} params={{}} />
            </SessionProvider>
          </ActorInspectContext.Provider>
        </QueryClientProvider>,
      );
      await waitFor(() => expect(actor).not.toBeNull());
      const page = actor as unknown as AnyActorRef;
      for (let i = 0; i <= path.events.length; i++) {
        const e = path.events[i - 1];
        const where = i === 0 ? 'start' : `step ${i} (${e!.type})`;
        const claiming = states[i]!.matches({ creating: 'claiming' });
        // The storage as the claim's answer needs it (none at a path's end: a new intent).
        if (e && claiming) prepareClaim(path.events[i] ?? { type: 'xstate.done.actor.claimIntent' }, (path.input as PaymentInput).purpose ?? 'Repayment');
        if (e) await perform(e, page, fake, where);
        // The claim settles with the click that started it: the page is looked at after it.
        if (claiming && path.events[i]) continue;
        if (claiming) {
          await waitFor(() => expect(page.getSnapshot().matches({ creating: 'requesting' }), `${where}: claimed`).toBe(true));
          break;
        }
        await waitFor(() => expect(serialize(page.getSnapshot()), where).toBe(serialize(states[i])));
        await waitFor(() => expectScreen(states[i]!, leave, where));
      }
      if (!states.at(-1)!.matches({ creating: 'claiming' })) expect(serialize(page.getSnapshot())).toBe(path.target);
      passed++;
    });
  }
});
