// The import graph keeps the boundaries of design-notes §2–§5: no module imports itself back through a
// cycle (src/, machines/, server/), server modules reach each other only through their index.ts
// and never in a cycle, and the browser's layers point one way (issue 30): views → components →
// flows → api → domain, with the composition root (src/app) above them all and imported by none.
// Type-only imports are left out of the cycles (they vanish from the built code) but count for the
// layers: a type names what it is tied to.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' || name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** `@/…` and `@machines/…` are the import aliases (vite.config.ts, tsconfig.json). */
const aliased = (spec: string): string | null =>
  spec.startsWith('@/') ? join(ROOT, 'src', spec.slice(2)) : spec.startsWith('@machines/') ? join(ROOT, 'machines', spec.slice('@machines/'.length)) : null;

function resolveImport(from: string, spec: string): string | null {
  const base = aliased(spec) ?? resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Relative and aliased imports of a source text: value ones only, or with `types` the type-only ones too. */
export function valueImports(source: string, types = false): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
  const specs: string[] = [];
  for (const m of code.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"](\.[^'"]+|@\/[^'"]+|@machines\/[^'"]+)['"]/gm)) {
    if (types || !m[1]) specs.push(m[2]!);
  }
  return specs;
}

export function importGraph(dirs: string[], types = false): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap((d) => sourceFiles(join(ROOT, d)))) {
    const deps = valueImports(readFileSync(file, 'utf8'), types).map((s) => resolveImport(file, s)).filter((d): d is string => d !== null);
    graph.set(file, [...new Set(deps)]);
  }
  return graph;
}

/** Strongly connected components with more than one node (Tarjan): each is a cycle. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const visit = (v: string) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, order.get(w)!));
    }
    if (low.get(v) === order.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component);
    }
  };
  for (const v of graph.keys()) if (!order.has(v)) visit(v);
  return found;
}

/** The graph with files collapsed into groups (a server module, a src/ folder); edges inside a group dropped. */
export function collapse(graph: Map<string, string[]>, groupOf: (file: string) => string | null): Map<string, string[]> {
  const groups = new Map<string, Set<string>>();
  for (const [file, deps] of graph) {
    const a = groupOf(file);
    if (!a) continue;
    if (!groups.has(a)) groups.set(a, new Set());
    for (const dep of deps) {
      const b = groupOf(dep);
      if (b && b !== a) groups.get(a)!.add(b);
    }
  }
  return new Map([...groups].map(([g, deps]) => [g, [...deps]]));
}

const rel = (file: string) => relative(ROOT, file);
const serverModuleOf = (file: string) => /^server\/modules\/([^/]+)\//.exec(rel(file))?.[1] ?? null;
const srcLayerOf = (file: string) => /^src\/([^/]+)\//.exec(rel(file))?.[1] ?? null;

/**
 * What each folder of src/ may import (issue 30): the composition root (app) everything, views
 * what is below them, components neither views nor the root, flows (each machine's provided
 * effects and actor hooks) only api and domain. A new folder of src/ has to be placed here.
 */
export const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  domain: [],
  theme: ['domain'],
  api: ['domain'],
  flows: ['domain', 'api'],
  components: ['domain', 'theme', 'api', 'flows'],
  views: ['domain', 'theme', 'api', 'flows', 'components'],
  app: ['domain', 'theme', 'api', 'flows', 'components', 'views'],
};

/** The edges between src/ folders that MAY_IMPORT does not allow, as "from → to". */
export function layerViolations(graph: Map<string, string[]>, groupOf: (file: string) => string | null = srcLayerOf): string[] {
  return [...collapse(graph, groupOf)].flatMap(([layer, deps]) => deps.filter((d) => !(MAY_IMPORT[layer] ?? []).includes(d)).map((d) => `${layer} → ${d}`));
}

/** Every file `entries` import statically, with the entries. */
export function staticClosure(graph: Map<string, string[]>, entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of graph.get(file) ?? []) visit(dep);
  };
  entries.forEach(visit);
  return seen;
}

/**
 * Modules only lazily loaded code needs (issue 32): in the start-up's static graph they would be
 * in every page's start-up chunk, with all of their exports any lazy chunk uses.
 */
const LAZY_ONLY = ['src/components/icons/icon-paths.ts', 'src/domain/messages.ts', 'src/flows/cabinet-answers.ts', 'src/flows/snapshot-wait.ts', 'src/flows/third-party/captcha-token.ts'];

/**
 * The zod constructors the app's schemas may use. zod's modules are in the start-up chunk (the
 * runtime config and the cookies are parsed at start), so every constructor any schema uses is
 * loaded by every page: z.record, z.discriminatedUnion, z.lazy, z.literal, z.pipe were replaced
 * by the ones here for 0.1–0.9 KB gzip each (issue 32). Measure `/`'s initial JS before adding one.
 */
