// A machine's model-based coverage (what `npm run test:model` measures) and, for testers, the
// generated paths as readable steps, a page at a time.
import { useMemo, useState } from 'react';
import { stepText } from '../../../../tests/model/narrate';
import { TextField } from '@/components/form/fields';
import { Button } from '@/components/ui/Button';
import type { ModelResult } from './model-types';
import { Muted, Paths } from './styles';

const PAGE = 25;

function PathList({ result }: { result: Extract<ModelResult, { coverage: object }> }) {
  const [shown, setShown] = useState(PAGE);
  const [query, setQuery] = useState('');
  const texts = useMemo(() => result.paths.map((p) => [p.start, ...p.steps.map(stepText)]), [result.paths]);
  const needle = query.trim().toLowerCase();
  const paths = needle ? texts.filter((lines) => lines.some((line) => line.toLowerCase().includes(needle))) : texts;
  const filterId = `paths-filter-${result.machineId}`;
  return (
    <details data-testid={`paths-${result.machineId}`}>
      <summary>Пути для тестировщиков: {texts.length} (те же, что проходят модельные тесты)</summary>
      <TextField id={filterId} label="Найти пути, где есть слова" value={query} error={null} onChange={setQuery} onBlur={() => {}} onFocus={() => {}} autoComplete="off" />
      <Muted role="status">{needle ? `Найдено путей: ${paths.length}` : null}</Muted>
      <Paths>
        {paths.slice(0, shown).map(([start, ...steps], i) => (
          <li key={i} data-testid="model-path">
            {start}
            <ol>
              {steps.map((step, j) => (
                <li key={j}>{step}</li>
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
      {c.notOnScreens.length ? <Muted data-testid={`not-on-screens-${result.machineId}`}>Ни один экран не делает (не в счёт): {c.notOnScreens.join('; ')}</Muted> : null}
      <PathList result={result} />
    </>
  );
}
