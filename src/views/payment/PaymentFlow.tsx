// The payment flow's screen for each state of machines/payment.machine.ts (renders state only).
import { useSelector } from '@xstate/react';
import { StepRegion } from '@/components/layout/StepRegion';
import { AmountStep } from './AmountStep';
import { AbandonedStep, MethodStep } from './MethodStep';
import { CancelFailedStep, CancellingStep, PendingElsewhereStep } from './PendingStep';
import { LoadFailedStep, LoadingStep, NotPaidStep, NothingToPayStep, PaidStep } from './OutcomeStep';
import { CheckingStep, CreateFailedStep, CreatingStep, RedirectingStep, StillPendingStep } from './ProgressStep';
import { SbpBankStep } from './SbpBankStep';
import type { PaymentActor } from './payment-ui';

/** States that show the same screen: the focus stays where it is between them. */
const SAME_SCREEN: Record<string, string> = { starting: 'loading', waiting: 'checking' };

export function PaymentFlow({ actor }: { actor: PaymentActor }) {
  const state = useSelector(actor, (s) => (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]!));
  return (
    <StepRegion step={SAME_SCREEN[state] ?? state}>
      <PaymentStep state={state} actor={actor} />
    </StepRegion>
  );
}

function PaymentStep({ state, actor }: { state: string; actor: PaymentActor }) {
  switch (state) {
    case 'loading':
    case 'starting':
      return <LoadingStep />;
    case 'loadFailed':
      return <LoadFailedStep actor={actor} />;
    case 'nothingToPay':
      return <NothingToPayStep />;
    case 'amount':
      return <AmountStep actor={actor} />;
    case 'method':
      return <MethodStep actor={actor} />;
    case 'abandoned':
      return <AbandonedStep actor={actor} />;
    case 'pendingElsewhere':
      return <PendingElsewhereStep actor={actor} />;
    case 'cancelling':
      return <CancellingStep />;
    case 'cancelFailed':
      return <CancelFailedStep actor={actor} />;
    case 'sbpBank':
      return <SbpBankStep actor={actor} />;
    case 'creating':
      return <CreatingStep />;
    case 'createFailed':
      return <CreateFailedStep actor={actor} />;
    case 'redirecting':
      return <RedirectingStep actor={actor} />;
    case 'checking':
    case 'waiting':
      return <CheckingStep actor={actor} />;
    case 'stillPending':
      return <StillPendingStep actor={actor} />;
    case 'paid':
    case 'refunded':
      return <PaidStep actor={actor} />;
    default:
      return <NotPaidStep actor={actor} />;
  }
}
