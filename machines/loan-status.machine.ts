// Life of the client's latest loan. The spec gives the states (new client -1, failure State 2,
// active State 4, expired Status 5); the events between them are designed here and documented
// in docs/machines/README.md. `loan.synced` re-derives the state from a server answer.
import { assign, setup } from 'xstate';
import { LOAN_STATE, LOAN_STATUS, isActiveLoan, isExpired } from './loan-status';
import type { Loan } from './types';

export type LoanStatusEvent =
  | { type: 'loan.synced'; loan: Loan | undefined }
  | { type: 'scoring.requested' }
  | { type: 'scoring.approved' }
  | { type: 'scoring.refused' }
  | { type: 'loan.issued' }
  | { type: 'loan.declined' }
  | { type: 'loan.overdue' }
  | { type: 'loan.prolonged' }
  | { type: 'loan.repaid' };

export const loanStatusMachine = setup({
  types: {
    context: {} as { loan: Loan | undefined },
    events: {} as LoanStatusEvent,
    input: {} as { loan: Loan | undefined },
  },
  guards: {
    isNewClientLoan: ({ context }) => !context.loan || context.loan.Status === LOAN_STATUS.NEW_CLIENT,
    isFailedLoan: ({ context }) => context.loan?.StatusLoan?.State === LOAN_STATE.FAILURE,
    isExpiredLoan: ({ context }) => isExpired(context.loan),
    isActiveLoan: ({ context }) => context.loan !== undefined && isActiveLoan(context.loan),
  },
}).createMachine({
  id: 'loanStatus',
  context: ({ input }) => ({ loan: input.loan }),
  initial: 'deriving',
  on: {
    'loan.synced': { target: '.deriving', actions: assign({ loan: ({ event }) => event.loan }) },
  },
  states: {
    deriving: {
      always: [
        { guard: 'isNewClientLoan', target: 'newClient' },
        { guard: 'isFailedLoan', target: 'scoringFailed' },
        { guard: 'isExpiredLoan', target: 'expired' },
        { guard: 'isActiveLoan', target: 'active' },
        // A state whose meaning the spec does not give.
        { target: 'other' },
      ],
    },
    newClient: { tags: ['newClient'], on: { 'scoring.requested': 'scoringPending' } },
    scoringPending: {
      tags: ['scoringPending'],
      on: { 'scoring.approved': 'approved', 'scoring.refused': 'scoringFailed' },
    },
    scoringFailed: { tags: ['scoringFailure'], on: { 'scoring.requested': 'scoringPending' } },
    approved: { on: { 'loan.issued': 'active', 'loan.declined': 'closed' } },
    active: {
      tags: ['activeLoan'],
      on: { 'loan.overdue': 'expired', 'loan.repaid': 'repaid' },
    },
    expired: {
      tags: ['activeLoan', 'expired'],
      on: { 'loan.prolonged': 'active', 'loan.repaid': 'repaid' },
    },
    repaid: { on: { 'scoring.requested': 'scoringPending' } },
    closed: { on: { 'scoring.requested': 'scoringPending' } },
    other: { on: { 'scoring.requested': 'scoringPending' } },
  },
});
