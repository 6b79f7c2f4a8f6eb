// Path matching for the route table: ':name' matches one segment, literals compare without case
// (the old site linked both /News and /news). Pure, so the table can be tested without a DOM.

export type RouteParams = Record<string, string>;

export function matchPath(pattern: string, path: string): RouteParams | null {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: RouteParams = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const g = got[i] as string;
    if (w.startsWith(':')) {
      let value: string;
      try {
        value = decodeURIComponent(g);
      } catch {
        return null;
      }
      params[w.slice(1)] = value;
    } else if (w.toLowerCase() !== g.toLowerCase()) {
      return null;
    }
  }
  return params;
}

/** Fills ':name' segments; used by links built from route names. */
export function buildPath(pattern: string, params: RouteParams = {}): string {
  return (
    '/' +
    pattern
      .split('/')
      .filter(Boolean)
      .map((segment) => (segment.startsWith(':') ? encodeURIComponent(params[segment.slice(1)] ?? '') : segment))
      .join('/')
  );
}

/** SPEC §2.4: a trailing slash (except on the root) is removed. Returns null when none. */
export function withoutTrailingSlash(path: string): string | null {
  if (path.length <= 1 || !path.endsWith('/')) return null;
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** SPEC §2.4: any path under the personal-cabinet area (/lk and below, any case), known or not. */
export function isCabinetPath(path: string): boolean {
  return path.split('/').filter(Boolean)[0]?.toLowerCase() === 'lk';
}

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * matchPath's rule as a regular-expression source (use with flag 'i'), for readers that cannot
 * run this module: the reference server learns the route table from the build (route-manifest).
 */
export function patternSource(pattern: string): string {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)));
  return `^/${segments.join('/')}$`;
}
