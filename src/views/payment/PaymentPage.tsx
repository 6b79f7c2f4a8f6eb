// The payment screens (issue 14): /lk/payment (amount → method), /lk/payment-sbp (SBP preset),
// and the providers' return pages /lk/paymentCallback/{SBC,Tinkoff} (?PaymentId=). One payment
// machine per visit, resuming a kept intent (reload, back button, another tab).
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import type { PaymentInput } from '@machines/payment.types';
import { usePaymentLogic } from '@/app/payment';
import { createIntentStore } from '@/app/payment-intent-store';
import type { ViewProps } from '@/app/route-types';
import { useQueries } from '@/app/queries';
import { Container, PageTitle } from '@/components/layout/Container';
import { PaymentFlow } from './PaymentFlow';
import { PaymentQueriesContext } from './payment-ui';
import { useNotices } from '@/app/notices';

/** What the route and its query say about where the flow starts. */
export function paymentInputFor(routeName: string, search: string, restored: PaymentInput['restored']): PaymentInput {
  const query = new URLSearchParams(search);
  const returned = Number(query.get('PaymentId'));
  const loanId = Number(query.get('loanId'));
  const returnedPaymentId = Number.isInteger(returned) && returned > 0 ? returned : null;
  return {
    loanId: Number.isInteger(loanId) && loanId > 0 ? loanId : null,
    method: routeName === 'profile-sbp' ? 'Sbp' : null,
    returnedPaymentId,
    // The return page checks the payment it names (with its kept intent, if this browser made it);
    // elsewhere a kept intent is resumed.
    restored: returnedPaymentId === null || restored?.paymentId === returnedPaymentId ? restored : null,
  };
}

function PaymentMachineView({ input }: { input: PaymentInput }) {
  const actor = useActorRef(usePaymentLogic(), { input });
  useNotices(actor);
  const { sbp } = useQueries();
  return (
    <PaymentQueriesContext.Provider value={sbp}>
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
      <PageTitle>{route.meta.title}</PageTitle>
      <PaymentMachineView key={`${route.name}?${search}`} input={input} />
    </Container>
  );
}
