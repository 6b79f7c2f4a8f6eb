// «Попробовать машину» (issue 52): the analyst presses the events the current state offers and
// watches the chart's mark move. A private snapshot stepped by XState's pure transitions
// (simulation.ts): no actor runs, nothing reaches the API or the app's other tabs. The steps are
// this panel's own view state (a list of snapshots: back is the previous one), not a workflow.
// Loaded with its machines only when opened: the viewer's page carries no machine code.
import { useEffect, useMemo, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { Button } from '@/components/ui/Button';
import { machineEntry } from '@/flows/machine-registry';
import { eventLabel } from './chart-graph';
import { activeIds, choices, contextJson, start, step, withContext, type Choice, type Snapshot } from './simulation';
import { Muted, SimBox } from './styles';

interface Props {
  machineId: string;
  /** The simulated state's node ids, for the chart's mark (null when closed). */
  onActive: (ids: ReadonlySet<string> | null) => void;
}

const parseObject = (json: string, what: string): Record<string, unknown> => {
  const value: unknown = JSON.parse(json || '{}');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${what} — это объект JSON`);
  return value as Record<string, unknown>;
};

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

function verdict(choice: Choice): string {
  if (!choice.guard) return '';
  if (choice.passes instanceof Error) return ` [${choice.guard}: ошибка — ${choice.passes.message}]`;
  return ` [${choice.guard}: ${choice.passes ? 'да' : 'нет'}]`;
}

/** Whether pressing the event would take a transition: one without a guard, or with a guard that passes. */
const canFire = (list: Choice[]) => list.some((c) => c.passes === null || c.passes === true);

function Simulation({ machine, onActive }: { machine: AnyStateMachine; onActive: Props['onActive'] }) {
  const [history, setHistory] = useState<Snapshot[]>(() => [start(machine)]);
  const [data, setData] = useState('{}');
  const [error, setError] = useState<string | null>(null);
  const current = history.at(-1)!;
  const [context, setContext] = useState(() => contextJson(current));
  useEffect(() => setContext(contextJson(current)), [current]);
  useEffect(() => onActive(activeIds(current)), [current, onActive]);

  const dataObject = useMemo(() => {
    try {
      return parseObject(data, 'Данные события');
    } catch {
      return null;
    }
  }, [data]);
  const byEvent = useMemo(() => {
    const groups = new Map<string, Choice[]>();
    for (const c of choices(current, dataObject ?? {})) groups.set(c.eventType, [...(groups.get(c.eventType) ?? []), c]);
    return [...groups];
  }, [current, dataObject]);

  const push = (next: () => Snapshot) => {
    try {
      const snapshot = next();
      setHistory((h) => [...h, snapshot]);
      setError(null);
    } catch (e) {
      setError(message(e));
    }
  };

  return (
    <SimBox data-testid="simulation" data-sim-value={JSON.stringify(current.value)}>
      <p>
        Состояние: <code data-testid="sim-state">{JSON.stringify(current.value)}</code> · шаг {history.length - 1}
      </p>
      <div role="group" aria-label="Шаги симуляции">
        <Button type="button" size="sm" variant="secondary" disabled={history.length < 2} onClick={() => setHistory((h) => h.slice(0, -1))}>
          Шаг назад
        </Button>{' '}
        <Button type="button" size="sm" variant="secondary" onClick={() => setHistory([start(machine)])}>
          Сначала
        </Button>
      </div>
      {error ? (
        <Muted role="alert" data-testid="sim-error">
          {error}
        </Muted>
      ) : null}
      <h4>События текущего состояния</h4>
      <ul data-testid="sim-events">
        {byEvent.map(([type, list]) => (
          <li key={type || 'always'}>
            {type ? (
              <Button
                type="button"
                size="sm"
                variant="secondary"
                data-event={type}
                disabled={!dataObject || !canFire(list)}
                onClick={() => push(() => step(machine, current, { ...dataObject, type }))}
              >
                {eventLabel(type)}
              </Button>
            ) : (
              <b>always (срабатывает само)</b>
            )}
            <ul>
              {list.map((c, i) => (
                <li key={i} data-guard={c.guard ?? undefined} data-passes={c.passes === null ? undefined : String(c.passes === true)}>
                  из <code>{c.source}</code> → {c.targets.length ? c.targets.map((t) => <code key={t}>{t}</code>) : 'остаётся (только действия)'}
                  {verdict(c)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <label htmlFor={`sim-data-${machine.id}`}>Данные события (JSON, кроме type): с ними считаются условия и делается шаг</label>
      <textarea id={`sim-data-${machine.id}`} rows={3} value={data} onChange={(e) => setData(e.target.value)} aria-invalid={dataObject ? undefined : true} />
      <label htmlFor={`sim-context-${machine.id}`}>Контекст (JSON): его и читают условия</label>
      <textarea id={`sim-context-${machine.id}`} rows={8} value={context} onChange={(e) => setContext(e.target.value)} />
      <Button type="button" size="sm" variant="secondary" onClick={() => push(() => withContext(machine, current, context))}>
        Применить контекст
      </Button>
    </SimBox>
  );
}

/** Whether the machine starts without input (some take theirs from the app): the reason when not. */
function startFailure(machine: AnyStateMachine): string | null {
  try {
    start(machine);
    return null;
  } catch (e) {
    return message(e);
  }
}

export default function SimulationPanel({ machineId, onActive }: Props) {
  const machine = machineEntry(machineId)?.machine;
  useEffect(() => () => onActive(null), [onActive]);
  const failure = useMemo(() => (machine ? startFailure(machine) : null), [machine]);
  if (!machine) return <Muted>Этой машины нет в реестре: её можно только смотреть.</Muted>;
  if (failure !== null) return <Muted role="alert">Машина не запускается без входных данных: {failure}</Muted>;
  return <Simulation machine={machine} onActive={onActive} />;
}
