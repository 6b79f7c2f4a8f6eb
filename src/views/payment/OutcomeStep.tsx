// How it ended: paid (what next: the cabinet; what went beyond the debt is shown returned), declined with the bank's reason (retry with the
// same amount, another method, another amount), failed (retry), and the empty and error states.
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { Button, ButtonLink } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { formatRub } from '@/domain/money';
import { ChangeAmountButton } from './MethodStep';
import { Muted, Row, Step, StepTitle, type PaymentActor } from './payment-ui';

export function PaidStep({ actor }: { actor: PaymentActor }) {
  const amount = useSelector(actor, (s) => s.context.amount);
  const refunded = useSelector(actor, (s) => s.context.refunded);
  return (
    <Step data-testid={refunded > 0 ? 'payment-state-refunded' : 'payment-state-paid'}>
      <StepTitle>Платёж принят</StepTitle>
      <Notice tone="success" role="status" data-testid="payment-paid">
        Оплачено {formatRub(amount)}. Спасибо!
      </Notice>
      {refunded > 0 ? (
        <Notice tone="info" data-testid="payment-refunded">
          Возвращено {formatRub(refunded)}: это больше долга, деньги вернутся на карту или счёт, с которых вы платили.
        </Notice>
      ) : null}
      <Row>
        <ButtonLink href="/lk/Dashboard">В личный кабинет</ButtonLink>
      </Row>
    </Step>
  );
}

export function NotPaidStep({ actor }: { actor: PaymentActor }) {
  const declined = useSelector(actor, (s) => s.hasTag('declined'));
  const reason = useSelector(actor, (s) => s.context.reason);
  const amount = useSelector(actor, (s) => s.context.amount);
  return (
    <Step data-testid={declined ? 'payment-state-declined' : 'payment-state-failed'}>
      <StepTitle>{declined ? 'Платёж отклонён' : 'Платёж не прошёл'}</StepTitle>
      <Notice tone="error" role="alert" data-testid="payment-reason">
        {reason ?? (declined ? 'Банк отклонил платёж.' : 'Платёжная система не смогла провести платёж. Деньги не списаны.')}
      </Notice>
      <Muted>Можно повторить оплату на {formatRub(amount)} или выбрать другой способ.</Muted>
      <Row>
        <Button type="button" onClick={() => actor.send({ type: 'payment.retry' })} data-testid="payment-retry">
          Повторить оплату
        </Button>
        <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'method.change' })}>
          Другой способ оплаты
        </Button>
        <ChangeAmountButton actor={actor} />
      </Row>
    </Step>
  );
}

export function LoadingStep() {
  return (
    <Step data-testid="payment-state-loading" aria-busy="true">
      <Muted role="status">Загружаем сумму к оплате…</Muted>
    </Step>
  );
}

export function LoadFailedStep({ actor }: { actor: PaymentActor }) {
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <Step data-testid="payment-state-loadFailed">
      <Notice tone="error" role="alert">
        {error}
      </Notice>
      <Row>
        <Button type="button" onClick={() => actor.send({ type: 'payment.reload' })}>
          Попробовать ещё раз
        </Button>
      </Row>
    </Step>
  );
}

export function NothingToPayStep() {
  return (
    <Step data-testid="payment-state-nothingToPay">
      <p>Сейчас платить нечего: активных займов нет.</p>
      <Row>
        <Link href="/lk/Dashboard">В личный кабинет</Link>
      </Row>
    </Step>
  );
}
