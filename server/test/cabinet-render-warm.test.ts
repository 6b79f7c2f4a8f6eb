// Issue 32: the server entry that renders the cabinet's first screens is loaded once the server
// listens, so the first client after a start does not wait for it (1.5 s on a busy machine); a
// server only injected into never loads it.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { SSR_ENTRY } from '../ssr-entry';
import type { BuiltServer } from '../app';
import { startServer } from './inject-checked';

/** A build whose server entry counts its own loads in a global. */
function distWithCountingEntry(): string {
  const dist = mkdtempSync(join(tmpdir(), 'cabinet-warm-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Займы</title></head><body><div id="root"></div></body></html>');
  mkdirSync(join(dist, '.ssr'));
  writeFileSync(join(dist, SSR_ENTRY), 'globalThis.__cabinetEntryLoads = (globalThis.__cabinetEntryLoads ?? 0) + 1;\nexport async function renderCabinetPage() { return null; }\n');
  return dist;
}
const loads = () => (globalThis as { __cabinetEntryLoads?: number }).__cabinetEntryLoads ?? 0;

let built: BuiltServer | undefined;
afterEach(async () => {
  await built?.app.close();
  built = undefined;
});

test('a listening server loads the cabinet render entry before any cabinet page is asked for', async () => {
  built = await startServer({ DIST_DIR: distWithCountingEntry() });
  const before = loads();
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  await expect.poll(loads, { timeout: 5000 }).toBe(before + 1);
});

test('a server only injected into does not load it', async () => {
  built = await startServer({ DIST_DIR: distWithCountingEntry() });
  const before = loads();
  const answer = await built.app.inject({ url: '/' });
  expect(answer.statusCode).toBe(200);
  expect(loads()).toBe(before);
});
