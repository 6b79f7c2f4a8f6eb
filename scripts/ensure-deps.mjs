// Installs dependencies when node_modules is missing or older than the lockfile.
// Dependency-free on purpose: it runs before anything is installed (prestart, pretest).
import { existsSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lock = join(root, 'package-lock.json');
const installedMarker = join(root, 'node_modules', '.package-lock.json');

function needsInstall() {
  if (!existsSync(installedMarker)) return 'node_modules is missing';
  if (existsSync(lock) && statSync(lock).mtimeMs > statSync(installedMarker).mtimeMs) {
    return 'package-lock.json is newer than node_modules';
  }
  return null;
}

const reason = needsInstall();
if (reason) {
  const command = `${existsSync(lock) ? 'npm ci' : 'npm install'} --no-audit --no-fund`;
  console.log(`[ensure-deps] ${reason}: running ${command} (better-sqlite3 compiles from source, ~80 s)`);
  // JOBS=max: node-gyp compiles better-sqlite3's sources on every core instead of one.
  execSync(command, { cwd: root, stdio: 'inherit', env: { ...process.env, JOBS: process.env.JOBS ?? 'max' } });
}
