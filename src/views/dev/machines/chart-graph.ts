// A machine's chart (describe.ts) as an ELK graph and back: compound states become containers,
// transitions labelled arrows (event and guard), each compound state gets a dot pointing at its
// initial child, and the machine's own transitions ("from any state") start at one marker node.
// ELK (elkjs) does the layout; this file only translates, so it is tested in Node.
import type { ELK, ElkExtendedEdge, ElkLabel, ElkNode } from 'elkjs/lib/elk-api';
import type { ChartNode, ChartTransition, MachineChart } from '@/flows/inspector/describe';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidState extends Box {
  /** The node's XState id (what live actors report as active). */
  id: string;
  /** `<machine>.<path>`, e.g. `login.loginCode.editing`: the element's data-state. */
  path: string;
  key: string;
  type: ChartNode['type'];
  compound: boolean;
  invokes: string[];
  tags: string[];
}

export interface LaidEdge {
  id: string;
  /** Source state id, or null for the machine's own transitions and initial markers. */
  source: string | null;
  target: string;
  event: string;
  guard: string | null;
  kind: 'transition' | 'initial';
  /** The line, start to end. */
  points: Array<{ x: number; y: number }>;
  label: (Box & { lines: string[] }) | null;
}

/** An arrow's name, `source|event|target` (`*` for the machine's own transitions): the transition counts' key. */
export const edgeKey = (e: Pick<LaidEdge, 'source' | 'event' | 'target'>) => `${e.source ?? '*'}|${e.event}|${e.target}`;

export interface ChartLayout {
  machineId: string;
  width: number;
  height: number;
  states: LaidState[];
  /** Small dots: initial markers and the "from any state" marker. */
  markers: Array<Box & { id: string; kind: 'initial' | 'any' }>;
  edges: LaidEdge[];
}

const CHAR = 6.6; // px per character of the 11 px state names
const LABEL_CHAR = 5.8; // px per character of the 10 px arrow labels
const LINE = 13;
const STATE_HEIGHT = 28;
const MARKER = 10;
export const ANY_MARKER = '*any*';

/** `xstate.done.actor.signIn` → `готово: signIn`: the arrow's first line. */
export function eventLabel(event: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event);
  if (done) return `готово: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(event);
  if (error) return `ошибка: ${error[1]}`;
  const state = /^xstate\.done\.state\.(.+)$/.exec(event);
  if (state) return `завершено: ${state[1]!.split('.').at(-1)}`;
  return event;
}

export const transitionLines = (t: Pick<ChartTransition, 'event' | 'guard'>): string[] => [eventLabel(t.event), ...(t.guard ? [`[${t.guard}]`] : [])];

const textWidth = (lines: string[], perChar: number) => Math.ceil(Math.max(...lines.map((l) => l.length)) * perChar) + 8;

export const stateLines = (node: Pick<ChartNode, 'key' | 'invokes'>): string[] => [node.key, ...(node.invokes.length ? [`вызывает: ${node.invokes.join(', ')}`] : [])];

function stateNode(node: ChartNode): ElkNode {
  const lines = stateLines(node);
  const header = lines.length * LINE + 10;
  const initial: ElkNode[] = node.initial ? [{ id: `${node.id}#initial`, width: MARKER, height: MARKER }] : [];
  if (!node.children.length) return { id: node.id, width: Math.max(textWidth(lines, CHAR) + 12, 56), height: Math.max(STATE_HEIGHT, header) };
  return {
    id: node.id,
    layoutOptions: { 'elk.padding': `[top=${header + 6},left=12,bottom=12,right=12]`, 'elk.nodeSize.minimum': `(${textWidth(lines, CHAR) + 16}, 40)`, 'elk.nodeSize.constraints': 'MINIMUM_SIZE' },
    children: [...initial, ...node.children.map(stateNode)],
  };
}

function walk(node: ChartNode, visit: (node: ChartNode, path: string) => void, path: string) {
  visit(node, path);
  for (const child of node.children) walk(child, visit, `${path}.${child.key}`);
}

const label = (lines: string[]): ElkLabel => ({ text: lines.join('\n'), width: textWidth(lines, LABEL_CHAR), height: lines.length * 12 + 2 });

interface EdgeMeta {
  source: string | null;
  target: string;
  event: string;
  guard: string | null;
  kind: LaidEdge['kind'];
  lines: string[];
}

