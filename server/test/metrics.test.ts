// Issue 48: /metrics is Prometheus text (parsed strictly here), its payment series are read from
// the payment rows and agree with the ledger after payments through both acquirers, request
// series are labelled by route pattern (never a loan's id), and outside the sandbox only the
// operator's token reads it. Runs on SQLite and, in `npm run test:pg`, on PostgreSQL.
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { BuiltServer } from '../app';
import { call } from './accounts-helpers';
import { clientWithLoan, notice, sendCallback, startPayment, tinkoffNotice } from './payment-helpers';
import { startServer } from './inject-checked';
import { parsePrometheusText, valueOf } from './prometheus-text';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });
let built: BuiltServer;
beforeAll(async () => {
  built = await startServer();
});
afterAll(async () => built.app.close());
const app = () => built.app;
const db = () => built.database.db;

async function scrape() {
  const res = await app().inject({ url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(res.body);
}

const payments = (samples: ReturnType<typeof parsePrometheusText>, provider: string, outcome: string) => ({
  count: valueOf(samples, 'zaimy_payments_total', { provider, outcome }),
  kopecks: valueOf(samples, 'zaimy_payments_amount_kopecks_total', { provider, outcome }),
});

test('the payment series count the payments by provider and outcome, and what they credited equals the ledger', async () => {
  const before = await scrape();
  const { auth, loanId } = await clientWithLoan(app(), '79004848001');
  const pay = async (Provider: 'SBC' | 'Tinkoff', Amount: number) => {
    const started = await startPayment(app(), auth, { LoanId: loanId, Amount, Provider, ReturnUrl: `/lk/paymentCallback/${Provider}` });
    expect(started.statusCode).toBe(200);
    return (started.json() as { PaymentId: number }).PaymentId;
  };
  const confirmed = await pay('SBC', 100_000);
  const signed = await notice(db(), 'SBC', { PaymentId: confirmed, Amount: 100_000 });
  expect((await sendCallback(app(), 'SBC', signed)).statusCode).toBe(200);
  expect((await sendCallback(app(), 'SBC', signed)).statusCode).toBe(200); // a duplicate: counted as a notice, not a payment
  const declined = await pay('SBC', 50_000);
  expect((await sendCallback(app(), 'SBC', await notice(db(), 'SBC', { PaymentId: declined, Amount: 50_000, Status: 'declined' }))).statusCode).toBe(200);
  const viaTinkoff = await pay('Tinkoff', 70_000);
  expect((await sendCallback(app(), 'Tinkoff', await tinkoffNotice(db(), viaTinkoff))).statusCode).toBe(200);
  await pay('SBC', 30_000); // left pending

  const after = await scrape();
  const delta = (provider: string, outcome: string) => {
    const [a, b] = [payments(after, provider, outcome), payments(before, provider, outcome)];
    return { count: a.count - b.count, kopecks: a.kopecks - b.kopecks };
  };
  expect(delta('SBC', 'succeeded')).toEqual({ count: 1, kopecks: 100_000 });
  expect(delta('SBC', 'declined')).toEqual({ count: 1, kopecks: 50_000 });
  expect(delta('SBC', 'pending')).toEqual({ count: 1, kopecks: 30_000 });
  expect(delta('Tinkoff', 'succeeded')).toEqual({ count: 1, kopecks: 70_000 });
  // The ledger: what the loan was credited is what the succeeded series add up to.
  const credited = await db().selectFrom('loan_payment').select('amount').where('loan_id', '=', loanId).execute();
  const ledger = credited.reduce((sum, r) => sum + r.amount, 0);
  expect(ledger).toBe(170_000);
  expect(delta('SBC', 'succeeded').kopecks + delta('Tinkoff', 'succeeded').kopecks).toBe(ledger);

  const all = (await db().selectFrom('payment').select(['status']).where('status', '=', 'pending').execute()).length;
  expect(valueOf(after, 'zaimy_reconciliation_pending_payments')).toBe(all);
  expect(valueOf(after, 'zaimy_reconciliation_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
  expect(valueOf(after, 'zaimy_provider_notices_total', { provider: 'SBC', outcome: 'duplicate' }) - (before.some((s) => s.name === 'zaimy_provider_notices_total' && s.labels.outcome === 'duplicate') ? valueOf(before, 'zaimy_provider_notices_total', { provider: 'SBC', outcome: 'duplicate' }) : 0)).toBe(1);
  expect(valueOf(after, 'zaimy_scoring_queue_pending')).toBeGreaterThanOrEqual(0);
});

test('requests are counted by route pattern and status, never by the raw address', async () => {
  const { auth, loanId } = await clientWithLoan(app(), '79004848002');
  expect((await call(app(), { url: `/api/Loans/${loanId}`, headers: auth })).statusCode).toBe(200);
  expect((await app().inject({ url: '/api/Info/Settings', headers: { 'x-client-api-key': 'nope' } })).statusCode).toBe(403);
  const samples = await scrape();
  const routes = new Set(samples.filter((s) => s.name === 'zaimy_http_request_duration_seconds_count').map((s) => s.labels.route!));
  expect([...routes].some((r) => r.startsWith('/api/Loans/:'))).toBe(true);
  expect([...routes].filter((r) => r.includes(String(loanId)))).toEqual([]);
  expect(valueOf(samples, 'zaimy_http_request_duration_seconds_count', { method: 'GET', route: '/api/Info/Settings', status: '403' })).toBe(1);
  expect(valueOf(samples, 'zaimy_http_request_duration_seconds_bucket', { method: 'GET', route: '/api/Info/Settings', status: '403', le: '+Inf' })).toBe(1);
});

test('outside the sandbox /metrics needs METRICS_TOKEN, and is not served without one', async () => {
  const sealed = await startServer({ SANDBOX: '0', METRICS_TOKEN: 'metrics-token-of-the-test' });
  const unset = await startServer({ SANDBOX: '0' });
  try {
    expect((await sealed.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await sealed.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    const read = await sealed.app.inject({ url: '/metrics', headers: { authorization: 'Bearer metrics-token-of-the-test' } });
    expect(read.statusCode).toBe(200);
    expect(parsePrometheusText(read.body).some((s) => s.name === 'zaimy_payments_total')).toBe(true);
    expect((await unset.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  } finally {
    await Promise.all([sealed.app.close(), unset.app.close()]);
  }
});

test('the reader refuses what is not Prometheus text', () => {
  expect(() => parsePrometheusText('# TYPE a counter\na{x="1"} 1\n')).not.toThrow();
  expect(() => parsePrometheusText('a 1\n')).toThrow(/no declared family/);
  expect(() => parsePrometheusText('# TYPE a counter\na{x=1} 1\n')).toThrow(/bad labels/);
  expect(() => parsePrometheusText('# TYPE a counter\na one\n')).toThrow(/not a number/);
});
