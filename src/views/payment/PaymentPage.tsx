// The payment screens (issue 14): /lk/payment (amount → method), /lk/payment-sbp (SBP preset),
// and the providers' return pages /lk/paymentCallback/{SBC,Tinkoff} (?PaymentId=), and the
// prolongation fee (?loanId=&amount=&purpose=prolongation). One payment machine per visit,
// resuming a kept intent (reload, back button, another tab); the heading follows the step.
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import type { PaymentInput } from '@machines/payment.types';
import { useFlowActor } from '@/flows/flow-actor';
import { usePaymentLogic } from '@/flows/payment';
import { createIntentStore } from '@/flows/payment-intent-store';
import { paymentQueryOf } from '@/domain/page-query';
import type { ViewProps } from '@/flows/route-types';
import { useQueries } from '@/flows/queries';
import { Container, PageTitle } from '@/components/layout/Container';
import { PaymentFlow } from './PaymentFlow';
import { headingOf, PaymentQueriesContext } from './payment-ui';
import { useNotices } from '@/flows/notices';

/** What the route and its query say about where the flow starts. */
export function paymentInputFor(routeName: string, search: string, restored: PaymentInput['restored']): PaymentInput {
  const { PaymentId: returnedPaymentId, loanId: validLoan, purpose, amount } = paymentQueryOf(search);
  return {
    loanId: validLoan,
    method: routeName === 'profile-sbp' ? 'Sbp' : null,
    // The prolongation's «Оплатить N ₽» pays its fee: that amount, fixed. The fee is part of the
    // loan's debt once the prolongation is signed, so it is paid as a repayment of that amount.
    fixedAmount: validLoan !== null && purpose === 'prolongation' ? amount : null,
    returnedPaymentId,
    // The return page checks the payment it names (with its kept intent, if this browser made it);
    // elsewhere a kept intent is resumed.
    restored: returnedPaymentId === null || restored?.paymentId === returnedPaymentId ? restored : null,
  };
}

function PaymentMachineView({ input, routeTitle }: { input: PaymentInput; routeTitle: string }) {
  const actor = useFlowActor(usePaymentLogic(), { input });
  useNotices(actor);
  const { sbp } = useQueries();
  const heading = useSelector(actor, (s) => headingOf(s, routeTitle));
  return (
    <PaymentQueriesContext.Provider value={sbp}>
      <PageTitle>{heading}</PageTitle>
      <PaymentFlow actor={actor} />
    </PaymentQueriesContext.Provider>
  );
}

export default function PaymentPage({ route }: ViewProps) {
  const search = useSearch();
  // Read once per visit: the machine keeps the intent from here on.
  const input = useMemo(() => paymentInputFor(route.name, search, createIntentStore().latest()), [route.name, search]);
  return (
    <Container data-testid="page-payment">
      <PaymentMachineView key={`${route.name}?${search}`} input={input} routeTitle={route.meta.title} />
    </Container>
  );
}
