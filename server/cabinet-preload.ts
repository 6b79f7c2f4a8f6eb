// Module preloads of a cabinet page (issue 32): a /lk page is not prerendered, so without them
// the phone fetches the entry, then the start-up stages it imports, then the route's lazy view
// and what that imports — one round trip after another. The page names them all at once instead,
// read from Vite's build manifest, so they load beside the HTML's inlined answers.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startupStageChunks, withStaticImports, type Manifest } from '../scripts/build-manifest';

/**
 * Every cabinet page shows the cabinet menu (src/app/layouts/Layout.tsx), and reads the answers it
 * brings (src/flows/cabinet-answers.ts, loaded by the start-up only on a page that has them).
 */
const EVERY_CABINET_PAGE = ['src/views/cabinet/dashboard/CabinetMenu.tsx', 'src/flows/cabinet-answers.ts'];
const API_CLIENT_MODULE = 'openapi-fetch/dist/index.mjs';
/**
 * The account calls load at once for a signed-in visitor (src/api/account.ts): asked for by the
 * session's first render, their request started inside one of hydration's slices, on a phone a
 * slice of its own over 50 ms (issue 32). Named by the page, they come with the rest.
 */
const ACCOUNT_CALLS_MODULE = 'src/api/account-calls.ts';
/** The first screens a client opens from a link or a bookmark, with their lazy views (src/app/routes.ts). */
export const FIRST_SCREEN_VIEWS: readonly [RegExp, string][] = [
  [/^\/lk\/Dashboard$/i, 'src/views/cabinet/dashboard/DashboardPage.tsx'],
  [/^\/lk\/loans\/[1-9]\d{0,9}$/i, 'src/views/loan/LoanPage.tsx'],
];

export type CabinetPreloads = (path: string, page: string) => string;

/**
 * The `<link rel="modulepreload">` tags for a cabinet path, but for the files the page already
 * names (the entry, Vite's own preloads); none when the build has no manifest.
 */
export function loadCabinetPreloads(distDir: string): CabinetPreloads {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const startup = startupStageChunks(manifest);
  // The API client is loaded with the first call (src/api/clients.ts, for the home page's sake);
  // a cabinet page calls at once, so it comes with the page.
  const lazyClient = Object.keys(manifest).filter((key) => key.endsWith(API_CLIENT_MODULE));
  const tags = new Map<string, string>();
  return (path, page) => {
    const view = FIRST_SCREEN_VIEWS.find(([pattern]) => pattern.test(path))?.[1] ?? '';
    let html = tags.get(view);
    if (html === undefined) {
      const sources = [...EVERY_CABINET_PAGE, ACCOUNT_CALLS_MODULE, ...(view ? [view] : []), ...lazyClient].filter((source) => manifest[source]);
      const files = new Set([...startup, ...[...withStaticImports(manifest, sources)].map((key) => manifest[key]!.file)]);
      html = [...files]
        .filter((f) => !page.includes(`"/${f}"`))
        .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
        .join('');
      tags.set(view, html);
    }
    return html;
  };
}
