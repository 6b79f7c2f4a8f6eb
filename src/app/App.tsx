// Composition root: configuration, query cache, router, session view, app-wide actors, shell
// and the app-wide overlays (call-back modal, notifications, chat button).
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Router } from 'wouter';
import { NotificationsHost } from '../components/notifications/NotificationsHost';
import { globalCss } from '../theme/stitches.config';
import { ActorsProvider, ModalsActor } from '@/flows/actors';
import { AppShell } from './AppShell';
import { ConfigProvider } from '@/flows/config-context';
import { HydrationProvider } from '@/flows/hydration';
import { navigateAfterPaint } from './navigation';
import { releaseEarlyInput } from './early-input';
import { QueryProvider } from './query-client';
import { RouteTableContext } from '@/flows/route-table';
import { routes } from './routes';
import type { RuntimeConfig } from '@/flows/runtime-config';
import { AuthProvider } from '@/flows/session/auth-state';

// Off the home chunk: they load when first needed.
const CallBackModal = lazy(() => import('../components/call-back/CallBackModal').then((m) => ({ default: m.CallBackModal })));
const ChatButton = lazy(() => import('../components/chat/ChatButton').then((m) => ({ default: m.ChatButton })));

const GLOBAL_STYLES = {
  '*, *::before, *::after': { boxSizing: 'border-box' },
  body: { margin: 0, fontFamily: '$body', color: '$text', backgroundColor: '$surface', lineHeight: '$body' },
  // Browsers give form controls their own font (Arial in Chromium): every control takes the page's.
  'button, input, select, textarea': { fontFamily: 'inherit' },
  'a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible, [tabindex]:focus-visible': {
    outline: '3px solid $focus',
    outlineOffset: '2px',
  },
  a: { color: '$brand' },
  // The brand's colour, not the browser's blue, on every native choice control (issue 28: mf).
  'input[type="checkbox"], input[type="radio"], input[type="range"], progress': { accentColor: 'var(--colors-brand)' },
  // In the cabinet a link in running text is a target at least 24 px high (WCAG 2.2, issue 28):
  // vertical padding on an inline box widens where a tap lands without moving a line. Styled links
  // size themselves. (Site-wide it moved the public pages' restored scroll position by a pixel.)
  '[data-area="cabinet"] :where(a:not([class]))': { paddingBlock: '4px' },
  // Anchors land below the sticky two-row header.
  '[id]': { scrollMarginTop: '110px' },
};

function Overlays() {
  const anyModal = ModalsActor.useSelector((s) => s.context.openIds.length > 0);
  // Loaded on the first modal, then kept mounted: the call-back form keeps typed text.
  const [wanted, setWanted] = useState(false);
  if (anyModal && !wanted) setWanted(true);
  return (
    <Suspense fallback={null}>
      {wanted ? <CallBackModal /> : null}
      <ChatButton />
    </Suspense>
  );
}

export interface AppProps {
  config: RuntimeConfig;
  queryClient: QueryClient;
  /** Path to render without a browser location (prerender). */
  ssrPath?: string;
  /** The tree hydrates prerendered markup (or is that markup): browser-only values wait for it. */
  hydrating?: boolean;
  /** Called once the first render (the hydration) has committed. */
  onStarted?: () => void;
}

export function App({ config, queryClient, ssrPath, hydrating = false, onStarted }: AppProps) {
  // Made on the first render, with the page's Stitches instance (src/theme/lazy-stitches.ts).
  globalCss(GLOBAL_STYLES)();
  // The root's effect runs once the whole tree has committed: hydration is over.
  useEffect(() => {
    void releaseEarlyInput();
    onStarted?.();
    // Once: the first commit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <ConfigProvider config={config}>
      <HydrationProvider hydrating={hydrating}>
        <QueryProvider client={queryClient}>
          <Router ssrPath={ssrPath} aroundNav={navigateAfterPaint}>
            {/* The app-wide actors first: the session tells the chat about a login. */}
            <ActorsProvider>
              <AuthProvider>
                <RouteTableContext.Provider value={routes}>
                  <AppShell />
                  <Overlays />
                  <NotificationsHost />
                </RouteTableContext.Provider>
              </AuthProvider>
            </ActorsProvider>
          </Router>
        </QueryProvider>
      </HydrationProvider>
    </ConfigProvider>
  );
}
