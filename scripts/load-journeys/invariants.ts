// The money invariants the journey load test checks after every run (issue 48), on a snapshot of
// the ledger, the acquirers' own records and what the clients asked. Pure: the snapshot is read
// elsewhere (snapshot.ts), so a test can plant a bug in one and see the check name it.

/** One payment as the acquirer stand-in recorded it (its own table, not ours). */
export interface AcquirerRecord {
  provider: string;
  /** Our payment id, as we gave it at Init. */
  paymentId: number;
  amount: number;
  /** Money taken: the acquirer confirmed it (refunds later or not). */
  confirmed: boolean;
  refunded: number;
}

export interface PaymentRecord {
  id: number;
  userId: number;
  loanId: number;
  provider: string;
  amount: number;
  status: string;
  overpaid: number;
}

/** One credit in a loan's ledger (loan_payment), with the payment it came from. */
export interface CreditRecord {
  loanId: number;
  paymentId: number | null;
  amount: number;
}

export interface LoanRecord {
  id: number;
  principal: number;
  /** Interest, fees and penalties charged since the issue (the accrual engine's). */
  charged: number;
  /** Credited to the loan: the sum of its ledger credits. */
  paid: number;
  /** What the client owes today, as the server answers it. */
  owed: number;
}

/** What a virtual client submitted on the provider's page: the amount it agreed to pay. */
export interface AskedRecord {
  userId: number;
  paymentId: number;
  amount: number;
}

export interface MetricsRecord {
  /** zaimy_payments_total by "provider/outcome". */
  count: Record<string, number>;
  /** zaimy_payments_amount_kopecks_total by "provider/outcome". */
  amount: Record<string, number>;
}

export interface LedgerSnapshot {
  acquirer: AcquirerRecord[];
  payments: PaymentRecord[];
  credits: CreditRecord[];
  loans: LoanRecord[];
  asked: AskedRecord[];
  /** Payments still pending although their page was finished, after the wait for reconciliation. */
  pendingAfterDrain: number[];
  /** The ledger's payments by provider/status (all of them), to compare with /metrics. */
  ledgerMetrics: MetricsRecord;
  /** null: the nodes serve no /metrics (not checked). */
  metrics: MetricsRecord | null;
}

export const INVARIANTS = {
  creditedOnce: 'every payment the provider confirmed is credited exactly once',
  onlyConfirmed: 'nothing is credited that the provider did not confirm',
  loanBalance: "every loan's paid + owed = principal + charged",
  withinAsked: 'no client is charged beyond what was asked',
  drained: 'reconciliation drains the backlog within its period',
  metrics: "the payment counters on /metrics equal the ledger's",
} as const;

export type InvariantName = keyof typeof INVARIANTS;

export interface Violation {
  invariant: InvariantName;
  detail: string;
}

const groupBy = <T, K>(items: T[], key: (item: T) => K) => {
  const map = new Map<K, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
};
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

function creditedOnce(s: LedgerSnapshot, credits: Map<number | null, CreditRecord[]>, payments: Map<number, PaymentRecord>): Violation[] {
  const out: Violation[] = [];
  for (const a of s.acquirer.filter((r) => r.confirmed)) {
    const payment = payments.get(a.paymentId);
    const own = credits.get(a.paymentId) ?? [];
    if (!payment || payment.status !== 'succeeded') out.push({ invariant: 'creditedOnce', detail: `payment ${a.paymentId}: confirmed by ${a.provider}, ours is ${payment?.status ?? 'missing'}` });
    else if (own.length > 1) out.push({ invariant: 'creditedOnce', detail: `payment ${a.paymentId}: credited ${own.length} times (${own.map((c) => c.amount).join(' + ')} kopecks)` });
    else if (sum(own.map((c) => c.amount)) + payment.overpaid !== a.amount)
      out.push({ invariant: 'creditedOnce', detail: `payment ${a.paymentId}: ${a.amount} taken, ${sum(own.map((c) => c.amount))} credited + ${payment.overpaid} overpaid` });
  }
  return out;
}

