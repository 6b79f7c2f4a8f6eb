// What starts one visit of the payment page: the route, its query and the browser's kept intent,
// read once per address (the machine keeps the intent from there on).
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import type { PaymentInput } from '@machines/payment.types';
import { paymentQueryOf } from '@/domain/page-query';
import { createIntentStore } from './payment-intent-store';

/** What the route, its query and the browser's kept intent tell the flow at its start. */
export function paymentInputFor(routeName: string, search: string, restored: PaymentInput['restored']): PaymentInput {
  const { PaymentId: returnedPaymentId, loanId: validLoan, purpose, amount } = paymentQueryOf(search);
  return {
    loanId: validLoan,
    method: routeName === 'profile-sbp' ? 'Sbp' : null,
    // The prolongation's «Оплатить N ₽» pays its interest: that amount, fixed, with purpose
    // Prolongation, which the ledger settles against interest only (server/modules/loans/prolong.ts).
    fixedAmount: validLoan !== null && purpose === 'prolongation' ? amount : null,
    ...(validLoan !== null && purpose === 'prolongation' ? { purpose: 'Prolongation' as const } : {}),
    returnedPaymentId,
    // Whether the kept intent is resumed is the machine's to decide (resumedIntent).
    restored,
  };
}

/** The payment flow's start for the page's address; `visit` changes with the address (a new flow). */
export function usePaymentInput(routeName: string): { input: PaymentInput; visit: string } {
  const search = useSearch();
  return useMemo(() => ({ input: paymentInputFor(routeName, search, createIntentStore().latest()), visit: `${routeName}?${search}` }), [routeName, search]);
}
