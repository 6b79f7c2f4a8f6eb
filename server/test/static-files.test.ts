// The site serves its built files and never the build's own: the dot-folders of <dist> (Vite's
// manifest, the server-render bundle in .ssr) and any other dot-file are not found (issue 32).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { BuiltServer } from '../app';
import { SSR_ENTRY } from '../ssr-entry';
import { startServer } from './inject-checked';

const dist = mkdtempSync(join(tmpdir(), 'static-files-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html data-tenant="sf"><head><title>Займы</title><!--app-config--></head><body><div id="root"></div></body></html>');
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets', 'app-a.js'), 'export const app = 1;\n');
mkdirSync(join(dist, '.vite'));
writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/app-a.js', isEntry: true } }));
mkdirSync(join(dist, '.ssr'));
writeFileSync(join(dist, SSR_ENTRY), 'export const secret = "the server entry";\n');
writeFileSync(join(dist, 'assets', '.hidden.js'), 'export const hidden = 1;\n');

vi.setConfig({ hookTimeout: 120_000 });
let built: BuiltServer | undefined;
beforeAll(async () => {
  built = await startServer({ DIST_DIR: dist });
});
afterAll(async () => built?.app.close());

const get = (url: string) => (built as BuiltServer).app.inject({ url });

test("the build's dot-folders and dot-files are not found, however the path is spelled; the site's files are served", async () => {
  for (const url of ['/.ssr/entry-server.js', '/.vite/manifest.json', '/%2Essr/entry-server.js', '/assets/../.vite/manifest.json', '/assets/.hidden.js', '/.ssr']) {
    const res = await get(url);
    expect(res.statusCode, url).toBe(404);
    expect(res.payload, url).not.toContain('the server entry');
    expect(res.payload, url).not.toContain('isEntry');
  }
  const asset = await get('/assets/app-a.js');
  expect(asset.statusCode).toBe(200);
  expect(asset.payload).toContain('export const app');
});
