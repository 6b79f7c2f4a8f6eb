// Builds the SPA when dist/ is missing or older than any source that goes into it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const marker = join(process.env.DIST_DIR ?? join(root, 'dist'), 'index.html');
// server/ too: prerendered pages carry the reference server's seeded content; tests/model too:
// the statechart viewer's worker runs the model-based paths.
const sources = ['src', 'machines', 'tests/model', 'public', 'openapi', 'server', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json', 'scripts/prerender.ts'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
if (builtAt < sourcesAt) {
  console.log(builtAt ? '[ensure-build] sources changed: rebuilding' : '[ensure-build] no build yet: building');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
