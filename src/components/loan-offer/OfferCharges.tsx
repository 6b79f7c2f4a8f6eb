// Every charge of a loan's individual conditions by name and amount — the principal, the interest
// and each fee — and what they add up to, «Вернуть» (the server's offer: loans/offer.ts). The offer
// panel and the loan page show the same lines; `feeExtra` adds a fee's own control (a refusal).
import { Fragment, type ReactNode } from 'react';
import type { LoanOffer } from '@/api/loans';
import { formatRub } from '@/domain/money';

export type OfferFee = NonNullable<LoanOffer['Fees']>[number];

export function OfferCharges({ offer, feeExtra }: { offer: LoanOffer; feeExtra?: (fee: OfferFee) => ReactNode }) {
  return (
    <>
      <dt>Сумма займа</dt>
      <dd data-testid="offer-amount">{formatRub(offer.Amount)}</dd>
      <dt>Проценты</dt>
      <dd data-testid="offer-interest">{formatRub(offer.Interest)}</dd>
      {(offer.Fees ?? []).map((fee, i) => (
        <Fragment key={fee.Id ?? i}>
          <dt data-testid="offer-fee-name">{fee.Name}</dt>
          <dd data-testid="offer-fee-amount">
            {formatRub(fee.Amount)}
            {feeExtra?.(fee)}
          </dd>
        </Fragment>
      ))}
      <dt>Вернуть</dt>
      <dd data-testid="offer-total">{formatRub(offer.Total)}</dd>
    </>
  );
}
