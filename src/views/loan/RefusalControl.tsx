// The refusal of a paid service on the loan page (machines/service-refusal.machine.ts): loaded
// only where a fee can still be refused, so the loan page starts without the machine's code.
import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/flows/flow-actor';
import { useServiceRefusalLogic } from '@/flows/service-refusal';
import { formatNewsDate } from '@/domain/dates';
import { formatRub } from '@/domain/money';
import { styled } from '@/theme/stitches.config';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import type { OfferFee } from '@/components/loan-offer/OfferCharges';
import { returnedText } from './service-refusal-texts';

const Box = styled('div', { display: 'grid', gap: '$2', marginTop: '$2' });
const Row = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2' });

export default function RefusalControl({ loanId, fee, loanOpen }: { loanId: number; fee: OfferFee & { Id: number }; loanOpen: boolean }) {
  const actor = useFlowActor(useServiceRefusalLogic(), { input: { LoanId: loanId, FeeId: fee.Id, Name: fee.Name, Amount: fee.Amount } });
  const confirming = useSelector(actor, (s) => s.hasTag('confirming'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const result = useSelector(actor, (s) => s.context.result);
  const error = useSelector(actor, (s) => s.context.error);
  if (result) {
    return (
      <Notice tone="success" role="status" data-testid="service-refused">
        Вы отказались от услуги. {returnedText(result.Amount, result.ReturnedTo)}
      </Notice>
    );
  }
  return (
    <Box>
      {confirming ? (
        <>
          <span>
            Отказаться от услуги «{fee.Name}»? {loanOpen ? `Долг по займу уменьшится на ${formatRub(fee.Amount)}.` : `${formatRub(fee.Amount)} вернутся на карту.`}
          </span>
          {error ? (
            <Notice tone="error" role="alert" data-testid="service-refusal-error">
              {error}
            </Notice>
          ) : null}
          <Row>
            <Button type="button" size="sm" disabled={busy} onClick={() => actor.send({ type: 'refusal.confirm' })} data-testid="service-refusal-confirm">
              Да, отказаться
            </Button>
            <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={() => actor.send({ type: 'refusal.cancel' })}>
              Оставить услугу
            </Button>
          </Row>
        </>
      ) : (
        <Row>
          <Button type="button" size="sm" variant="secondary" onClick={() => actor.send({ type: 'refusal.ask' })} data-testid="service-refuse">
            Отказаться от услуги
          </Button>
          <span>можно до {formatNewsDate(fee.RefusableUntil!)} включительно</span>
        </Row>
      )}
    </Box>
  );
}
