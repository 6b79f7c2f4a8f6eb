// Paths for testers to one state (picked on the chart or in the list): the shortest path from the
// start as numbered steps, the simple paths through it, and «Скачать тест» — a Playwright spec
// driving the app along the shortest path against the reference server (save it in tests/e2e/).
import { useEffect, useMemo, useState } from 'react';
import { stepText, type NarratedPath } from '../../../../tests/model/narrate';
import { ButtonAnchor } from '@/components/ui/Button';
import type { PathsRequest, PathsResult } from './model-types';
import { Muted, Paths } from './styles';

function usePathsTo(machineId: string, to: string | null): PathsResult | null {
  const [result, setResult] = useState<PathsResult | null>(null);
  useEffect(() => {
    if (!to) return;
    const worker = new Worker(new URL('./paths-worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<PathsResult>) => {
      setResult(event.data);
      worker.terminate();
    });
    worker.addEventListener('error', () => setResult({ to, error: 'Не удалось рассчитать' }));
    worker.postMessage({ machineId, to } satisfies PathsRequest);
    return () => worker.terminate();
  }, [machineId, to]);
  return result && result.to === to ? result : null;
}

function Steps({ path }: { path: NarratedPath }) {
  return (
    <>
      {path.start}
      <ol>
        {path.steps.map((step, i) => (
          <li key={i}>{stepText(step)}</li>
        ))}
      </ol>
    </>
  );
}

function Download({ spec, name }: { spec: string; name: string }) {
  const href = useMemo(() => URL.createObjectURL(new Blob([spec], { type: 'text/plain' })), [spec]);
  useEffect(() => () => URL.revokeObjectURL(href), [href]);
  return (
    <ButtonAnchor href={href} download={name} variant="secondary" size="sm" data-testid="download-spec">
      Скачать тест
    </ButtonAnchor>
  );
}

export function StatePaths({ machineId, to }: { machineId: string; to: string | null }) {
  const result = usePathsTo(machineId, to);
  if (!to) return <Muted>Нажмите на состояние на схеме или выберите его в списке: покажем путь к нему.</Muted>;
  if (!result)
    return (
      <Muted role="status" data-testid="state-paths-pending">
        Ищем пути к {to}…
      </Muted>
    );
  if (result.error !== undefined) return <Muted role="alert">{result.error}</Muted>;
  return (
    <div data-testid={`state-paths-${machineId}`} aria-live="polite">
      <h4>Кратчайший путь к {to}</h4>
      {result.shortest ? (
        <div data-testid="shortest-path">
          <Steps path={result.shortest} />
        </div>
      ) : (
        <Muted>Модель не доходит до этого состояния.</Muted>
      )}
      {result.spec ? <Download spec={result.spec} name={`${to.replace(/\./g, '-')}.generated.spec.ts`} /> : null}
      <h4>Простые пути через {to}: {result.through.length}</h4>
      <Paths>
        {result.through.map((path, i) => (
          <li key={i} data-testid="through-path">
            <Steps path={path} />
          </li>
        ))}
      </Paths>
    </div>
  );
}
