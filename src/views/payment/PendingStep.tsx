// Issue 27: a payment of the loan still waits for its provider (started in another tab or on
// another device) — continue it or cancel it before paying again; the cancel on its way, and a
// cancel that failed.
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { formatRub } from '@/domain/money';
import { Muted, Row, Step, StepTitle, type PaymentActor } from './payment-ui';

const METHOD_NAMES = { SBC: 'картой через SBC', Tinkoff: 'картой через Тинькофф', Sbp: 'через СБП' } as const;

export function PendingElsewhereStep({ actor }: { actor: PaymentActor }) {
  const pending = useSelector(actor, (s) => s.context.pending);
  if (!pending) return null;
  return (
    <Step data-testid="payment-state-pendingElsewhere">
      <StepTitle>Есть незавершённый платёж</StepTitle>
      <Notice tone="info" role="status" data-testid="payment-pending">
        Платёж на {formatRub(pending.Amount)} {METHOD_NAMES[pending.Method === 'Sbp' ? 'Sbp' : pending.Provider]} начат, но ещё не завершён — возможно, в другой
        вкладке или на другом устройстве.
      </Notice>
      <Muted>Завершите его или отмените, чтобы оплатить заново: так с вас не спишут дважды.</Muted>
      <Row>
        <Button type="button" onClick={() => actor.send({ type: 'pending.continue' })}>
          Продолжить этот платёж
        </Button>
        <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'pending.cancel' })}>
          Отменить его и оплатить заново
        </Button>
      </Row>
    </Step>
  );
}

export function CancellingStep() {
  return (
    <Step data-testid="payment-state-cancelling" aria-busy="true">
      <StepTitle>Отменяем незавершённый платёж…</StepTitle>
      <Muted role="status">Это займёт несколько секунд.</Muted>
    </Step>
  );
}

export function CancelFailedStep({ actor }: { actor: PaymentActor }) {
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <Step data-testid="payment-state-cancelFailed">
      <StepTitle>Платёж не отменён</StepTitle>
      <Notice tone="error" role="alert">
        {error}
      </Notice>
      <Row>
        <Button type="button" onClick={() => actor.send({ type: 'payment.retry' })}>
          Повторить отмену
        </Button>
        <Link href="/lk/Dashboard">В личный кабинет</Link>
      </Row>
    </Step>
  );
}
