// A paid service on the loan page: refused within 30 days (machines/service-refusal.machine.ts),
// its fee back to the debt or, once the loan is closed, to the card. Renders the machine's state;
// the last day and what happened come from the server's offer.
import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/flows/flow-actor';
import { useServiceRefusalLogic } from '@/flows/service-refusal';
import { formatMoscowDateTime, formatNewsDate } from '@/domain/dates';
import { formatRub } from '@/domain/money';
import { styled } from '@/theme/stitches.config';
import { Button } from '../ui/Button';
import { Notice } from '../ui/Notice';
import type { OfferFee } from './OfferCharges';

const Box = styled('div', { display: 'grid', gap: '$2', marginTop: '$2' });
const Row = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2' });

const returnedText = (amount: number, to: 'Debt' | 'Card') =>
  to === 'Debt' ? `${formatRub(amount)} вычтены из долга по займу.` : `${formatRub(amount)} вернутся на карту, с которой погашен заём, в течение 7 рабочих дней.`;

function RefusalControl({ loanId, fee, loanOpen }: { loanId: number; fee: OfferFee & { Id: number }; loanOpen: boolean }) {
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

/** What a fee of the loan page adds: the refusal of a service, or the record of one. */
export function ServiceRefusal({ loanId, fee, loanOpen }: { loanId: number; fee: OfferFee; loanOpen: boolean }) {
  if (fee.RefusedAt) {
    return (
      <Notice role="status" data-testid="service-refused">
        Отказ от услуги {formatMoscowDateTime(fee.RefusedAt)}. {returnedText(fee.Amount, fee.ReturnedTo === 'Card' ? 'Card' : 'Debt')}
      </Notice>
    );
  }
  if (!fee.IsService || !fee.RefusableUntil || fee.Id === undefined) return null;
  return <RefusalControl loanId={loanId} fee={{ ...fee, Id: fee.Id }} loanOpen={loanOpen} />;
}
