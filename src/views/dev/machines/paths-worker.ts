// Off the page's thread: the paths to one state of a modelled machine (tests/model/paths.ts, what
// `npm run paths` prints), worded for testers, and the Playwright spec of the shortest one.
import { machineEntry } from '@/flows/machine-registry';
import { narratePath } from '../../../../tests/model/narrate';
import { playwrightSpec } from '../../../../tests/model/path-spec';
import { shortestPathTo, simplePathsThrough, specSteps, stateNodeId } from '../../../../tests/model/paths';
import type { PathsRequest, PathsResult } from './model-types';

const respond = (result: PathsResult) => (self as unknown as Worker).postMessage(result);

self.addEventListener('message', (event: MessageEvent<PathsRequest>) => {
  const { machineId, to } = event.data;
  const entry = machineEntry(machineId);
  if (!entry?.model) return respond({ to, error: 'Для этой машины нет модели в tests/model/models.ts' });
  const model = entry.model;
  try {
    const nodeId = stateNodeId(entry.machine, to);
    if (!nodeId) return respond({ to, error: `Нет состояния ${to}` });
    const shortest = shortestPathTo(model, nodeId);
    const told = shortest ? narratePath(model, shortest, entry.narration) : null;
    respond({
      to,
      shortest: told,
      through: simplePathsThrough(model, nodeId).map((p) => narratePath(model, p, entry.narration)),
      spec: shortest && told ? playwrightSpec(machineId, to, specSteps(model, shortest), told) : null,
    });
  } catch (error) {
    respond({ to, error: error instanceof Error ? error.message : String(error) });
  }
});
