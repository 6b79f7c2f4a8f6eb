// A paid service on the loan page: refused within 30 days (machines/service-refusal.machine.ts),
// its fee back to the debt or, once the loan is closed, to the card. Renders the machine's state;
// the last day and what happened come from the server's offer.
import { lazy, Suspense } from 'react';
import { formatMoscowDateTime } from '@/domain/dates';
import { Notice } from '@/components/ui/Notice';
import type { OfferFee } from '@/components/loan-offer/OfferCharges';
import { returnedText } from './service-refusal-texts';

const RefusalControl = lazy(() => import('./RefusalControl'));

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
  return (
    <Suspense fallback={null}>
      <RefusalControl loanId={loanId} fee={{ ...fee, Id: fee.Id }} loanOpen={loanOpen} />
    </Suspense>
  );
}
