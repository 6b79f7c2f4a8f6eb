// Where a chart's layout comes from: the registry's machines were laid out by ELK when
// `npm run charts` ran (generated/layouts.json; charts:check keeps it true), so the page draws them
// at once even on a busy phone. A machine only a live tab sent, or a chart with states collapsed,
// is laid out here, by elkjs in a worker of its own (its own script, served with the app: no
// internet).
import ELK from 'elkjs/lib/elk-api';
import elkWorkerUrl from 'elkjs/lib/elk-worker.min.js?url';
import type { MachineChart } from '@/flows/inspector/describe';
import { collapseChart, layOut, type ChartLayout } from './chart-graph';
import prebuilt from './generated/layouts.json';

const PREBUILT = prebuilt as unknown as Record<string, ChartLayout>;
let elk: InstanceType<typeof ELK> | null = null;
const cache = new Map<string, Promise<ChartLayout>>();

/** `collapsed`: the compound states shown as plain boxes (laid out here, on demand). */
export function layoutChart(chart: MachineChart, known: boolean, collapsed: ReadonlySet<string> = new Set()): Promise<ChartLayout> {
  const ready = known && !collapsed.size ? PREBUILT[chart.id] : undefined;
  if (ready) return Promise.resolve(ready);
  const key = [chart.id, ...[...collapsed].sort()].join('|');
  let laid = cache.get(key);
  if (!laid) {
    elk ??= new ELK({ workerUrl: elkWorkerUrl });
    laid = layOut(elk, collapseChart(chart, collapsed));
    cache.set(key, laid);
  }
  return laid;
}
