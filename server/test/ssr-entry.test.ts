// The server entry loads React, which picks its build by NODE_ENV when first loaded: `npm start`
// sets none, and the cabinet's pages then rendered with React's development build (issue 32).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { SSR_ENTRY, importServerEntry } from '../ssr-entry';

function distWithEntry(): string {
  const dist = mkdtempSync(join(tmpdir(), 'ssr-entry-'));
  mkdirSync(join(dist, '.ssr'));
  writeFileSync(join(dist, SSR_ENTRY), 'export async function renderCabinetPage() { return null; }\n');
  return dist;
}

test('with no NODE_ENV set, the entry and its React load as production', async () => {
  const env: NodeJS.ProcessEnv = {};
  expect(await importServerEntry(distWithEntry(), env)).not.toBeNull();
  expect(env.NODE_ENV).toBe('production');
});

test("an operator's NODE_ENV is kept", async () => {
  const env: NodeJS.ProcessEnv = { NODE_ENV: 'development' };
  await importServerEntry(distWithEntry(), env);
  expect(env.NODE_ENV).toBe('development');
});
