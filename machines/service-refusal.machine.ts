// Refusing a paid additional service of a loan (353-FZ art. 7 part 2.7, issue 47): the client asks,
// reads what happens to the fee (back to the debt while the loan is open, to the card once it is
// closed) and confirms; the server refuses it and the loan's figures are read again. A failure
// shows the server's Russian message and lets the client try again. Effects are injected in
// src/flows/service-refusal.ts.
import { assign, fromPromise, setup } from 'xstate';

export interface RefusableService {
  LoanId: number;
  FeeId: number;
  Name: string;
  Amount: number;
}

export interface ServiceRefusalAnswer {
  Amount: number;
  ReturnedTo: 'Debt' | 'Card';
}

export interface ServiceRefusalContext {
  service: RefusableService;
  error: string | null;
  result: ServiceRefusalAnswer | null;
}

export type ServiceRefusalEvent = { type: 'refusal.ask' } | { type: 'refusal.confirm' } | { type: 'refusal.cancel' };

const notInjected = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Ошибка на сервере');

export const serviceRefusalMachine = setup({
  types: { context: {} as ServiceRefusalContext, events: {} as ServiceRefusalEvent, input: {} as RefusableService },
  actors: {
    /** POST Loans/{id}/RefuseService. */
    refuseService: fromPromise<ServiceRefusalAnswer, RefusableService>(notInjected('refuseService')),
  },
  actions: {
    /** The loan's figures changed: read them again. */
    loanChanged: () => {},
  },
}).createMachine({
  id: 'serviceRefusal',
  context: ({ input }) => ({ service: input, error: null, result: null }),
  initial: 'offered',
  states: {
    offered: { tags: ['offered'], on: { 'refusal.ask': { target: 'confirming', actions: assign({ error: null }) } } },
    confirming: {
      tags: ['confirming'],
      on: { 'refusal.confirm': 'refusing', 'refusal.cancel': 'offered' },
    },
    refusing: {
      tags: ['confirming', 'busy'],
      invoke: {
        src: 'refuseService',
        input: ({ context }) => context.service,
        onDone: { target: 'refused', actions: [assign({ result: ({ event }) => event.output }), 'loanChanged'] },
        onError: { target: 'confirming', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    refused: { tags: ['refused'], type: 'final' },
  },
});
