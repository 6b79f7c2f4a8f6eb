// The company's latest news and promotions in the cabinet (the public /News list, newest first):
// three of them, each opening its own page. News is an extra: a failed read shows nothing.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { newsListQuery } from '@/flows/data/content-queries';
import { formatNewsDate } from '@/domain/dates';
import { styled } from '@/theme/stitches.config';

const Section = styled('section', { display: 'grid', gap: '$2', marginBottom: '$6' });
const Heading = styled('h2', { margin: 0, fontSize: '$5' });
const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$2' });
const Muted = styled('time', { color: '$textMuted', fontSize: '$2', marginRight: '$2' });

export function CabinetNews() {
  const news = useQuery(newsListQuery(1, 3));
  const items = news.data?.Items ?? [];
  if (items.length === 0) return null;
  return (
    <Section aria-labelledby="cabinet-news-heading" data-testid="cabinet-news">
      <Heading id="cabinet-news-heading">Новости и акции</Heading>
      <List>
        {items.map((item) => (
          <li key={item.Id}>
            <Muted dateTime={item.PublishedAt}>{formatNewsDate(item.PublishedAt)}</Muted>
            <Link href={`/News/${item.Name}`}>{item.Title}</Link>
          </li>
        ))}
      </List>
      <Link href="/News">Все новости</Link>
    </Section>
  );
}