/** The ELK graph of a chart, and what each edge id stands for. */
export function toElkGraph(chart: MachineChart): { graph: ElkNode; edges: Map<string, EdgeMeta> } {
  const edges = new Map<string, EdgeMeta>();
  const elkEdges: ElkExtendedEdge[] = [];
  const add = (meta: EdgeMeta, from: string) => {
    const id = `e${edges.size}`;
    edges.set(id, meta);
    elkEdges.push({ id, sources: [from], targets: [meta.target], labels: meta.lines.length ? [label(meta.lines)] : [] });
  };
  const { root } = chart;
  const anyMarker: ElkNode[] = root.transitions.some((t) => t.targets.length) ? [{ id: ANY_MARKER, width: MARKER * 1.6, height: MARKER * 1.6 }] : [];
  const rootInitial: ElkNode[] = root.initial ? [{ id: `${root.id}#initial`, width: MARKER, height: MARKER }] : [];
  walk(
    root,
    (node) => {
      const initialChild = node.initial ? node.children.find((c) => c.key === node.initial) : undefined;
      if (initialChild) add({ source: null, target: initialChild.id, event: '', guard: null, kind: 'initial', lines: [] }, `${node.id}#initial`);
      const from = node === root ? ANY_MARKER : node.id;
      for (const t of node.transitions)
        for (const target of t.targets) add({ source: node === root ? null : node.id, target, event: t.event, guard: t.guard, kind: 'transition', lines: transitionLines(t) }, from);
    },
    chart.id,
  );
  return {
    graph: {
      id: `${chart.id}#graph`,
      layoutOptions: {
        'elk.algorithm': 'layered',
        'elk.direction': 'DOWN',
        // Right-angled arrows that go around the states, not through them (chart-graph.test.ts checks every chart).
        'elk.edgeRouting': 'ORTHOGONAL',
        'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
        'elk.json.edgeCoords': 'ROOT',
        'elk.json.shapeCoords': 'ROOT',
        'elk.edgeLabels.inline': 'false',
        'elk.layered.spacing.nodeNodeBetweenLayers': '36',
        'elk.spacing.nodeNode': '24',
        'elk.spacing.edgeLabel': '2',
        'elk.padding': '[top=12,left=12,bottom=12,right=12]',
      },
      children: [...anyMarker, ...rootInitial, ...root.children.map(stateNode)],
      edges: elkEdges,
    },
    edges,
  };
}

// Tenths of a pixel: enough for a drawing, and the generated layouts stay small and stable.
const r = (v: number | undefined) => Math.round((v ?? 0) * 10) / 10;
const point = (p: { x: number; y: number }) => ({ x: r(p.x), y: r(p.y) });
const box = (n: { x?: number; y?: number; width?: number; height?: number }): Box => ({ x: r(n.x), y: r(n.y), width: r(n.width), height: r(n.height) });

/** The laid-out graph as what the chart draws. */
export function fromElkLayout(chart: MachineChart, laid: ElkNode, edges: Map<string, EdgeMeta>): ChartLayout {
  const paths = new Map<string, ChartNode & { path: string }>();
  walk(chart.root, (node, path) => paths.set(node.id, { ...node, path }), chart.id);
  const states: LaidState[] = [];
  const markers: ChartLayout['markers'] = [];
  const visit = (n: ElkNode) => {
    const node = paths.get(n.id);
    if (node) {
      states.push({ ...box(n), id: node.id, path: node.path, key: node.key, type: node.type, compound: node.children.length > 0, invokes: node.invokes, tags: node.tags });
    } else if (n.id === ANY_MARKER || n.id.endsWith('#initial')) {
      markers.push({ ...box(n), id: n.id, kind: n.id === ANY_MARKER ? 'any' : 'initial' });
    }
    (n.children ?? []).forEach(visit);
  };
  (laid.children ?? []).forEach(visit);
  const laidEdges: LaidEdge[] = (laid.edges ?? []).flatMap((e) => {
    const meta = edges.get(e.id);
    const section = e.sections?.[0];
    if (!meta || !section) return [];
    const l = e.labels?.[0];
    return [
      {
        id: e.id,
        source: meta.source,
        target: meta.target,
        event: meta.event,
        guard: meta.guard,
        kind: meta.kind,
        points: [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(point),
        label: l && meta.lines.length ? { ...box(l), lines: meta.lines } : null,
      },
    ];
  });
  return { machineId: chart.id, width: r(laid.width), height: r(laid.height), states, markers, edges: laidEdges };
}

/** The chart laid out by an ELK instance (a worker in the page, the bundled one in Node). */
export async function layOut(elk: Pick<ELK, 'layout'>, chart: MachineChart): Promise<ChartLayout> {
  const { graph, edges } = toElkGraph(chart);
  return fromElkLayout(chart, await elk.layout(graph), edges);
}

/**
 * The chart with the given compound states collapsed to plain boxes: their insides hidden, the
 * arrows from inside them leaving from the box, the arrows into them ending at it, and the moves
 * wholly inside them gone.
 */
export function collapseChart(chart: MachineChart, collapsed: ReadonlySet<string>): MachineChart {
  if (!collapsed.size) return chart;
  const owner = new Map<string, string>();
  const mark = (node: ChartNode, box: string | null) => {
    const inside = box ?? (collapsed.has(node.id) && node.children.length ? node.id : null);
    if (inside) owner.set(node.id, inside);
    node.children.forEach((c) => mark(c, inside));
  };
  mark(chart.root, null);
  const shown = (id: string) => owner.get(id) ?? id;
  const lift = (transitions: ChartTransition[], from: string): ChartTransition[] => {
    const seen = new Set<string>();
    return transitions
      .map((t) => ({ ...t, targets: [...new Set(t.targets.map(shown))] }))
      .filter((t) => !(owner.get(from) === from && t.targets.length > 0 && t.targets.every((id) => id === from)))
      .filter((t) => {
        const key = JSON.stringify([t.event, t.targets, t.guard]);
        return !seen.has(key) && Boolean(seen.add(key));
      });
  };
  const allTransitions = (node: ChartNode): ChartTransition[] => [...node.transitions, ...node.children.flatMap(allTransitions)];
  const rebuild = (node: ChartNode): ChartNode =>
    owner.get(node.id) === node.id
      ? { ...node, initial: null, children: [], transitions: lift(allTransitions(node), node.id) }
      : { ...node, transitions: lift(node.transitions, node.id), children: node.children.map(rebuild) };
  return { ...chart, root: rebuild(chart.root) };
}
