// A machine drawn as a statechart (ELK layout, chart-graph.ts): compound states as containers,
// transitions as labelled arrows (event, [guard]), invoked actors named in their state. States
// active in a live actor of another tab carry data-active="true"; the arrow of the machine's last
// transition is highlighted. Zoom and pan with the toolbar, the pointer or the keyboard; a click
// on a state selects it (the tester's paths to it).
import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { MachineChart } from '@/flows/inspector/describe';
import type { LastTransition } from '@/flows/inspector/receiver';
import { Button } from '@/components/ui/Button';
import { edgeKey, type ChartLayout, type LaidEdge, type LaidState } from './chart-graph';
import { downloadFile } from './download';
import { ChartFrame, ChartSvg, ChartToolbar, Muted } from './styles';
import { chartSvgText } from './svg-export';
import { useZoomPan } from './use-zoom-pan';

/**
 * The layouts and their engine (generated/layouts.json, elkjs) are a chunk of their own, loaded
 * with the first chart: the page's own chunk stays within the route budget (design-notes §7).
 */
const layoutChart = (chart: MachineChart, known: boolean, collapsed: ReadonlySet<string>): Promise<ChartLayout> =>
  import('./layout').then((m) => m.layoutChart(chart, known, collapsed));

/** The compound states below the machine, which the analyst may collapse, parents first. */
const compoundsOf = (chart: MachineChart) => {
  const walk = (node: MachineChart['root']): MachineChart['root'][] => node.children.flatMap((c) => (c.children.length ? [c, ...walk(c)] : []));
  return walk(chart.root);
};

/** The arrows the last transition took: from a state that was active into one it entered. */
export function lastEdgeIds(layout: ChartLayout, last: LastTransition | undefined): Set<string> {
  if (!last) return new Set();
  const from = new Set(last.from);
  const entered = last.to.filter((id) => !from.has(id));
  const targets = new Set(entered.length ? entered : last.to);
  const candidates = layout.edges.filter((e) => e.kind === 'transition' && (e.source === null || from.has(e.source)) && targets.has(e.target));
  const byEvent = candidates.filter((e) => e.event === last.event);
  return new Set((byEvent.length ? byEvent : candidates).map((e) => e.id));
}

const pointsText = (e: LaidEdge) => e.points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');

// Memoised: a live feed re-renders the chart often, and a state or an arrow changes rarely.
const StateShape = memo(function StateShape({
  state,
  active,
  simulated,
  selected,
  onSelect,
}: {
  state: LaidState;
  active: boolean;
  simulated: boolean;
  selected: boolean;
  onSelect?: (path: string) => void;
}) {
  const lines = [state.key, ...(state.invokes.length ? [`вызывает: ${state.invokes.join(', ')}`] : [])];
  return (
    <g
      data-state={state.path}
      data-active={active ? 'true' : 'false'}
      data-simulated={simulated ? 'true' : undefined}
      data-selected={selected ? 'true' : undefined}
      data-compound={state.compound ? 'true' : undefined}
      data-final={state.type === 'final' ? 'true' : undefined}
      onClick={
        onSelect
          ? (event) => {
              // The innermost state clicked, not its containers.
              event.stopPropagation();
              onSelect(state.path);
            }
          : undefined
      }
    >
      <rect x={state.x} y={state.y} width={state.width} height={state.height} rx={state.compound ? 10 : 6} />
      {lines.map((line, i) => (
        <text key={i} x={state.x + 8} y={state.y + 17 + i * 13} className={i ? 'invokes' : 'name'}>
          {line}
        </text>
      ))}
    </g>
  );
});

const EdgeShape = memo(function EdgeShape({ machineId, edge, last, count }: { machineId: string; edge: LaidEdge; last: boolean; count?: number }) {
  const lines = count === undefined ? edge.label?.lines : [...(edge.label?.lines ?? []), `× ${count}`];
  return (
    <g data-edge={edge.kind} data-last={last ? 'true' : undefined} data-source={edge.source ?? ''} data-target={edge.target} data-event={edge.event}>
      <path d={pointsText(edge)} markerEnd={`url(#arrow-${machineId})`} />
      {edge.label && lines ? (
        <g className="label">
          <rect x={edge.label.x - 2} y={edge.label.y - 1} width={edge.label.width + 4} height={lines.length * 12 + 4} rx={3} />
          {lines.map((line, i) => (
            <text key={i} x={edge.label!.x + 2} y={edge.label!.y + 10 + i * 12}>
              {line}
            </text>
          ))}
        </g>
      ) : null}
    </g>
  );
});

interface Props {
  chart: MachineChart;
  /** A machine of the registry: its layout was made by `npm run charts`. */
  known: boolean;
  title: string;
  /** Active state ids across the machine's live actors. */
  active: ReadonlySet<string>;
  /** The state ids of the viewer's own simulation of the machine, when one runs. */
  simulated?: ReadonlySet<string> | null;
  last?: LastTransition;
  selected?: string | null;
  onSelect?: (path: string) => void;
  /** Per edge key (`source|event|target`): how many times real sessions took it; an arrow never taken is left unlabelled (fewer nodes on a page of many charts). */
  counts?: ReadonlyMap<string, number>;
}