const ZOD_CONSTRUCTORS = [
  // the start-up's own (runtime config, cookie values)
  'catch', 'object', 'string', 'maxLength', 'minLength', 'regex', 'enum', 'boolean', 'int', 'nonnegative', 'config',
  // the lazily loaded schemas'
  'array', 'nullable', 'nullish', 'optional', 'number', 'unknown', 'refine', 'positive', 'lte', 'coerce', 'catchall', 'looseObject',
];

export const zodCallsOf = (source: string): string[] => [...source.matchAll(/\bz\.([a-zA-Z]+)\s*\(|\bz\.(coerce)\./g)].map((m) => m[1] ?? m[2]!);

describe('import graph', () => {
  const graph = importGraph(['src', 'machines', 'server']);

  it('finds cycles (a planted one is caught)', () => {
    expect(cycles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['c', 'b', 'a']]);
    expect(valueImports("import type { A } from './a';\nimport { b } from './b';\nexport { c } from './c';\nimport './d';")).toEqual(['./b', './c', './d']);
  });

  it('has no import cycle between files of src/, machines/ or server/', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(cycles(graph).map((c) => c.map(rel))).toEqual([]);
  });

  it('server modules use each other only through index.ts, and never in a cycle', () => {
    const throughInternals = [...graph].flatMap(([file, deps]) => {
      const from = serverModuleOf(file);
      return deps.filter((d) => { const to = serverModuleOf(d); return from && to && to !== from && !rel(d).endsWith(`${to}/index.ts`); }).map((d) => `${rel(file)} → ${rel(d)}`);
    });
    expect(throughInternals).toEqual([]);
    expect(cycles(collapse(graph, serverModuleOf))).toEqual([]);
  });

  it('the browser layers point one way: views → components → flows → api → domain, src/app above all', () => {
    // A planted wrong arrow is caught, and an unknown folder is never allowed anything.
    const planted = new Map([[join(ROOT, 'src/flows/a.ts'), [join(ROOT, 'src/views/b.tsx'), join(ROOT, 'src/api/c.ts')]], [join(ROOT, 'src/newfolder/d.ts'), [join(ROOT, 'src/domain/e.ts')]]]);
    expect(layerViolations(planted)).toEqual(['flows → views', 'newfolder → domain']);
    const withTypes = importGraph(['src'], true);
    expect(layerViolations(withTypes)).toEqual([]);
  });

  it('the start-up (src/main.tsx and its stage src/app/boot.tsx) imports no module only lazy code needs (issue 32)', () => {
    const startup = [...staticClosure(graph, ['src/main.tsx', 'src/app/boot.tsx'].map((f) => join(ROOT, f)))].map(rel);
    expect(startup).toContain('src/flows/third-party/captcha.ts');
    expect(LAZY_ONLY.filter((f) => startup.includes(f))).toEqual([]);
  });

  it('schemas use only the zod constructors the start-up chunk is allowed to carry (issue 32)', () => {
    expect(zodCallsOf("z.object({ a: z.record(z.string(), z.unknown()) }); z.coerce.number(); type T = z.infer<typeof s>;")).toEqual(['object', 'record', 'string', 'unknown', 'coerce']);
    const files = [...importGraph(['src', 'machines'])].map(([file]) => file);
    const used = files.flatMap((file) => zodCallsOf(readFileSync(file, 'utf8')).map((name) => `${rel(file)}: z.${name}`));
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((u) => !ZOD_CONSTRUCTORS.includes(u.slice(u.lastIndexOf('z.') + 2)))).toEqual([]);
  });

  it('no app module takes waitFor from xstate, whose index module is in the start-up chunk (src/flows/snapshot-wait.ts instead, issue 32)', () => {
    const files = [...importGraph(['src', 'machines'])].map(([file]) => file);
    expect(files.filter((file) => /import\s*\{[^}]*\bwaitFor\b[^}]*\}\s*from\s*'xstate'/.test(readFileSync(file, 'utf8'))).map(rel)).toEqual([]);
  });

  it('nothing outside src/app imports src/app but the entries (src/main.tsx, src/entry-server.tsx)', () => {
    const entries = ['src/main.tsx', 'src/entry-server.tsx'];
    const upward = [...importGraph(['src', 'machines'], true)].flatMap(([file, deps]) =>
      rel(file).startsWith('src/app/') || entries.includes(rel(file)) ? [] : deps.filter((d) => rel(d).startsWith('src/app/')).map((d) => `${rel(file)} → ${rel(d)}`),
    );
    expect(upward).toEqual([]);
  });
});
