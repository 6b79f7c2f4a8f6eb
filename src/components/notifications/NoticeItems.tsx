// The notices of NotificationsHost's region, loaded with the first one (issue 32: off the start-up chunk).
import { styled } from '@/theme/stitches.config';
import { dismiss } from '@/flows/notify';
import type { Notification } from '@/flows/notice-store';

const Card = styled('div', {
  pointerEvents: 'auto',
  position: 'relative',
  backgroundColor: '$surface',
  color: '$text',
  borderRadius: '$md',
  boxShadow: '$card',
  padding: '$3 $6 $3 $4',
  borderLeft: '4px solid $info',
  variants: {
    type: {
      success: { borderLeftColor: '$success' },
      error: { borderLeftColor: '$danger' },
      warning: { borderLeftColor: '$warning' },
      info: { borderLeftColor: '$info' },
    },
  },
});

const Title = styled('p', { margin: 0, fontWeight: '$bold', fontSize: '$3' });
const Message = styled('p', { margin: '$1 0 0', fontSize: '$2', color: '$textMuted' });

const Close = styled('button', {
  position: 'absolute',
  top: '$2',
  right: '$2',
  width: '24px',
  height: '24px',
  border: 0,
  padding: 0,
  background: 'transparent',
  color: '$textMuted',
  fontSize: '$4',
  lineHeight: 1,
  cursor: 'pointer',
});

function Item({ item }: { item: Notification }) {
  return (
    <Card type={item.type} role={item.type === 'error' ? 'alert' : 'status'} data-testid={`notification-${item.type}`}>
      <Title>{item.title}</Title>
      <Message>{item.message}</Message>
      <Close type="button" aria-label="Закрыть уведомление" onClick={() => dismiss(item.id)}>
        ×
      </Close>
    </Card>
  );
}

export default function NoticeItems({ items }: { items: readonly Notification[] }) {
  return items.map((item) => <Item key={item.id} item={item} />);
}
