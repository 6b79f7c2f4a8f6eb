// The individual conditions of a loan as the client sees them before signing and in the
// agreement: the numbers fixed when the offer was priced (loans/pricing.ts).
import { addDaysIso } from '../../../src/domain/loan-calculator';
import type { components } from '../../../src/api/generated/api';
import type { LoanRow } from './service';

export type LoanOffer = components['schemas']['LoanOffer'];

/** Null for a loan that was never priced (a refusal). `today` dates an offer not yet issued. */
export function offerOf(loan: LoanRow, today: string): LoanOffer | null {
  if (loan.interest === null || loan.psk_thousandths === null) return null;
  return {
    Amount: loan.amount,
    Term: loan.term_days,
    InterestRatePerDay: loan.rate_permille_per_day / 10,
    Interest: loan.interest,
    Total: loan.amount + loan.interest,
    DueDate: loan.due_date ?? addDaysIso(today, loan.term_days),
    Psk: loan.psk_thousandths / 1000,
    PromoApplied: loan.promo === 1,
  };
}
