import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppQueryClient } from './app/query-client';
import { installRouteRules } from './app/rules/install';
import { startInspector } from './app/inspector';
import { findRoute } from './app/routes';
import { readRuntimeConfig } from './app/runtime-config';
import { hasAuthToken } from './app/session/cookies';
import { tenantThemeClass } from './theme/tenants';

const config = readRuntimeConfig();
const themeClass = tenantThemeClass(config.tenant);
if (themeClass) document.documentElement.classList.add(themeClass);

// Before the first actor starts: the statechart viewer's reports (sandbox and dev builds only).
startInspector(config);
installRouteRules();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// A prerendered page (scripts/prerender.ts) brings its markup and query cache: hydrate it. It
// shows the anonymous page, so a signed-in visitor gets a fresh client render instead.
const queryClient = createAppQueryClient();
const prerendered = (window as { __REACT_QUERY_STATE__?: DehydratedState }).__REACT_QUERY_STATE__;
const app = (
  <StrictMode>
    <App config={config} queryClient={queryClient} />
  </StrictMode>
);
/**
 * Resolves a React.lazy view before hydration. A boundary still waiting for its chunk is thrown
 * back to its fallback by any update above it (the header's first client render), which blanks
 * the prerendered page for a moment: a layout shift. React has no public preload for lazy, so
 * this starts it the way React itself does (the lazy's _init), and waits.
 */
async function preloadView(view: ComponentType<never> | undefined): Promise<void> {
  const lazy = view as { _init?: (payload: unknown) => unknown; _payload?: unknown } | undefined;
  try {
    lazy?._init?.(lazy._payload);
  } catch (pending) {
    if (pending instanceof Promise) await pending.catch(() => undefined);
  }
}

if (prerendered) {
  hydrate(queryClient, prerendered);
  // The prerendered data is as old as the build: the page shows it, and every query on screen
  // fetches the live answer as it mounts (settings, footer documents, news can change any day).
  void queryClient.invalidateQueries({ refetchType: 'none' });
}
if (prerendered && root.hasChildNodes() && !hasAuthToken(config.envType)) {
  void preloadView(findRoute(location.pathname)?.route.view).then(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}
