// Personal cabinet (/lk/…) until the cabinet work: the client's name and loans, loaded through the
// session's clients (its bearer and its 401 rule).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { unwrap } from '../../api/errors';
import { OFFER_STATUS } from '../../api/loans';
import { accountKeys } from '../../api/queries/account';
import { LOANS_QUERY, loansKeys } from '../../api/queries/loans';
import { useRuntimeConfig } from '../../app/config-context';
import type { ViewProps } from '../../app/route-types';
import { readAuthTokens } from '../../app/session/cookies';
import { useSessionServices } from '../../app/session/SessionProvider';
import { Container, Loading, PageTitle } from '../../components/layout/Container';
import { LoanOfferPanel } from '../../components/loan-offer/LoanOfferPanel';
import { styled } from '../../theme/stitches.config';

const Table = styled('table', { borderCollapse: 'collapse', width: '100%', '& th, & td': { textAlign: 'left', padding: '$2', borderBottom: '1px solid $border' } });

export default function CabinetPage({ route }: ViewProps) {
  const { envType } = useRuntimeConfig();
  const token = readAuthTokens(envType).newSiteToken;
  const { clients } = useSessionServices();
  // Keyed by the token too: the cache outlives a logout, and the next client is someone else.
  const profile = useQuery({
    queryKey: [...accountKeys.userProfile(), token],
    queryFn: ({ signal }) => clients.api.GET('/api/Account/UserProfile', { signal }).then(unwrap),
    enabled: token !== null,
    retry: false,
  });
  const loans = useQuery({
    queryKey: [...loansKeys.list(), token],
    queryFn: ({ signal }) => clients.api.GET('/api/Loans', { params: { query: { ...LOANS_QUERY } }, signal }).then(unwrap),
    enabled: token !== null,
    retry: false,
  });
  const name = profile.data?.UserInfo?.FirstName;
  // Once an offer is on screen the panel stays, so its "signed" message outlives the loans refetch.
  const [signing, setSigning] = useState(false);
  if (!signing && loans.data?.some((loan) => loan.Status === OFFER_STATUS)) setSigning(true);
  return (
    <Container data-testid="page-cabinet">
      <PageTitle>{route.meta.title}</PageTitle>
      {profile.isPending && token ? <Loading role="status">Загрузка…</Loading> : null}
      {profile.data ? <p data-testid="client-name">Здравствуйте{name ? `, ${name}` : ''}!</p> : null}
      {/* An approved application waits for the signature: the client who left the scoring step signs here. */}
      {signing ? <LoanOfferPanel /> : null}
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
