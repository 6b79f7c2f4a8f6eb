// Personal cabinet (/lk/…) until the cabinet work: the client's name and loans, read from the
// session's cache entries (its bearer and its 401 rule).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { OFFER_STATUS } from '../../api/loans';
import type { ViewProps } from '../../app/route-types';
import { useQueries } from '../../app/queries';
import { SessionActor } from '../../app/session/SessionProvider';
import { Container, Loading, PageTitle } from '../../components/layout/Container';
import { LoanOfferPanel } from '../../components/loan-offer/LoanOfferPanel';
import { styled } from '../../theme/stitches.config';

const Table = styled('table', { borderCollapse: 'collapse', width: '100%', '& th, & td': { textAlign: 'left', padding: '$2', borderBottom: '1px solid $border' } });

export default function CabinetPage({ route }: ViewProps) {
  const token = SessionActor.useSelector((s) => s.context.token);
  // The session's own entries: what it loaded at start is not asked for again.
  const queries = useQueries().user;
  const profile = useQuery({ ...queries.profile(token), enabled: token !== null });
  const loans = useQuery({ ...queries.loans(token), enabled: token !== null });
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
