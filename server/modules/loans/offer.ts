// The individual conditions of a loan as the client sees them before signing and in the
// agreement: the numbers fixed when the offer was priced (loans/pricing.ts), its fees, and the
// total the accrual engine asks on the due date of a loan nothing was paid on.
import { addDaysIso } from '@/domain/loan-calculator';
import { moscowDateOf } from './ledger';
import type { components } from '@/api/generated/api';
import type { AppDb } from '../../db/database';
import type { ContractFee } from './accrual';
import { feesOf, originalDueDate } from './ledger';
import type { LoanRow } from './service';
import { LOAN_STATUS } from './statuses';

export type LoanOffer = components['schemas']['LoanOffer'];

/** Days after the consent (the signing) within which a paid service may be refused (353-FZ art. 7 part 2.7). */
export const REFUSAL_DAYS = 30;

/** Null for a loan that was never priced (a refusal). `today` dates an offer not yet issued. */
export interface Refusal {
  at: string;
  to: 'Debt' | 'Card';
}

export function offerFrom(loan: LoanRow, fees: readonly ContractFee[], today: string, refusals: ReadonlyMap<number, Refusal> = new Map()): LoanOffer | null {
  if (loan.interest === null || loan.psk_thousandths === null) return null;
  // Before the signature a paid service is only offered: it is in the contract once ticked.
  const waiting = loan.status === LOAN_STATUS.OFFERED;
  const services = waiting ? fees.filter((f) => f.service) : [];
  const contractFees = waiting ? fees.filter((f) => !f.service) : fees;
  const feeTotal = contractFees.reduce((s, f) => s + f.amount, 0);
  return {
    Amount: loan.amount,
    Term: loan.term_days,
    InterestRatePerDay: loan.rate_permille_per_day / 10,
    Interest: loan.interest,
    Services: services.map((f) => ({ Id: f.id, ExpenseType: f.type, Amount: f.amount, Name: f.name, IsService: true })),
    Fees: contractFees.map((f) => ({
      Id: f.id,
      ExpenseType: f.type,
      Amount: f.amount,
      Name: f.name,
      IsService: f.service === true,
      RefusableUntil: f.service && !f.refusedDate && loan.issued_at ? addDaysIso(moscowDateOf(loan.issued_at), REFUSAL_DAYS) : null,
      RefusedAt: refusals.get(f.id ?? 0)?.at ?? null,
      ReturnedTo: refusals.get(f.id ?? 0)?.to ?? null,
    })),
    Total: loan.amount + loan.interest + feeTotal,
    DueDate: originalDueDate(loan) ?? addDaysIso(today, loan.term_days),
    Psk: loan.psk_thousandths / 1000,
    // The full cost in roubles: every charge of the term beyond the principal (353-FZ art. 6 part 4).
    PskAmount: loan.interest + feeTotal,
    PromoApplied: loan.promo === 1,
  };
}

export async function offerOf(db: AppDb, loan: LoanRow, today: string): Promise<LoanOffer | null> {
  const rows = await db.selectFrom('loan_fee').select(['id', 'refused_at', 'returned_to']).where('loan_id', '=', loan.id).where('refused_at', 'is not', null).execute();
  const refusals = new Map(rows.map((r) => [r.id, { at: r.refused_at!, to: r.returned_to === 'card' ? ('Card' as const) : ('Debt' as const) }]));
  return offerFrom(loan, await feesOf(db, loan.id), today, refusals);
}
