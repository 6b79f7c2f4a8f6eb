// Counts the transitions real sessions take (issue 31, part 3) and reports them in batches through
// the analytics sink, where the server adds them to the day's counts per machine and arrow. It
// watches the actors through the same inspection as the statechart viewer (observeActors). Each
// transition is reduced to names from the machines' code — machine, source state, event type,
// target — so no event data and nothing the client typed ever leaves the tab. Nothing is counted
// or sent while the client refuses analytics cookies.
import type { InspectionEvent } from 'xstate';
import type { AnalyticsEvent, MachineTransitionCount } from '@/api/analytics';
import { chartEventOf } from './describe';
import { observeActors } from './index';

export const TRANSITIONS_EVENT = 'machine.transitions';
/** The contract's cap on one batch. */
export const BATCH_LIMIT = 200;
const FLUSH_EVERY_MS = 15_000;

// The contract's patterns: a machine or state named otherwise (an unnamed machine's `(machine)`)
// is left out rather than spoiling its batch.
const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const STATE = /^[A-Za-z][A-Za-z0-9_.]*$/;
const EVENT = /^[A-Za-z0-9_.:*()\u0430-\u044f -]+$/;

/** Transitions counted per arrow until taken as a batch. */
export function createTransitionTally() {
  const counts = new Map<string, MachineTransitionCount>();
  const add = (item: Omit<MachineTransitionCount, 'Count'>) => {
    if (!NAME.test(item.Machine) || (item.From !== '*' && !STATE.test(item.From)) || !EVENT.test(item.Event) || item.Event.length > 120 || !STATE.test(item.To)) return;
    const key = `${item.Machine}|${item.From}|${item.Event}|${item.To}`;
    const counted = counts.get(key);
    if (counted) counted.Count++;
    else counts.set(key, { ...item, Count: 1 });
  };
  return {
    observe(event: InspectionEvent): void {
      if (event.type !== '@xstate.microstep') return;
      for (const t of event._transitions) {
        // Initial transitions (no event) and those that stay (actions only) draw no arrow.
        if (typeof t.eventType !== 'string' || !t.target?.length) continue;
        const machine = t.source.machine;
        const from = t.source === machine.root ? '*' : t.source.id;
        for (const target of t.target) add({ Machine: machine.id, From: from, Event: chartEventOf(t), To: target.id });
      }
    },
    /** Every count so far, in batches the contract accepts; the tally starts again from zero. */
    take(): MachineTransitionCount[][] {
      const all = [...counts.values()];
      counts.clear();
      const batches: MachineTransitionCount[][] = [];
      for (let i = 0; i < all.length; i += BATCH_LIMIT) batches.push(all.slice(i, i + BATCH_LIMIT));
      return batches;
    },
  };
}

export interface ReportOptions {
  send: (event: AnalyticsEvent) => unknown;
  refused: () => boolean;
  /** The page being hidden or closed flushes at once; the timer flushes the rest. */
  target?: Window;
  everyMs?: number;
  /** Inspection events observed before this code loaded (report-transitions.ts), counted first. */
  earlier?: readonly InspectionEvent[];
}

/** Starts counting every actor's transitions and sending them; returns the stop. */
export function startTransitionReports({ send, refused, target = window, everyMs = FLUSH_EVERY_MS, earlier = [] }: ReportOptions): () => void {
  const tally = createTransitionTally();
  for (const event of earlier) tally.observe(event);
  const stopObserving = observeActors((event) => {
    // The consent is read from document.cookie, which costs a browser a round trip to its cookie
    // store: only for the events that may be counted, not for every event and snapshot (issue 32).
    if (event.type === '@xstate.microstep' && !refused()) tally.observe(event);
  });
  const flush = () => {
    const batches = tally.take();
    if (refused()) return;
    for (const batch of batches) send({ Event: TRANSITIONS_EVENT, Transitions: batch });
  };
  const onHidden = () => {
    if (target.document.visibilityState === 'hidden') flush();
  };
  const timer = setInterval(flush, everyMs);
  target.document.addEventListener('visibilitychange', onHidden);
  target.addEventListener('pagehide', flush);
  return () => {
    clearInterval(timer);
    target.document.removeEventListener('visibilitychange', onHidden);
    target.removeEventListener('pagehide', flush);
    stopObserving();
  };
}
