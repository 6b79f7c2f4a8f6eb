// Off the page's thread: the model-based coverage and paths of one machine, computed by the very
// functions `npm run test:model` runs (tests/model/coverage.ts), with the paths worded for testers.
import { machineEntry } from '@/flows/machine-registry';
import { generatePaths, measure } from '../../../../tests/model/coverage';
import { narratePath } from '../../../../tests/model/narrate';
import { UI_MODELS } from '../../../../tests/model/ui-machines';
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
    // As npm run test:model counts them: a transition no screen takes is named with its reason, not missed.
    const declared = UI_MODELS.find((row) => row.machine.id === machineId)?.notOnScreens ?? {};
    const notOnScreens = report.missedTransitions.filter((id) => id in declared);
    const transitions = report.transitions - notOnScreens.length;
    respond({
      machineId,
      coverage: {
        states: report.states,
        transitions,
        paths: report.paths,
        coveredStates: report.coveredStates,
        coveredTransitions: report.coveredTransitions,
        statePercent: report.statePercent,
        transitionPercent: transitions === 0 ? 100 : Math.floor((report.coveredTransitions / transitions) * 1000) / 10,
        missedStates: report.missedStates,
        missedTransitions: report.missedTransitions.filter((id) => !(id in declared)),
        notOnScreens: notOnScreens.map((id) => `${id}: ${declared[id]}`),
        failures: report.failures.length,
        executedOn: report.executedOn,
      },
      paths: paths.map((path) => narratePath(model, path, entry.narration)),
    });
  } catch (error) {
    respond({ machineId, error: error instanceof Error ? error.message : String(error) });
  }
});
