// The payment screens (issue 14): /lk/payment (amount → method), /lk/payment-sbp (SBP preset),
// and the providers' return pages /lk/paymentCallback/{SBC,Tinkoff} (?PaymentId=), and the
// prolongation fee (?loanId=&amount=&purpose=prolongation). One payment machine per visit,
// resuming a kept intent (reload, back button, another tab); the heading follows the step.
import { useSelector } from '@xstate/react';
import type { PaymentInput } from '@machines/payment.types';
import { useFlowActor } from '@/flows/flow-actor';
import { usePaymentLogic } from '@/flows/payment';
import { usePaymentInput } from '@/flows/payment-input';
import type { ViewProps } from '@/flows/route-types';
import { Container, PageTitle } from '@/components/layout/Container';
import { PaymentFlow } from './PaymentFlow';
import { headingOf } from './payment-ui';
import { useNotices } from '@/flows/notices';

function PaymentMachineView({ input, routeTitle }: { input: PaymentInput; routeTitle: string }) {
  const actor = useFlowActor(usePaymentLogic(), { input });
  useNotices(actor);
  const heading = useSelector(actor, (s) => headingOf(s, routeTitle));
  return (
    <>
      <PageTitle>{heading}</PageTitle>
      <PaymentFlow actor={actor} />
    </>
  );
}

export default function PaymentPage({ route }: ViewProps) {
  const { input, visit } = usePaymentInput(route.name);
  return (
    <Container data-testid="page-payment">
      <PaymentMachineView key={visit} input={input} routeTitle={route.meta.title} />
    </Container>
  );
}
