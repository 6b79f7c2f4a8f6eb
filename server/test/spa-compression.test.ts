import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, expect, test } from 'vitest';
import { buildServer, type BuiltServer } from '../app';
import { pickEncoding } from '../compression';
import { loadConfig } from '../config';
import { testServerEnv } from './real-providers';
import { carryClientKey } from './client-key';

let built: BuiltServer | undefined;
afterEach(async () => {
  await built?.app.close();
  built = undefined;
});

const SCRIPT = `export const text = ${JSON.stringify('Займ на карту за 15 минут. '.repeat(200))};\n`;

/** A minimal build: an index page, a hashed script, a small file and an image. */
async function serve() {
  const dist = mkdtempSync(join(tmpdir(), 'spa-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><html data-tenant="sf"><head><!--app-config--></head><body>${'<p>Семафор Финанс</p>'.repeat(100)}</body></html>`);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'tiny-abc123.js'), 'export {};\n');
  writeFileSync(join(dist, 'assets', 'logo.png'), Buffer.alloc(4096, 7));
  built = await buildServer(loadConfig({ DATA_DIR: ':memory:', DIST_DIR: dist, ...testServerEnv() }));
  carryClientKey(built.app);
  return built.app;
}

test('scripts go out as brotli or gzip, whichever the client accepts, and decode to the file', async () => {
  const app = await serve();
  const br = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toBe('accept-encoding');
  expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

  const gzip = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

  const plain = await app.inject({ url: '/assets/app-abc123.js' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.payload).toBe(SCRIPT);
});

test('pages are compressed with the runtime config inlined; tiny files and images are not', async () => {
  const app = await serve();
  const page = await app.inject({ url: '/Faq', headers: { 'accept-encoding': 'gzip' } });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(page.rawPayload).toString()).toContain('window.__APP_CONFIG__=');

  const tiny = await app.inject({ url: '/assets/tiny-abc123.js', headers: { 'accept-encoding': 'br' } });
  expect(tiny.headers['content-encoding']).toBeUndefined();
  const image = await app.inject({ url: '/assets/logo.png', headers: { 'accept-encoding': 'br' } });
  expect(image.headers['content-encoding']).toBeUndefined();
  expect(image.rawPayload.length).toBe(4096);
});

test('Accept-Encoding is read with its weights: q=0 refuses an encoding', () => {
  expect(pickEncoding(undefined)).toBeNull();
  expect(pickEncoding('identity')).toBeNull();
  expect(pickEncoding('gzip, br')).toBe('br');
  expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
  expect(pickEncoding('*')).toBe('br');
  expect(pickEncoding('*, br;q=0')).toBe('gzip');
  expect(pickEncoding('gzip;q=0, br;q=0')).toBeNull();
  expect(pickEncoding(' GZIP ')).toBe('gzip');
});
