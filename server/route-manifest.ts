// Which paths the SPA has a page for, read from the build's route manifest (written by
// scripts/prerender.ts from src/app/routes.ts; see src/app/route-manifest.ts), so that a path no
// route matches is answered 404 (issue 11) while the body is still the SPA with its 404 page.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const MANIFEST_FILE = 'route-manifest.json';

export interface KnownPaths {
  /** False only for a path no route matches and outside the guarded areas (the cabinet). */
  has(path: string): boolean;
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** Null when the build has no manifest (an old build): every path is then served as before, 200. */
export function loadKnownPaths(distDir: string): KnownPaths | null {
  const file = join(distDir, MANIFEST_FILE);
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { paths?: unknown; guardedAreas?: unknown };
  if (!isStringList(manifest.paths) || !isStringList(manifest.guardedAreas)) throw new Error(`${file}: not a route manifest`);
  // An anonymous visitor on any cabinet path must get the app, which sends them to login.
  const patterns = [...manifest.paths, ...manifest.guardedAreas].map((source) => new RegExp(source, 'i'));
  return { has: (path) => patterns.some((pattern) => pattern.test(path)) };
}
