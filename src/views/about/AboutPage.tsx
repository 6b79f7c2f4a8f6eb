// About the company with the requisites block (id 'requisites'); ?scrollTo=<id> scrolls to a
// block once it is on the page (the footer's requisites link).
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { companyQuery, requisitesQuery } from '@/flows/data/content-queries';
import { waitForElement } from '@/components/layout/wait-for-element';
import { Container, Loading, PageTitle } from '@/components/layout/Container';
import { Html } from '@/components/ui/Html';
import { styled } from '@/theme/stitches.config';
import { ErrorPage } from '../errors/ErrorPage';
import { LoadError } from '@/components/ui/LoadError';

const Table = styled('table', {
  borderCollapse: 'collapse',
  width: '100%',
  // A 20-digit account number breaks rather than widen a phone's page (issue 28).
  '& th, & td': { textAlign: 'left', padding: '$2 $3', borderBottom: '1px solid $border', verticalAlign: 'top', overflowWrap: 'anywhere' },
  '& th': { width: '40%', color: '$textMuted', fontWeight: '$regular' },
});
const Section = styled('section', { margin: '$7 0' });

export default function AboutPage() {
  const company = useQuery(companyQuery());
  const requisites = useQuery(requisitesQuery());
  const scrollTo = new URLSearchParams(useSearch()).get('scrollTo');
  const ready = requisites.isSuccess && company.isSuccess;

  useEffect(() => {
    if (!ready || !scrollTo) return;
    void waitForElement(scrollTo, window).then((el) => el?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  }, [ready, scrollTo]);

  if (company.isPending) return <Container><Loading role="status">Загрузка…</Loading></Container>;
  if (company.isError) return <ErrorPage status={500} onRetry={() => void company.refetch()} />;
  return (
    <Container data-testid="page-about">
      <PageTitle>О компании</PageTitle>
      <p>
        <strong>{company.data.LegalName}</strong>
        {company.data.RegistryNumber ? `, номер в государственном реестре МФО ${company.data.RegistryNumber}` : null}
      </p>
      <Html html={company.data.Content} />
      <Section id="requisites" aria-labelledby="requisites-title">
        <h2 id="requisites-title">Реквизиты</h2>
        {requisites.data ? (
          <Table>
            <tbody>
              {requisites.data.map((row) => (
                <tr key={row.Name}>
                  <th scope="row">{row.Name}</th>
                  <td>{row.Value}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : requisites.isError ? (
          <LoadError message={null} onRetry={() => void requisites.refetch()} />
        ) : (
          <Loading role="status">Загрузка…</Loading>
        )}
      </Section>
    </Container>
  );
}
