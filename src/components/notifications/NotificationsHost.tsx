// Renders the notify() store: top-right, 16 px apart (SPEC §9), announced to screen readers.
// Top-right of the page's content, not of the window: under the site header while it is on
// screen, so a notice never covers «Выйти» or the phone number; the newest few only, so the stack
// never runs down over the content (issue 28).
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { styled } from '@/theme/stitches.config';
import { dismiss, getNotifications, subscribeNotifications, type Notification } from '@/flows/notify';

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

/** How many notices show at once; older ones wait for their time in the store. */
export const SHOWN_NOTICES = 3;
const GAP_PX = 16;

/** The region's top: 16 px under the header's visible bottom, or 16 px from the top when it is gone. */
export const noticesTop = (headerBottom: number | undefined): number => Math.max(GAP_PX, (headerBottom ?? 0) + GAP_PX);

export function NotificationsHost() {
  const items = useSyncExternalStore(subscribeNotifications, getNotifications, getNotifications);
  const region = useRef<HTMLDivElement>(null);
  // Placed when a notice comes: where the header's bottom is at that moment (it scrolls away on a
  // phone, stays on a wide screen's sticky header).
  useLayoutEffect(() => {
    if (!region.current || items.length === 0) return;
    const header = document.querySelector('[data-testid="header"]')?.getBoundingClientRect().bottom;
    region.current.style.top = `${noticesTop(header)}px`;
  }, [items]);
  return (
    <Region ref={region} aria-live="polite" aria-relevant="additions" data-testid="notifications">
      {items.slice(-SHOWN_NOTICES).map((item) => (
        <Item key={item.id} item={item} />
      ))}
    </Region>
  );
}
