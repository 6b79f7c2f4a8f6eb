// Runs a command against a private PostgreSQL: installs Debian's `postgresql` with apt-get when
// missing (as root), creates a throw-away cluster in a temporary folder listening on loopback
// only, hands the command DATABASE_URL, then stops the cluster and deletes it — whatever the
// command's outcome. Usage: node scripts/with-postgres.mjs <command> [args…]
import { spawnSync } from 'node:child_process';
import { createCluster, ensureInstalled } from './postgres-cluster.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args…]');
  process.exit(2);
}

let bin;
try {
  bin = ensureInstalled();
} catch (error) {
  console.error(`[with-postgres] ${error.message}`);
  process.exit(1);
}
const cluster = await createCluster(bin);
let status = 1;
try {
  console.log(`[with-postgres] PostgreSQL on ${cluster.url}`);
  // How to restart this cluster (the journey load test's database fault).
  const env = { ...process.env, DATABASE_URL: cluster.url, WITH_POSTGRES_CTL: JSON.stringify(cluster.control) };
  const run = spawnSync(command, args, { stdio: 'inherit', env, shell: false });
  status = run.status ?? 1;
} finally {
  cluster.remove();
}
process.exit(status);
