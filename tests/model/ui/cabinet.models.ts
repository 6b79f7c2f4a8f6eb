// The cabinet flows' path models (npm run test:model): which events, with which payloads, drive
// each machine through all of its states and transitions. Invoked actors never settle in a
// replay: the model's done/error events decide. Refusals carry the words the faked server says,
// so the page's actor and the model's end with the same context.
import { fromPromise, type AnyEventObject, type AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { cardsMachine } from '../../../machines/cards.machine';
import type { PathModel } from '../coverage';

const never = () => fromPromise<never, never>(() => new Promise<never>(() => {}));

/** The ids of the invocations of `src` (an invoke without an id gets `<index>.<state id>`). */
export const invokeIdsOf = (machine: AnyStateMachine, src: string): string[] =>
  getStateNodes(machine.root).flatMap((node) => node.invoke.filter((i) => i.src === src).map((i) => i.id));

/** The actor `src` invoked by: its invocation id → its src, to answer its call on the faked server. */
export const srcOfInvoke = (machine: AnyStateMachine, id: string): string =>
  getStateNodes(machine.root).flatMap((node) => node.invoke).find((i) => i.id === id)?.src as string;

const answers = (kind: 'done' | 'error', machine: AnyStateMachine, src: string, payloads: unknown[]): Record<string, AnyEventObject[]> =>
  Object.fromEntries(
    invokeIdsOf(machine, src).map((id) => [`xstate.${kind}.actor.${id}`, payloads.map((p) => ({ type: `xstate.${kind}.actor.${id}`, [kind === 'done' ? 'output' : 'error']: p }))]),
  );
const done = (machine: AnyStateMachine, src: string, ...outputs: unknown[]) => answers('done', machine, src, outputs);
const error = (machine: AnyStateMachine, src: string, ...errors: unknown[]) => answers('error', machine, src, errors);

/** The faked server's refusal, as the API layer turns it into an error. */
export const SERVER_DOWN = 'Сервис временно недоступен';

export const CARD_PROVIDER_URL = 'http://localhost:3000/lk/cards#card-provider';
export const OTHER_CARD = 2;
export const OFFER_LOAN = 9;

export const cardsModel: PathModel = {
  name: 'cards',
  machine: cardsMachine.provide({ actors: { startCardLink: never(), setDefaultCard: never(), selectCardForLoan: never() } }),
  inputs: [undefined],
  events: {
    'card.makeDefault': [{ type: 'card.makeDefault', cardId: OTHER_CARD }],
    'card.selectForLoan': [{ type: 'card.selectForLoan', cardId: OTHER_CARD, loanId: OFFER_LOAN }],
    ...done(cardsMachine, 'startCardLink', { Url: CARD_PROVIDER_URL }, { Url: null }),
    ...error(cardsMachine, 'startCardLink', new Error(SERVER_DOWN)),
    ...done(cardsMachine, 'setDefaultCard', { Success: true }),
    ...error(cardsMachine, 'setDefaultCard', new Error(SERVER_DOWN)),
    ...done(cardsMachine, 'selectCardForLoan', { Success: true }),
    ...error(cardsMachine, 'selectCardForLoan', new Error(SERVER_DOWN)),
  },
};
