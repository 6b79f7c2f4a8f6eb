// The client's cards (issue 14): link a new card on the provider's page (AddCardByUrl, then the
// browser leaves for the provider), make a card the default one, choose the card of a loan
// (Loans/SelectCard). One action at a time; each ends with a notice or the server's message.
// Effects are injected in src/flows/cards.ts.
import { assign, fromPromise, setup } from 'xstate';

export interface CardsContext {
  notice: string | null;
  error: string | null;
  /** The card whose action is under way (its button shows the wait). */
  busyCardId: number | null;
}

export type CardsEvent =
  | { type: 'card.add' }
  | { type: 'card.makeDefault'; cardId: number }
  | { type: 'card.selectForLoan'; cardId: number; loanId: number };

const notInjected = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Ошибка на сервере');
const FAILED = { target: 'idle', actions: { type: 'rememberError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } } as const;

export const cardsMachine = setup({
  types: { context: {} as CardsContext, events: {} as CardsEvent },
  actors: {
    /** POST cards/AddCardByUrl: the provider page's address. */
    startCardLink: fromPromise<{ Url: string | null }>(notInjected('startCardLink')),
    /** POST cards/Card. */
    setDefaultCard: fromPromise<unknown, { cardId: number }>(notInjected('setDefaultCard')),
    /** POST Loans/SelectCard with the loan as TargetId. */
    selectCardForLoan: fromPromise<unknown, { cardId: number; loanId: number }>(notInjected('selectCardForLoan')),
  },
  actions: {
    rememberError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error), busyCardId: null })),
    /** Leaves for the provider's page. */
    openProvider: (_, _params: { url: string }) => {},
    cardsChanged: () => {},
    loansChanged: () => {},
  },
}).createMachine({
  id: 'cards',
  context: { notice: null, error: null, busyCardId: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'card.add': { target: 'linking', actions: assign({ notice: null, error: null }) },
        'card.makeDefault': { target: 'settingDefault', actions: assign({ notice: null, error: null, busyCardId: ({ event }) => event.cardId }) },
        'card.selectForLoan': { target: 'selecting', actions: assign({ notice: null, error: null, busyCardId: ({ event }) => event.cardId }) },
      },
    },
    linking: {
      tags: ['busy', 'linking'],
      invoke: {
        src: 'startCardLink',
        onDone: [
          { guard: ({ event }) => Boolean(event.output.Url), target: 'leaving', actions: { type: 'openProvider', params: ({ event }) => ({ url: event.output.Url! }) } },
          { target: 'idle', actions: assign({ error: 'Не удалось открыть страницу привязки карты. Попробуйте ещё раз.' }) },
        ],
        onError: FAILED,
      },
    },
    leaving: { type: 'final', tags: ['busy', 'linking'] },
    settingDefault: {
      tags: ['busy'],
      invoke: {
        src: 'setDefaultCard',
        input: ({ event }) => ({ cardId: (event as { cardId: number }).cardId }),
        onDone: { target: 'idle', actions: ['cardsChanged', assign({ notice: 'Основная карта изменена.', busyCardId: null })] },
        onError: FAILED,
      },
    },
    selecting: {
      tags: ['busy'],
      invoke: {
        src: 'selectCardForLoan',
        input: ({ event }) => event as { cardId: number; loanId: number },
        onDone: { target: 'idle', actions: ['loansChanged', assign({ notice: 'Карта выбрана для займа: на неё придут деньги, с неё можно погашать заём.', busyCardId: null })] },
        onError: FAILED,
      },
    },
  },
});
