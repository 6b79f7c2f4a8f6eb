// Readable steps of the model-based paths (for testers, on /guidelines/machines): each generated
// path is replayed on a real actor, and every event becomes "where the user is: what happens →
// where they get", worded by a per-machine dictionary with a fallback to the raw names.
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { toSafePlain } from '../../src/flows/inspector/redact';
import type { ModelPath, PathModel } from './coverage';

export interface Narration {
  /** Where the user is (a screen, a step), from a snapshot; undefined falls back to the state. */
  where?: (snapshot: AnyMachineSnapshot) => string | undefined;
  /** What happens, per event type. */
  events?: Record<string, string | ((event: AnyEventObject) => string)>;
  /** The situation a traversal input starts from. */
  input?: (input: unknown) => string | undefined;
}

export interface PathStep {
  from: string;
  action: string;
  to: string;
}

export interface NarratedPath {
  start: string;
  steps: PathStep[];
}

/** `filling`, `scoring.waiting`, or `a.x + b.y` for parallel regions. */
export function stateValueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, sub]) => {
      const inner = stateValueText(sub);
      return inner.includes(' + ') ? `${key}.(${inner})` : `${key}.${inner}`;
    })
    .join(' + ');
}

const MAX_JSON = 120;
const json = (value: unknown) => {
  const text = JSON.stringify(toSafePlain(value));
  return text.length > MAX_JSON ? `${text.slice(0, MAX_JSON)}…` : text;
};

const payloadText = (event: AnyEventObject): string => {
  const { type: _type, ...rest } = event;
  return Object.keys(rest).length === 0 ? '' : ` ${json(rest)}`;
};

/** The raw names, for events the dictionary does not word. */
export function fallbackAction(event: AnyEventObject): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
  if (done) return `«${done[1]}» отвечает ${json((event as { output?: unknown }).output ?? null)}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
  if (error) return `«${error[1]}» завершается ошибкой`;
  const after = /^xstate\.after\.([^.]+)\./.exec(event.type);
  if (after) return /^\d+$/.test(after[1]!) ? `проходит ${after[1]} мс` : `проходит задержка «${after[1]}»`;
  return `событие «${event.type}»${payloadText(event)}`;
}

export function narratePath(model: PathModel, path: ModelPath, narration: Narration = {}): NarratedPath {
  const where = (s: AnyMachineSnapshot) => narration.where?.(s) ?? `состояние «${stateValueText(s.value)}»`;
  const action = (e: AnyEventObject) => {
    const worded = narration.events?.[e.type];
    if (worded === undefined) return fallbackAction(e);
    return typeof worded === 'function' ? worded(e) : worded;
  };
  const actor = createActor(model.machine, { input: path.input }).start();
  let before = actor.getSnapshot() as AnyMachineSnapshot;
  const start = narration.input?.(path.input) ?? `начало: ${where(before)}`;
  const steps = path.events.map((event) => {
    actor.send(event);
    const after = actor.getSnapshot() as AnyMachineSnapshot;
    const step = { from: where(before), action: action(event), to: where(after) };
    before = after;
    return step;
  });
  actor.stop();
  return { start, steps };
}

export const stepText = (step: PathStep): string => `${step.from}: ${step.action} → ${step.to}`;
