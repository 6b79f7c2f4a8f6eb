// Step 1: how much to pay — the next payment, the whole debt, or a partial amount (form actor).
import { useSelector } from '@xstate/react';
import type { FormActorRef } from '@machines/form.machine';
import type { AmountField } from '@machines/payment.form';
import { TextField } from '@/components/form/fields';
import { useFormField, useFormStatus } from '@/components/form/use-form-actor';
import { Button } from '@/components/ui/Button';
import { formatRub } from '@/domain/money';
import { Choice, Choices, Muted, Step, StepForm, StepTitle, type PaymentActor } from './payment-ui';

export function AmountStep({ actor }: { actor: PaymentActor }) {
  const quote = useSelector(actor, (s) => s.context.quote);
  const choice = useSelector(actor, (s) => s.context.choice);
  const form = useSelector(actor, (s) => s.children.amountForm as FormActorRef<AmountField> | undefined);
  if (!quote || !form) return null;
  return <AmountForm actor={actor} form={form} choice={choice} next={quote.next} full={quote.full} min={quote.min} />;
}

function AmountForm({ actor, form, choice, next, full, min }: { actor: PaymentActor; form: FormActorRef<AmountField>; choice: string; next: number; full: number; min: number }) {
  const amount = useFormField(form, 'amount');
  const { submit } = useFormStatus(form as unknown as FormActorRef);
  const choose = (value: 'next' | 'full' | 'partial') => actor.send({ type: 'amount.choose', choice: value });
  return (
    <Step data-testid="payment-state-amount">
      <StepTitle>Сколько платите</StepTitle>
      <StepForm
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Choices>
          <legend>Сумма платежа</legend>
          {next < full ? (
            <Choice>
              <input type="radio" name="amount-choice" checked={choice === 'next'} onChange={() => choose('next')} />
              Следующий платёж <small>{formatRub(next)}</small>
            </Choice>
          ) : null}
          <Choice>
            <input type="radio" name="amount-choice" checked={choice === 'full' || (choice === 'next' && next >= full)} onChange={() => choose('full')} />
            Погасить заём полностью <small data-testid="payment-full">{formatRub(full)}</small>
          </Choice>
          <Choice>
            <input type="radio" name="amount-choice" checked={choice === 'partial'} onChange={() => choose('partial')} />
            Другая сумма
          </Choice>
        </Choices>
        {choice === 'partial' ? (
          <TextField id="payment-amount" label="Сумма, ₽" inputMode="decimal" autoComplete="off" {...amount} />
        ) : null}
        <Muted>
          Частичный платёж — от {formatRub(min)} до {formatRub(full)}.
        </Muted>
        <Button type="submit" data-testid="payment-amount-next">
          Далее
        </Button>
      </StepForm>
    </Step>
  );
}
