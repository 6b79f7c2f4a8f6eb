// Site header (SPEC §2.6): links, phone, order-call, burger with the sidebar, login button,
// 'auth'/'profile' modes, sticky past 58 px above 1070 px, logout on flow and cabinet paths.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { ModalsActor, SidebarActor } from '@/flows/actors';
import { useRuntimeConfig } from '@/flows/config-context';
import { contactsQuery } from '@/flows/data/content-queries';
import { useDevice } from '@/flows/device';
import { useHydrated } from '@/flows/hydration';
import { styled } from '@/theme/stitches.config';
import { Icon } from '../icons/Icon';
import { Button, ButtonLink } from '../ui/Button';
import { useAccountLink } from './account-link';
import { CALL_BACK_MODAL_ID } from './call-back-id';
import { HEADER_LINKS, telHref } from './nav-links';
import type { HeaderMode } from './header-mode';
import { Logo } from './Logo';
import { Sidebar } from './Sidebar';
import { useSticky } from './use-sticky';

// Desktop-only and mobile-only parts are both rendered and hidden by CSS: before hydration by
// width (the prerendered page must not jump), afterwards by the device actor (SPEC §4: a mobile
// user agent counts as mobile at any width).
const Bar = styled('header', {
  position: 'relative',
  zIndex: '$header',
  backgroundColor: '$surface',
  borderBottom: '1px solid $border',
  '@media (max-width: 768px)': { '&:not([data-device]) .desktop-only': { display: 'none' } },
  '@media (min-width: 769px)': { '&:not([data-device]) .mobile-only': { display: 'none' } },
  '&[data-device="Mobile"] .desktop-only': { display: 'none' },
  '&[data-device="Desktop"] .mobile-only': { display: 'none' },
  variants: {
    sticky: { true: { position: 'sticky', top: 0, boxShadow: '$card' } },
  },
});

const Inner = styled('div', {
  maxWidth: '$content',
  margin: '0 auto',
  padding: '$2 $4',
  minHeight: '58px',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2 $4',
  // One row on a phone: logo, login button and burger (the links live in the sidebar).
  '@mobile': { flexWrap: 'nowrap', gap: '$2' },
});

// Second row on wide screens: the six links never squeeze the actions.
const Nav = styled('nav', {
  flexBasis: '100%',
  '& ul': { display: 'flex', flexWrap: 'wrap', gap: '$1 $5', listStyle: 'none', margin: 0, padding: 0 },
  '& a': { color: '$text', textDecoration: 'none', fontSize: '$2', '&:hover': { color: '$brand', textDecoration: 'underline' } },
});

const Spacer = styled('div', { flex: 1 });

const Phone = styled('a', { color: '$text', fontWeight: '$bold', textDecoration: 'none', whiteSpace: 'nowrap', display: 'inline-flex', gap: '$1', alignItems: 'center' });

const IconButton = styled('button', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  border: 0,
  borderRadius: '$round',
  background: 'transparent',
  color: '$text',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$brandSoft' },
});

export interface HeaderProps {
  mode: HeaderMode;
  showLogout: boolean;
  /** Connected by the session work to `session.logout`. */
  onLogout: () => void;
}

export function Header({ mode, showLogout, onLogout }: HeaderProps) {
  const { tenant } = useRuntimeConfig();
  const device = useDevice();
  const sticky = useSticky();
  const contacts = useQuery(contactsQuery());
  const modals = ModalsActor.useActorRef();
  const sidebar = SidebarActor.useActorRef();
  const sidebarMounted = SidebarActor.useSelector((s) => s.hasTag('mounted'));
  const hydrated = useHydrated();
  const compact = mode !== 'default';
  const account = useAccountLink();
  // The call-back dialog replaces the sidebar it was ordered from: never two layers with a ×.
  const orderCall = () => {
    if (sidebar.getSnapshot().hasTag('mounted')) sidebar.send({ type: 'sidebar.close' });
    modals.send({ type: 'modal.open', id: CALL_BACK_MODAL_ID });
  };

  return (
    <Bar
      data-testid="header"
      data-mode={mode}
      data-sticky={sticky ? 'true' : 'false'}
      data-device={hydrated ? device.type : undefined}
      sticky={sticky}
    >
      <Inner>
        <Logo tenant={tenant} />
        <Spacer />
        {contacts.data ? (
          <Phone className="desktop-only" href={telHref(contacts.data.Phone)} data-testid="header-phone">
            <Icon name="phone" size={18} />
            {contacts.data.Phone}
          </Phone>
        ) : null}
        {mode === 'default' ? (
          <Button className="desktop-only" variant="secondary" size="sm" type="button" onClick={orderCall}>
            Заказать звонок
          </Button>
        ) : null}
        {showLogout ? (
          <Button variant="ghost" size="sm" type="button" onClick={onLogout} data-testid="logout">
            <Icon name="logout" size={18} />
            Выйти
          </Button>
        ) : mode === 'default' ? (
          <ButtonLink href={account.href} size="sm" data-testid="login-button">
            <span className="desktop-only">Личный кабинет</span>
            <span className="mobile-only">{account.loggedIn ? 'Кабинет' : 'Войти'}</span>
          </ButtonLink>
        ) : null}
        {mode === 'default' ? (
          <IconButton
            type="button"
            aria-label="Меню"
            aria-expanded={sidebarMounted}
            aria-controls="sidebar"
            data-testid="burger"
            onClick={() => sidebar.send({ type: 'sidebar.toggle' })}
          >
            <Icon name="menu" />
          </IconButton>
        ) : null}
        {!compact ? (
          <Nav className="desktop-only" aria-label="Основное меню">
            <ul>
              {HEADER_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </Nav>
        ) : null}
      </Inner>
      <Sidebar phone={contacts.data?.Phone} accountHref={account.href} onOrderCall={orderCall} />
    </Bar>
  );
}
