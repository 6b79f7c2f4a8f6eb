// Issue 27: the prolongation's «Оплатить N ₽» opens a form for that fee (not the full repayment),
// and the payment page's heading follows the step (choosing a bank is not «Результат оплаты»).
import { describe, expect, it } from 'vitest';
import { paymentInputFor } from '@/flows/payment-input';
import { headingOf } from './payment-ui';

const at = (value: unknown) => ({ value }) as Parameters<typeof headingOf>[0];

describe('the payment page', () => {
  it('pays the prolongation fee as a fixed amount of the loan', () => {
    expect(paymentInputFor('payment', '?loanId=7&amount=40000&purpose=prolongation', null)).toMatchObject({ loanId: 7, fixedAmount: 40_000, method: null });
  });

  it('takes no fixed amount from a query that is not a fee of a loan', () => {
    for (const search of ['?loanId=7&amount=-5&purpose=prolongation', '?loanId=7&amount=1.5&purpose=prolongation', '?amount=40000&purpose=prolongation', '?loanId=7&amount=40000']) {
      expect(paymentInputFor('payment', search, null).fixedAmount, search).toBeNull();
    }
  });

  it('heads each step by what it is', () => {
    expect(headingOf(at({ sbpBank: 'choosing' }), 'Результат оплаты')).toBe('Оплата через СБП');
    expect(headingOf(at({ sbpBank: 'choosing' }), 'Оплата займа')).toBe('Оплата через СБП');
    expect(headingOf(at('method'), 'Результат оплаты')).toBe('Оплата займа');
    expect(headingOf(at('abandoned'), 'Результат оплаты')).toBe('Оплата займа');
    expect(headingOf(at('checking'), 'Результат оплаты')).toBe('Результат оплаты');
    expect(headingOf(at('declined'), 'Результат оплаты')).toBe('Результат оплаты');
    expect(headingOf(at('amount'), 'Оплата займа')).toBe('Оплата займа');
  });
});
