// Issue 29, the rest of what a stranger (or a stolen session) could do: change a signed loan's
// payout card, fill tables through the calls anyone may make unsigned, and start a sealed server
// on a database whose demo clients anyone can enter. Runs on SQLite and PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { addCard } from '../modules/cards';
import { assertNoDemoClients } from '../modules/demo/clients';
import { CSP_REPORT_PATH } from '../security-headers';
import { bearer, call, freshUser, serverPerFile, signIn, start } from './accounts-helpers';
import { applyAndDecide, sign } from './loan-helpers';

const boot = serverPerFile(120_000);
const app = () => boot().app;

test('the payout card can be chosen while the offer waits for the signature, never after', async () => {
  const phone = '79002920001';
  await freshUser(app(), phone);
  const auth = bearer(await signIn(app(), phone));
  const user = await boot().database.db.selectFrom('user_account').select('id').where('phone', '=', phone).executeTakeFirstOrThrow();
  const card = await addCard(boot().database.db, user.id, { last4: '4242', expiryMonth: 12, expiryYear: 2030, paymentSystem: 'Mir' });
  const { LoanId } = await applyAndDecide(app(), auth, 1_000_000, 10);
  const select = () => call(app(), { method: 'POST', url: '/api/Loans/SelectCard', payload: { CardId: card, TargetId: LoanId }, headers: auth });
  expect((await select()).statusCode).toBe(200);
  expect((await sign(app(), auth, phone, LoanId!)).statusCode).toBe(200);
  const after = await select();
  expect(after.statusCode).toBe(400);
  expect(after.json().Errors[0]).toEqual({ ErrorCode: 'LOAN_SIGNED', Message: 'Договор уже подписан: карту выплаты изменить нельзя' });
});

const report = (remoteAddress: string, body = JSON.stringify({ 'csp-report': { 'document-uri': 'https://site/', 'violated-directive': 'script-src', 'blocked-uri': 'inline' } })) =>
  app().inject({ method: 'POST', url: CSP_REPORT_PATH, headers: { 'content-type': 'application/csp-report' }, payload: body, remoteAddress });

test('CSP reports: at most 30 a minute from one address, each at most 16 KB', async () => {
  for (let i = 0; i < 30; i++) expect((await report('203.0.113.7')).statusCode).toBe(204);
  const limited = await report('203.0.113.7');
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  // Another address has its own budget.
  expect((await report('203.0.113.8')).statusCode).toBe(204);
  const huge = JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(20_000) } });
  expect((await report('203.0.113.9', huge)).statusCode).toBe(413);
  const rows = await boot().database.db.selectFrom('csp_report').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  expect(Number(rows.n)).toBe(31);
});

test('provider notices: a budget per address and a size limit, before the body is read', async () => {
  const post = (remoteAddress: string, payload: Record<string, unknown>) =>
    app().inject({ method: 'POST', url: '/api/PaymentGateway/Tinkoff/Callback', payload, remoteAddress });
  const answers = [];
  for (let i = 0; i < 301; i++) answers.push((await post('198.51.100.20', { PaymentId: 'nope', Amount: 1 })).statusCode);
  expect(answers.slice(0, 300).every((s) => s !== 429)).toBe(true);
  expect(answers[300]).toBe(429);
  expect((await post('198.51.100.21', { PaymentId: 'x'.repeat(20_000), Amount: 1 })).statusCode).toBe(413);
});

test('a sealed server (SANDBOX=0) refuses a database that holds the demo clients, naming them', async () => {
  await expect(assertNoDemoClients(boot().database.db)).rejects.toThrow(/79000000001 \(id \d+, Петров Иван\)/);
  const dir = mkdtempSync(join(tmpdir(), 'demo-refusal-'));
  try {
    const sandbox = await start({ DATA_DIR: dir });
    await sandbox.app.close();
    await expect(start({ DATA_DIR: dir, SANDBOX: '0' })).rejects.toThrow(/SANDBOX=0 refuses this database.*79000000001/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a sealed server starts on a database without demo clients', async () => {
  const sealed = await start({ SANDBOX: '0' });
  await sealed.app.close();
});
