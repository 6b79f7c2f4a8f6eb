// The address's parameters are parsed, not trusted: a malformed one is absent.
import { describe, expect, it } from 'vitest';
import { z } from '@machines/zod';
import { cardReturnOf, opaque, paymentQueryOf, positiveInt, readQuery } from './page-query';

describe('page query parameters', () => {
  it('reads each parameter by its schema; missing or malformed is null', () => {
    const read = (search: string) => readQuery(search, { id: positiveInt, kind: z.enum(['a', 'b']), code: opaque });
    expect(read('?id=7&kind=a&code=xyz')).toEqual({ id: 7, kind: 'a', code: 'xyz' });
    expect(read('')).toEqual({ id: null, kind: null, code: null });
    for (const id of ['0', '-3', '1.5', 'abc', '', 'Infinity', '9007199254740993']) expect(read(`?id=${id}`).id, id).toBeNull();
    expect(read('?kind=c').kind).toBeNull();
    expect(read('?code=').code).toBeNull();
    expect(read(`?code=${'x'.repeat(2001)}`).code).toBeNull();
  });

  it('the card provider’s return: a card id, or why not', () => {
    expect(cardReturnOf('?cardAdded=12')).toEqual({ cardAdded: 12, cardError: null });
    expect(cardReturnOf('?cardError=cancelled')).toEqual({ cardAdded: null, cardError: 'cancelled' });
    expect(cardReturnOf('?cardAdded=<script>')).toEqual({ cardAdded: null, cardError: null });
  });

  it('the payment page: loan, prolongation fee and the provider’s PaymentId', () => {
    expect(paymentQueryOf('?loanId=3&purpose=prolongation&amount=150000')).toEqual({ loanId: 3, purpose: 'prolongation', amount: 150000, PaymentId: null });
    expect(paymentQueryOf('?PaymentId=9')).toEqual({ loanId: null, purpose: null, amount: null, PaymentId: 9 });
    expect(paymentQueryOf('?loanId=x&purpose=gift&amount=-5&PaymentId=1e400')).toEqual({ loanId: null, purpose: null, amount: null, PaymentId: null });
  });
});
