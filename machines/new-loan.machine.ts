// A repeat loan at /lk/new-loan (issue 13): a registered client with no open loan chooses the
// amount and term → the application (RequestScoringAnswer) → the scoring answer, asked again
// every few seconds (CheckScoringAnswer) → approved: the offer is signed with the SMS code in the
// loan-offer flow | refused: the decision page. A client with a loan still open is told so.
// Effects are injected in src/flows/new-loan.ts.
import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from './sms-signing';

export interface LoanRequest {
  /** Rubles, as the calculator shows them. */
  amount: number;
  term: number;
}

export interface ScoringState {
  id: number;
  status: 'pending' | 'approved' | 'refused';
}

export interface NewLoanContext {
  request: LoanRequest | null;
  scoringId: number | null;
  error: string | null;
}

export type NewLoanEvent = { type: 'loan.request'; amount: number; term: number } | { type: 'retry' };

const notInjected = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

export const newLoanMachine = setup({
  types: { context: {} as NewLoanContext, events: {} as NewLoanEvent },
  actors: {
    /** Why a new application is not possible now (a loan still open, a pending one), or null. */
    checkEligible: fromPromise<string | null, void>(notInjected('checkEligible')),
    /** POST Loans/RequestScoringAnswer (kopecks). */
    requestScoring: fromPromise<ScoringState, LoanRequest>(notInjected('requestScoring')),
    /** GET Loans/CheckScoringAnswer/{id}. */
    checkScoring: fromPromise<ScoringState, { id: number }>(notInjected('checkScoring')),
  },
  actions: {
    /** The application changed the client's loans: the cabinet's reads refetch. */
    loansChanged: () => {},
  },
  guards: {
    isEligible: (_, params: { reason: string | null }) => params.reason === null,
    isApproved: (_, params: { answer: ScoringState }) => params.answer.status === 'approved',
    isRefused: (_, params: { answer: ScoringState }) => params.answer.status === 'refused',
  },
  delays: {
    // The sandbox scoring answers in seconds; a real one may take a minute. Never faster than this.
    scoringPoll: 2000,
  },
}).createMachine({
  id: 'newLoan',
  context: { request: null, scoringId: null, error: null },
  initial: 'checking',
  states: {
    checking: {
      tags: ['loading'],
      invoke: {
        src: 'checkEligible',
        onDone: [
          { guard: { type: 'isEligible', params: ({ event }) => ({ reason: event.output }) }, target: 'choosing' },
          { target: 'unavailable', actions: assign({ error: ({ event }) => event.output }) },
        ],
        onError: { target: 'checkFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    checkFailed: { tags: ['loadFailed'], on: { retry: 'checking' } },
    unavailable: { tags: ['unavailable'] },
    choosing: {
      tags: ['choosing'],
      on: { 'loan.request': { target: 'requesting', actions: assign({ request: ({ event }) => ({ amount: event.amount, term: event.term }), error: null }) } },
    },
    requesting: {
      tags: ['choosing', 'busy'],
      invoke: {
        src: 'requestScoring',
        input: ({ context }) => context.request!,
        onDone: [
          { guard: { type: 'isApproved', params: ({ event }) => ({ answer: event.output }) }, target: 'approved', actions: 'loansChanged' },
          { guard: { type: 'isRefused', params: ({ event }) => ({ answer: event.output }) }, target: 'refused', actions: 'loansChanged' },
          { target: 'scoring', actions: assign({ scoringId: ({ event }) => event.output.id }) },
        ],
        onError: { target: 'choosing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    scoring: {
      tags: ['scoring'],
      initial: 'waiting',
      states: {
        waiting: { after: { scoringPoll: 'asking' } },
        asking: {
          invoke: {
            src: 'checkScoring',
            input: ({ context }) => ({ id: context.scoringId! }),
            onDone: [
              { guard: { type: 'isApproved', params: ({ event }) => ({ answer: event.output }) }, target: '#newLoan.approved', actions: 'loansChanged' },
              { guard: { type: 'isRefused', params: ({ event }) => ({ answer: event.output }) }, target: '#newLoan.refused', actions: 'loansChanged' },
              { target: 'waiting' },
            ],
            // A lost answer is asked for again after the pause; the application stays on the server.
            onError: { target: 'waiting' },
          },
        },
      },
    },
    approved: { tags: ['approved'] },
    refused: { tags: ['refused'] },
  },
});
