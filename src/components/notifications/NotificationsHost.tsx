// Renders the notify() store: top-right, 16 px apart (requirements §9), announced to screen readers.
// Top-right of the page's content, not of the window: under the site header while it is on
// screen, so a notice never covers «Выйти» or the phone number; the newest few only, so the stack
// never runs down over the content (issue 28).
import { lazy, Suspense, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { styled } from '@/theme/stitches.config';
import { getNotifications, subscribeNotifications } from '@/flows/notice-store';

// The notices themselves load with the first one (only the cabinet's flows notify): the region,
// a polite live region, is on every page from the start so that what comes into it is announced.
const NoticeItems = lazy(() => import('./NoticeItems'));

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
      {items.length > 0 ? (
        <Suspense fallback={null}>
          <NoticeItems items={items.slice(-SHOWN_NOTICES)} />
        </Suspense>
      ) : null}
    </Region>
  );
}
