// What the app's other tabs are doing: their live actors and the last events those received
// (payloads arrive already redacted by the tab that sent them).
import type { ReactNode } from 'react';
import type { ActorReport, EventReport } from '@/flows/inspector/protocol';
import { Muted, Scroll, Section, Table } from './styles';

/** A scrollable table with one header row. */
function ListTable({ columns, children }: { columns: Array<[label: string, width?: string]>; children: ReactNode }) {
  return (
    <Scroll>
      <Table>
        <thead>
          <tr>
            {columns.map(([label, width]) => (
              <th key={label} scope="col" style={width ? { width } : undefined}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </Scroll>
  );
}

const time = (at: number) => new Date(at).toLocaleTimeString('ru-RU');
const payloadText = (payload: unknown) => (payload && typeof payload === 'object' && Object.keys(payload).length === 0 ? '—' : JSON.stringify(payload, null, 1));

export function ActorsPanel({ actors }: { actors: ActorReport[] }) {
  return (
    <Section aria-labelledby="live-actors-title" data-testid="live-actors">
      <h2 id="live-actors-title">Живые акторы</h2>
      {actors.length === 0 ? (
        <Muted>
          Нет данных: откройте приложение в другой вкладке этого браузера (например, <a href="/login" target="_blank" rel="noreferrer">вход</a>) — его
          машины появятся здесь и будут подсвечены на схемах ниже.
        </Muted>
      ) : (
        <ListTable columns={[['Машина'], ['Состояние'], ['Вкладка · актор']]}>
          {actors.map((a) => (
            <tr key={`${a.tab}/${a.actor}`} data-testid={`live-${a.machineId}`}>
              <td>
                <a href={`#machine-${a.machineId}`}>{a.machineId}</a>
                {a.systemId ? ` (${a.systemId})` : ''}
              </td>
              <td>
                <code data-testid="live-value">{a.value}</code>
              </td>
              <td>
                {a.tab} · {a.actor}
                {a.parent ? `, вызван ${a.parent}` : ''}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </Section>
  );
}

export function EventsPanel({ events }: { events: EventReport[] }) {
  return (
    <Section aria-labelledby="events-title" data-testid="event-log">
      <h2 id="events-title">Последние события</h2>
      {events.length === 0 ? (
        <Muted>Событий пока нет. Пароли, коды и токены в данных событий всегда скрыты (•••).</Muted>
      ) : (
        <ListTable columns={[['Время', '6em'], ['Машина'], ['Событие'], ['Данные']]}>
          {events.map((e, i) => (
            <tr key={`${e.at}-${i}`} data-testid="event-row">
              <td>{time(e.at)}</td>
              <td>{e.machineId}</td>
              <td>
                <code>{e.type}</code>
              </td>
              <td>
                <pre>{payloadText(e.payload)}</pre>
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </Section>
  );
}
