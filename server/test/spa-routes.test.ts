// The SPA fallback answers 404 for paths no route matches, from the build's route manifest.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { routeManifest } from '@/app/route-manifest';
import { routes } from '@/app/routes';
import { buildServer, type BuiltServer } from '../app';
import { loadConfig } from '../config';
import { testServerEnv } from './real-providers';
import { carryClientKey } from './client-key';

let built: BuiltServer | undefined;
afterEach(async () => {
  await built?.app.close();
  built = undefined;
});

async function serve(withManifest: boolean) {
  const dist = mkdtempSync(join(tmpdir(), 'spa-routes-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html data-tenant="sf"><head><!--app-config--></head><body><div id="root"></div></body></html>');
  if (withManifest) writeFileSync(join(dist, 'route-manifest.json'), JSON.stringify(routeManifest(routes)));
  built = await buildServer(loadConfig({ DATA_DIR: ':memory:', DIST_DIR: dist, ...testServerEnv() }));
  carryClientKey(built.app);
  return built.app;
}

test('a path no route matches gets 404 with the SPA, which shows its 404 page', async () => {
  const app = await serve(true);
  const missing = await app.inject({ url: '/no/such/page' });
  expect(missing.statusCode).toBe(404);
  expect(missing.headers['content-type']).toContain('text/html');
  expect(missing.payload).toContain('window.__APP_CONFIG__=');
  for (const url of ['/', '/Faq', '/faq', '/News/any-item', '/lk/Dashboard', '/guidelines/404']) {
    expect((await app.inject({ url })).statusCode, url).toBe(200);
  }
});

test('any cabinet path gets the app (an anonymous visitor is then sent to login)', async () => {
  const app = await serve(true);
  expect((await app.inject({ url: '/lk/no-such-page' })).statusCode).toBe(200);
  expect((await app.inject({ url: '/lk' })).statusCode).toBe(200);
});

test('a build without a manifest is served as before', async () => {
  const app = await serve(false);
  expect((await app.inject({ url: '/no/such/page' })).statusCode).toBe(200);
});
