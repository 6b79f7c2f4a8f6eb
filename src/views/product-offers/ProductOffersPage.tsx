// /lk/product-offers — the optional paid services the company offers the client with a loan
// (Loans/AdditionalProducts): what each is and costs. None is chosen for the client.
import { useQuery } from '@tanstack/react-query';
import type { ViewProps } from '@/flows/route-types';
import { useQueries } from '@/flows/queries';
import { Container, Loading, PageTitle } from '@/components/layout/Container';
import { ButtonLink } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { Notice } from '@/components/ui/Notice';
import { formatRub } from '@/domain/money';
import { styled } from '@/theme/stitches.config';
import { Actions, Section } from '../prolongation/styles';

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$3', '& li': { padding: '$4', border: '1px solid $border', borderRadius: '$sm' }, '& h2': { fontSize: '$4' }, '& p': { margin: '$2 0 0' } });

export default function ProductOffersPage({ route }: ViewProps) {
  const products = useQuery(useQueries().loans.additionalProducts());
  return (
    <Container data-testid="page-product-offers">
      <PageTitle>{route.meta.title}</PageTitle>
      <Section>
        {products.isPending ? <Loading role="status">Загрузка…</Loading> : null}
        {products.isError ? <LoadError message={products.error.message} onRetry={() => void products.refetch()} /> : null}
        {products.data && products.data.length === 0 ? (
          <>
            <Notice role="status" data-testid="product-offers-none">
              Сейчас дополнительных предложений для вас нет. Мы ничего не подключаем без вашего согласия: если предложение появится, оно будет здесь.
            </Notice>
            <Actions>
              <ButtonLink href="/lk/Dashboard">В личный кабинет</ButtonLink>
            </Actions>
          </>
        ) : null}
        {products.data && products.data.length > 0 ? (
          <List data-testid="product-offers">
            {products.data.map((p) => (
              <li key={p.Id}>
                <h2>{p.Name}</h2>
                {p.Description ? <p>{p.Description}</p> : null}
                <p>
                  Стоимость: <strong>{formatRub(p.Price)}</strong>
                  {p.IsSelected ? ' — подключено' : ''}
                </p>
              </li>
            ))}
          </List>
        ) : null}
      </Section>
    </Container>
  );
}
