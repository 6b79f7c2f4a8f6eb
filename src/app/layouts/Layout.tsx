// Page layouts of the route table: 'default', 'document' (/documents), 'landing' (/ombudsmen),
// 'empty' (/widgets/edna).
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Footer } from '@/components/footer/Footer';
import { Header } from '@/components/header/Header';
import { footerVariant, headerMode, showsLogout } from '@/components/header/header-mode';
import { Logo } from '@/components/header/Logo';
import { Container } from '@/components/layout/Container';
import { styled } from '@/theme/stitches.config';
import { useRuntimeConfig } from '@/flows/config-context';
import { settingsQuery } from '@/flows/data/content-queries';
import { isCabinetPath } from '@/domain/route-match';
import type { AppRoute } from '@/flows/route-types';
import { useAuth } from '@/flows/session/auth-state';
import { CabinetMenu } from '@/views/cabinet/dashboard/lazy-cabinet-menu';

const Page = styled('div', {
  position: 'relative',
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: '$surface',
  variants: { grey: { true: { backgroundColor: '$surfaceGrey' } } },
});

const Main = styled('main', {
  flex: 1,
  '&:focus': { outline: 'none' },
  variants: { document: { true: { maxWidth: '880px', width: '100%', margin: '0 auto', padding: '0 $4 $7' } } },
});

const SkipLink = styled('a', {
  position: 'absolute',
  left: '$2',
  top: '-100px',
  zIndex: '$modal',
  padding: '$2 $4',
  backgroundColor: '$surface',
  color: '$brand',
  '&:focus': { top: '$2' },
});

// Seasonal (the setting is on in December and January): loaded only when it is. In its own
// Suspense, a prerendered garland stays as the server drew it until its chunk has come, and the
// rest of the page hydrates meanwhile (issue 32).
const ChristmasLights = lazy(() => import('@/components/decor/ChristmasLights'));

const LandingBar = styled('header', { maxWidth: '$content', margin: '0 auto', width: '100%', padding: '$3 $4' });

export function Layout({ route, path, children }: { route: AppRoute | null; path: string; children: ReactNode }) {
  const { isAuthenticated, isExchangingToken, showsMobileProfileMenu, logout } = useAuth();
  const { tenant } = useRuntimeConfig();
  const settings = useQuery(settingsQuery());
  const layout = route?.layout ?? 'default';
  const lights = settings.data?.EnableChristmasLights === true && layout !== 'empty';

  if (layout === 'empty') return <Main id="main">{children}</Main>;

  return (
    <Page
      grey={route?.meta.greyBackground === true}
      data-testid="page"
      data-layout={layout}
      data-area={isCabinetPath(path) ? 'cabinet' : undefined}
      data-grey={route?.meta.greyBackground ? 'true' : 'false'}
    >
      <SkipLink href="#main">Перейти к содержимому</SkipLink>
      {lights ? (
        <Suspense fallback={null}>
          <ChristmasLights />
        </Suspense>
      ) : null}
      {layout === 'landing' ? (
        <LandingBar>
          <Logo tenant={tenant} />
        </LandingBar>
      ) : (
        <Header mode={headerMode(path, isAuthenticated)} showLogout={showsLogout(path, isAuthenticated)} onLogout={() => logout()} />
      )}
      <Main id="main" tabIndex={-1} document={layout === 'document'}>
        {/* Every cabinet page, its 404 too, has the cabinet's sections and the way back to the dashboard (issue 28). */}
        {/* The menu reads the client's data: not before the old-site token has been exchanged. */}
        {isAuthenticated && !isExchangingToken && isCabinetPath(path) ? (
          <Container>
            <Suspense fallback={null}>
              <CabinetMenu onPhone={showsMobileProfileMenu} />
            </Suspense>
          </Container>
        ) : null}
        {children}
      </Main>
      <Footer variant={footerVariant(path, route?.name)} />
    </Page>
  );
}
