// Asks for each machine's coverage and paths in a worker, one machine after another, and keeps
// the answers as they arrive (a machine without an answer yet is still being computed). One at
// a time: on a two-core phone or a busy machine, parallel workers starve the page's own thread
// (the live chart then lags by seconds); the short models come first, so most answers are quick.
import { useEffect, useState } from 'react';
import type { ModelRequest, ModelResult } from './model-types';

export function useModelResults(machineIds: readonly string[]): Record<string, ModelResult> {
  const [results, setResults] = useState<Record<string, ModelResult>>({});
  const key = machineIds.join(',');
  useEffect(() => {
    const queue = key.split(',').filter(Boolean);
    let worker: Worker | null = null;
    const next = () => {
      const machineId = queue.shift();
      if (!machineId) return;
      const current = new Worker(new URL('./model-worker.ts', import.meta.url), { type: 'module' });
      worker = current;
      const settle = (result: ModelResult) => {
        current.terminate();
        setResults((previous) => ({ ...previous, [machineId]: result }));
        next();
      };
      current.addEventListener('message', (event: MessageEvent<ModelResult>) => settle(event.data));
      current.addEventListener('error', () => settle({ machineId, error: 'Не удалось рассчитать' }));
      current.postMessage({ machineId } satisfies ModelRequest);
    };
    next();
    return () => {
      queue.length = 0;
      worker?.terminate();
    };
  }, [key]);
  return results;
}
