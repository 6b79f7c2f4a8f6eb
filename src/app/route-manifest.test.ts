// The manifest the server reads must say exactly what the SPA's route table says.
import { describe, expect, it } from 'vitest';
import { routeManifest } from './route-manifest';
import { buildPath } from '@/domain/route-match';
import { findRoute, routes } from './routes';

const manifest = routeManifest(routes);
const known = (path: string) => manifest.paths.some((source) => new RegExp(source, 'i').test(path));
const guarded = (path: string) => manifest.guardedAreas.some((source) => new RegExp(source, 'i').test(path));

describe('route manifest', () => {
  const samples = [
    ...routes.map((route) => buildPath(route.path, { name: 'zaim-do-zarplaty', type: 'passport', id: '7' })),
    ...routes.map((route) => buildPath(route.path, { name: 'x', type: 'x', id: '7' }).toLowerCase()),
    '/no/such/page',
    '/Faqs',
    '/News/a/b',
    '/lk',
    '/lk/unknown',
    '/login.php',
    '/assets/missing.js',
    '/(Faq)',
  ];

  it.each(samples)('agrees with the route table on %s', (path) => {
    expect(known(path)).toBe(findRoute(path) !== null);
  });

  it('marks the cabinet area as the SPA’s, known page or not', () => {
    expect(manifest.guardedAreas).toEqual(['^/lk(/|$)']);
    expect(guarded('/lk/unknown')).toBe(true);
    expect(guarded('/LK/Dashboard')).toBe(true);
    expect(guarded('/lkx')).toBe(false);
    expect(guarded('/Faq')).toBe(false);
  });
});
