// Counting and reading the transitions. A batch adds to the day's rows with one upsert per arrow
// (`count = count + n` in the database), so any number of API nodes count into the same rows and
// no node keeps a tally of its own.
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

export interface MachineStats {
  /** First and last Moscow day counted (inclusive). */
  from: string;
  to: string;
  /** Per machine id: each arrow taken, with how many times. */
  machines: Record<string, Array<{ from: string; event: string; to: string; count: number }>>;
}

/** Adds a batch to today's counts. */
export async function recordTransitions(db: AppDb, batch: TransitionCount[]): Promise<void> {
  const day = moscowToday(clock.now());
  // One statement per arrow: a batch is small (the contract caps it), and each upsert is atomic.
  for (const t of batch) {
    await db
      .insertInto('machine_transition_day')
      .values({ day, machine: t.Machine, source: t.From, event: t.Event, target: t.To, count: t.Count })
      .onConflict((oc) => oc.columns(['day', 'machine', 'source', 'event', 'target']).doUpdateSet((eb) => ({ count: eb(eb.ref('machine_transition_day.count'), '+', t.Count) })))
      .execute();
  }
}

const DAY_MS = 86_400_000;

/** The counts of the last `days` Moscow days, summed per arrow. */
export async function readMachineStats(db: AppDb, days = 30): Promise<MachineStats> {
  const now = clock.now();
  const to = moscowToday(now);
  const from = moscowToday(new Date(now.getTime() - (days - 1) * DAY_MS));
  const rows = await db
    .selectFrom('machine_transition_day')
    .select(['machine', 'source', 'event', 'target', (eb) => eb.fn.sum<number | string>('count').as('count')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['machine', 'source', 'event', 'target'])
    .orderBy('machine')
    .orderBy('source')
    .orderBy('event')
    .orderBy('target')
    .execute();
  const machines: MachineStats['machines'] = {};
  for (const r of rows) (machines[r.machine] ??= []).push({ from: r.source, event: r.event, to: r.target, count: Number(r.count) });
  return { from, to, machines };
}
