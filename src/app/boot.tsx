// The app's start, the second stage of src/main.tsx (its own task): the app's modules are
// evaluated when this chunk is, then `boot` creates the root and hydrates or renders.
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import type { createRoot as CreateRoot, hydrateRoot as HydrateRoot } from 'react-dom/client';
import { App } from './App';
import { whenIdle } from '@/flows/idle';
import { preloadLazy } from '@/flows/route-preload';
import { CABINET_ANSWERS_ELEMENT_ID } from '@/flows/seeded-answers';
import { createAppQueryClient } from './query-client';
import { startInspector } from '@/flows/inspector';
import { startDebugMode } from '@/flows/debug-mode';
import { reportTransitions } from '@/flows/inspector/report-transitions';
import { CabinetMenu } from '@/views/cabinet/dashboard/lazy-cabinet-menu';
import { settleRouteCheck } from './route-check';
import { findRoute } from './routes';
import { readRuntimeConfig } from '@/flows/runtime-config';
import { hasAuthToken, readAuthTokens } from '@/flows/session/cookies';
import { tenantThemeClass } from '../theme/tenants';
import { prepareStitches } from '../theme/stitches.config';

export interface ReactDomClient {
  createRoot: typeof CreateRoot;
  hydrateRoot: typeof HydrateRoot;
}
export async function boot({ createRoot, hydrateRoot }: ReactDomClient, yieldToBrowser: () => Promise<void>): Promise<void> {
  const config = readRuntimeConfig();
  // Parsing the configuration is a stage of its own on a phone (issue 32).
  await yieldToBrowser();
  // So is making Stitches (its theme, the page's server-drawn rules read back): made at the first
  // render instead, it lengthened hydration's first slice past 50 ms at 4× CPU on the dashboard.
  prepareStitches();
  const themeClass = tenantThemeClass(config.tenant);
  if (themeClass) document.documentElement.classList.add(themeClass);
  await yieldToBrowser();

  // Before the first actor starts: debug mode's console log of the machines (requirements §9), and
  // the statechart viewer's reports (sandbox and dev builds only).
  startDebugMode(config);
  startInspector(config);
  // Every session's transitions counted (issue 31), unless the client refuses analytics cookies.
  reportTransitions(config);
  // A cabinet page's start is longer than a public one's: its stages are tasks of their own too (issue 32).
  await yieldToBrowser();
  // The route's view starts loading in a stage of its own: its chunk's preload links cost a phone
  // milliseconds, and the next stage is the start-up's longest (issue 32: `/`'s TBT).
  const viewReady = preloadLazy(findRoute(location.pathname)?.route.view);
  await yieldToBrowser();

  // index.html has it; without it createRoot throws on its own.
  const root = document.getElementById('root')!;
  // A prerendered page (scripts/prerender.ts) brings its markup and query cache: hydrate it. It
  // shows the anonymous page, so a signed-in visitor gets a fresh client render instead.
  const queryClient = createAppQueryClient();
  // A cabinet page brings the signed-in client's first answers (issue 32), and its first screen
  // rendered on the server from them (server/cabinet-render.ts): that markup is hydrated too. Their
  // reader loads only then (the page preloads it), not on `/` (issue 32).
  const answers = document.getElementById(CABINET_ANSWERS_ELEMENT_ID) ? await import('@/flows/cabinet-answers') : null;
  const serverRendered = Boolean(await answers?.seedCabinetAnswers(queryClient, readAuthTokens(config.envType).newSiteToken, yieldToBrowser)) && root.hasChildNodes();
  const prerendered = (window as { __REACT_QUERY_STATE__?: DehydratedState }).__REACT_QUERY_STATE__;
  const hydrating = serverRendered || Boolean(prerendered && root.hasChildNodes() && !hasAuthToken(config.envType));
  // The server rendered the checked page: so does the first render here.
  if (serverRendered) {
    await yieldToBrowser();
    await settleRouteCheck(queryClient, location.pathname);
  }
  if (prerendered) {
    // The prerendered data is as old as the build. While the page hydrates it counts as fresh, so
    // hydration neither fetches nor re-renders for it; the live answers (settings, footer
    // documents, news can change any day) are asked for once hydration has committed and the
    // main thread is free again (an answer landing mid-hydration would meet a half-hydrated page).
    const now = Date.now();
    hydrate(queryClient, { ...prerendered, queries: prerendered.queries.map((q) => ({ ...q, state: { ...q.state, dataUpdatedAt: now } })) });
  }
  const refreshPrerenderedData = prerendered ? () => void whenIdle(() => void queryClient.invalidateQueries()) : undefined;
  const app = (
    <StrictMode>
      <App config={config} queryClient={queryClient} hydrating={hydrating} onStarted={refreshPrerenderedData} />
    </StrictMode>
  );
  // The cabinet's menu stands above the page: there from the first render (and so for the
  // hydration), it never comes after the page's content and pushes it down under a finger.
  if (answers) await preloadLazy(CabinetMenu);
  if (hydrating) {
    await viewReady;
    await yieldToBrowser();
    // As a transition React hydrates in slices of a few milliseconds, yielding to the browser in
    // between; outside one it hydrates the whole page in one task (~115 ms at 4× CPU).
    startTransition(() => void hydrateRoot(root, app));
  } else {
    // A cabinet page renders its first screen from the answers its HTML brought: as a transition
    // React renders it in short slices too, instead of one long task on a phone (issue 32).
    const fresh = createRoot(root);
    startTransition(() => fresh.render(app));
  }
}
