// The life of the client's latest loan as the cabinet renders it. Every event is a server answer
// (`loan.synced`, from GET /api/Loans): the state moves along the loan's life — application →
// offer → issuing → active → expired → repaid, or refused, or declined by the client — and an
// answer that does not fit the life (a first answer, another tab's change) re-derives the state
// from scratch. While the server is deciding (under review, money on its way) the machine asks
// for the loans again, no faster than `loanPoll`. The spec fixes State 4 active, Status 5
// expired, State 2 failure and Status -1 new client; the other State values come from the
// server's StatusLoan list (docs/decisions.md, "Loan life").
import { assign, setup } from 'xstate';
import { LOAN_LIFE_STATE, LOAN_STATE, LOAN_STATUS, isExpired } from './loan-status';
import type { Loan } from './types';

export type LoanStatusEvent = { type: 'loan.synced'; loan: Loan | undefined };

const stateOf = (loan: Loan | undefined): number | undefined => loan?.StatusLoan?.State;
const isNew = (loan: Loan | undefined) => !loan || loan.Status === LOAN_STATUS.NEW_CLIENT;

/** A state with no open loan: the client may apply, and the next application is under review. */
const applyingAgain = {
  tags: ['canApply'],
  on: { 'loan.synced': { guard: 'answerUnderReview', target: 'underReview', actions: 'remember' } },
} as const;

export const loanStatusMachine = setup({
  types: {
    context: {} as {
      loan: Loan | undefined;
      /** An offer was on screen in this visit: its panel stays, so its "signed" message outlives the loans refetch. */
      offerShown: boolean;
    },
    events: {} as LoanStatusEvent,
    input: {} as { loan: Loan | undefined },
  },
  actions: {
    /** Ask the server for the loans again (the cabinet refetches; the answer comes back as `loan.synced`). */
    refreshLoans: () => {},
    remember: assign({ loan: ({ event }) => event.loan }),
  },
  guards: {
    isNewClient: ({ context }) => isNew(context.loan),
    isUnderReview: ({ context }) => stateOf(context.loan) === LOAN_LIFE_STATE.UNDER_REVIEW,
    isRefused: ({ context }) => stateOf(context.loan) === LOAN_STATE.FAILURE,
    isOffered: ({ context }) => stateOf(context.loan) === LOAN_LIFE_STATE.OFFERED,
    isIssuing: ({ context }) => stateOf(context.loan) === LOAN_LIFE_STATE.ISSUING,
    isExpired: ({ context }) => isExpired(context.loan),
    isActive: ({ context }) => stateOf(context.loan) === LOAN_STATE.ACTIVE,
    isFinished: ({ context }) => stateOf(context.loan) === LOAN_LIFE_STATE.FINISHED,
    // The same tests on the answer that just came, for the moves along the life.
    answerUnderReview: ({ event }) => !isNew(event.loan) && stateOf(event.loan) === LOAN_LIFE_STATE.UNDER_REVIEW,
    answerRefused: ({ event }) => stateOf(event.loan) === LOAN_STATE.FAILURE,
    answerOffered: ({ event }) => stateOf(event.loan) === LOAN_LIFE_STATE.OFFERED,
    answerIssuing: ({ event }) => stateOf(event.loan) === LOAN_LIFE_STATE.ISSUING,
    answerActive: ({ event }) => stateOf(event.loan) === LOAN_STATE.ACTIVE && !isExpired(event.loan),
    answerExpired: ({ event }) => isExpired(event.loan),
    answerFinished: ({ event }) => stateOf(event.loan) === LOAN_LIFE_STATE.FINISHED,
  },
  delays: {
    // The sandbox decides in 3 s; a real scoring or bank transfer takes longer. Never faster than this.
    loanPoll: 5000,
  },
}).createMachine({
  id: 'loanStatus',
  context: ({ input }) => ({ loan: input.loan, offerShown: false }),
  initial: 'deriving',
  on: {
    // An answer the life does not explain: start again from what the server says.
    'loan.synced': { target: '.deriving', actions: 'remember' },
  },
  states: {
    deriving: {
      always: [
        { guard: 'isNewClient', target: 'newClient' },
        { guard: 'isUnderReview', target: 'underReview' },
        { guard: 'isRefused', target: 'refused' },
        { guard: 'isOffered', target: 'offered' },
        { guard: 'isIssuing', target: 'issuing' },
        { guard: 'isExpired', target: 'expired' },
        { guard: 'isActive', target: 'active' },
        // Finished before this visit: whether repaid or cancelled, its title says.
        { guard: 'isFinished', target: 'closed' },
        // A state whose meaning the spec does not give.
        { target: 'other' },
      ],
    },
    newClient: { ...applyingAgain, tags: ['newClient', 'canApply'] },
    underReview: {
      tags: ['pending'],
      after: { loanPoll: { target: 'underReview', reenter: true, actions: 'refreshLoans' } },
      on: {
        'loan.synced': [
          { guard: 'answerOffered', target: 'offered', actions: 'remember' },
          { guard: 'answerRefused', target: 'refused', actions: 'remember' },
          { guard: 'answerUnderReview', actions: 'remember' },
        ],
      },
    },
    refused: { ...applyingAgain, tags: ['scoringFailure', 'canApply'] },
    offered: {
      tags: ['offer'],
      entry: assign({ offerShown: true }),
      on: {
        'loan.synced': [
          { guard: 'answerIssuing', target: 'issuing', actions: 'remember' },
          { guard: 'answerActive', target: 'active', actions: 'remember' },
          { guard: 'answerFinished', target: 'declined', actions: 'remember' },
        ],
      },
    },
    issuing: {
      tags: ['pending'],
      after: { loanPoll: { target: 'issuing', reenter: true, actions: 'refreshLoans' } },
      on: { 'loan.synced': { guard: 'answerActive', target: 'active', actions: 'remember' } },
    },
    active: {
      tags: ['activeLoan'],
      on: {
        'loan.synced': [
          { guard: 'answerExpired', target: 'expired', actions: 'remember' },
          { guard: 'answerFinished', target: 'repaid', actions: 'remember' },
          // Still active (a payment or a prolongation moved its figures, not its state).
          { guard: 'answerActive', actions: 'remember' },
        ],
      },
    },
    expired: {
      tags: ['activeLoan', 'expired'],
      on: {
        'loan.synced': [
          // Prolonged, or paid back into its term.
          { guard: 'answerActive', target: 'active', actions: 'remember' },
          { guard: 'answerFinished', target: 'repaid', actions: 'remember' },
          { guard: 'answerExpired', actions: 'remember' },
        ],
      },
    },
    repaid: applyingAgain,
    declined: applyingAgain,
    closed: applyingAgain,
    other: {},
  },
});
