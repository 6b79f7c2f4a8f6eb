// Prerender entry (built with `vite build --ssr`, driven by scripts/prerender.ts): renders one
// public page to static markup with its data, critical CSS and dehydrated query cache, so the
// first response already shows the page and the client only hydrates it.
import { dehydrate, type Query } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { App } from './app/App';
import { createAppQueryClient } from './app/query-client';
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
export async function renderPage(path: string, config: RuntimeConfig, maxPasses = 4): Promise<RenderedPage> {
  const queryClient = createAppQueryClient();
  // Queries never refetch in this process: one fetch per key, and no timers left behind.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, staleTime: Infinity, gcTime: Infinity } });
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
