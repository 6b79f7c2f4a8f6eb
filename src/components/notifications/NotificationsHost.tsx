// Renders the notify() store: top-right, 16 px apart (SPEC §9), announced to screen readers.
import { useSyncExternalStore } from 'react';
import { styled } from '@/theme/stitches.config';
import { dismiss, getNotifications, subscribeNotifications, type Notification } from './notify';

const Region = styled('div', {
  position: 'fixed',
  top: '$4',
  right: '$4',
  zIndex: '$notification',
  display: 'flex',
  flexDirection: 'column',
  gap: '16px',
  width: 'min(360px, calc(100vw - 32px))',
  pointerEvents: 'none',
});

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

export function NotificationsHost() {
  const items = useSyncExternalStore(subscribeNotifications, getNotifications, getNotifications);
  return (
    <Region aria-live="polite" aria-relevant="additions" data-testid="notifications">
      {items.map((item) => (
        <Item key={item.id} item={item} />
      ))}
    </Region>
  );
}
