// A machine's statechart as nested boxes: each state with its markers (initial, final, parallel,
// tags, invoked actors), its transitions (event → target, guard, delay), and its children. States
// active in a live actor are highlighted and say so in words.
import type { ChartNode, ChartTransition, MachineChart } from '@/flows/inspector/describe';
import { Badge, StateHead, StateItem, Transitions, Tree } from './styles';

const TYPE_LABEL: Partial<Record<ChartNode['type'], string>> = { final: 'финальное', parallel: 'параллельное', history: 'история' };

function targetText(machineId: string, id: string): string {
  return id.startsWith(`${machineId}.`) ? id.slice(machineId.length + 1) : `#${id}`;
}

function TransitionLine({ machineId, transition }: { machineId: string; transition: ChartTransition }) {
  const targets = transition.targets.length ? transition.targets.map((t) => targetText(machineId, t)).join(', ') : '(остаётся)';
  return (
    <li>
      <code>{transition.event}</code> → {targets}
      {transition.guard ? <> [если <code>{transition.guard}</code>]</> : null}
    </li>
  );
}

interface StateProps {
  machineId: string;
  node: ChartNode;
  isInitial: boolean;
  active: ReadonlySet<string>;
}

function StateBox({ machineId, node, isInitial, active }: StateProps) {
  const on = active.has(node.id);
  return (
    <StateItem data-state-id={node.id} data-active={on ? 'true' : 'false'}>
      <StateHead>
        <strong>{node.key}</strong>
        {on ? <Badge tone="active">● активно</Badge> : null}
        {isInitial ? <Badge>начальное</Badge> : null}
        {TYPE_LABEL[node.type] ? <Badge>{TYPE_LABEL[node.type]}</Badge> : null}
        {node.tags.map((tag) => (
          <Badge key={tag}>тег {tag}</Badge>
        ))}
        {node.invokes.length ? <span>вызывает: {node.invokes.join(', ')}</span> : null}
      </StateHead>
      {node.transitions.length ? (
        <Transitions aria-label={`Переходы из ${node.key}`}>
          {node.transitions.map((t, i) => (
            <TransitionLine key={i} machineId={machineId} transition={t} />
          ))}
        </Transitions>
      ) : null}
      <Children machineId={machineId} node={node} active={active} />
    </StateItem>
  );
}

function Children({ machineId, node, active }: { machineId: string; node: ChartNode; active: ReadonlySet<string> }) {
  if (!node.children.length) return null;
  return (
    <Tree>
      {node.children.map((child) => (
        <StateBox key={child.id} machineId={machineId} node={child} isInitial={node.initial === child.key} active={active} />
      ))}
    </Tree>
  );
}

export function StateTree({ chart, active }: { chart: MachineChart; active: ReadonlySet<string> }) {
  const { root } = chart;
  return (
    <div data-testid={`chart-${chart.id}`}>
      {root.transitions.length ? (
        <>
          <p>Из любого состояния:</p>
          <Transitions>
            {root.transitions.map((t, i) => (
              <TransitionLine key={i} machineId={chart.id} transition={t} />
            ))}
          </Transitions>
        </>
      ) : null}
      <Children machineId={chart.id} node={root} active={active} />
    </div>
  );
}
