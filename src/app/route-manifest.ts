// The route table as the reference server needs it to answer 404 for a path no route matches
// (issue 11), generated from routes.ts by the build (scripts/prerender.ts writes it into dist/),
// so there is no second list to keep by hand.
import { escapeRegExp, patternSource } from '@/domain/route-match';
import type { AppRoute } from '@/flows/route-types';

export const ROUTE_MANIFEST_FILE = 'route-manifest.json';

export interface RouteManifest {
  /** One case-insensitive regular-expression source per route path. */
  paths: string[];
  /**
   * Areas behind the login guard, owned by the SPA as a whole: any path under them gets the app,
   * so a visitor without a token is sent to login (SPEC §2.4) whether or not the page exists.
   */
  guardedAreas: string[];
}

export function routeManifest(table: readonly AppRoute[]): RouteManifest {
  const guarded = new Set<string>();
  for (const route of table) {
    const first = route.path.split('/').find(Boolean);
    if (route.guard === 'auth' && first) guarded.add(`^/${escapeRegExp(first)}(/|$)`);
  }
  return { paths: table.map((route) => patternSource(route.path)), guardedAreas: [...guarded] };
}
