// Counting and reading the transitions. A batch adds to the day's rows of the node's brand with one
// upsert per arrow (`count = count + n` in the database), so any number of API nodes — of either
// brand — count into the same table and no node keeps a tally of its own.
import { moscowToday } from '@/domain/dates';
import type { AppDb } from '../../db/database';
import { clock } from '../../clock';

export interface TransitionCount {
  Machine: string;
  From: string;
  Event: string;
  To: string;
  Count: number;
}

export interface DailyCount {
  day: string;
  brand: string;
  machine: string;
  from: string;
  event: string;
  to: string;
  count: number;
}

export interface MachineStats {
  /** First and last Moscow day counted (inclusive). */
  from: string;
  to: string;
  /** Per machine id: each arrow taken, with how many times (all days, all brands). */
  machines: Record<string, Array<{ from: string; event: string; to: string; count: number }>>;
  /** The same counts per Moscow day and brand (the funnel by day and brand). */
  daily: DailyCount[];
}

/** Adds a batch to today's counts of `brand` (the node's tenant). */
export async function recordTransitions(db: AppDb, brand: string, batch: TransitionCount[]): Promise<void> {
  const day = moscowToday(clock.now());
  // One statement per arrow: a batch is small (the contract caps it), and each upsert is atomic.
  for (const t of batch) {
    await db
      .insertInto('machine_transition_brand_day')
      .values({ day, brand, machine: t.Machine, source: t.From, event: t.Event, target: t.To, count: t.Count })
      .onConflict((oc) =>
        oc.columns(['day', 'brand', 'machine', 'source', 'event', 'target']).doUpdateSet((eb) => ({ count: eb(eb.ref('machine_transition_brand_day.count'), '+', t.Count) })),
      )
      .execute();
  }
}

const DAY_MS = 86_400_000;

/** The counts of the last `days` Moscow days: per day and brand, and summed per arrow. */
export async function readMachineStats(db: AppDb, days = 30): Promise<MachineStats> {
  const now = clock.now();
  const to = moscowToday(now);
  const from = moscowToday(new Date(now.getTime() - (days - 1) * DAY_MS));
  const rows = await db
    .selectFrom('machine_transition_brand_day')
    .select(['day', 'brand', 'machine', 'source', 'event', 'target', 'count'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .orderBy('brand')
    .orderBy('machine')
    .orderBy('source')
    .orderBy('event')
    .orderBy('target')
    .execute();
  const daily: DailyCount[] = rows.map((r) => ({ day: r.day, brand: r.brand, machine: r.machine, from: r.source, event: r.event, to: r.target, count: Number(r.count) }));
  const summed = new Map<string, DailyCount>();
  for (const d of daily) {
    const key = JSON.stringify([d.machine, d.from, d.event, d.to]);
    const seen = summed.get(key);
    if (seen) seen.count += d.count;
    else summed.set(key, { ...d });
  }
  const machines: MachineStats['machines'] = {};
  const byArrow = [...summed.values()].sort((a, b) => cmp(a.machine, b.machine) || cmp(a.from, b.from) || cmp(a.event, b.event) || cmp(a.to, b.to));
  for (const r of byArrow) (machines[r.machine] ??= []).push({ from: r.from, event: r.event, to: r.to, count: r.count });
  return { from, to, machines, daily };
}

// Code-point order, as the database's ORDER BY on these ASCII names.
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
