// Issue 26, "Must show 3": business dates are Moscow dates. A loan signed at 01:30 Moscow time on
// the last day of a month (22:30 UTC the day before) is issued on that Moscow date, falls due
// `term` days later, is not overdue until Moscow's midnight after the due date and is one day
// overdue (with one day of penalty) a minute after it; the times shown to the client are Moscow's.
import { expect, test } from 'vitest';
import { clock } from '../clock';
import { bearer, call, freshUser, lastCode, serverPerFile, signIn } from './accounts-helpers';
import { applyAndDecide, sign } from './loan-helpers';

const server = serverPerFile(120_000);

/** Moves the server's clock to an instant. */
const at = (iso: string) => {
  clock.offsetMs = Date.parse(iso) - Date.now();
};

test('a loan signed at 01:30 Moscow time on 30 November is issued on the 30th, due on 21 December, overdue from Moscow midnight', async () => {
  const app = server().app;
  const phone = '79006550001';
  at('2026-11-29T22:25:00Z');
  await freshUser(app, phone);
  const decided = await applyAndDecide(app, bearer(await signIn(app, phone)), 2_000_000, 21);
  at('2026-11-29T22:30:00Z'); // 01:30 on 30.11 in Moscow
  const auth = bearer(await signIn(app, phone));
  expect((await sign(app, auth, phone, decided.LoanId!)).statusCode).toBe(200);

  const loan = (await call(app, { url: `/api/Loans/${decided.LoanId}`, headers: auth })).json();
  expect(loan).toMatchObject({ Status: 4, DueDate: '2026-12-21', Term: 21 });
  expect(loan.Offer.DueDate).toBe('2026-12-21');
  const agreement = (await call(app, { url: `/api/Loans/${loan.Id}/Agreement`, headers: auth })).json().Content as string;
  expect(agreement).toContain('<th>Дата заключения</th><td>30.11.2026</td>');
  expect(agreement).toContain('<th>Дата возврата</th><td>21.12.2026</td>');
  const history = (await call(app, { url: `/api/Loans/${loan.Id}/DailyHistory`, headers: auth })).json();
  expect(history.map((d: { Date: string }) => d.Date)).toEqual(['2026-11-30']);

  // A prolongation signed at 01:30 Moscow time shows that time, not UTC's 22:30 of the day before.
  await call(app, { method: 'POST', url: `/api/Loans/${loan.Id}/ApproveProlongedAgreementByPhone`, payload: { Days: 7 }, headers: auth });
  const signed = await call(app, { method: 'POST', url: `/api/Loans/${loan.Id}/ConfirmProlongedAgreementByPhone`, payload: { Code: await lastCode(app, phone) }, headers: auth });
  expect(signed.statusCode).toBe(200);
  const documents = (await call(app, { url: '/api/Agreement/List', headers: auth })).json() as { Id: number; Name: string }[];
  const additional = documents.find((d) => d.Name.startsWith('Дополнительное соглашение'))!;
  const text = (await call(app, { url: `/api/Agreement?id=${additional.Id}`, headers: auth })).json().Content as string;
  expect(text).toContain('Подписано простой электронной подписью 30.11.2026 01:30 (МСК)');
  expect((await call(app, { url: `/api/Loans/${loan.Id}`, headers: auth })).json().DueDate).toBe('2026-12-28');

  // 23:59 on the due date in Moscow: still active, no penalty.
  at('2026-12-28T20:59:00Z');
  const evening = bearer(await signIn(app, phone));
  expect((await call(app, { url: `/api/Loans/${loan.Id}`, headers: evening })).json().Status).toBe(4);
  // 00:01 the next Moscow day (21:01 UTC, still the 28th in UTC): overdue, one day of penalty.
  at('2026-12-28T21:01:00Z');
  const night = bearer(await signIn(app, phone));
  const overdue = (await call(app, { url: `/api/Loans/${loan.Id}`, headers: night })).json();
  expect(overdue.Status).toBe(5);
  const days = (await call(app, { url: `/api/Loans/${loan.Id}/DailyHistory`, headers: night })).json() as { Date: string; Penalty: number }[];
  expect(days.at(-1)).toMatchObject({ Date: '2026-12-29', Penalty: 2_000_000 / 2000 });
  expect(overdue.ExpenseToPay).toContainEqual({ ExpenseType: 4, ExpenseAmount: 1_000, Name: 'Пени' });
});
