// The registration funnel of real sessions (issues 31, 52): entries into each stage over the
// counted days and the share lost before it, then the same by Moscow day for one brand or both
// (both brands' nodes may count into one database), with the counts as CSV for a spreadsheet.
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { MachineStats } from '@/api/machine-stats';
import { Button } from '@/components/ui/Button';
import { downloadFile } from './download';
import { funnelByDay, funnelCsv, funnelOf, REGISTRATION_FUNNEL, type FunnelDay } from './funnel';
import { Muted, Scroll, Section, StatePicker, Table } from './styles';

const percent = (share: number) => `${Math.round(share * 100)} %`;
const ALL = '';

/** Per day, the chosen brand's counts (both brands added when none is chosen). */
function daysOf(days: FunnelDay[], brand: string): Array<{ day: string; counts: number[] }> {
  const byDay = new Map<string, number[]>();
  for (const d of days) {
    if (brand !== ALL && d.brand !== brand) continue;
    const counts = byDay.get(d.day) ?? REGISTRATION_FUNNEL.map(() => 0);
    d.rows.forEach((r, i) => (counts[i]! += r.count));
    byDay.set(d.day, counts);
  }
  return [...byDay].map(([day, counts]) => ({ day, counts }));
}

function ByDay({ data }: { data: MachineStats }) {
  const days = useMemo(() => funnelByDay(data.daily), [data]);
  const brands = useMemo(() => [...new Set(days.map((d) => d.brand))], [days]);
  // Which brand the analyst looks at: this page's own view state, not a workflow.
  const [brand, setBrand] = useState(ALL);
  const shown = daysOf(days, brand);
  return (
    <>
      <h3>По дням</h3>
      <StatePicker>
        <label htmlFor="funnel-brand">Бренд</label>
        <select id="funnel-brand" value={brand} onChange={(e) => setBrand(e.target.value)}>
          <option value={ALL}>все вместе</option>
          {brands.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </select>
        <Button type="button" size="sm" variant="secondary" disabled={!days.length} onClick={() => downloadFile(`funnel-${data.from}-${data.to}.csv`, funnelCsv(days), 'text/csv;charset=utf-8')}>
          Скачать CSV
        </Button>
      </StatePicker>
      {shown.length ? (
        <Scroll>
          <Table data-testid="funnel-by-day">
            <thead>
              <tr>
                <th scope="col">День</th>
                {REGISTRATION_FUNNEL.map((s) => (
                  <th key={s.state} scope="col">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((d) => (
                <tr key={d.day} data-day={d.day}>
                  <th scope="row">{d.day}</th>
                  {d.counts.map((c, i) => (
                    <td key={REGISTRATION_FUNNEL[i]!.state}>{c}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      ) : (
        <Muted>За эти дни ничего не сосчитано.</Muted>
      )}
    </>
  );
}

export function FunnelPanel({ stats }: { stats: UseQueryResult<MachineStats> }) {
  const { data } = stats;
  return (
    <Section aria-labelledby="funnel-title" data-testid="registration-funnel">
      <h2 id="funnel-title">Воронка регистрации</h2>
      {stats.isError ? <Muted role="alert">Счётчики переходов не загрузились.</Muted> : null}
      {!data && !stats.isError ? <Muted role="status">Загружаем счётчики переходов…</Muted> : null}
      {data ? (
        <>
          <Muted>
            Сколько раз реальные сессии входили в каждый этап с {data.from} по {data.to}. Это входы, а не люди: клиент, вернувшийся к шагу или
            обновивший страницу, входит в него снова.
          </Muted>
          <Scroll>
            <Table>
              <thead>
                <tr>
                  <th scope="col">Этап</th>
                  <th scope="col">Входов</th>
                  <th scope="col">Потеряно с прошлого этапа</th>
                </tr>
              </thead>
              <tbody>
                {funnelOf(data).map((row) => (
                  <tr key={row.stage.state} data-stage={row.stage.state} data-count={row.count}>
                    <th scope="row">{row.stage.label}</th>
                    <td>{row.count}</td>
                    <td>{row.lost === null ? '—' : percent(row.lost)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
          <ByDay data={data} />
        </>
      ) : null}
    </Section>
  );
}
