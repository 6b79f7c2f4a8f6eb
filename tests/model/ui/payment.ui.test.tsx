// Issue 14, "Must show 5": the payment machine's model-based paths run against the payment
// screens. Paths come from xstate/graph (tests/model/payment-model.ts); a set of them covering
// every transition is executed here: each user event is a click or a typed value on the rendered
// screen, each effect's answer is the faked API's, and after every step the screen must show the
// state the machine is in. The transitions taken while the screens were driven must cover 100 %.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject, type AnyStateMachine, type AnyMachineSnapshot, type AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { sbpKeys, sbpQueries } from '../../../src/api/sbp';
import { PaymentFlow } from '../../../src/views/payment/PaymentFlow';
import { PaymentQueriesContext, type PaymentActor } from '../../../src/views/payment/payment-ui';
import { allTransitions, generatePaths, type ModelPath } from '../coverage';
import { paymentModel } from '../payment-model';
import { coverageRecorder, writeUiCoverage } from '../ui-coverage';

const BANKS = [{ Id: '100000000004', Name: 'Т-Банк', LogoUrl: '/client-api/SBP/Banks/Logo/100000000004', AppScheme: null }];
const fakeClients = { clientApi: { GET: () => Promise.reject(new Error('no network in this test')) } } as never;
const transitionIds = allTransitions(paymentModel.machine);

/** What the screen shows for a state of the machine. */
const screenOf = (s: AnyMachineSnapshot) => {
  const top = typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]!;
  return ({ starting: 'loading', waiting: 'checking' } as Record<string, string>)[top] ?? top;
};

/** The user's action for a model event; null when the screen offers none (then the machine must not take it either). */
function userAction(event: AnyEventObject): HTMLElement | null {
  if (event.type === 'provider.back') return null;
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

/** Transitions a path takes on the machine alone (to choose a covering set of paths). */
function transitionsOf(path: ModelPath): Set<string> {
  const seen = new Set<string>();
  const actor = createActor(paymentModel.machine, { input: path.input, inspect: (ev) => collect(ev, seen) });
  actor.start();
  for (const e of path.events) actor.send(e);
  actor.stop();
  return seen;
}

function collect(ev: { type: string; actorRef: unknown }, seen: Set<string>, states?: Set<string>, logic: AnyStateMachine = paymentModel.machine, ids = transitionIds) {
  if (ev.type !== '@xstate.microstep' || (ev.actorRef as { logic: unknown }).logic !== logic) return;
  const step = ev as unknown as { snapshot: AnyMachineSnapshot; _transitions: AnyTransitionDefinition[] };
  for (const t of step._transitions) {
    states?.add(t.source.id);
    const id = ids.get(t);
    if (id) seen.add(id);
  }
  for (const n of step.snapshot._nodes) states?.add(n.id);
}

/** Greedy transition cover: fewer paths, every transition still taken. */
function coveringPaths(paths: ModelPath[]): ModelPath[] {
  const sets = paths.map((p) => ({ p, t: transitionsOf(p) }));
  const missing = new Set(transitionIds.values());
  const chosen: ModelPath[] = [];
  while (missing.size > 0) {
    const best = sets.reduce((a, b) => ([...b.t].filter((t) => missing.has(t)).length > [...a.t].filter((t) => missing.has(t)).length ? b : a));
    const gain = [...best.t].filter((t) => missing.has(t));
    if (gain.length === 0) break;
    chosen.push(best.p);
    for (const t of gain) missing.delete(t);
  }
  return chosen;
}

// What the screens' own actor did, for the `payment` row of npm run test:model.
const recorder = coverageRecorder('payment');

describe('payment: model paths executed on the screens', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('every state and transition is reached through the screens, each screen matching its state', () => {
    const paths = coveringPaths(generatePaths(paymentModel));
    const takenTransitions = new Set<string>();
    const seenStates = new Set<string>();
    const redirects: string[] = [];
    const machine = paymentModel.machine.provide({ actions: { goToProvider: (_, { url }) => void redirects.push(url) } });
    // The provided copy has transitions of its own, named as the model's.
    const uiIds = allTransitions(machine);

    for (const path of paths) {
      const where = path.events.map((e) => e.type).join(' → ');
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
      queryClient.setQueryData(sbpKeys.banks(), BANKS);
      const actor = createActor(machine, {
        input: path.input,
        inspect: (ev) => {
          collect(ev, takenTransitions, seenStates, machine, uiIds);
          recorder.inspect(ev);
        },
      }) as unknown as PaymentActor;
      actor.start();
      // The model's own actor walks the path beside the screens: each step must land alike.
      const model = createActor(paymentModel.machine, { input: path.input }).start();
      const serialize = (a: { getSnapshot: () => unknown }) => paymentModel.serializeState!(a.getSnapshot() as AnyMachineSnapshot);
      render(
        <QueryClientProvider client={queryClient}>
          <PaymentQueriesContext.Provider value={sbpQueries(fakeClients)}>
            <PaymentFlow actor={actor} />
          </PaymentQueriesContext.Provider>
        </QueryClientProvider>,
      );
      for (const event of path.events) {
        if (event.type.startsWith('xstate.')) {
          act(() => actor.send(event as never));
        } else {
          const target = userAction(event);
          if (event.type === 'provider.back') {
            // Back on the provider's page restores this page from the back-forward cache.
            act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
          } else if (target) act(() => void fireEvent.click(target));
          else expect(actor.getSnapshot().can(event as never), `${where}: no control for ${event.type}`).toBe(false);
        }
        model.send(event);
        expect(serialize(actor), `${where}: after ${event.type}`).toBe(serialize(model));
        const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
        expect(screen.getByTestId(`payment-state-${screenOf(snapshot)}`), where).toBeInTheDocument();
        if (snapshot.matches('redirecting')) expect(redirects.at(-1)).toBe(snapshot.context.payUrl);
        if (snapshot.matches('declined') && snapshot.context.reason?.includes('недостаточно')) expect(screen.getByTestId('payment-reason')).toHaveTextContent('недостаточно средств');
        if (snapshot.matches('refunded')) expect(screen.getByTestId('payment-refunded')).toHaveTextContent(/Возвращено 123,45\s₽/);
      }
      expect(paymentModel.serializeState!(actor.getSnapshot() as AnyMachineSnapshot), where).toBe(path.target);
      actor.stop();
      model.stop();
      cleanup();
    }
    const allStates = getStateNodes(paymentModel.machine.root).map((n) => n.id);
    expect(allStates.filter((s) => !seenStates.has(s))).toEqual([]);
    expect([...transitionIds.values()].filter((t) => !takenTransitions.has(t))).toEqual([]);
    writeUiCoverage('payment', { paths: paths.length, passed: paths.length, states: [...recorder.states], transitions: [...recorder.transitions] });
    console.log(`[payment model] ${paths.length} paths on the screens, ${takenTransitions.size}/${transitionIds.size} transitions, ${allStates.filter((s) => seenStates.has(s)).length}/${allStates.length} states`);
  });
});
