// SIGTERM during a stream of writes loses no committed row: every write the server
// acknowledged is in the database after the process has exited.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, test } from 'vitest';
import { clientKey } from './client-key';

const dataDir = mkdtempSync(join(tmpdir(), 'zaimy-sigterm-'));
const port = 47390 + Math.floor(Math.random() * 50);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function waitForPing(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

test('SIGTERM during a stream of writes loses no acknowledged row', { timeout: 60_000 }, async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  await waitForPing(`${base}/api/ApiHealth/Ping`, Date.now() + 30_000);

  const acknowledged: string[] = [];
  let stop = false;
  const writer = async (lane: number) => {
    for (let i = 0; !stop && i < 2000; i++) {
      const name = `write-${lane}-${i}`;
      try {
        const res = await fetch(`${base}/api/Analytics/Send`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...clientKey },
          body: JSON.stringify({ Event: name, Data: { lane, i } }),
        });
        if (res.status === 204) acknowledged.push(name);
      } catch {
        return; // the server stopped accepting connections
      }
    }
  };
  const lanes = [0, 1, 2, 3].map(writer);
  // SIGTERM lands mid-stream: once writes are flowing, not after a fixed time (CI may be slow).
  const flowingBy = Date.now() + 20_000;
  while (acknowledged.length < 20 && Date.now() < flowingBy) await new Promise((r) => setTimeout(r, 20));
  child.kill('SIGTERM');
  const code = await exited;
  stop = true;
  await Promise.all(lanes);

  expect(code).toBe(0);
  expect(acknowledged.length).toBeGreaterThan(10);
  const db = new Database(join(dataDir, 'app.db'), { readonly: true });
  const stored = new Set(
    (db.prepare('select name from analytics_event').all() as { name: string }[]).map((r) => r.name),
  );
  db.close();
  const lost = acknowledged.filter((name) => !stored.has(name));
  expect(lost).toEqual([]);
});
