// Runs a command against a private PostgreSQL: installs Debian's `postgresql` with apt-get when
// missing (as root), creates a throw-away cluster in a temporary folder listening on loopback
// only, hands the command DATABASE_URL, then stops the cluster and deletes it — whatever the
// command's outcome. Usage: node scripts/with-postgres.mjs <command> [args…]
import { execFileSync, execSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_ROOT = '/usr/lib/postgresql';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function pgBin() {
  const versions = existsSync(PG_ROOT) ? readdirSync(PG_ROOT).filter((v) => existsSync(join(PG_ROOT, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? join(PG_ROOT, newest, 'bin') : null;
}

function ensureInstalled() {
  if (pgBin()) return pgBin();
  if (!isRoot) {
    console.error('[with-postgres] PostgreSQL is missing. Install it once as root: apt-get install -y postgresql');
    process.exit(1);
  }
  console.log('[with-postgres] installing Debian postgresql with apt-get …');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync('apt-get install -y -qq postgresql', { stdio: 'inherit', env });
  const bin = pgBin();
  if (!bin) {
    console.error('[with-postgres] apt-get finished but initdb is still missing');
    process.exit(1);
  }
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

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args…]');
  process.exit(2);
}

const bin = ensureInstalled();
const dir = mkdtempSync(join(tmpdir(), 'pg-'));
chmodSync(dir, 0o777);
const data = join(dir, 'data');
const port = await freePort();
let status = 1;
try {
  asOwner(join(bin, 'initdb'), ['-D', data, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  // Loopback only, socket in the temporary folder, no durability needed for a test run.
  asOwner(join(bin, 'pg_ctl'), ['-D', data, '-w', '-l', join(dir, 'log'), '-o', `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`, 'start']);
  asOwner(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'app', 'app']);
  const url = `postgres://app@127.0.0.1:${port}/app`;
  console.log(`[with-postgres] PostgreSQL on ${url}`);
  // How to restart this cluster (the journey load test's database fault): pg_ctl, its data folder and owner.
  const ctl = JSON.stringify({ pgCtl: join(bin, 'pg_ctl'), data, log: join(dir, 'log'), runAs: isRoot ? 'postgres' : null });
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url, WITH_POSTGRES_CTL: ctl }, shell: false });
  status = run.status ?? 1;
} finally {
  try {
    asOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  } catch {
    // Already down: nothing to stop.
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
