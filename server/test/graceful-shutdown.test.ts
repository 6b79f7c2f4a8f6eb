// SIGTERM finishes what is in flight, on either database: sign-ins already being served when it
// lands are answered (200 with a token), and every write the server acknowledged during a stream
// of writes is in the database after the process has exited with 0.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, expect, test } from 'vitest';
import { clientKey } from './client-key';
import { killAllNodes, startNode, type SpawnedNode } from './spawn-node';

const dataDir = mkdtempSync(join(tmpdir(), 'zaimy-sigterm-'));
afterAll(() => {
  killAllNodes();
  rmSync(dataDir, { recursive: true, force: true });
});
const databaseUrl = process.env.DATABASE_URL;
const json = { 'content-type': 'application/json', ...clientKey };

/** Sign-ins (scrypt, on the thread pool: each takes a while) sent just before the signal. */
function signInsInFlight(base: string, count: number) {
  return Array.from({ length: count }, () =>
    fetch(`${base}/api/Account/Login`, { method: 'POST', headers: json, body: JSON.stringify({ Phone: '79000000001', Password: 'Demo-2026' }) })
      .then(async (res) => ({ status: res.status, token: Boolean(((await res.json()) as { Token?: string }).Token) }))
      .catch((error: unknown) => ({ status: 0, token: false, error: String(error) })),
  );
}

/** Writers in 4 lanes until the server stops accepting; returns the names it acknowledged. */
function writeStream(base: string) {
  const acknowledged: string[] = [];
  let stop = false;
  const writer = async (lane: number) => {
    for (let i = 0; !stop && i < 2000; i++) {
      const name = `write-${lane}-${i}`;
      try {
        const res = await fetch(`${base}/api/Analytics/Send`, { method: 'POST', headers: json, body: JSON.stringify({ Event: name, Data: { lane, i } }) });
        if (res.status === 204) acknowledged.push(name);
      } catch {
        return; // the server stopped accepting connections
      }
    }
  };
  const lanes = Promise.all([0, 1, 2, 3].map(writer));
  return { acknowledged, finish: () => ((stop = true), lanes) };
}

async function sigtermMidStream(node: SpawnedNode, storedNames: () => Promise<Set<string>>) {
  const stream = writeStream(node.base);
  // SIGTERM lands mid-stream: once writes are flowing, not after a fixed time (CI may be slow).
  const flowingBy = Date.now() + 20_000;
  while (stream.acknowledged.length < 20 && Date.now() < flowingBy) await new Promise((r) => setTimeout(r, 20));
  const signIns = signInsInFlight(node.base, 4);
  // The requests are on the loopback and being hashed well within this (scrypt takes ~100 ms each).
  await new Promise((r) => setTimeout(r, 60));
  node.child.kill('SIGTERM');
  const code = await node.exited;
  await stream.finish();

  expect(code).toBe(0);
  expect(await Promise.all(signIns)).toEqual(Array(4).fill({ status: 200, token: true }));
  expect(stream.acknowledged.length).toBeGreaterThan(10);
  const stored = await storedNames();
  expect(stream.acknowledged.filter((name) => !stored.has(name))).toEqual([]);
}

test('SIGTERM on SQLite: requests in flight answered, no acknowledged row lost', { timeout: 90_000 }, async () => {
  const node = await startNode({ DATABASE_URL: '', DATA_DIR: dataDir });
  await sigtermMidStream(node, async () => {
    const db = new Database(join(dataDir, 'app.db'), { readonly: true });
    const names = new Set((db.prepare('select name from analytics_event').all() as { name: string }[]).map((r) => r.name));
    db.close();
    return names;
  });
});

test.skipIf(!databaseUrl)('SIGTERM on PostgreSQL: requests in flight answered, no acknowledged row lost', { timeout: 90_000 }, async () => {
  // A database of its own: the node uses its public schema, as a production node does.
  const name = `sigterm_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(databaseUrl!);
  url.pathname = `/${name}`;
  try {
    const node = await startNode({ DATABASE_URL: url.toString(), DATA_DIR: join(dataDir, 'pg') });
    await sigtermMidStream(node, async () => {
      const reader = new pg.Client({ connectionString: url.toString() });
      await reader.connect();
      const { rows } = await reader.query<{ name: string }>('select name from analytics_event');
      await reader.end();
      return new Set(rows.map((r) => r.name));
    });
  } finally {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
});
