// Issue 30: "an offer was on screen in this visit" is the loan-status machine's (the dashboard
// keeps the offer panel by it), not a latch the dashboard sets while it renders.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { loanStatusMachine } from './loan-status.machine';
import type { Loan } from './types';

const withState = (State: number, Status = State): Loan => ({ Id: 1, Status, StatusLoan: { Id: Status, State, Title: '' } });

describe('loan status: the offer once shown', () => {
  it('no offer yet: nothing to keep', () => {
    const a = createActor(loanStatusMachine, { input: { loan: withState(1) } }).start();
    expect(a.getSnapshot().context.offerShown).toBe(false);
    a.send({ type: 'loan.synced', loan: withState(4) });
    expect(a.getSnapshot().context.offerShown).toBe(false);
  });

  it('an offer seen (first answer or a later one) stays shown through issuing, an unexplained answer and a re-derivation', () => {
    const first = createActor(loanStatusMachine, { input: { loan: withState(3) } }).start();
    expect(first.getSnapshot().context.offerShown).toBe(true);
    const a = createActor(loanStatusMachine, { input: { loan: withState(1) } }).start();
    a.send({ type: 'loan.synced', loan: withState(3) });
    expect(a.getSnapshot().context.offerShown).toBe(true);
    for (const loan of [withState(6), withState(9), undefined]) {
      a.send({ type: 'loan.synced', loan });
      expect(a.getSnapshot().context.offerShown).toBe(true);
    }
  });
});
