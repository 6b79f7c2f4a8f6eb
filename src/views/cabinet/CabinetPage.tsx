// Personal cabinet (/lk/…) until the cabinet work: the client's name and loans, loaded with the
// bearer token from the auth cookie.
import { useQuery } from '@tanstack/react-query';
import { useRuntimeConfig } from '../../app/config-context';
import { requestJson } from '../../app/data/http';
import type { ViewProps } from '../../app/route-types';
import { readAuthTokens } from '../../app/session/cookies';
import { Container, Loading, PageTitle } from '../../components/layout/Container';
import { styled } from '../../theme/stitches.config';

interface Profile {
  Id?: number;
  Phone?: string;
  UserInfo?: { FirstName?: string | null } | null;
}
interface LoanRow {
  Id: number;
  Status: number;
  Amount?: number;
  CreatedAt?: string;
}

const Table = styled('table', { borderCollapse: 'collapse', width: '100%', '& th, & td': { textAlign: 'left', padding: '$2', borderBottom: '1px solid $border' } });

export default function CabinetPage({ route }: ViewProps) {
  const { envType } = useRuntimeConfig();
  const token = readAuthTokens(envType).newSiteToken;
  const profile = useQuery({
    queryKey: ['account', 'profile', token],
    queryFn: ({ signal }) => requestJson<Profile>('/api/Account/UserProfile', { token, signal }),
    enabled: token !== null,
    retry: false,
  });
  const loans = useQuery({
    queryKey: ['loans', 'list', token],
    queryFn: ({ signal }) => requestJson<LoanRow[]>('/api/Loans?inActualState=false&v=1', { token, signal }),
    enabled: token !== null,
    retry: false,
  });
  const name = profile.data?.UserInfo?.FirstName;
  return (
    <Container data-testid="page-cabinet">
      <PageTitle>{route.meta.title}</PageTitle>
      {profile.isPending && token ? <Loading role="status">Загрузка…</Loading> : null}
      {profile.data ? <p data-testid="client-name">Здравствуйте{name ? `, ${name}` : ''}!</p> : null}
      <h2>Ваши займы</h2>
      {loans.data && loans.data.length > 0 ? (
        <Table data-testid="loans">
          <thead>
            <tr>
              <th scope="col">Номер</th>
              <th scope="col">Статус</th>
            </tr>
          </thead>
          <tbody>
            {[...loans.data]
              .sort((a, b) => a.Id - b.Id)
              .map((loan) => (
                <tr key={loan.Id}>
                  <td>{loan.Id}</td>
                  <td>{loan.Status}</td>
                </tr>
              ))}
          </tbody>
        </Table>
      ) : loans.isSuccess ? (
        <p>Займов пока нет.</p>
      ) : null}
    </Container>
  );
}
