// /test/prod: what this build is and which runtime configuration it got.
import { useSyncExternalStore } from 'react';
import { useRuntimeConfig } from '@/flows/config-context';
import { isDebugMode } from '@/flows/debug-mode';
import { useRouteTable } from '@/flows/route-table';
import { Container, PageTitle } from '@/components/layout/Container';

const noChange = () => () => {};

export default function ProdInfoPage() {
  const config = useRuntimeConfig();
  const routes = useRouteTable();
  // Decided at boot (the URL parameter, its cookie, the configuration); the server knows the configuration only.
  const debug = useSyncExternalStore(noChange, isDebugMode, () => config.debug);
  const rows: [string, string][] = [
    ['Режим сборки', import.meta.env.MODE],
    ['Тенант', config.tenant],
    ['Тип окружения', config.envType],
    ['Адрес API', config.apiHost || '(тот же адрес, что у страницы)'],
    ['Песочница', config.sandbox ? 'включена' : 'выключена'],
    ['Отладка', debug ? 'включена' : 'выключена'],
    ['Маршрутов', String(routes.length)],
  ];
  return (
    <Container data-testid="page-prod">
      <PageTitle>Сборка и конфигурация</PageTitle>
      <table>
        <tbody>
          {rows.map(([k, v]) => (
            <tr key={k}>
              <th scope="row" style={{ textAlign: 'left', paddingRight: 24 }}>
                {k}
              </th>
              <td>{v}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Container>
  );
}
