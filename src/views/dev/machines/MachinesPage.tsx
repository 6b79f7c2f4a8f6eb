// /guidelines/machines: every machine's statechart drawn from its definition (offline, no
// prebuilt pictures), the live actors of the app's other tabs highlighted on it, their last
// events, and each workflow's model-based coverage and readable paths. Sandbox and dev builds
// only (the route's check answers 404 elsewhere).
import { useQuery } from '@tanstack/react-query';
import { lazy, memo, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { machineStatsQuery, type ArrowCount } from '@/api/machine-stats';
import { useRuntimeConfig } from '@/flows/config-context';
import { INSPECTOR_TAB } from '@/flows/inspector';
import type { MachineChart } from '@/flows/inspector/describe';
import type { ActorReport } from '@/flows/inspector/protocol';
import type { LastTransition } from '@/flows/inspector/receiver';
import { connectInspectorStore, createInspectorStore } from '@/flows/inspector/receiver';
// The registry's machines as data (npm run charts writes it; charts:check keeps it true): the
// page carries no machine code, only the model worker imports the machines.
import registryCharts from './generated/charts.json';
import { Container, PageTitle } from '@/components/layout/Container';
import { Button } from '@/components/ui/Button';
import { edgeKey } from './chart-graph';
import { FunnelPanel } from './FunnelPanel';
import { ActorsPanel, EventsPanel } from './LivePanels';
import { ModelPanel } from './ModelPanel';
import { StateChart } from './StateChart';
import { StatePaths } from './StatePaths';
import { StateTree } from './StateTree';
import { Muted, Nav, Section, StatePicker } from './styles';
import { useModelResults } from './use-model-results';
import type { ModelResult } from './model-types';

// With the machines' code: loaded only when an analyst opens a simulation.
const SimulationPanel = lazy(() => import('./SimulationPanel'));
const store = createInspectorStore(INSPECTOR_TAB);
const KNOWN = registryCharts as Array<{ id: string; title: string; hasModel: boolean; chart: MachineChart }>;
// Quick models first (the session's takes longest): most coverage answers come at once.
const MODEL_ORDER = ['callBack', 'postLoginRouting', 'loanStatus', 'login', 'registration'];
const rank = (id: string) => (MODEL_ORDER.includes(id) ? MODEL_ORDER.indexOf(id) : MODEL_ORDER.length);
const MODEL_IDS = KNOWN.filter((e) => e.hasModel)
  .map((e) => e.id)
  .sort((a, b) => rank(a) - rank(b));

interface MachineView {
  id: string;
  title: string;
  chart: MachineChart;
  hasModel: boolean;
  /** In the registry (laid out ahead), not only sent by a tab. */
  known: boolean;
}

/** Every state of a chart as `<machine>.<path>`, parents first. */
function statePaths(chart: MachineChart): string[] {
  const walk = (node: MachineChart['root'], path: string): string[] => node.children.flatMap((c) => [`${path}.${c.key}`, ...walk(c, `${path}.${c.key}`)]);
  return walk(chart.root, chart.id);
}

const NO_COUNTS: ArrowCount[] = [];
const KNOWN_VIEWS: MachineView[] = KNOWN.map((k) => ({ ...k, known: true }));

interface SectionProps {
  view: MachineView;
  actors: ActorReport[];
  last: LastTransition | undefined;
  result: ModelResult | undefined;
  /** The machine's arrows taken by real sessions (undefined until the counts arrive). */
  counted: ArrowCount[] | undefined;
}

const sameSection = (a: SectionProps, b: SectionProps) =>
  a.view === b.view && a.last === b.last && a.result === b.result && a.counted === b.counted && a.actors.length === b.actors.length && a.actors.every((r, i) => r === b.actors[i]);

// Memoised: each message of the feed re-renders the page, and most leave a machine as it was.
const MachineSection = memo(function MachineSection({ view, actors, last, result, counted }: SectionProps) {
  const active = useMemo(() => new Set(actors.flatMap((a) => a.activeIds)), [actors]);
  const counts = useMemo(
    () => (counted ? new Map(counted.map((a) => [edgeKey({ source: a.from === '*' ? null : a.from, event: a.event, target: a.to }), a.count])) : undefined),
    [counted],
  );
  const titleId = `machine-${view.id}-title`;
  // Which state the tester asked paths for: this page's own view state, not a workflow.
  const [selected, setSelected] = useState<string | null>(null);
  const states = useMemo(() => statePaths(view.chart), [view.chart]);
  // The page's own view state: whether the analyst tries the machine, and where the try stands.
  const [simulating, setSimulating] = useState(false);
  const [simulated, setSimulated] = useState<ReadonlySet<string> | null>(null);
  return (
    <Section id={`machine-${view.id}`} aria-labelledby={titleId} data-testid={`machine-${view.id}`}>
      <h2 id={titleId}>
        {view.title} <code>{view.id}</code>
      </h2>
      <Muted data-testid="machine-live">
        {actors.length === 0
          ? 'Сейчас не запущена ни в одной вкладке.'
          : `Запущена: ${actors.map((a) => `${a.value} (вкладка ${a.tab})`).join('; ')}`}
      </Muted>
      <ModelPanel hasModel={view.hasModel} result={result} />
      <h3>Схема</h3>
      {view.known ? (
        <Button type="button" size="sm" variant="secondary" aria-expanded={simulating} onClick={() => setSimulating((open) => !open)}>
          {simulating ? 'Закрыть симуляцию' : 'Попробовать машину'}
        </Button>
      ) : null}
      {simulating ? (
        <Suspense fallback={<Muted role="status">Загружаем машину…</Muted>}>
          <SimulationPanel machineId={view.id} onActive={setSimulated} />
        </Suspense>
      ) : null}
      <StateChart
        chart={view.chart}
        known={view.known}
        title={view.title}
        active={active}
        simulated={simulated}
        last={last}
        selected={selected}
        onSelect={view.hasModel ? setSelected : undefined}
        counts={counts}
      />
      {view.hasModel ? (
        <>
          <h3>Пути к состоянию</h3>
          <StatePicker>
            <label htmlFor={`paths-to-${view.id}`}>Состояние</label>
            <select id={`paths-to-${view.id}`} value={selected ?? ''} onChange={(e) => setSelected(e.target.value || null)}>
              <option value="">— выберите —</option>
              {states.map((path) => (
                <option key={path} value={path}>
                  {path}
                </option>
              ))}
            </select>
          </StatePicker>
          <StatePaths machineId={view.id} to={selected} />
        </>
      ) : null}
      <details>
        <summary>Состояния и переходы списком</summary>
        <StateTree chart={view.chart} active={active} />
      </details>
    </Section>
  );
}, sameSection);

export default function MachinesPage() {
  const feed = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useEffect(() => connectInspectorStore(store), []);
  const results = useModelResults(MODEL_IDS);
  const stats = useQuery(machineStatsQuery(useRuntimeConfig().apiHost));

  const views: MachineView[] = useMemo(() => {
    const known = KNOWN_VIEWS;
    const sent = Object.values(feed.charts)
      .filter((chart) => !known.some((k) => k.id === chart.id))
      .map((chart) => ({ id: chart.id, title: 'Машина из вкладки', chart, hasModel: false, known: false }));
    return [...known, ...sent];
  }, [feed.charts]);

  return (
    <Container data-testid="page-guidelines-machines">
      <PageTitle>Машины состояний</PageTitle>
      <Muted>
        Схемы построены из самих машин приложения (каталог <code>machines/</code>), без интернета. Откройте приложение в другой вкладке
        этого браузера: состояния его машин подсвечиваются здесь по мере работы.
      </Muted>
      <Nav aria-label="Машины">
        {views.map((v) => (
          <a key={v.id} href={`#machine-${v.id}`}>
            {v.title}
          </a>
        ))}
      </Nav>
      <ActorsPanel actors={feed.actors} />
      <EventsPanel events={feed.events} />
      <FunnelPanel stats={stats} />
      {views.map((view) => (
        <MachineSection
          key={view.id}
          view={view}
          actors={feed.actors.filter((a) => a.machineId === view.id)}
          last={feed.transitions[view.id]}
          result={results[view.id]}
          counted={stats.data ? (stats.data.machines[view.id] ?? NO_COUNTS) : undefined}
        />
      ))}
    </Container>
  );
}
