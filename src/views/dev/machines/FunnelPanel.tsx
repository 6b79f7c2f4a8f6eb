// The registration funnel of real sessions (issue 31): entries into each stage over the counted
// days and the share lost before it, from the transition counts (funnel.ts).
import type { UseQueryResult } from '@tanstack/react-query';
import type { MachineStats } from '@/api/machine-stats';
import { funnelOf } from './funnel';
import { Muted, Scroll, Section, Table } from './styles';

const percent = (share: number) => `${Math.round(share * 100)} %`;

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
        </>
      ) : null}
    </Section>
  );
}
