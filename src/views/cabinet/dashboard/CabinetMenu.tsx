// The cabinet menu: desktop links to every section (cabinet-menu.ts), with the unread messages.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useQueries } from '@/app/queries';
import { styled } from '@/theme/stitches.config';
import { CABINET_MENU } from './cabinet-menu';


const Nav = styled('nav', { marginBottom: '$5' });
const List = styled('ul', { display: 'flex', flexWrap: 'wrap', gap: '$2 $4', listStyle: 'none', margin: 0, padding: 0 });

const Badge = styled('span', { marginLeft: '$1', padding: '0 $2', borderRadius: '$round', backgroundColor: '$brand', color: '$onBrand', fontSize: '$1', fontWeight: '$bold' });

/** The unread messages, beside «Сообщения» (the inbox's own read: one request for both). */
function UnreadBadge() {
  const unread = useQuery(useQueries().messages.list()).data?.Unread ?? 0;
  return unread > 0 ? <Badge data-testid="messages-unread" aria-label={`непрочитанных: ${unread}`}>{unread}</Badge> : null;
}

export function CabinetMenu() {
  return (
    <Nav aria-label="Личный кабинет">
      <List>
        {CABINET_MENU.map((item) => (
          <li key={item.href}>
            <Link href={item.href}>
              {item.label}
              {item.href === '/lk/messages' ? <UnreadBadge /> : null}
            </Link>
          </li>
        ))}
      </List>
    </Nav>
  );
}
