// Lays out a machine's chart with ELK in a worker of its own (the registration chart alone takes a
// second or more: the page stays responsive). The worker is elkjs's own script, served with the app
// (no internet), and the charts are laid out one at a time, the first asked first.
import ELK from 'elkjs/lib/elk-api';
import elkWorkerUrl from 'elkjs/lib/elk-worker.min.js?url';
import type { MachineChart } from '@/app/inspector/describe';
import { fromElkLayout, toElkGraph, type ChartLayout } from './chart-graph';

let elk: InstanceType<typeof ELK> | null = null;
const cache = new Map<string, Promise<ChartLayout>>();

export function layoutChart(chart: MachineChart): Promise<ChartLayout> {
  let laid = cache.get(chart.id);
  if (!laid) {
    elk ??= new ELK({ workerUrl: elkWorkerUrl });
    const { graph, edges } = toElkGraph(chart);
    laid = elk.layout(graph).then((result) => fromElkLayout(chart, result, edges));
    cache.set(chart.id, laid);
  }
  return laid;
}
