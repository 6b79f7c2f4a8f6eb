// The sandbox clock (issue 13): a client's loans move N days forward; an active loan falls due,
// expires (Status 5) and accrues its penalty; other clients and the server's clock stay put.
import { expect, test } from 'vitest';
import { earlier } from '../modules/loans/sandbox-clock';
import { bearer, call, DEMO, freshUser, login, serverPerFile, signIn } from './accounts-helpers';
import { applyAndDecide, getLoan, sign } from './loan-helpers';

const server = serverPerFile();

test('dates and moments move back by whole days', () => {
  expect(earlier('2026-12-10', 40)).toBe('2026-10-31');
  expect(earlier('2026-12-10T09:30:00.000Z', 1)).toBe('2026-12-09T09:30:00.000Z');
  expect(earlier(null, 3)).toBeNull();
});

test('moving a client 40 days on expires the active loan and a penalty accrues; nobody else moves', async () => {
  const app = server().app;
  await freshUser(app, '79005550001');
  const auth = bearer(await signIn(app, '79005550001'));
  const { LoanId } = await applyAndDecide(app, auth, 1_000_000, 20);
  expect((await sign(app, auth, '79005550001', LoanId!)).statusCode).toBe(200);
  expect((await getLoan(app, auth, LoanId!)).Status).toBe(4);
  const other = bearer(await login(app, DEMO.active));
  const otherBefore = (await call(app, { url: '/api/Loans', headers: other })).json();

  const moved = await app.inject({ method: 'POST', url: '/sandbox/clock', payload: { Phone: '79005550001', Days: 40 } });
  expect(moved.json()).toEqual({ Loans: 1 });
  const loan = await getLoan(app, auth, LoanId!);
  expect(loan.Status).toBe(5);
  const history = (await call(app, { url: `/api/Loans/${LoanId}/DailyHistory`, headers: auth })).json() as { Penalty: number }[];
  expect(history.at(-1)!.Penalty).toBeGreaterThan(0);
  expect((await call(app, { url: '/api/Loans', headers: other })).json()).toEqual(otherBefore);

  expect((await app.inject({ method: 'POST', url: '/sandbox/clock', payload: { Phone: '79009999999', Days: 1 } })).statusCode).toBe(404);
  expect((await app.inject({ method: 'POST', url: '/sandbox/clock', payload: { Phone: '79005550001', Days: 0 } })).statusCode).toBe(400);
});
