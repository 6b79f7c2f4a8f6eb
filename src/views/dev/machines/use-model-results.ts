// Asks for each machine's coverage and paths, each in a worker of its own, and keeps the answers as
// they arrive (a machine without an answer yet is still being computed). One worker per machine:
// the session's model takes ten seconds, and the others need not wait behind it.
import { useEffect, useState } from 'react';
import type { ModelRequest, ModelResult } from './model-types';

export function useModelResults(machineIds: readonly string[]): Record<string, ModelResult> {
  const [results, setResults] = useState<Record<string, ModelResult>>({});
  const key = machineIds.join(',');
  useEffect(() => {
    const workers = key
      .split(',')
      .filter(Boolean)
      .map((machineId) => {
        const worker = new Worker(new URL('./model-worker.ts', import.meta.url), { type: 'module' });
        worker.addEventListener('message', (event: MessageEvent<ModelResult>) => {
          setResults((previous) => ({ ...previous, [event.data.machineId]: event.data }));
          worker.terminate();
        });
        worker.addEventListener('error', () => setResults((previous) => ({ ...previous, [machineId]: { machineId, error: 'Не удалось рассчитать' } })));
        worker.postMessage({ machineId } satisfies ModelRequest);
        return worker;
      });
    return () => workers.forEach((worker) => worker.terminate());
  }, [key]);
  return results;
}
