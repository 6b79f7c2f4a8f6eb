// A machine's model-based coverage (what `npm run test:model` measures) and, for testers, the
// generated paths as readable steps, a page at a time.
import { useState } from 'react';
import { stepText } from '../../../../tests/model/narrate';
import { Button } from '../../../components/ui/Button';
import type { ModelResult } from './model-types';
import { Muted, Paths } from './styles';

const PAGE = 25;

function PathList({ result }: { result: Extract<ModelResult, { coverage: object }> }) {
  const [shown, setShown] = useState(PAGE);
  const { paths } = result;
  return (
    <details data-testid={`paths-${result.machineId}`}>
      <summary>Пути для тестировщиков: {paths.length} (те же, что проходят модельные тесты)</summary>
      <Paths>
        {paths.slice(0, shown).map((path, i) => (
          <li key={i} data-testid="model-path">
            {path.start}
            <ol>
              {path.steps.map((step, j) => (
                <li key={j}>{stepText(step)}</li>
              ))}
            </ol>
          </li>
        ))}
      </Paths>
      {shown < paths.length ? (
        <Button type="button" variant="secondary" onClick={() => setShown(shown + PAGE)}>
          Показать ещё (осталось {paths.length - shown})
        </Button>
      ) : null}
    </details>
  );
}

export function ModelPanel({ hasModel, result }: { hasModel: boolean; result: ModelResult | undefined }) {
  if (!hasModel) return <Muted>Модельных тестов для этой машины нет: покрытие не измеряется.</Muted>;
  if (!result)
    return (
      <Muted role="status" data-testid="coverage-pending">
        Считаем покрытие и пути…
      </Muted>
    );
  if (result.error !== undefined)
    return (
      <Muted role="alert" data-testid="coverage-error">
        Покрытие не рассчитано: {result.error}
      </Muted>
    );
  const c = result.coverage;
  return (
    <>
      <p data-testid={`coverage-${result.machineId}`}>
        Покрытие модели: состояния {c.coveredStates} из {c.states} ({c.statePercent} %), переходы {c.coveredTransitions} из {c.transitions} (
        {c.transitionPercent} %), путей {c.paths}
        {c.failures ? `, расхождений при проигрывании: ${c.failures}` : ''}.
      </p>
      {c.missedStates.length || c.missedTransitions.length ? (
        <Muted>Не покрыто: {[...c.missedStates, ...c.missedTransitions].join('; ')}</Muted>
      ) : null}
      <PathList result={result} />
    </>
  );
}
