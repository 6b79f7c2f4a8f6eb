// kill -9 in the middle of registrations, then a restart, three times over: every registration
// the server acknowledged is there exactly once, and the client can sign in. Then two server
// processes on one database file write at once: SQLite's busy/locked never reaches a client.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, test } from 'vitest';
import { killAllNodes, startNode as startSpawnedNode } from './spawn-node';
import { clientKey } from './client-key';

const dataDir = mkdtempSync(join(tmpdir(), 'zaimy-crash-'));
const basePort = 47440 + Math.floor(Math.random() * 40);
afterAll(() => {
  killAllNodes();
  rmSync(dataDir, { recursive: true, force: true });
});

const headers = { 'content-type': 'application/json', ...clientKey };

// The SQLite file's durability is what this file checks: never the run's PostgreSQL.
const startNode = (port: number) => startSpawnedNode(port, { DATA_DIR: dataDir, DATABASE_URL: '' });

/** Registers clients on `lanes` parallel lanes until stopped; returns the acknowledged phones and any 5xx. */
function registerStream(base: string, prefix: string, lanes: number) {
  const acknowledged: string[] = [];
  const serverErrors: string[] = [];
  let stop = false;
  const lane = async (n: number) => {
    for (let i = 0; !stop && i < 500; i++) {
      const phone = `79${prefix}${n}${String(i).padStart(6, '0')}`;
      try {
        const res = await fetch(`${base}/api/Account/RegisterUser`, { method: 'POST', headers, body: JSON.stringify({ Phone: phone, Password: 'Crash-test-1', CaptchaToken: '' }) });
        if (res.status === 200) acknowledged.push(phone);
        else if (res.status >= 500) serverErrors.push(`${phone}: ${res.status} ${await res.text()}`);
      } catch {
        return; // the process is gone
      }
    }
  };
  const done = Promise.all(Array.from({ length: lanes }, (_, n) => lane(n)));
  return { acknowledged, serverErrors, stop: () => ((stop = true), done) };
}

const storedPhones = () => {
  const db = new Database(join(dataDir, 'app.db'), { readonly: true });
  const rows = db.prepare('select phone from user_account').all() as { phone: string }[];
  db.close();
  return rows.map((r) => r.phone);
};

test('kill -9 during registrations, three times: no acknowledged write lost, none twice', { timeout: 120_000 }, async () => {
  const acknowledged: string[] = [];
  for (const round of [1, 2, 3]) {
    const node = await startNode(basePort);
    const stream = registerStream(node.base, `1${round}`, 4);
    const flowingBy = Date.now() + 20_000;
    while (stream.acknowledged.length < 15 && Date.now() < flowingBy) await new Promise((r) => setTimeout(r, 10));
    node.child.kill('SIGKILL');
    await node.exited;
    await stream.stop();
    expect(stream.serverErrors).toEqual([]);
    expect(stream.acknowledged.length).toBeGreaterThan(5);
    acknowledged.push(...stream.acknowledged);
  }
  const phones = storedPhones();
  expect(acknowledged.filter((p) => !phones.includes(p))).toEqual([]);
  expect(phones.length).toBe(new Set(phones).size);

  // After the last crash the service starts again and an acknowledged client signs in.
  const node = await startNode(basePort);
  const res = await fetch(`${node.base}/api/Account/Login`, { method: 'POST', headers, body: JSON.stringify({ Phone: acknowledged[0], Password: 'Crash-test-1' }) });
  expect(res.status).toBe(200);
  node.child.kill('SIGTERM');
  await node.exited;
});

test('two server processes writing to one database never answer 5xx', { timeout: 90_000 }, async () => {
  const [a, b] = await Promise.all([startNode(basePort + 1), startNode(basePort + 2)]);
  const streams = [registerStream(a!.base, '31', 4), registerStream(b!.base, '41', 4)];
  await new Promise((r) => setTimeout(r, 4000));
  await Promise.all(streams.map((s) => s.stop()));
  for (const node of [a!, b!]) node.child.kill('SIGTERM');
  await Promise.all([a!.exited, b!.exited]);
  expect(streams.flatMap((s) => s.serverErrors)).toEqual([]);
  expect(streams.every((s) => s.acknowledged.length > 5)).toBe(true);
  const phones = storedPhones();
  expect(streams.flatMap((s) => s.acknowledged).filter((p) => !phones.includes(p))).toEqual([]);
});
