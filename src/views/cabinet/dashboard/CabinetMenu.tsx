// The cabinet menu on every cabinet page (the layout puts it there, issue 28): every section
// (cabinet-menu.ts) with the unread messages and the documents waiting for a signature; on a
// phone one row that scrolls sideways, each link a thumb-sized target.
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { useQueries } from '@/flows/queries';
import { styled } from '@/theme/stitches.config';
import { CABINET_MENU, menuItemFor } from './cabinet-menu';

const Nav = styled('nav', {
  paddingTop: '$4',
  '@mobile': { marginInline: '-$4', paddingInline: '$4', overflowX: 'auto', scrollbarWidth: 'none' },
  // requirements §4: on a phone the menu shows only for a client who is not new and has finished registration.
  variants: { onPhone: { false: { '@mobile': { display: 'none' } }, true: {} } },
});
const List = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@mobile': { flexWrap: 'nowrap' },
});
const Item = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  minHeight: '44px',
  padding: '0 $3',
  borderRadius: '$round',
  border: '1px solid $border',
  color: '$text',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:hover': { borderColor: '$brand', color: '$brand' },
  '&[aria-current="page"]': { borderColor: '$brand', backgroundColor: '$brandSoft', color: '$brand', fontWeight: '$bold' },
});

// Where the menu is hidden on a phone, one link to the dashboard stays: no cabinet page is a dead end.
const DashboardOnly = styled('p', { display: 'none', margin: 0, paddingTop: '$4', '@mobile': { display: 'block' } });

const Badge = styled('span', { padding: '0 $2', borderRadius: '$round', backgroundColor: '$brand', color: '$onBrand', fontSize: '$1', fontWeight: '$bold' });

/**
 * The badges read what their pages read. A read that failed stays failed when a badge comes: the
 * page shows the failure with its retry, and a badge mounted after it (the menu's code came late)
 * would ask again behind the client's back and take the retry away while it is being pressed.
 */
const AS_IS = { retryOnMount: false } as const;

/** The unread messages, beside «Сообщения» (the inbox's own read: one request for both). */
function UnreadBadge() {
  const unread = useQuery({ ...useQueries().messages.list(), ...AS_IS }).data?.Unread ?? 0;
  return unread > 0 ? <Badge data-testid="messages-unread" aria-label={`непрочитанных: ${unread}`}>{unread}</Badge> : null;
}

/** The documents waiting for the client's signature, beside «Документы» (issue 28: never announced). */
function WaitingBadge() {
  const waiting = useQuery({ ...useQueries().agreements.list(), ...AS_IS }).data?.filter((a) => !a.IsSigned).length ?? 0;
  return waiting > 0 ? <Badge data-testid="agreements-waiting" aria-label={`ждут подписи: ${waiting}`}>{waiting}</Badge> : null;
}

const BADGES: Record<string, () => React.JSX.Element | null> = { '/lk/messages': UnreadBadge, '/lk/agreements': WaitingBadge };

/** `onPhone`: whether a phone shows the menu (the layout reads it from the session). */
export function CabinetMenu({ onPhone = true }: { onPhone?: boolean }) {
  const [path] = useLocation();
  const current = menuItemFor(path);
  return (
    <>
      <Nav aria-label="Личный кабинет" data-testid="cabinet-menu" onPhone={onPhone} data-on-phone={onPhone ? 'true' : 'false'}>
        <List>
          {CABINET_MENU.map((item) => {
            const ItemBadge = BADGES[item.href];
            return (
              <li key={item.href}>
                <Item href={item.href} aria-current={item === current ? 'page' : undefined}>
                  {item.label}
                  {ItemBadge ? <ItemBadge /> : null}
                </Item>
              </li>
            );
          })}
        </List>
      </Nav>
      {onPhone ? null : (
        <DashboardOnly>
          <Item href="/lk/Dashboard" aria-current={path.toLowerCase() === '/lk/dashboard' ? 'page' : undefined}>
            Главная кабинета
          </Item>
        </DashboardOnly>
      )}
    </>
  );
}

export default CabinetMenu;