export function StateChart({ chart, known, title, active, simulated, last, selected = null, onSelect, counts }: Props) {
  const [layout, setLayout] = useState<ChartLayout | null>(null);
  const [failed, setFailed] = useState(false);
  // The compound states the analyst collapsed: this chart's own view state.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const compounds = useMemo(() => compoundsOf(chart), [chart]);
  const toggle = (id: string) =>
    setCollapsed((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  useEffect(() => {
    let live = true;
    layoutChart(chart, known, collapsed).then(
      (laid) => live && setLayout(laid),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [chart, known, collapsed]);
  const { frameRef, view, handlers, zoomIn, zoomOut, fit } = useZoomPan(layout);
  const lastIds = useMemo(() => (layout ? lastEdgeIds(layout, last) : new Set<string>()), [layout, last]);
  const hintId = useId();
  const svgRef = useRef<SVGSVGElement>(null);
  const download = () => svgRef.current && layout && downloadFile(`${chart.id}.svg`, chartSvgText(svgRef.current, layout, title), 'image/svg+xml');
  const activeNames = layout?.states.filter((s) => active.has(s.id)).map((s) => s.path) ?? [];

  return (
    <figure data-testid={`drawn-${chart.id}`} data-laid={layout ? 'true' : 'false'}>
      <ChartToolbar>
        <Button type="button" size="sm" variant="secondary" onClick={zoomIn} disabled={!layout} aria-label="Приблизить схему">
          +
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={zoomOut} disabled={!layout} aria-label="Отдалить схему">
          −
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={fit} disabled={!layout}>
          Вся схема
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={download} disabled={!layout}>
          Скачать SVG
        </Button>
        <Muted id={hintId}>Перетаскивайте схему; на схеме в фокусе: стрелки — сдвиг, + и − — масштаб, 0 — вся схема.</Muted>
      </ChartToolbar>
      {compounds.length ? (
        <details>
          <summary>Свернуть составные состояния</summary>
          <ChartToolbar role="group" aria-label="Составные состояния">
            {compounds.map((c) => (
              <Button key={c.id} type="button" size="sm" variant="ghost" aria-pressed={collapsed.has(c.id)} data-collapse={c.id} onClick={() => toggle(c.id)}>
                {collapsed.has(c.id) ? `▸ ${c.key}` : `▾ ${c.key}`}
              </Button>
            ))}
          </ChartToolbar>
        </details>
      ) : null}
      <ChartFrame
        ref={frameRef}
        tabIndex={0}
        role="group"
        aria-label={`Схема «${title}»${activeNames.length ? `, активно: ${activeNames.join(', ')}` : ''}`}
        aria-describedby={hintId}
        css={layout ? { aspectRatio: `${layout.width} / ${layout.height}` } : undefined}
        {...handlers}
      >
        {failed ? <Muted role="alert">Схему не удалось разложить.</Muted> : null}
        {!layout && !failed ? <Muted role="status">Раскладываем схему…</Muted> : null}
        {layout && view ? (
          <ChartSvg ref={svgRef} width="100%" height="100%" aria-hidden="true">
            <defs>
              <marker id={`arrow-${chart.id}`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
                <path d="M0,0 L10,5 L0,10 z" />
              </marker>
            </defs>
            <g transform={`translate(${view.x},${view.y}) scale(${view.scale})`}>
              {layout.states.map((s) => (
                <StateShape key={s.id} state={s} active={active.has(s.id)} simulated={simulated?.has(s.id) ?? false} selected={selected === s.path} onSelect={onSelect} />
              ))}
              {layout.markers.map((m) =>
                m.kind === 'any' ? (
                  <g key={m.id} className="any">
                    <circle cx={m.x + m.width / 2} cy={m.y + m.height / 2} r={m.width / 2} />
                    <text x={m.x + m.width / 2} y={m.y + m.height / 2 + 4} textAnchor="middle">
                      *
                    </text>
                  </g>
                ) : (
                  <circle key={m.id} className="initial" cx={m.x + m.width / 2} cy={m.y + m.height / 2} r={m.width / 2} />
                ),
              )}
              {layout.edges.map((e) => (
                <EdgeShape key={e.id} machineId={chart.id} edge={e} last={lastIds.has(e.id)} count={e.kind === 'transition' ? counts?.get(edgeKey(e)) : undefined} />
              ))}
            </g>
          </ChartSvg>
        ) : null}
      </ChartFrame>
      <figcaption>
        <Muted>
          «*» — переходы из любого состояния; точка — начальное состояние; жирная стрелка — последний переход в другой вкладке
          {counts ? '; «× N» — сколько раз по стрелке прошли реальные сессии за 30 дней (без числа — ни разу)' : ''}.
        </Muted>
      </figcaption>
    </figure>
  );
}
