// Promotions and news, newest first (Info/news).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { newsListQuery } from '@/flows/data/content-queries';
import { Container, Loading, PageTitle } from '@/components/layout/Container';
import { styled } from '@/theme/stitches.config';
import { ErrorPage } from '../errors/ErrorPage';
import { formatNewsDate } from '@/domain/dates';

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$4', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' });
const Card = styled('li', { border: '1px solid $border', borderRadius: '$md', padding: '$4', backgroundColor: '$surface', '& h2': { fontSize: '$4', margin: '$2 0' } });
const Badge = styled('span', { display: 'inline-block', padding: '0 $2', borderRadius: '$round', backgroundColor: '$brandSoft', color: '$brandHover', fontSize: '$1', fontWeight: '$bold' });
const Date = styled('time', { color: '$textMuted', fontSize: '$2' });

export default function NewsListPage() {
  const news = useQuery(newsListQuery());
  if (news.isPending) return <Container><Loading role="status">Загрузка…</Loading></Container>;
  if (news.isError) return <ErrorPage status={500} onRetry={() => void news.refetch()} />;
  return (
    <Container data-testid="page-news">
      <PageTitle>Акции и новости</PageTitle>
      <List>
        {news.data.Items.map((item) => (
          <Card key={item.Id}>
            {item.IsPromotion ? <Badge>Акция</Badge> : null}
            <h2>
              <Link href={`/News/${item.Name}`}>{item.Title}</Link>
            </h2>
            <Date dateTime={item.PublishedAt}>{formatNewsDate(item.PublishedAt)}</Date>
            <p>{item.Preview}</p>
          </Card>
        ))}
      </List>
    </Container>
  );
}
