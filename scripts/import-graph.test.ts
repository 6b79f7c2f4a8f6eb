// The import graph keeps the boundaries of design-notes §2–§5: no module imports itself back through a
// cycle (src/, machines/, server/), server modules reach each other only through their index.ts
// and never in a cycle, and the browser's layers point one way (domain ← api ← components ← views).
// Type-only imports are left out: they vanish from the built code.
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

/** Relative and aliased value imports of a source text (type-only ones left out). */
export function valueImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
  const specs: string[] = [];
  for (const m of code.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"](\.[^'"]+|@\/[^'"]+|@machines\/[^'"]+)['"]/gm)) {
    if (!m[1]) specs.push(m[2]!);
  }
  return specs;
}

export function importGraph(dirs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap((d) => sourceFiles(join(ROOT, d)))) {
    const deps = valueImports(readFileSync(file, 'utf8')).map((s) => resolveImport(file, s)).filter((d): d is string => d !== null);
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

  it('the browser layers point one way: domain ← api ← components ← views', () => {
    const layers = collapse(graph, srcLayerOf);
    const forbidden: Record<string, string[]> = { domain: ['api', 'app', 'views', 'components'], api: ['app', 'views', 'components'], components: ['views'] };
    const wrong = Object.entries(forbidden).flatMap(([layer, never]) => (layers.get(layer) ?? []).filter((d) => never.includes(d)).map((d) => `${layer} → ${d}`));
    expect(wrong).toEqual([]);
  });
});
