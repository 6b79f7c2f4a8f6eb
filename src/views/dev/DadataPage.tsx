// /test/dadata: address suggestions from the sandbox suggestion endpoint.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useQueries } from '@/flows/queries';
import { Container, PageTitle } from '@/components/layout/Container';
import { Field } from '@/components/ui/Field';

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

export default function DadataPage() {
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), 250);
  // The sandbox's own page lists all it has (the service's default count) from the second letter.
  const suggestions = useQuery({ ...useQueries().addresses.suggest(query, 10), enabled: query.length >= 2 });
  return (
    <Container data-testid="page-dadata">
      <PageTitle>Подсказки адресов</PageTitle>
      <Field id="dadata-query" label="Адрес">
        <input id="dadata-query" value={text} autoComplete="off" aria-describedby="dadata-hint" onChange={(e) => setText(e.target.value)} />
      </Field>
      <p id="dadata-hint">Начните вводить адрес: город, улицу, дом.</p>
      {suggestions.isError ? <p role="alert">Сервис подсказок недоступен.</p> : null}
      <ul aria-label="Подсказки" data-testid="suggestions">
        {(suggestions.data ?? []).map((s) => (
          <li key={s.value}>
            <button type="button" onClick={() => setText(s.value)}>
              {s.value}
            </button>
          </li>
        ))}
      </ul>
    </Container>
  );
}
