// Issue 27, "Must show 2": settlement is serialized per loan. Twenty settlements of one loan at
// once (on PostgreSQL under `npm run test:pg`, each in its own transaction on its own connection)
// leave the ledger exactly as the same twenty applied one after the other: never more than the
// debt applied, the rest returned as overpaid, the loan closed once.
import { expect, test } from 'vitest';
import { nowIso } from '../clock';
import { applyPayment, owedOf, paidOf, type Settlement } from '../modules/loans';
import { bearer, call, freshUser, serverPerFile, signIn } from './accounts-helpers';
import { applyAndDecide, sign } from './loan-helpers';

const server = serverPerFile(120_000);

async function issuedLoan(phone: string) {
  const app = server().app;
  await freshUser(app, phone);
  const auth = bearer(await signIn(app, phone));
  const { LoanId } = await applyAndDecide(app, auth, 2_000_000, 20);
  expect((await sign(app, auth, phone, LoanId!)).statusCode).toBe(200);
  return { loanId: LoanId!, auth };
}

async function ledgerState(loanId: number, auth: Record<string, string>) {
  const db = server().database.db;
  const loan = (await call(server().app, { url: `/api/Loans/${loanId}`, headers: auth })).json();
  return { status: loan.Status as number, owed: await owedOf(db, loanId), paid: await paidOf(db, loanId), expenses: loan.ExpenseToPay };
}

test('20 concurrent settlements of one loan give the ledger the serial order gives', async () => {
  const db = server().database.db;
  // Each a tenth of the debt: the first ten close the loan, the other ten find nothing to pay.
  const amounts = Array.from({ length: 20 }, (_, i) => 200_000 + (i % 3));
  const pay = (loanId: number, amount: number) => db.transaction().execute((trx) => applyPayment(trx, loanId, amount, nowIso(), 'test'));

  const serial = await issuedLoan('79006440001');
  const serialResults: Settlement[] = [];
  for (const amount of amounts) serialResults.push(await pay(serial.loanId, amount));

  const parallel = await issuedLoan('79006440002');
  const parallelResults = await Promise.all(amounts.map((amount) => pay(parallel.loanId, amount)));

  const sum = (list: Settlement[], key: 'applied' | 'overpaid') => list.reduce((s, r) => s + r[key], 0);
  expect(sum(parallelResults, 'applied')).toBe(2_000_000);
  expect(sum(parallelResults, 'applied')).toBe(sum(serialResults, 'applied'));
  expect(sum(parallelResults, 'overpaid')).toBe(sum(serialResults, 'overpaid'));
  expect(parallelResults.filter((r) => r.closed)).toHaveLength(1);
  expect(await ledgerState(parallel.loanId, parallel.auth)).toEqual(await ledgerState(serial.loanId, serial.auth));
  expect(await ledgerState(parallel.loanId, parallel.auth)).toMatchObject({ status: 7, owed: 0, paid: 2_000_000 });
});