function onlyConfirmed(s: LedgerSnapshot, confirmed: Set<number>): Violation[] {
  const out: Violation[] = [];
  for (const c of s.credits) {
    if (c.paymentId === null || !confirmed.has(c.paymentId)) out.push({ invariant: 'onlyConfirmed', detail: `loan ${c.loanId}: ${c.amount} kopecks credited from payment ${c.paymentId ?? '(none)'} no provider confirmed` });
  }
  for (const p of s.payments) {
    if (p.status === 'succeeded' && !confirmed.has(p.id)) out.push({ invariant: 'onlyConfirmed', detail: `payment ${p.id}: succeeded, but ${p.provider} did not confirm it` });
  }
  return out;
}

function loanBalance(s: LedgerSnapshot): Violation[] {
  return s.loans
    .filter((l) => l.paid + l.owed !== l.principal + l.charged)
    .map((l) => ({ invariant: 'loanBalance' as const, detail: `loan ${l.id}: paid ${l.paid} + owed ${l.owed} ≠ principal ${l.principal} + charged ${l.charged}` }));
}

function withinAsked(s: LedgerSnapshot, payments: Map<number, PaymentRecord>): Violation[] {
  const out: Violation[] = [];
  const asked = new Map(s.asked.map((a) => [a.paymentId, a]));
  for (const [paymentId, rows] of groupBy(s.acquirer.filter((r) => r.confirmed), (r) => r.paymentId)) {
    const ask = asked.get(paymentId);
    const taken = sum(rows.map((r) => r.amount - r.refunded));
    if (rows.length > 1) out.push({ invariant: 'withinAsked', detail: `payment ${paymentId}: taken ${rows.length} times by the provider` });
    if (!ask) out.push({ invariant: 'withinAsked', detail: `payment ${paymentId}: ${taken} kopecks taken, the client never agreed to it` });
    else if (taken > ask.amount) out.push({ invariant: 'withinAsked', detail: `payment ${paymentId}: ${taken} kopecks taken, ${ask.amount} asked` });
    const payment = payments.get(paymentId);
    if (ask && payment && payment.userId !== ask.userId) out.push({ invariant: 'withinAsked', detail: `payment ${paymentId}: asked by client ${ask.userId}, charged to ${payment.userId}` });
  }
  return out;
}

function metricsEqual(s: LedgerSnapshot): Violation[] {
  if (!s.metrics) return [];
  const out: Violation[] = [];
  for (const [series, ledger, served] of [
    ['zaimy_payments_total', s.ledgerMetrics.count, s.metrics.count],
    ['zaimy_payments_amount_kopecks_total', s.ledgerMetrics.amount, s.metrics.amount],
  ] as const) {
    // Decided payments only: a pending one may be decided between the scrape and the ledger's read,
    // and `refunded` (what went back) is a part of a succeeded payment, not an outcome of its own.
    const decided = (key: string) => !key.endsWith('/pending') && !key.endsWith('/refunded');
    for (const key of new Set([...Object.keys(ledger), ...Object.keys(served)].filter(decided))) {
      if ((ledger[key] ?? 0) !== (served[key] ?? 0)) out.push({ invariant: 'metrics', detail: `${series}{${key}}: /metrics ${served[key] ?? 0}, ledger ${ledger[key] ?? 0}` });
    }
  }
  return out;
}

/** Every violation of the invariants, each named; empty when the run kept them all. */
export function checkInvariants(s: LedgerSnapshot): Violation[] {
  const credits = groupBy(s.credits, (c) => c.paymentId);
  const payments = new Map(s.payments.map((p) => [p.id, p]));
  const confirmed = new Set(s.acquirer.filter((r) => r.confirmed).map((r) => r.paymentId));
  return [
    ...creditedOnce(s, credits, payments),
    ...onlyConfirmed(s, confirmed),
    ...loanBalance(s),
    ...withinAsked(s, payments),
    ...s.pendingAfterDrain.map((id) => ({ invariant: 'drained' as const, detail: `payment ${id}: still pending after the reconciliation period` })),
    ...metricsEqual(s),
  ];
}
