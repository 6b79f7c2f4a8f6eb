// Build step after `vite build`: renders every public content page of requirements §2.1, per tenant,
// into dist/prerendered/<tenant>/<path>/index.html (served by server/spa.ts). Data comes from the
// reference server in this process, on an in-memory database seeded with the site content.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { buildServer } from '../server/app';
import { SSR_ENTRY } from '../server/ssr-entry';
import { loadConfig, type Tenant } from '../server/config';
import { ROUTE_MANIFEST_FILE } from '../src/app/route-manifest';
import { startupStageChunks, type Manifest } from './build-manifest';
import { deferModules } from './module-loader';
import type * as EntryServerModule from '../src/entry-server';

type EntryServer = typeof EntryServerModule;

const root = process.cwd();
const dist = resolve(process.env.DIST_DIR ?? join(root, 'dist'));
// Kept beside the client's files: the server renders cabinet pages with it per request (issue 32,
// server/ssr-entry.ts). It resolves its externals from the project's node_modules, so a dist outside
// the project renders none (the server then serves the cabinet's shell, as before).
const ssrOut = join(dist, dirname(SSR_ENTRY));
const tenants: Tenant[] = ['sf', 'mf'];
const API_HEADERS = { 'Content-Type': 'application/json', 'X-Client-Api-Key': 'front-app-public-key', Source: 'FrontApp' };

async function buildEntry(): Promise<EntryServer> {
  await build({
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: ssrOut, emptyOutDir: true, manifest: false, ssrManifest: false, copyPublicDir: false },
  });
  return (await import(pathToFileURL(join(dist, SSR_ENTRY)).href)) as EntryServer;
}

/** Origin the prerendered app believes it runs on; its requests go to the in-process server. */
const PAGE_ORIGIN = 'http://prerender.invalid';

/**
 * The data layer calls '{apiHost}/api/...' with the empty apiHost of "same origin as the page"
 * (src/api/clients.ts takes the origin from `location`). Here there is no page: give it a stand-in
 * origin and send its requests to the reference server of the tenant being rendered.
 */
function routePageRequests(getBase: () => string): void {
  const realFetch = globalThis.fetch;
  Object.defineProperty(globalThis, 'location', { value: { origin: PAGE_ORIGIN }, configurable: true });
  const rewrite = (url: string) =>
    url.startsWith(PAGE_ORIGIN) ? getBase() + url.slice(PAGE_ORIGIN.length) : url.startsWith('/') ? getBase() + url : url;
  globalThis.fetch = async (input, init) => {
    if (!(input instanceof Request)) return realFetch(typeof input === 'string' ? rewrite(input) : input, init);
    const body = input.method === 'GET' || input.method === 'HEAD' ? undefined : await input.arrayBuffer();
    return realFetch(rewrite(input.url), { method: input.method, headers: input.headers, body, signal: input.signal, ...init });
  };
}

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { headers: API_HEADERS, ...init });
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** Items behind '/X/:name' routes: news from the news list, others from the list page's links. */
async function itemPaths(base: string, patterns: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const pattern of patterns) {
    const list = pattern.slice(0, pattern.lastIndexOf('/'));
    if (list.toLowerCase() === '/news') {
      for (let page = 1; ; page++) {
        const news = await getJson<{ Items: { Name: string }[]; Total: number }>(`${base}/api/Info/news?page=${page}&pageSize=100`);
        out.push(...news.Items.map((n) => `${list}/${n.Name}`));
        if (news.Items.length === 0 || page * 100 >= news.Total) break;
      }
      continue;
    }
    const materials = await getJson<{ Blocks: { Content: string }[] }>(`${base}/api/SiteMaterials`, {
      method: 'POST',
      body: JSON.stringify({ Path: list }),
    });
    const hrefs = new RegExp(`href="(${list}/[^"/?#]+)"`, 'g');
    for (const block of materials.Blocks) for (const m of block.Content.matchAll(hrefs)) out.push(m[1] as string);
  }
  return [...new Set(out)];
}

function pageHtml(template: string, page: Awaited<ReturnType<EntryServer['renderPage']>>, tenant: Tenant, title: string, startupFiles: string[]): string {
  const htmlAttrs = ` data-tenant="${tenant}"${page.htmlClass ? ` class="${page.htmlClass}"` : ''}`;
  const replaced = template
    .replace(/<html([^>]*?)\sdata-tenant="[^"]*"/, `<html$1${htmlAttrs}`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', `<style id="stitches">${page.css}</style></head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div><script>window.__REACT_QUERY_STATE__=${page.state}</script>`);
  if (!replaced.includes(page.html)) throw new Error('dist/index.html has no <div id="root"></div> to fill');
  // The entry's static imports (Vite's own preloads) and its start-up stages, fetched at once.
  return deferModules(replaced, startupFiles.map((f) => `/${f}`));
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Stop-gap while src/flows/session/SessionProvider.tsx reads `document.cookie` during render
 * (documentCookieJar(), readAuthTokens()): a prerendered visitor has no cookies.
 */
function shimCookieOnlyDocument(): void {
  if (!('document' in globalThis)) Object.defineProperty(globalThis, 'document', { value: { cookie: '' }, configurable: true });
}

async function main(): Promise<void> {
  const started = Date.now();
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const startupFiles = startupStageChunks(JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest);
  const entry = await buildEntry();
  // After the import: Stitches picks its sheet target from `document` at module load.
  shimCookieOnlyDocument();
  let base = '';
  routePageRequests(() => base);
  rmSync(join(dist, 'prerendered'), { recursive: true, force: true });
  // The server answers 404 for paths no route matches; it learns the routes from this file.
  writeFileSync(join(dist, ROUTE_MANIFEST_FILE), JSON.stringify(entry.buildRouteManifest()));
  const problems: string[] = [];
  let written = 0;

  for (const tenant of tenants) {
    const config = loadConfig({ ...process.env, TENANT: tenant, DATA_DIR: ':memory:', DIST_DIR: dist }, root);
    const { app } = await buildServer(config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('reference server has no TCP address');
    base = `http://127.0.0.1:${address.port}`;
    try {
      const paths = [...entry.publicContentPaths(), ...(await itemPaths(base, entry.publicItemPatterns()))];
      for (const path of paths) {
        const page = await entry.renderPage(path, config.client);
        if (page.failed.length > 0) {
          problems.push(`${tenant} ${path}: failed queries ${page.failed.join(', ')}`);
          continue;
        }
        // '<!--$?-->' is a boundary still waiting, '<!--$!-->' one that errored: not a finished page.
        if (page.html.includes('<!--$?-->') || page.html.includes('<!--$!-->')) {
          problems.push(`${tenant} ${path}: a Suspense boundary did not finish (${page.passes} passes)`);
          continue;
        }
        const file = join(dist, 'prerendered', tenant, path === '/' ? '' : path, 'index.html');
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, pageHtml(template, page, tenant, entry.pageTitle(path, tenant), startupFiles));
        written++;
      }
    } finally {
      await app.close();
    }
  }
  console.log(`[prerender] ${written} pages in ${((Date.now() - started) / 1000).toFixed(1)} s → ${join(dist, 'prerendered')}`);
  if (problems.length > 0) {
    console.error(`[prerender] not prerendered (served as the SPA shell instead):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
}

await main();
