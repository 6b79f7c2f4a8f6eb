// Server entry (built with `vite build --ssr` by scripts/prerender.ts into <dist>/.ssr): renders
// one public page at build time to static markup with its data, critical CSS and dehydrated query
// cache, so the first response already shows the page and the client only hydrates it; and a
// cabinet page per request (server/cabinet-render.ts, issue 32) from the signed-in client's first
// answers, which the page's HTML carries too, so the client hydrates the same markup.
import { dehydrate, type Query } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { App } from './app/App';
import { readCabinetAnswers } from './flows/cabinet-answers';
import { createAppQueryClient } from './app/query-client';
import { settleRouteCheck } from './app/route-check';
import { readAuthTokens } from './flows/session/cookies';
import { RequestCookiesContext } from './flows/session/request-cookies';
import type { RuntimeConfig } from './flows/runtime-config';
import { routeManifest, type RouteManifest } from './app/route-manifest';
import { findRoute, routes } from './app/routes';
import { getCssText } from './theme/stitches.config';
import { brands, tenantThemeClass, type Tenant } from './theme/tenants';

/** Name of the global the client reads the dehydrated cache from (src/main.tsx). */
export const QUERY_STATE_GLOBAL = '__REACT_QUERY_STATE__';

export interface RenderedPage {
  /** Markup for inside #root. */
  html: string;
  /** Stitches CSS of everything rendered so far in this process (a superset is harmless). */
  css: string;
  /** JSON of the dehydrated TanStack Query cache, safe to inline in a <script>. */
  state: string;
  /** Class for <html> (the mf theme), '' for the default theme. */
  htmlClass: string;
  /** Queries that failed: the page then shows an error and must not be served as prerendered. */
  failed: string[];
  passes: number;
}

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let out = '';
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    out += decoder.decode(value, { stream: true });
  }
  return out + decoder.decode();
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Views read data with non-suspense useQuery, so one render only registers the queries: render,
 * fetch what was registered without data, render again, until nothing new (at most maxPasses).
 */
/** A query client for one render: it never refetches, and leaves no timers behind. */
function renderQueryClient() {
  const queryClient = createAppQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, staleTime: Infinity, gcTime: Infinity } });
  return queryClient;
}

/** Markup React left unfinished (a boundary waiting or failed) or that would need an inline script. */
const unfinished = (html: string): boolean => html.includes('<!--$?-->') || html.includes('<!--$!-->') || /<script/i.test(html);

export interface RenderedCabinetPage {
  /** Markup for inside #root. */
  html: string;
  css: string;
  htmlClass: string;
  title: string;
}

/**
 * A cabinet page as the signed-in client's browser renders it first: the session signed in with
 * the request's cookie and the query cache seeded from `answersJson` — the very block the page
 * carries, read by the same function the client seeds from (src/app/cabinet-answers.ts), so the
 * client's first render is this markup and hydrates it. Nothing is fetched here: a part without
 * its answer renders as it does in the browser before its answer comes. Null when the answers
 * are not this cookie's or React could not finish the page without a script.
 */
export async function renderCabinetPage(path: string, config: RuntimeConfig, cookies: string, answersJson: string): Promise<RenderedCabinetPage | null> {
  const token = readAuthTokens(config.envType, cookies).newSiteToken;
  const entries = readCabinetAnswers(answersJson, token);
  if (entries.length === 0) return null;
  const queryClient = renderQueryClient();
  for (const { key, data } of entries) queryClient.setQueryData(key, data);
  try {
    await settleRouteCheck(queryClient, path);
    const { prelude } = await prerender(
      <RequestCookiesContext.Provider value={cookies}>
        <App config={config} queryClient={queryClient} ssrPath={path} hydrating />
      </RequestCookiesContext.Provider>,
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await streamToString(prelude);
    if (unfinished(html)) return null;
    return { html, css: getCssText(), htmlClass: tenantThemeClass(config.tenant), title: pageTitle(path, config.tenant) };
  } finally {
    queryClient.clear();
  }
}

export async function renderPage(path: string, config: RuntimeConfig, maxPasses = 4): Promise<RenderedPage> {
  // Queries never refetch in this process: one fetch per key, and no timers left behind.
  const queryClient = renderQueryClient();
  const htmlClass = tenantThemeClass(config.tenant);
  const attempted = new Set<string>();
  let html = '';
  let passes = 0;
  for (;;) {
    passes++;
    // A boundary bigger than progressiveChunkSize would be sent as its fallback plus a script that
    // swaps the content in later: a blank page and a layout shift for the FAQ. Inline everything.
    const { prelude } = await prerender(<App config={config} queryClient={queryClient} ssrPath={path} hydrating />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    html = await streamToString(prelude);
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.data === undefined && !attempted.has(q.queryHash) && isEnabled(q));
    if (waiting.length === 0 || passes >= maxPasses) break;
    for (const q of waiting) attempted.add(q.queryHash);
    await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
  }
  const queries = queryClient.getQueryCache().getAll();
  const failed = queries
    .filter((q) => q.state.status === 'error')
    .map((q) => `${q.queryHash}: ${q.state.error instanceof Error ? q.state.error.message : String(q.state.error)}`);
  const state = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
  queryClient.clear();
  return { html, css: getCssText(), state, htmlClass, failed, passes };
}

/** Public paths without parameters that show site content (flows start from user state). */
export function publicContentPaths(): string[] {
  return routes.filter((r) => r.area === 'public' && !r.path.includes(':')).map((r) => r.path);
}

/** Route patterns with one parameter under a public list path, e.g. '/News/:name'. */
export function publicItemPatterns(): string[] {
  return routes.filter((r) => r.area === 'public' && r.path.includes(':')).map((r) => r.path);
}

/** The <title> the shell sets after start (AppShell's document title), so both agree. */
export function pageTitle(path: string, tenant: Tenant): string {
  return `${findRoute(path)?.route.meta.title ?? 'Страница не найдена'} — ${brands[tenant].name}`;
}

/** The route table for the reference server (written to dist/ by scripts/prerender.ts). */
export function buildRouteManifest(): RouteManifest {
  return routeManifest(routes);
}
