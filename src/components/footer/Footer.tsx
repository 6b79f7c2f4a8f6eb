// Site footer (requirements §2.6): general-conditions footer on cabinet/registration/creation paths,
// landing navigation footer on the index and promo landings, navigation footer elsewhere.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useRuntimeConfig } from '@/flows/config-context';
import { contactsQuery, footerQuery } from '@/flows/data/content-queries';
import { FOOTER_LOAD_ERROR } from '@/domain/startup-messages';
import { styled } from '@/theme/stitches.config';
import { brands } from '@/theme/tenants';
import type { FooterVariant } from '../header/header-mode';
import { useAccountLink } from '../header/account-link';
import { FOOTER_LINKS, telHref } from '../header/nav-links';
import { Icon } from '../icons/Icon';
import { ButtonLink } from '../ui/Button';
import { Html } from '../ui/Html';

const Root = styled('footer', {
  backgroundColor: '$surfaceGrey',
  borderTop: '1px solid $border',
  color: '$text',
  fontSize: '$2',
  marginTop: 'auto',
  // Below the fold on a phone: the first layout skips its text until it nears the viewport
  // (issue 32: `/`'s start-up). The sizes are its usual height, so the scrollbar barely moves.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 420px',
  '@mobile': { containIntrinsicSize: 'auto 920px' },
});
// On a phone the page ends with a strip clear of text, where the floating chat button covers nothing.
const Inner = styled('div', { maxWidth: '$content', margin: '0 auto', padding: '$6 $4', display: 'grid', gap: '$5', '@mobile': { paddingBottom: '96px' } });
const Row = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$4', alignItems: 'center', justifyContent: 'space-between' });
const Links = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: '$2 $4',
  '& a': { color: '$text', '&:hover': { color: '$brand' } },
  variants: { inline: { true: { display: 'flex', flexWrap: 'wrap' } } },
});
const PhoneBlock = styled('div', { display: 'grid', gap: '$1', '& a': { color: '$text', fontWeight: '$bold', fontSize: '$4', textDecoration: 'none' } });
const Muted = styled('p', { color: '$textMuted', margin: 0 });
const Buttons = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3' });
const Stores = styled('div', {
  display: 'flex',
  gap: '$3',
  '& a': { display: 'inline-flex', gap: '$2', alignItems: 'center', padding: '$2 $3', borderRadius: '$sm', backgroundColor: '$text', color: '$surface', textDecoration: 'none' },
});
const LoadError = styled('p', { color: '$danger', fontWeight: '$bold', margin: 0 });

function Copyright() {
  const { tenant } = useRuntimeConfig();
  const year = new Date().getFullYear();
  return (
    <Muted data-testid="copyright">
      © 2019–{year} {brands[tenant].legalName}
    </Muted>
  );
}

function PhoneInfo() {
  const contacts = useQuery(contactsQuery());
  if (!contacts.data) return null;
  return (
    <PhoneBlock>
      <a href={telHref(contacts.data.Phone)} data-testid="footer-phone">
        {contacts.data.Phone}
      </a>
      <Muted>звонок бесплатный</Muted>
    </PhoneBlock>
  );
}

function FooterButtons() {
  const account = useAccountLink();
  return (
    <Buttons>
      <ButtonLink href={account.href} variant="secondary">
        Личный кабинет
      </ButtonLink>
      <ButtonLink href="/registration">Получить деньги</ButtonLink>
    </Buttons>
  );
}

function AppButtons() {
  const { tenant } = useRuntimeConfig();
  // Mobile apps exist for the sf brand only (requirements §1).
  if (tenant !== 'sf') return null;
  return (
    <Stores data-testid="app-buttons">
      <a href="/mobile-app" aria-label="Приложение для iPhone">
        <Icon name="apple" size={20} />
        iPhone
      </a>
      <a href="/mobile-app" aria-label="Приложение для Android">
        <Icon name="android" size={20} />
        Android
      </a>
    </Stores>
  );
}

function NavLinks({ inline }: { inline?: boolean }) {
  return (
    <nav aria-label="Разделы сайта">
      <Links inline={inline}>
        {FOOTER_LINKS.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </Links>
    </nav>
  );
}

export function Footer({ variant }: { variant: FooterVariant }) {
  const footer = useQuery(footerQuery());
  const failed = footer.isError;

  if (variant === 'conditions') {
    return (
      <Root data-testid="footer" data-variant={variant}>
        <Inner>
          <Row>
            <PhoneInfo />
            <Copyright />
          </Row>
          {failed ? <LoadError role="alert">{FOOTER_LOAD_ERROR}</LoadError> : null}
          {footer.data ? (
            <>
              <nav aria-label="Общие условия и документы">
                <Links>
                  {footer.data.LinkList.map((item) => (
                    <li key={item.Url}>
                      <a href={item.Url} target="_blank" rel="noopener noreferrer">
                        {item.Name}
                      </a>
                    </li>
                  ))}
                </Links>
              </nav>
              <Html html={footer.data.FooterAccountContent} />
            </>
          ) : null}
        </Inner>
      </Root>
    );
  }

  return (
    <Root data-testid="footer" data-variant={variant}>
      <Inner>
        <Row>
          <PhoneInfo />
          <FooterButtons />
        </Row>
        <NavLinks inline={variant === 'landing'} />
        {failed ? <LoadError role="alert">{FOOTER_LOAD_ERROR}</LoadError> : null}
        {footer.data ? <Html html={footer.data.FooterMainContent} /> : null}
        <Row>
          <Copyright />
          <AppButtons />
        </Row>
      </Inner>
    </Root>
  );
}
