import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { loanStatusMachine } from './loan-status.machine';
import { NEW_CLIENT_LOAN } from './loan-status';
import type { Loan } from './types';

const withState = (State: number, Status = 10 + State): Loan => ({ Id: 1, Status, StatusLoan: { Id: Status, State, Title: '' } });

describe('loan status machine', () => {
  it('derives the state from a first answer', () => {
    const cases: Array<[Loan | undefined, string]> = [
      [undefined, 'newClient'],
      [NEW_CLIENT_LOAN, 'newClient'],
      [withState(1), 'underReview'],
      [withState(2), 'refused'],
      [withState(3), 'offered'],
      [withState(6), 'issuing'],
      [withState(4), 'active'],
      [withState(4, 5), 'expired'],
      [withState(5), 'closed'],
      [withState(9), 'other'],
    ];
    for (const [loan, state] of cases) {
      expect(createActor(loanStatusMachine, { input: { loan } }).start().getSnapshot().value, state).toBe(state);
    }
  });

  it('follows a loan through its life: applied, offered, issued, expired, prolonged, repaid, applied again, refused', () => {
    const a = createActor(loanStatusMachine, { input: { loan: undefined } }).start();
    const answers = [withState(1), withState(3), withState(6), withState(4), withState(4, 5), withState(4), withState(5), withState(1), withState(2)];
    const seen = answers.map((loan) => {
      a.send({ type: 'loan.synced', loan });
      return a.getSnapshot().value;
    });
    expect(seen).toEqual(['underReview', 'offered', 'issuing', 'active', 'expired', 'active', 'repaid', 'underReview', 'refused']);
  });

  it('an offer that finishes without being issued was declined; a finished loan seen first is just closed', () => {
    const a = createActor(loanStatusMachine, { input: { loan: withState(3) } }).start();
    a.send({ type: 'loan.synced', loan: withState(5) });
    expect(a.getSnapshot().value).toBe('declined');
    expect(createActor(loanStatusMachine, { input: { loan: withState(5) } }).start().getSnapshot().value).toBe('closed');
  });

  it('asks for the loans again while the server decides, no faster than every 5 s, and stops once it has', () => {
    vi.useFakeTimers();
    const refreshLoans = vi.fn();
    const a = createActor(loanStatusMachine.provide({ actions: { refreshLoans } }), { input: { loan: withState(1) } }).start();
    vi.advanceTimersByTime(4_999);
    expect(refreshLoans).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(5_000);
    expect(refreshLoans).toHaveBeenCalledTimes(2);
    a.send({ type: 'loan.synced', loan: withState(3) });
    vi.advanceTimersByTime(60_000);
    expect(refreshLoans).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
