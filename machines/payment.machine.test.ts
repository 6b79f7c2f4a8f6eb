// The payment flow's start (issue 30): whether an intent kept in the browser is resumed is the
// machine's decision — a return page checks the payment it names and resumes the kept intent only
// when it is that payment; every other way in resumes it.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { paymentMachine, resumedIntent } from './payment.machine';
import type { PaymentInput, PaymentIntent } from './payment.types';

const KEPT: PaymentIntent = { loanId: 7, purpose: 'Repayment', key: 'key-1', amount: 500_000, method: { code: 'Card', provider: 'SBC' }, paymentId: 9, payUrl: '/sandbox/pay/SBC?session=s' };
// The snapshot right after the start (the effects, not provided, never answer before it is read).
const start = (input: PaymentInput) => createActor(paymentMachine, { input }).start().getSnapshot();

describe('the payment flow resumes a kept intent', () => {
  it('on the payment page: the kept payment is checked again, with its key', () => {
    const s = start({ loanId: null, restored: KEPT });
    expect(s.value).toBe('checking');
    expect(s.context).toMatchObject({ loanId: 7, key: 'key-1', paymentId: 9, returned: false });
  });

  it('an intent not yet sent goes on to its request with the same key', () => {
    expect(start({ loanId: null, restored: { ...KEPT, paymentId: null, payUrl: null } }).value).toEqual({ creating: 'requesting' });
  });

  it('on the return page of that payment: checked with the kept intent', () => {
    const s = start({ loanId: null, restored: KEPT, returnedPaymentId: 9 });
    expect(s.value).toBe('checking');
    expect(s.context).toMatchObject({ key: 'key-1', amount: 500_000, paymentId: 9, returned: true });
  });

  it('on the return page of another payment: that payment is checked, the kept intent is not taken', () => {
    const s = start({ loanId: null, restored: KEPT, returnedPaymentId: 12 });
    expect(s.value).toBe('checking');
    expect(s.context).toMatchObject({ key: null, loanId: null, amount: 0, method: null, paymentId: 12, returned: true });
    expect(resumedIntent({ restored: KEPT, returnedPaymentId: 12 })).toBeNull();
  });

  it('nothing kept: the quote is loaded', () => {
    expect(start({ loanId: null }).value).toBe('loading');
    expect(resumedIntent({})).toBeNull();
  });
});
