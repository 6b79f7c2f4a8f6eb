// A private, throw-away PostgreSQL cluster on loopback: Debian's `postgresql` (installed with
// apt-get when missing and run as root), a temporary folder, a free port, no durability. Used by
// scripts/with-postgres.mjs for a whole run, and by tests that stop and start a database of their
// own (server/test/readiness-postgres.test.ts).
import { execFileSync, execSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_ROOT = '/usr/lib/postgresql';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** The newest installed PostgreSQL's bin folder, or null. */
export function pgBin() {
  const versions = existsSync(PG_ROOT) ? readdirSync(PG_ROOT).filter((v) => existsSync(join(PG_ROOT, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? join(PG_ROOT, newest, 'bin') : null;
}

export function ensureInstalled() {
  if (pgBin()) return pgBin();
  if (!isRoot) throw new Error('PostgreSQL is missing. Install it once as root: apt-get install -y postgresql');
  console.log('[postgres] installing Debian postgresql with apt-get …');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync('apt-get install -y -qq postgresql', { stdio: 'inherit', env });
  const bin = pgBin();
  if (!bin) throw new Error('apt-get finished but initdb is still missing');
  return bin;
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

// initdb refuses root: the cluster belongs to the `postgres` user the package creates.
const asOwner = (bin, args) =>
  isRoot ? execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'pipe' }) : execFileSync(bin, args, { stdio: 'pipe' });

/**
 * Creates and starts a cluster with a database `app` (user `app`, trust on loopback).
 * Returns its `url`, `stop()` and `start()` (same port and data), `remove()` (stops, deletes), and
 * `control`: how another process restarts it (pg_ctl, its data folder, log and owner).
 */
export async function createCluster(bin = ensureInstalled()) {
  const dir = mkdtempSync(join(tmpdir(), 'pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  const ctl = (...args) => asOwner(join(bin, 'pg_ctl'), ['-D', data, ...args]);
  const options = `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  const start = () => ctl('-w', '-l', join(dir, 'log'), '-o', options, 'start');
  const stop = () => ctl('-m', 'fast', '-w', 'stop');
  const remove = () => {
    try {
      stop();
    } catch {
      // Already down: nothing to stop.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    asOwner(join(bin, 'initdb'), ['-D', data, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
    start();
    asOwner(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'app', 'app']);
  } catch (error) {
    remove();
    throw error;
  }
  const control = { pgCtl: join(bin, 'pg_ctl'), data, log: join(dir, 'log'), runAs: isRoot ? 'postgres' : null };
  return { url: `postgres://app@127.0.0.1:${port}/app`, start, stop, remove, control };
}
