// /lk/messages — what the company wrote to the client: newest first, unread marked; a message
// opened unread is marked read (machines/messages.machine.ts).
import { useQuery } from '@tanstack/react-query';
import { useFlowActor } from '@/flows/flow-actor';
import type { ViewProps } from '@/flows/route-types';
import { useMessagesLogic } from '@/flows/messages';
import { useQueries } from '@/flows/queries';
import { Container, Loading, PageTitle } from '@/components/layout/Container';
import { LoadError } from '@/components/ui/LoadError';
import { Notice } from '@/components/ui/Notice';
import { formatNewsDate } from '@/domain/dates';
import { styled } from '@/theme/stitches.config';

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$3', maxWidth: '720px' });
const Item = styled('details', {
  padding: '$3 $4',
  border: '1px solid $border',
  borderRadius: '$sm',
  '& summary': { cursor: 'pointer', display: 'flex', flexWrap: 'wrap', gap: '$2 $3', alignItems: 'baseline' },
  '& p': { margin: '$3 0 0', whiteSpace: 'pre-line' },
});
const Title = styled('span', { fontWeight: '$bold' });
const Meta = styled('span', { color: '$textMuted', fontSize: '$2' });
const New = styled('span', { backgroundColor: '$brandSoft', color: '$text', padding: '0 $2', borderRadius: '$sm', fontSize: '$2' });

export default function MessagesPage({ route }: ViewProps) {
  const messages = useQuery(useQueries().messages.list());
  const actor = useFlowActor(useMessagesLogic());
  return (
    <Container data-testid="page-messages">
      <PageTitle>{route.meta.title}</PageTitle>
      {messages.isPending ? <Loading role="status">Загрузка…</Loading> : null}
      {messages.isError ? <LoadError message={messages.error.message} onRetry={() => void messages.refetch()} /> : null}
      {messages.data && messages.data.Items.length === 0 ? <Notice role="status">Сообщений пока нет.</Notice> : null}
      {messages.data && messages.data.Items.length > 0 ? (
        <List data-testid="messages-list">
          {messages.data.Items.map((m) => (
            <li key={m.Id}>
              <Item data-testid={`message-${m.Id}`} onToggle={(e) => (e.currentTarget.open ? actor.send({ type: 'message.opened', id: m.Id, unread: !m.IsRead }) : undefined)}>
                <summary>
                  <Title>{m.Title}</Title>
                  <Meta>{formatNewsDate(m.CreatedAt)}</Meta>
                  {m.IsRead ? null : <New data-testid="message-unread">новое</New>}
                </summary>
                <p>{m.Text}</p>
              </Item>
            </li>
          ))}
        </List>
      ) : null}
    </Container>
  );
}
