// What an operator watches of payments (server/metrics.ts reads these at every scrape): totals by
// provider and outcome straight from the payment rows, so every node reports the same cluster-wide
// figures and a restart loses nothing; the reconciliation's backlog; the acquirers' notices.
import { sql } from 'kysely';
import type { AppDb } from '../../db/database';

export interface PaymentTotal {
  provider: string;
  /** The payment row's status (pending, succeeded, declined, failed), or `refunded` (below). */
  outcome: string;
  count: number;
  /** Kopecks: the payments' amounts; for `refunded`, what was given back. */
  amount: number;
}

export async function paymentTotals(db: AppDb): Promise<PaymentTotal[]> {
  const byStatus = await db
    .selectFrom('payment')
    .select(['provider', 'status', sql<number>`count(*)`.as('count'), sql<number>`coalesce(sum(amount), 0)`.as('amount')])
    .groupBy(['provider', 'status'])
    .execute();
  // A refund gives back part of a succeeded payment: its own series, the payment stays `succeeded`.
  const refunded = await db
    .selectFrom('payment')
    .select(['provider', sql<number>`count(*)`.as('count'), sql<number>`coalesce(sum(refunded), 0)`.as('amount')])
    .where('refunded', '>', 0)
    .groupBy('provider')
    .execute();
  return [
    ...byStatus.map((r) => ({ provider: r.provider, outcome: r.status, count: Number(r.count), amount: Number(r.amount) })),
    ...refunded.map((r) => ({ provider: r.provider, outcome: 'refunded', count: Number(r.count), amount: Number(r.amount) })),
  ];
}

/** Payments still pending: how many, and how long the oldest has waited (seconds; 0 with none). */
export async function pendingBacklog(db: AppDb, now: Date): Promise<{ count: number; oldestSeconds: number }> {
  const row = await db
    .selectFrom('payment')
    .select([sql<number>`count(*)`.as('count'), sql<string | null>`min(created_at)`.as('oldest')])
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  const oldestSeconds = row.oldest ? Math.max(0, (now.getTime() - Date.parse(row.oldest)) / 1000) : 0;
  return { count: Number(row.count), oldestSeconds };
}

/** The acquirers' notices received, by provider and outcome (accepted, duplicate, rejected). */
export async function noticeTotals(db: AppDb): Promise<{ provider: string; outcome: string; count: number }[]> {
  const rows = await db
    .selectFrom('payment_gateway_event')
    .select(['provider', 'outcome', sql<number>`count(*)`.as('count')])
    .groupBy(['provider', 'outcome'])
    .execute();
  return rows.map((r) => ({ provider: r.provider, outcome: r.outcome, count: Number(r.count) }));
}
