// The payment on its way: being created, the trip to the provider, the checks (with the SBP link
// while the bank app confirms), a failed request, and "still pending" that can be left.
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { Button, ButtonAnchor } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { formatRub } from '@/domain/money';
import { styled } from '@/theme/stitches.config';
import { Muted, Row, Step, StepTitle, type PaymentActor } from './payment-ui';

const Qr = styled('img', { width: '200px', height: '200px', border: '1px solid $border', borderRadius: '$sm', backgroundColor: '#fff' });

export function CreatingStep() {
  return (
    <Step data-testid="payment-state-creating" aria-busy="true">
      <StepTitle>Создаём платёж…</StepTitle>
      <Muted role="status">Это займёт несколько секунд. Не закрывайте страницу.</Muted>
    </Step>
  );
}

export function CreateFailedStep({ actor }: { actor: PaymentActor }) {
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <Step data-testid="payment-state-createFailed">
      <StepTitle>Платёж не создан</StepTitle>
      <Notice tone="error" role="alert">
        {error}
      </Notice>
      <Muted>Повтор не создаст второй платёж: это та же оплата.</Muted>
      <Row>
        <Button type="button" onClick={() => actor.send({ type: 'payment.retry' })}>
          Повторить
        </Button>
        <Button type="button" variant="ghost" onClick={() => actor.send({ type: 'method.change' })}>
          Другой способ оплаты
        </Button>
      </Row>
    </Step>
  );
}

export function RedirectingStep({ actor }: { actor: PaymentActor }) {
  const url = useSelector(actor, (s) => s.context.payUrl);
  return (
    <Step data-testid="payment-state-redirecting" aria-busy="true">
      <StepTitle>Переходим на страницу оплаты…</StepTitle>
      <Muted role="status">
        Если страница не открылась, <a href={url ?? '#'}>откройте её по ссылке</a>.
      </Muted>
    </Step>
  );
}

export function CheckingStep({ actor }: { actor: PaymentActor }) {
  const sbp = useSelector(actor, (s) => s.context.method?.code === 'Sbp');
  const url = useSelector(actor, (s) => s.context.payUrl);
  const qrUrl = useSelector(actor, (s) => s.context.qrUrl);
  const amount = useSelector(actor, (s) => s.context.amount);
  return (
    <Step data-testid="payment-state-checking">
      <StepTitle>{sbp && url ? 'Подтвердите оплату в приложении банка' : 'Проверяем оплату…'}</StepTitle>
      {sbp && url ? (
        <>
          <p>
            Сумма: <strong>{formatRub(amount)}</strong>. Отсканируйте QR-код камерой телефона или откройте ссылку на телефоне — она откроет
            приложение вашего банка.
          </p>
          {qrUrl ? <Qr src={qrUrl} alt="QR-код для оплаты через СБП" width={200} height={200} data-testid="sbp-qr" /> : null}
          <Row>
            <ButtonAnchor href={url} data-testid="sbp-link">
              Открыть ссылку на оплату СБП
            </ButtonAnchor>
          </Row>
        </>
      ) : null}
      <Muted role="status">Ждём ответ банка. Страница обновится сама.</Muted>
    </Step>
  );
}

export function StillPendingStep({ actor }: { actor: PaymentActor }) {
  const canReopen = useSelector(actor, (s) => s.can({ type: 'provider.reopen' }));
  return (
    <Step data-testid="payment-state-stillPending">
      <StepTitle>Платёж ещё обрабатывается</StepTitle>
      <p>Банк пока не ответил. Можно подождать здесь или уйти: результат появится в личном кабинете, а к этой странице можно вернуться.</p>
      <Row>
        <Button type="button" onClick={() => actor.send({ type: 'payment.check' })}>
          Проверить ещё раз
        </Button>
        {canReopen ? (
          <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'provider.reopen' })}>
            Вернуться на страницу оплаты
          </Button>
        ) : null}
        <Link href="/lk/Dashboard">В личный кабинет</Link>
      </Row>
    </Step>
  );
}
