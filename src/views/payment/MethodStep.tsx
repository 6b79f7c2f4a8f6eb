// Step 2: how to pay — a card through SBC or Tinkoff (their own page takes the card), or SBP.
// The same form comes back (issue 27) when the client left a card payment at its provider's page
// (Back, a closed tab): with the amount and method kept, and a way back to that page.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { formatRub } from '@/domain/money';
import { Choice, Choices, Muted, Row, Step, StepTitle, type PaymentActor } from './payment-ui';

const METHODS = [
  { id: 'SBC', label: 'Картой через SBC', method: { code: 'Card', provider: 'SBC' } },
  { id: 'Tinkoff', label: 'Картой через Тинькофф', method: { code: 'Card', provider: 'Tinkoff' } },
  { id: 'Sbp', label: 'Через СБП из приложения банка', method: { code: 'Sbp', provider: 'SBC' } },
] as const;

export function MethodStep({ actor, testId = 'payment-state-method', children }: { actor: PaymentActor; testId?: string; children?: ReactNode }) {
  const amount = useSelector(actor, (s) => s.context.amount);
  const method = useSelector(actor, (s) => s.context.method);
  const canPay = useSelector(actor, (s) => s.can({ type: 'pay.start' }));
  const chosen = method ? (method.code === 'Sbp' ? 'Sbp' : method.provider) : null;
  return (
    <Step data-testid={testId}>
      <StepTitle>Как платите</StepTitle>
      {children}
      <p>
        К оплате: <strong data-testid="payment-amount">{formatRub(amount)}</strong>
      </p>
      <Choices>
        <legend>Способ оплаты</legend>
        {METHODS.map((m) => (
          <Choice key={m.id}>
            <input type="radio" name="payment-method" checked={chosen === m.id} onChange={() => actor.send({ type: 'method.choose', method: { ...m.method } })} />
            {m.label}
          </Choice>
        ))}
      </Choices>
      {method?.code === 'Sbp' ? (
        <Muted>Оплата подтверждается в приложении вашего банка по ссылке или QR-коду.</Muted>
      ) : (
        <Muted>Номер карты вы введёте на странице платёжной системы: к нам он не попадает.</Muted>
      )}
      <Row>
        <Button type="button" disabled={!canPay} onClick={() => actor.send({ type: 'pay.start' })} data-testid="payment-pay">
          Оплатить {formatRub(amount)}
        </Button>
        <ChangeAmountButton actor={actor} />
      </Row>
    </Step>
  );
}

/** «Изменить сумму» where the flow allows it (not for a fixed amount such as a prolongation fee). */
export function ChangeAmountButton({ actor }: { actor: PaymentActor }) {
  const canChangeAmount = useSelector(actor, (s) => s.can({ type: 'amount.change' }));
  return canChangeAmount ? (
    <Button type="button" variant="ghost" onClick={() => actor.send({ type: 'amount.change' })}>
      Изменить сумму
    </Button>
  ) : null;
}

/** Back from the provider's page without paying: the form again, and the payment left there can still be finished. */
export function AbandonedStep({ actor }: { actor: PaymentActor }) {
  const canReopen = useSelector(actor, (s) => s.can({ type: 'provider.reopen' }));
  return (
    <MethodStep actor={actor} testId="payment-state-abandoned">
      <Notice tone="info" role="status" data-testid="payment-abandoned">
        Оплата на странице платёжной системы не завершена. Можно оплатить снова — незавершённый платёж отменится — или вернуться к нему.
      </Notice>
      {canReopen ? (
        <Row>
          <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'provider.reopen' })}>
            Вернуться на страницу оплаты
          </Button>
        </Row>
      ) : null}
    </MethodStep>
  );
}
