import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { loanStatusMachine } from './loan-status.machine';
import { NEW_CLIENT_LOAN } from './loan-status';
import type { Loan } from './types';

const withState = (State: number, Status = 10): Loan => ({ Id: 1, Status, StatusLoan: { Id: Status, State, Title: '' } });

describe('loan status machine', () => {
  it('derives the state from the latest loan', () => {
    const cases: Array<[Loan | undefined, string]> = [
      [undefined, 'newClient'],
      [NEW_CLIENT_LOAN, 'newClient'],
      [withState(2), 'scoringFailed'],
      [withState(4), 'active'],
      [withState(4, 5), 'expired'],
      [withState(7), 'other'],
    ];
    for (const [loan, state] of cases) {
      expect(createActor(loanStatusMachine, { input: { loan } }).start().getSnapshot().value, state).toBe(state);
    }
  });

  it('follows a client through scoring, issue, overdue, prolongation and repayment', () => {
    const a = createActor(loanStatusMachine, { input: { loan: undefined } }).start();
    const path = ['scoring.requested', 'scoring.approved', 'loan.issued', 'loan.overdue', 'loan.prolonged', 'loan.repaid', 'scoring.requested', 'scoring.refused'] as const;
    const seen = path.map((type) => {
      a.send({ type });
      return a.getSnapshot().value;
    });
    expect(seen).toEqual(['scoringPending', 'approved', 'active', 'expired', 'active', 'repaid', 'scoringPending', 'scoringFailed']);
    a.send({ type: 'loan.synced', loan: withState(4, 5) });
    expect(a.getSnapshot().hasTag('expired')).toBe(true);
    expect(a.getSnapshot().hasTag('activeLoan')).toBe(true);
  });
});
