// What the app's tabs publish about their live actors over a BroadcastChannel, and what the
// statechart viewer (/guidelines/machines) asks. Plain, structured-clone-safe data only. Any page
// of the origin can post on the channel, so both ends parse what arrives with these schemas (a
// message that does not fit is dropped, never cast).
import { z } from '@machines/zod';
import type { ChartNode, ChartTransition, MachineChart } from './describe';

export { INSPECTOR_CHANNEL } from './channel';

const transitionSchema: z.ZodMiniType<ChartTransition> = z.object({ event: z.string(), targets: z.array(z.string()), guard: z.nullable(z.string()) });

// Recursive through a getter rather than z.lazy: zod's modules are in the start-up chunk, so each
// constructor used anywhere is paid for on every page (issue 32).
const chartNodeSchema: z.ZodMiniType<ChartNode> = z.object({
  id: z.string(),
  key: z.string(),
  type: z.enum(['atomic', 'compound', 'parallel', 'final', 'history']),
  initial: z.nullable(z.string()),
  tags: z.array(z.string()),
  invokes: z.array(z.string()),
  transitions: z.array(transitionSchema),
  get children() {
    return z.array(chartNodeSchema);
  },
});

const chartSchema: z.ZodMiniType<MachineChart> = z.object({ id: z.string(), root: chartNodeSchema });

/** One live actor of a state machine, as the viewer highlights it. */
const actorReportSchema = z.object({
  /** Tab that runs it (each tab has its own actors). */
  tab: z.string(),
  /** Unique within the tab (XState's session ids repeat across root actors). */
  actor: z.string(),
  machineId: z.string(),
  /** The actor's own system id ('session', 'modals' …), when it has one. */
  systemId: z.nullable(z.string()),
  /** Parent actor (same tab) for invoked/spawned ones. */
  parent: z.nullable(z.string()),
  status: z.string(),
  /** JSON of the state value, e.g. `{"scoring":"waiting"}`. */
  value: z.string(),
  /** Ids of every active state node. */
  activeIds: z.array(z.string()),
  at: z.number(),
});

const eventReportSchema = z.object({
  tab: z.string(),
  actor: z.string(),
  machineId: z.string(),
  type: z.string(),
  /** The event without its type, made plain and with secrets replaced. */
  payload: z.unknown(),
  at: z.number(),
});

/**
 * Each kind of message, by its `kind`: a discriminated union picked by hand, since zod's own
 * (z.discriminatedUnion) would sit in the start-up chunk of every page with zod (issue 32); each
 * kind a one-value z.enum, which the start-up has, rather than a z.literal, which it has not.
 */
const messageSchemas = {
  /** The viewer opened: every tab answers with its live actors (and their charts). */
  hello: z.object({ kind: z.enum(['hello']) }),
  actor: z.object({ kind: z.enum(['actor']), report: actorReportSchema, chart: z.optional(chartSchema) }),
  event: z.object({ kind: z.enum(['event']), report: eventReportSchema }),
  /** The tab is going away: its actors are gone. */
  bye: z.object({ kind: z.enum(['bye']), tab: z.string() }),
};
type MessageKind = keyof typeof messageSchemas;

export type ActorReport = z.infer<typeof actorReportSchema>;
export type EventReport = z.infer<typeof eventReportSchema>;
export type InspectorMessage = { [K in MessageKind]: z.infer<(typeof messageSchemas)[K]> }[MessageKind];

const isMessageKind = (kind: unknown): kind is MessageKind => typeof kind === 'string' && Object.hasOwn(messageSchemas, kind);

/** A message from the channel, or null when it is not one of ours. */
export function parseInspectorMessage(data: unknown): InspectorMessage | null {
  const kind = typeof data === 'object' && data !== null ? (data as { kind?: unknown }).kind : undefined;
  if (!isMessageKind(kind)) return null;
  const parsed = messageSchemas[kind].safeParse(data);
  return parsed.success ? parsed.data : null;
}
