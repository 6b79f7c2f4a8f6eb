// Burger sidebar (SPEC §2.6, §4): mounted while opening/open/closing; slides in after the
// machine's 200 ms open delay and out during its 300 ms close animation. It is portalled to
// <body>: inside the header's stacking context (z-index 100) its own layer would sit under the
// chat button and the page's other fixed layers.
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'wouter';
import { SidebarActor } from '@/flows/actors';
import { styled } from '@/theme/stitches.config';
import { Icon } from '../icons/Icon';
import { Button, ButtonLink } from '../ui/Button';
import { FOOTER_LINKS, HEADER_LINKS, telHref } from './nav-links';

const Backdrop = styled('div', {
  position: 'fixed',
  inset: 0,
  zIndex: '$sidebar',
  backgroundColor: 'rgba(28, 36, 48, 0.45)',
  transition: 'opacity 300ms ease',
  variants: { visible: { true: { opacity: 1 }, false: { opacity: 0 } } },
});

const Panel = styled('aside', {
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: '$sidebar',
  width: 'min(360px, 100vw)',
  backgroundColor: '$surface',
  boxShadow: '$card',
  padding: '$4',
  overflowY: 'auto',
  transition: 'transform 300ms ease',
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  variants: { visible: { true: { transform: 'translateX(0)' }, false: { transform: 'translateX(100%)' } } },
  '& ul': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$2' },
  '& nav a': { color: '$text', textDecoration: 'none', fontSize: '$3', '&:hover': { color: '$brand' } },
});

const Close = styled('button', { alignSelf: 'flex-end', border: 0, background: 'transparent', color: '$text', cursor: 'pointer', width: '44px', height: '44px' });

const SIDEBAR_LINKS = [...HEADER_LINKS, ...FOOTER_LINKS.filter((f) => !HEADER_LINKS.some((h) => h.href === f.href))];

export function Sidebar({ phone, accountHref, onOrderCall }: { phone: string | undefined; accountHref: string; onOrderCall: () => void }) {
  const sidebar = SidebarActor.useActorRef();
  const mounted = SidebarActor.useSelector((s) => s.hasTag('mounted'));
  const visible = SidebarActor.useSelector((s) => s.hasTag('visible'));
  const [location] = useLocation();
  const closeRef = useRef<HTMLButtonElement>(null);
  const close = () => sidebar.send({ type: 'sidebar.close' });

  // Any navigation closes the sidebar.
  const lastLocation = useRef(location);
  useEffect(() => {
    if (lastLocation.current !== location) {
      lastLocation.current = location;
      if (sidebar.getSnapshot().hasTag('mounted')) sidebar.send({ type: 'sidebar.close' });
    }
  }, [location, sidebar]);

  useEffect(() => {
    if (visible) closeRef.current?.focus();
  }, [visible]);

  useEffect(() => {
    if (!mounted) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') sidebar.send({ type: 'sidebar.close' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mounted, sidebar]);

  if (!mounted) return null;
  return createPortal(
    <>
      <Backdrop visible={visible} onClick={close} data-testid="sidebar-backdrop" />
      <Panel id="sidebar" visible={visible} aria-label="Меню сайта" data-testid="sidebar" data-visible={visible ? 'true' : 'false'}>
        <Close ref={closeRef} type="button" aria-label="Закрыть меню" onClick={close}>
          <Icon name="close" />
        </Close>
        <nav aria-label="Меню сайта">
          <ul>
            {SIDEBAR_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {phone ? <a href={telHref(phone)}>{phone}</a> : null}
        <Button variant="secondary" type="button" onClick={onOrderCall}>
          Заказать звонок
        </Button>
        <ButtonLink href={accountHref}>Личный кабинет</ButtonLink>
      </Panel>
    </>,
    document.body,
  );
}
