// Dead exports: exported, imported by no other file and not used in their own file either — code
// nothing runs. Read from the source text (fast enough for a unit test): every named export of the
// code folders against every import, re-export, `import * as` and dynamic import of the whole
// project (tests and scripts included), with the aliases `@/…` and `@machines/…` resolved.
// `node --import tsx scripts/dead-exports.ts [--all]` lists them; `--all` also lists the exports
// only their own file uses (an `export` that could go, not dead code).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
/** Where exports are judged; tests, scripts and configs import from here. */
const CODE = ['src', 'machines', 'server', 'openapi'];
const READERS = [...CODE, 'tests', 'scripts', 'bench'];
const ROOT_FILES = ['vite.config.ts', 'vitest.config.ts', 'vitest.model.config.ts', 'playwright.config.ts'];

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'generated' ? [] : sourceFiles(path);
    return /\.(tsx?|mjs)$/.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.d.mts') ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? join(ROOT, 'src', spec.slice(2))
    : spec.startsWith('@machines/')
      ? join(ROOT, 'machines', spec.slice('@machines/'.length))
      : spec.startsWith('.')
        ? resolve(dirname(from), spec)
        : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/[^\n]*/g, ' ');

/** The names a file exports itself (re-exports are the other file's). `default` is left out: routes load views lazily. */
export function exportedNames(source: string): string[] {
  const code = withoutComments(source);
  const names = [...code.matchAll(/^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|abstract\s+class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]!);
  for (const m of code.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}\s*(?!\s*from)[;\n]/gm)) {
    for (const part of m[1]!.split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/).at(-1)?.trim();
      if (name && name !== 'default') names.push(name);
    }
  }
  return names;
}

/** What a file takes from other modules: `[module spec, names | '*']`. */
export function importedNames(source: string): [string, string[] | '*'][] {
  const code = withoutComments(source);
  const found: [string, string[] | '*'][] = [];
  const list = (inner: string) =>
    inner
      .split(',')
      .map((p) => p.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim())
      .filter(Boolean);
  for (const m of code.matchAll(/\b(?:import|export)\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) found.push([m[2]!, list(m[1]!)]);
  for (const m of code.matchAll(/\b(?:import|export)\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?\*\s*(?:as\s+[\w$]+\s*)?from\s*['"]([^'"]+)['"]/g)) found.push([m[1]!, '*']);
  for (const m of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push([m[1]!, '*']);
  return found;
}

/** Uses of a name in a file besides its declaration (a property of the same name counts: erring towards alive). */
const usesInOwnFile = (source: string, name: string) =>
  [...withoutComments(source).matchAll(new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g'))].length - 1;

/** `file: name` of every export no other file imports; with `ownUseToo`, only those their own file does not use either. */
export function unimportedExports({ ownUseToo = false } = {}): string[] {
  const readers = [...READERS.flatMap((d) => sourceFiles(join(ROOT, d))), ...ROOT_FILES.map((f) => join(ROOT, f))];
  const used = new Map<string, Set<string> | '*'>();
  for (const file of readers) {
    for (const [spec, names] of importedNames(readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, spec);
      if (!target || target === file) continue;
      const seen = used.get(target);
      if (names === '*' || seen === '*') used.set(target, '*');
      else used.set(target, new Set([...(seen ?? []), ...names]));
    }
  }
  const dead: string[] = [];
  for (const file of CODE.flatMap((d) => sourceFiles(join(ROOT, d)))) {
    if (/\.(test|spec)\.tsx?$/.test(file)) continue;
    const seen = used.get(file);
    if (seen === '*') continue;
    const source = readFileSync(file, 'utf8');
    for (const name of exportedNames(source)) {
      if (seen?.has(name) || (ownUseToo && usesInOwnFile(source, name) > 0)) continue;
      dead.push(`${relative(ROOT, file)}: ${name}`);
    }
  }
  return dead.sort();
}

export const deadExports = () => unimportedExports({ ownUseToo: true });

if (import.meta.url === `file://${process.argv[1]}`) {
  const all = process.argv.includes('--all');
  const found = all ? unimportedExports() : deadExports();
  for (const line of found) console.log(line);
  console.log(`${found.length} export(s) ${all ? 'no other file imports' : 'used nowhere'}`);
}
