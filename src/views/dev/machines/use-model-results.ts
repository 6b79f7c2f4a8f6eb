// Asks the model worker for each machine's coverage and paths, one after another, and keeps
// the answers as they arrive (a machine without an answer yet is still being computed).
import { useEffect, useState } from 'react';
import type { ModelRequest, ModelResult } from './model-types';

export function useModelResults(machineIds: readonly string[]): Record<string, ModelResult> {
  const [results, setResults] = useState<Record<string, ModelResult>>({});
  const key = machineIds.join(',');
  useEffect(() => {
    const worker = new Worker(new URL('./model-worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<ModelResult>) =>
      setResults((previous) => ({ ...previous, [event.data.machineId]: event.data })),
    );
    worker.addEventListener('error', () =>
      setResults((previous) => {
        const failed = key.split(',').filter((id) => !previous[id]);
        return { ...previous, ...Object.fromEntries(failed.map((id) => [id, { machineId: id, error: 'Не удалось рассчитать' }])) };
      }),
    );
    for (const machineId of key.split(',').filter(Boolean)) worker.postMessage({ machineId } satisfies ModelRequest);
    return () => worker.terminate();
  }, [key]);
  return results;
}
