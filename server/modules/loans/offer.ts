// The individual conditions of a loan as the client sees them before signing and in the
// agreement: the numbers fixed when the offer was priced (loans/pricing.ts), its fees, and the
// total the accrual engine asks on the due date of a loan nothing was paid on.
import { addDaysIso } from '@/domain/loan-calculator';
import type { components } from '@/api/generated/api';
import type { AppDb } from '../../db/database';
import type { ContractFee } from './accrual';
import { feesOf, originalDueDate } from './ledger';
import type { LoanRow } from './service';

export type LoanOffer = components['schemas']['LoanOffer'];

/** Null for a loan that was never priced (a refusal). `today` dates an offer not yet issued. */
export function offerFrom(loan: LoanRow, fees: readonly ContractFee[], today: string): LoanOffer | null {
  if (loan.interest === null || loan.psk_thousandths === null) return null;
  const feeTotal = fees.reduce((s, f) => s + f.amount, 0);
  return {
    Amount: loan.amount,
    Term: loan.term_days,
    InterestRatePerDay: loan.rate_permille_per_day / 10,
    Interest: loan.interest,
    Fees: fees.map((f) => ({ ExpenseType: f.type, Amount: f.amount, Name: f.name })),
    Total: loan.amount + loan.interest + feeTotal,
    DueDate: originalDueDate(loan) ?? addDaysIso(today, loan.term_days),
    Psk: loan.psk_thousandths / 1000,
    PromoApplied: loan.promo === 1,
  };
}

export async function offerOf(db: AppDb, loan: LoanRow, today: string): Promise<LoanOffer | null> {
  return offerFrom(loan, await feesOf(db, loan.id), today);
}
