// The payment on its way: being created, the trip to the provider (and Back from it), the checks
// with the amount and their progress (SBP: the bank app's button on a phone, the QR code on a
// computer, and a way out), a failed request, and "still pending" that can be left for another method.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { Button, ButtonAnchor } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { formatRub } from '@/domain/money';
import { styled } from '@/theme/stitches.config';
import { Muted, Row, Step, StepTitle, type PaymentActor } from './payment-ui';

const Qr = styled('img', { width: '200px', height: '200px', border: '1px solid $border', borderRadius: '$sm', backgroundColor: '#fff' });
const Progress = styled('progress', { width: '100%', maxWidth: '320px', height: '8px', accentColor: '$colors$brand' });
/** A phone (a narrow screen or a finger for a pointer) opens the bank's app; a computer shows the QR code to scan. */
const PHONE = '@media (max-width: 767px), (pointer: coarse)';
const OnPhone = styled('div', { display: 'none', gap: '$3', [PHONE]: { display: 'grid' } });
const OnComputer = styled('div', { display: 'grid', gap: '$3', justifyItems: 'start', [PHONE]: { display: 'none' } });

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
  // Back on the provider's page may restore this page as it was left (the back-forward cache):
  // then the payment is looked at again instead of "going to the provider" for ever.
  useEffect(() => {
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) actor.send({ type: 'provider.back' });
    };
    window.addEventListener('pageshow', back);
    return () => window.removeEventListener('pageshow', back);
  }, [actor]);
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
  return sbp && url ? <SbpPayStep actor={actor} url={url} /> : <CardCheckingStep actor={actor} />;
}

/** The return page: the amount (once the first check tells it) and how far the waiting has got. */
function CardCheckingStep({ actor }: { actor: PaymentActor }) {
  const amount = useSelector(actor, (s) => s.context.amount);
  const checks = useSelector(actor, (s) => s.context.checks);
  const limit = useSelector(actor, (s) => s.context.checkLimit);
  return (
    <Step data-testid="payment-state-checking" aria-busy="true">
      <StepTitle>{amount > 0 ? `Проверяем оплату ${formatRub(amount)}…` : 'Проверяем оплату…'}</StepTitle>
      <Progress value={Math.min(checks, limit)} max={limit} aria-label="Проверка оплаты" data-testid="payment-progress" />
      <Muted role="status">{checks === 0 ? 'Спрашиваем платёжную систему.' : `Ждём ответ банка: проверка ${Math.min(checks + 1, limit)} из ${limit}. Страница обновится сама.`}</Muted>
    </Step>
  );
}

/** SBP: on a phone, a button that opens the bank's app; on a computer, the QR code to scan with the phone. */
function SbpPayStep({ actor, url }: { actor: PaymentActor; url: string }) {
  const qrUrl = useSelector(actor, (s) => s.context.qrUrl);
  const amount = useSelector(actor, (s) => s.context.amount);
  const canLeave = useSelector(actor, (s) => s.can({ type: 'method.change' }));
  return (
    <Step data-testid="payment-state-checking">
      <StepTitle>Подтвердите оплату в приложении банка</StepTitle>
      <p>
        Сумма: <strong data-testid="payment-sbp-amount">{formatRub(amount)}</strong>
      </p>
      <OnPhone data-testid="sbp-on-phone">
        <Muted>Откройте приложение банка и подтвердите перевод по СБП.</Muted>
        <Row>
          <ButtonAnchor href={url} data-testid="sbp-open-app">
            Открыть приложение банка
          </ButtonAnchor>
        </Row>
      </OnPhone>
      <OnComputer data-testid="sbp-on-computer">
        <Muted>Отсканируйте QR-код камерой телефона: откроется приложение вашего банка.</Muted>
        {qrUrl ? <Qr src={qrUrl} alt="QR-код для оплаты через СБП" width={200} height={200} data-testid="sbp-qr" /> : null}
        <Muted>
          Или <a href={url} data-testid="sbp-link">откройте ссылку на оплату</a> на телефоне.
        </Muted>
      </OnComputer>
      <Muted role="status">Ждём подтверждения банка. Страница обновится сама.</Muted>
      {canLeave ? (
        <Row>
          <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'method.change' })}>
            Другой способ оплаты
          </Button>
          <Button type="button" variant="ghost" onClick={() => actor.send({ type: 'payment.cancel' })}>
            Отменить оплату
          </Button>
        </Row>
      ) : null}
    </Step>
  );
}

export function StillPendingStep({ actor }: { actor: PaymentActor }) {
  const canReopen = useSelector(actor, (s) => s.can({ type: 'provider.reopen' }));
  return (
    <Step data-testid="payment-state-stillPending">
      <StepTitle>Платёж ещё обрабатывается</StepTitle>
      <p>
        Банк пока не ответил. Можно подождать здесь или уйти: результат появится в личном кабинете, а к этой странице можно вернуться. Другой
        способ оплаты отменит этот платёж.
      </p>
      <Row>
        <Button type="button" onClick={() => actor.send({ type: 'payment.check' })}>
          Проверить ещё раз
        </Button>
        {canReopen ? (
          <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'provider.reopen' })}>
            Вернуться на страницу оплаты
          </Button>
        ) : null}
        <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'method.change' })}>
          Другой способ оплаты
        </Button>
        <Link href="/lk/Dashboard">В личный кабинет</Link>
      </Row>
    </Step>
  );
}
