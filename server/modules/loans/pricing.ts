// The server prices offers with the same function and the same settings as the calculator
// (src/domain/loan-price.ts fed with GET Info/DefaultCalcSettings): one rule, one copy of the
// arithmetic (docs/decisions.md «One pricing rule»).
import type { AppDb } from '../../db/database';
import { priceLoan, priceRuleOf, type LoanPrice } from '@/domain/loan-price';
import { CALCULATOR_SETTINGS } from './calculator';

export const PRICE_RULE = priceRuleOf(CALCULATOR_SETTINGS);

export const priceFor = (amount: number, termDays: number, firstLoan: boolean, feesKopecks = 0): LoanPrice =>
  priceLoan(PRICE_RULE, { principalKopecks: amount, termDays, firstLoan, feesKopecks });

/** A first loan: the client has never had a loan paid out (refused and declined offers do not count). */
export async function isFirstLoan(db: AppDb, userId: number): Promise<boolean> {
  const issued = await db.selectFrom('loan').select('id').where('user_id', '=', userId).where('issued_at', 'is not', null).executeTakeFirst();
  return issued === undefined;
}

/** The calculator settings for this client: the same limits, priced as a first loan or not. */
export async function calculatorSettingsFor(db: AppDb, userId: number) {
  return { ...CALCULATOR_SETTINGS, IsFirstLoan: await isFirstLoan(db, userId) };
}
