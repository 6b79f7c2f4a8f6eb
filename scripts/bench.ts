// `npm run bench`: builds, then measures what DESIGN.md §7 budgets. Bytes are deterministic,
// so a size over budget exits non-zero.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const budgets = {
  homeInitialJsGzip: 90 * 1024,
  routeChunkGzip: 35 * 1024,
};

const root = process.cwd();
const dist = join(root, 'dist');

const gzipSize = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The entry chunk plus every chunk it imports statically: what `/` must load before it runs. */
export function initialChunks(manifest: Manifest): string[] {
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  visit(entry[0]);
  return [...seen].map((key) => manifest[key]!.file);
}

function main() {
  if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const failures: string[] = [];
  const rows: [string, string, string, string][] = [];

  const initial = initialChunks(manifest);
  const initialSize = initial.reduce((sum, file) => sum + gzipSize(file), 0);
  rows.push(['home initial JS (gzip)', kb(initialSize), kb(budgets.homeInitialJsGzip), initialSize <= budgets.homeInitialJsGzip ? 'ok' : 'OVER']);
  if (initialSize > budgets.homeInitialJsGzip) failures.push('home initial JS');

  const initialSet = new Set(initial);
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isDynamicEntry || initialSet.has(chunk.file)) continue;
    const size = gzipSize(chunk.file);
    const ok = size <= budgets.routeChunkGzip;
    rows.push([`route chunk ${chunk.src ?? chunk.file}`, kb(size), kb(budgets.routeChunkGzip), ok ? 'ok' : 'OVER']);
    if (!ok) failures.push(chunk.src ?? chunk.file);
  }

  const width = Math.max(...rows.map((r) => r[0].length));
  console.log(`${'what'.padEnd(width)}  ${'size'.padStart(9)}  ${'budget'.padStart(9)}  verdict`);
  for (const [what, size, budget, verdict] of rows) {
    console.log(`${what.padEnd(width)}  ${size.padStart(9)}  ${budget.padStart(9)}  ${verdict}`);
  }
  if (failures.length > 0) {
    console.error(`over budget: ${failures.join(', ')}`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
