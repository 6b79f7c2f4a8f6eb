// One news item or promotion; the route check has already loaded it.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { newsItemQuery } from '@/flows/data/content-queries';
import type { ViewProps } from '@/flows/route-types';
import { Container, Loading, PageTitle } from '@/components/layout/Container';
import { ButtonLink } from '@/components/ui/Button';
import { Html } from '@/components/ui/Html';
import { ErrorPage } from '../errors/ErrorPage';
import { formatNewsDate } from '@/domain/dates';

export default function NewsItemPage({ params }: ViewProps) {
  const item = useQuery(newsItemQuery(params.name ?? ''));
  if (item.isPending) return <Container><Loading role="status">Загрузка…</Loading></Container>;
  if (item.isError) return <ErrorPage status={404} />;
  return (
    <Container as="article" data-testid="page-news-item">
      <p>
        <Link href="/News">← Все акции и новости</Link>
      </p>
      <PageTitle>{item.data.Title}</PageTitle>
      <p>
        <time dateTime={item.data.PublishedAt}>{formatNewsDate(item.data.PublishedAt)}</time>
      </p>
      <Html html={item.data.Content} />
      {item.data.IsPromotion ? <ButtonLink href="/registration">Получить деньги</ButtonLink> : null}
    </Container>
  );
}
