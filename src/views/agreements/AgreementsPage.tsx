// /lk/agreements — the client's documents: what waits for the signature first, then the signed
// ones. A read of the server's list (src/api/agreements.ts); each opens on its own page.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { AgreementSummary } from '@/api/agreements';
import type { ViewProps } from '@/flows/route-types';
import { useQueries } from '@/flows/queries';
import { Container, Loading, PageTitle } from '@/components/layout/Container';
import { LoadError } from '@/components/ui/LoadError';
import { Notice } from '@/components/ui/Notice';
import { styled } from '@/theme/stitches.config';
import { formatNewsDate } from '@/domain/dates';
import { Section } from '../prolongation/styles';

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$3' });
const Item = styled('li', {
  display: 'grid',
  gap: '$2',
  padding: '$4',
  border: '1px solid $border',
  borderRadius: '$sm',
  '@md': { gridTemplateColumns: '1fr auto', alignItems: 'center' },
  '& a': { color: '$brand', fontWeight: '$bold' },
});
const State = styled('span', { fontSize: '$2', color: '$textMuted', variants: { waiting: { true: { color: '$danger', fontWeight: '$bold' } } } });

const stateText = (a: AgreementSummary) => (a.IsSigned ? (a.SignedAt ? `Подписан ${formatNewsDate(a.SignedAt)}` : 'Подписан') : 'Ждёт подписи');

export default function AgreementsPage({ route }: ViewProps) {
  const list = useQuery(useQueries().agreements.list());
  const waiting = list.data?.filter((a) => !a.IsSigned).length ?? 0;
  return (
    <Container data-testid="page-agreements">
      <PageTitle>{route.meta.title}</PageTitle>
      <Section>
        {list.isPending ? <Loading role="status">Загрузка…</Loading> : null}
        {list.isError ? <LoadError message={list.error.message} onRetry={() => void list.refetch()} /> : null}
        {list.data && list.data.length === 0 ? <Notice role="status">Документов пока нет.</Notice> : null}
        {list.data && list.data.length > 0 ? (
          <>
            <p role="status">{waiting > 0 ? `Ждут вашей подписи: ${waiting}.` : 'Все документы подписаны.'}</p>
            <List data-testid="agreements-list">
              {list.data.map((a) => (
                <Item key={a.Id} data-testid={`agreement-${a.Id}`}>
                  <Link href={`/lk/agreements/${a.Id}`}>{a.Name}</Link>
                  <State waiting={!a.IsSigned} data-testid="agreement-state">
                    {stateText(a)}
                  </State>
                </Item>
              ))}
            </List>
          </>
        ) : null}
      </Section>
    </Container>
  );
}
