// Reads what the invariants judge (invariants.ts) from the database the nodes share: the acquirer
// stand-ins' own records, our payments, the loans' ledger credits, and each loan's figures through
// the server's one accrual engine. Only the given clients' rows: the demo clients' seeded history
// has credits no acquirer made.
import type { AppDb } from '../../server/db/database';
import { ledgerOf, owedOf } from '../../server/modules/loans/ledger';
import type { AcquirerRecord, AskedRecord, LedgerSnapshot, LoanRecord, MetricsRecord } from './invariants';

/** The acquirer statuses that mean the money was taken (a refund afterwards does not undo the taking). */
const TAKEN = new Set(['CONFIRMED', 'PARTIAL_REFUNDED', 'REFUNDED']);

/** A ledger credit names its payment: «Оплата № 123». */
const paymentIdOf = (description: string) => {
  const match = /№\s*(\d+)/.exec(description);
  return match ? Number(match[1]) : null;
};

const addTo = (record: Record<string, number>, key: string, value: number) => (record[key] = (record[key] ?? 0) + value);

/** The payment series /metrics should show, from the ledger: every decided payment by provider/outcome. */
export async function ledgerMetrics(db: AppDb): Promise<MetricsRecord> {
  const rows = await db.selectFrom('payment').select(['provider', 'status', 'amount']).where('status', '!=', 'pending').execute();
  const metrics: MetricsRecord = { count: {}, amount: {} };
  for (const r of rows) {
    addTo(metrics.count, `${r.provider}/${r.status}`, 1);
    addTo(metrics.amount, `${r.provider}/${r.status}`, r.amount);
  }
  return metrics;
}

export async function readSnapshot(db: AppDb, userIds: number[], asked: AskedRecord[], metrics: MetricsRecord | null): Promise<LedgerSnapshot> {
  const users = userIds.length > 0 ? userIds : [-1];
  const payments = await db.selectFrom('payment').selectAll().where('user_id', 'in', users).execute();
  const paymentIds = payments.length > 0 ? payments.map((p) => String(p.id)) : ['-1'];
  const acquirerRows = await db.selectFrom('sandbox_acquiring').selectAll().where('order_id', 'in', paymentIds).execute();
  const acquirer: AcquirerRecord[] = acquirerRows.map((r) => ({ provider: r.provider, paymentId: Number(r.order_id), amount: r.amount, confirmed: TAKEN.has(r.status), refunded: r.refunded }));
  const loanRows = await db.selectFrom('loan').selectAll().where('user_id', 'in', users).execute();
  const loanIds = loanRows.length > 0 ? loanRows.map((l) => l.id) : [-1];
  const creditRows = await db.selectFrom('loan_payment').select(['loan_id', 'amount', 'description']).where('loan_id', 'in', loanIds).execute();
  const credits = creditRows.map((c) => ({ loanId: c.loan_id, paymentId: paymentIdOf(c.description), amount: c.amount }));
  const loans: LoanRecord[] = [];
  for (const loan of loanRows) {
    const ledger = await ledgerOf(db, loan);
    if (!ledger) continue; // an offer never signed: nothing lent
    const paid = credits.filter((c) => c.loanId === loan.id).reduce((s, c) => s + c.amount, 0);
    loans.push({ id: loan.id, principal: loan.amount, charged: ledger.accrual.charged, paid, owed: await owedOf(db, loan.id) });
  }
  const finishedAtAcquirer = new Set(acquirerRows.filter((r) => r.status !== 'NEW').map((r) => Number(r.order_id)));
  return {
    acquirer,
    payments: payments.map((p) => ({ id: p.id, userId: p.user_id, loanId: p.loan_id, provider: p.provider, amount: p.amount, status: p.status, overpaid: p.overpaid })),
    credits,
    loans,
    asked,
    pendingAfterDrain: payments.filter((p) => p.status === 'pending' && finishedAtAcquirer.has(p.id)).map((p) => p.id),
    ledgerMetrics: await ledgerMetrics(db),
    metrics,
  };
}

/** The payment series of a Prometheus text page. */
export function parseMetrics(text: string): MetricsRecord {
  const metrics: MetricsRecord = { count: {}, amount: {} };
  for (const line of text.split('\n')) {
    const match = /^(zaimy_payments_total|zaimy_payments_amount_kopecks_total)\{([^}]*)\}\s+([0-9.e+]+)/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries([...match[2]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const key = `${labels.provider}/${labels.outcome}`;
    addTo(match[1] === 'zaimy_payments_total' ? metrics.count : metrics.amount, key, Number(match[3]));
  }
  return metrics;
}
