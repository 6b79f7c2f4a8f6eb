// `node scripts/rewrite-spec-refs.mjs [--check]`: points the code's references to the outside
// specification and design (SPEC §x, DESIGN §x, SPEC.md, DESIGN.md — files that live outside the
// repository) at their copies in the repository, docs/requirements.md and docs/design-notes.md,
// which keep the same section numbers. Idempotent: a second run changes nothing, so it can be run
// again after merging branches that still write the old form. --check lists what it would change
// and exits 1 if anything is left.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/** This script and its test quote the old forms on purpose. */
const SELF = new Set(['scripts/rewrite-spec-refs.mjs', 'scripts/requirements-refs.test.ts']);
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|ya?ml|md|html|py)$/;

/** The rewrites, in order; none of them matches its own result, so running twice is running once. */
export const REWRITES = [
  // «SPEC.md §5», «SPEC §5», «SPEC §§2.4–2.5» → «requirements §5» (the numbers after it stay).
  [/\bSPEC(?:\.md)? ?§/g, 'requirements §'],
  [/\bDESIGN(?:\.md)? ?§/g, 'design-notes §'],
  // A bare file name: the copy in the repository.
  [/(?<![\w/.-])SPEC\.md\b/g, 'docs/requirements.md'],
  [/(?<![\w/.-])DESIGN\.md\b/g, 'docs/design-notes.md'],
];

export function rewrite(text) {
  return REWRITES.reduce((out, [pattern, to]) => out.replace(pattern, to), text);
}

export function trackedTextFiles(root = ROOT) {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0');
  return listed.filter((path) => path && TEXT.test(path) && !SELF.has(path) && !path.startsWith('node_modules/'));
}

function main() {
  const check = process.argv.includes('--check');
  const changed = [];
  for (const path of trackedTextFiles()) {
    let text;
    try {
      text = readFileSync(join(ROOT, path), 'utf8');
    } catch {
      continue; // deleted in the work tree
    }
    const out = rewrite(text);
    if (out === text) continue;
    changed.push(path);
    if (!check) writeFileSync(join(ROOT, path), out);
  }
  for (const path of changed) console.log(`${check ? 'would rewrite' : 'rewrote'} ${path}`);
  console.log(`${changed.length} file(s) ${check ? 'still cite SPEC/DESIGN' : 'rewritten'}`);
  if (check && changed.length > 0) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
