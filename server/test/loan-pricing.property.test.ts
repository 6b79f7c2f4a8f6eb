// Issue 11, "Must show 3": over amount × term × client kind, the calculator's total (the SPA's
// calculator fed with the settings the server hands that client) equals the server's offer, and
// the issued loan's expenses equal the accepted offer.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { calculateLoan } from '@/domain/loan-calculator';
import { toCalculatorSettings, type ApiCalculatorSettings } from '@/views/home/calculator-settings';
import { clock } from '../clock';
import { LOAN_STATUS } from '../modules/loans/statuses';
import { bearer, call, freshUser, serverPerFile, signIn } from './accounts-helpers';
import { applyAndDecide, getLoan, sign } from './loan-helpers';

const server = serverPerFile(240_000);

let nextPhone = 79007770000;
type Kind = 'first' | 'repeat';

/** A signed-in client; a repeat client has had a loan issued and repaid (closed) before. */
async function clientOf(kind: Kind) {
  const phone = String(++nextPhone);
  await freshUser(server().app, phone);
  const auth = bearer(await signIn(server().app, phone));
  if (kind === 'repeat') {
    const { LoanId } = await applyAndDecide(server().app, auth, 100_000, 5);
    await sign(server().app, auth, phone, LoanId!);
    await server().database.db.updateTable('loan').set({ status: LOAN_STATUS.CLOSED }).where('id', '=', LoanId!).execute();
  }
  return { phone, auth };
}

test('calculator total = offer total = issued expenses, for anonymous/first-loan and repeat clients', async () => {
  const app = server().app;
  const anonymous = (await call(app, { url: '/api/Info/DefaultCalcSettings' })).json() as ApiCalculatorSettings;
  const { MinAmount, MaxAmount, AmountStep, MinTerm, MaxTerm } = anonymous;
  // The sandbox approves up to 20 000 ₽; amounts on the calculator's grid.
  const amountArb = fc.integer({ min: 0, max: (Math.min(MaxAmount, 2_000_000) - MinAmount) / AmountStep }).map((i) => MinAmount + i * AmountStep);
  const termArb = fc.integer({ min: MinTerm, max: MaxTerm });
  const kindArb = fc.constantFrom<Kind>('first', 'repeat');
  // Edges of the promotion (15 000 ₽, 21 days) always run, then random points.
  const examples: [number, number, Kind][] = [
    [1_500_000, 21, 'first'], [1_500_000, 22, 'first'], [1_550_000, 21, 'first'], [1_500_000, 20, 'repeat'],
  ];

  await fc.assert(
    fc.asyncProperty(amountArb, termArb, kindArb, async (amount, term, kind) => {
      const { phone, auth } = await clientOf(kind);
      // What the calculator shows this client: anonymous visitors (= first loan) get DefaultCalcSettings,
      // a signed-in client the settings of RegistrationCalculator, which know the client's history.
      const own = (await call(app, { url: '/api/Account/RegistrationCalculator', headers: auth })).json().Settings as ApiCalculatorSettings;
      expect(own.IsFirstLoan).toBe(kind === 'first');
      const shown = kind === 'first' ? anonymous : own;
      const quote = calculateLoan(toCalculatorSettings(shown), { amount: amount / 100, term, today: '2026-01-01', firstLoan: shown.IsFirstLoan ?? true });
      expect(quote.principalKopecks).toBe(amount);

      const { Status, LoanId } = await applyAndDecide(app, auth, amount, term);
      expect(Status).toBe('approved');
      const { Offer } = await getLoan(app, auth, LoanId!);
      expect(Offer).toMatchObject({ Amount: amount, Term: term, Total: quote.repayKopecks, Interest: quote.interestKopecks, Psk: quote.pskPercent, PromoApplied: quote.promoApplied });

      expect((await sign(app, auth, phone, LoanId!)).statusCode).toBe(200);
      const issued = await getLoan(app, auth, LoanId!);
      expect(issued.Status).toBe(LOAN_STATUS.ACTIVE);
      const expenses = issued.ExpenseToPay as { ExpenseType: number; ExpenseAmount: number }[];
      // Issued today: the principal is owed, no interest yet; the due date, untouched, asks the offer's total.
      expect(expenses.find((e) => e.ExpenseType === 1)?.ExpenseAmount).toBe(Offer.Amount);
      expect(expenses.find((e) => e.ExpenseType === 2)?.ExpenseAmount).toBe(0);
      expect((await call(app, { url: `/api/Loans/${LoanId}/NextPayment`, headers: auth })).json().DueAmount).toBe(Offer.Total);
      clock.offsetMs = 0;
    }),
    { numRuns: 24, examples },
  );
});
