// Where a chart's layout comes from: the registry's machines were laid out by ELK when
// `npm run charts` ran (generated/layouts.json; charts:check keeps it true), so the page draws them
// at once even on a busy phone. A machine only a live tab sent is laid out here, by elkjs in a
// worker of its own (its own script, served with the app: no internet).
import ELK from 'elkjs/lib/elk-api';
import elkWorkerUrl from 'elkjs/lib/elk-worker.min.js?url';
import type { MachineChart } from '@/flows/inspector/describe';
import { layOut, type ChartLayout } from './chart-graph';
import prebuilt from './generated/layouts.json';

const PREBUILT = prebuilt as unknown as Record<string, ChartLayout>;
let elk: InstanceType<typeof ELK> | null = null;
const cache = new Map<string, Promise<ChartLayout>>();

export function layoutChart(chart: MachineChart, known: boolean): Promise<ChartLayout> {
  const ready = known ? PREBUILT[chart.id] : undefined;
  if (ready) return Promise.resolve(ready);
  let laid = cache.get(chart.id);
  if (!laid) {
    elk ??= new ELK({ workerUrl: elkWorkerUrl });
    laid = layOut(elk, chart);
    cache.set(chart.id, laid);
  }
  return laid;
}
