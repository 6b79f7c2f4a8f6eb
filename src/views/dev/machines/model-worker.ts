// Off the page's thread: the model-based coverage and paths of one machine, computed by the very
// functions `npm run test:model` runs (tests/model/coverage.ts), with the paths worded for testers.
import { machineEntry } from '@/flows/machine-registry';
import { generatePaths, measure } from '../../../../tests/model/coverage';
import { narratePath } from '../../../../tests/model/narrate';
import type { ModelRequest, ModelResult } from './model-types';

const respond = (result: ModelResult) => (self as unknown as Worker).postMessage(result);

self.addEventListener('message', (event: MessageEvent<ModelRequest>) => {
  const { machineId } = event.data;
  const entry = machineEntry(machineId);
  if (!entry?.model) return respond({ machineId, error: 'Для этой машины нет модели в tests/model/models.ts' });
  try {
    const model = entry.model;
    const paths = generatePaths(model);
    const report = measure(model, paths);
    respond({
      machineId,
      coverage: {
        states: report.states,
        transitions: report.transitions,
        paths: report.paths,
        coveredStates: report.coveredStates,
        coveredTransitions: report.coveredTransitions,
        statePercent: report.statePercent,
        transitionPercent: report.transitionPercent,
        missedStates: report.missedStates,
        missedTransitions: report.missedTransitions,
        failures: report.failures.length,
        executedOn: report.executedOn,
      },
      paths: paths.map((path) => narratePath(model, path, entry.narration)),
    });
  } catch (error) {
    respond({ machineId, error: error instanceof Error ? error.message : String(error) });
  }
});
