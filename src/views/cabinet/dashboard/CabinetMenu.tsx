// The cabinet's sections (SPEC §2.2 and the cabinet screens): one list, so a new screen is one line.
import { Link } from 'wouter';
import { styled } from '../../../theme/stitches.config';

export const CABINET_MENU: readonly { href: string; label: string }[] = [
  { href: '/lk/Dashboard', label: 'Главная' },
  { href: '/lk/new-loan', label: 'Новый заём' },
  { href: '/lk/messages', label: 'Сообщения' },
  { href: '/lk/agreements', label: 'Документы' },
  { href: '/lk/cards', label: 'Карты' },
  { href: '/lk/product-offers', label: 'Предложения' },
  { href: '/lk/profile-edit', label: 'Профиль' },
];

const Nav = styled('nav', { marginBottom: '$5' });
const List = styled('ul', { display: 'flex', flexWrap: 'wrap', gap: '$2 $4', listStyle: 'none', margin: 0, padding: 0 });

export function CabinetMenu() {
  return (
    <Nav aria-label="Личный кабинет">
      <List>
        {CABINET_MENU.map((item) => (
          <li key={item.href}>
            <Link href={item.href}>{item.label}</Link>
          </li>
        ))}
      </List>
    </Nav>
  );
}
