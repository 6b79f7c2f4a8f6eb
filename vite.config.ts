import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * Import aliases, one list for Vite and Vitest (TypeScript, tsx and Playwright read the same from
 * tsconfig.json's "paths"): `@/…` is src/, `@machines/…` is machines/.
 */
export const aliases = {
  '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
};

interface StartupChunkOptions {
  /** The stage whose static graph makes the chunk, as the end of its module id. */
  stage: string;
  /** Modules loaded before that stage (the entry, React DOM's client), same form. */
  earlier: string[];
  /** The chunk's name. */
  name: string;
}

type ModuleGraph = {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

function staticClosure(graph: ModuleGraph, root: string, into = new Set<string>()): Set<string> {
  const visit = (id: string) => {
    if (into.has(id)) return;
    into.add(id);
    for (const dep of graph.getModuleInfo(id)?.importedIds ?? []) visit(dep);
  };
  visit(root);
  return into;
}

function findModule(graph: ModuleGraph, suffix: string): string {
  for (const id of graph.getModuleIds()) if (id.endsWith(suffix)) return id;
  throw new Error(`startup-chunk: no module ends with ${suffix}`);
}

/**
 * Puts a start-up stage of src/main.tsx (src/app/boot.tsx and everything it imports statically) in
 * one chunk (issue 17). Left to itself the bundler cuts that graph into a chunk per set of
 * importers (26 files for `/`): each file the page asks for costs a phone's main thread a few
 * milliseconds, and many files compress worse than one. Lazy views import what they share with
 * the start-up from this chunk, which every page has already loaded. Modules an earlier stage has
 * (the entry's, React DOM's) stay where they are, or that stage would have to run this one first.
 */
function startupChunk({ stage, earlier, name }: StartupChunkOptions): Plugin {
  let members = new Set<string>();
  return {
    name: 'startup-chunk',
    apply: (config) => !config.build?.ssr,
    config: () => ({
      build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name, test: (id: string) => members.has(id), priority: 10, includeDependenciesRecursively: false }] } } } },
    }),
    buildEnd() {
      const graph = this as unknown as ModuleGraph;
      const before = new Set<string>();
      for (const suffix of earlier) staticClosure(graph, findModule(graph, suffix), before);
      members = new Set([...staticClosure(graph, findModule(graph, stage))].filter((id) => !before.has(id)));
    },
  };
}

interface CabinetChunkOptions {
  /** The views a client opens the cabinet on (ends of module ids). */
  firstScreens: string[];
  /** What every cabinet page loads beside its view (the menu, the answers' reader). */
  everyPage: string[];
  /** The start-up's stages: their modules are loaded already. */
  earlier: string[];
  /** Lazy modules a public page loads (its views, the call-back form …), as a test of the module id. */
  isPublic: (id: string) => boolean;
}

/**
 * Fewer, larger chunks for a cabinet page (issue 32). Left to itself the bundler cut the cabinet's
 * code into a chunk per set of importing views, and the dashboard asked for 38 files: on a
 * throttled phone each request's start costs the main thread milliseconds, together long tasks
 * the home page (5 files) never has. Here the cabinet's first screens' modules are grouped by the
 * first screens and the public pages that load them: a chunk per such pair of sets. So a public
 * page loads exactly the code it loaded before, and a first screen none of another's, in fewer
 * files. A module only one view uses stays in that view's chunk; lazy modules keep their own
 * chunks (the manifest names them, server/cabinet-preload.ts reads it).
 */
function cabinetChunks({ firstScreens, everyPage, earlier, isPublic }: CabinetChunkOptions): Plugin {
  let chunkOf = new Map<string, string>();
  return {
    name: 'cabinet-chunks',
    apply: (config) => !config.build?.ssr,
    config: () => ({
      build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: (id: string) => chunkOf.get(id) ?? null, priority: 5, includeDependenciesRecursively: false }] } } } },
    }),
    buildEnd() {
      const graph = this as unknown as ModuleGraph;
      const loaded = new Set<string>();
      for (const suffix of earlier) staticClosure(graph, findModule(graph, suffix), loaded);
      const lazyRoots = new Set<string>();
      for (const id of graph.getModuleIds()) for (const target of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []) lazyRoots.add(target);
      const publicUsers = new Map<string, string[]>();
      const signedInUsers = new Map<string, number>();
      for (const root of [...lazyRoots].sort()) {
        for (const id of staticClosure(graph, root)) {
          if (isPublic(root)) publicUsers.set(id, [...(publicUsers.get(id) ?? []), root]);
          else signedInUsers.set(id, (signedInUsers.get(id) ?? 0) + 1);
        }
      }
      const always = new Set<string>();
      for (const suffix of everyPage) staticClosure(graph, findModule(graph, suffix), always);
      const screens = firstScreens.map((suffix) => ({ name: suffix.split('/').pop()!.replace(/Page\.\w+$/, '').toLowerCase(), code: staticClosure(graph, findModule(graph, suffix)) }));
      const names = new Map<string, string>();
      chunkOf = new Map();
      for (const id of [...new Set([...always, ...screens.flatMap(({ code }) => [...code])])].sort()) {
        if (loaded.has(id) || lazyRoots.has(id)) continue;
        // Which first screens load it: a page never loads another first screen's code.
        const on = always.has(id) ? screens : screens.filter(({ code }) => code.has(id));
        const users = publicUsers.get(id);
        if (!users && !always.has(id) && (signedInUsers.get(id) ?? 0) < 2) continue;
        const key = `${on.map(({ name }) => name).join('+')}:${(users ?? []).join('|')}`;
        // `cabinet…` chunks are the signed-in pages' alone; a public page loads `shared-…` ones.
        if (!names.has(key)) names.set(key, users ? `shared-${id.split('/').pop()!.replace(/\.\w+$/, '')}` : on.length === screens.length ? 'cabinet' : `cabinet-${on[0]!.name}`);
        chunkOf.set(id, names.get(key)!);
      }
    },
  };
}

type OutputChunks = Record<string, { type: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;

/**
 * Records the files every page has loaded before any lazy import can run: the entry, the start-up
 * stages it imports (src/main.tsx) and their static imports. A lazy chunk's preload list leaves
 * them out (issue 32): listed, they cost the boot chunk's import table 0.09 KB gzip, and preloading
 * a module the page already runs does nothing.
 */
function startupFiles(into: Set<string>): Plugin {
  return {
    name: 'startup-files',
    apply: (config) => !config.build?.ssr,
    generateBundle: {
      // Before Vite writes the preload lists (its import analysis runs in this hook too).
      order: 'pre',
      handler(_options, bundle) {
        const chunks = bundle as unknown as OutputChunks;
        into.clear();
        const visit = (file: string) => {
          if (into.has(file) || chunks[file]?.type !== 'chunk') return;
          into.add(file);
          chunks[file].imports?.forEach(visit);
        };
        for (const [file, chunk] of Object.entries(chunks)) if (chunk.type === 'chunk' && chunk.isEntry) [file, ...(chunk.dynamicImports ?? [])].forEach(visit);
      },
    },
  };
}

const loadedAtStartup = new Set<string>();
const STARTUP_EARLIER = ['/src/main.tsx', '/node_modules/react-dom/client.js'];

// The reference server for `npm run dev` (scripts/dev.mjs starts it on this port).
const apiTarget = process.env.DEV_API_TARGET ?? 'http://127.0.0.1:8081';

export default defineConfig({
  plugins: [
    react(),
    startupChunk({ name: 'boot', stage: '/src/app/boot.tsx', earlier: STARTUP_EARLIER }),
    cabinetChunks({
      firstScreens: ['/src/views/cabinet/dashboard/DashboardPage.tsx', '/src/views/loan/LoanPage.tsx'],
      everyPage: ['/src/views/cabinet/dashboard/CabinetMenu.tsx', '/src/flows/cabinet-answers.ts'],
      earlier: [...STARTUP_EARLIER, '/src/app/boot.tsx'],
      isPublic: (id) => /\/src\/(components|views\/(home|content|faq|news|about|contacts|ombudsmen|site-map|widgets|errors))\//.test(id),
    }),
    startupFiles(loadedAtStartup),
  ],
  resolve: { alias: aliases },
  server: {
    proxy: {
      '/api': apiTarget,
      '/client-api': apiTarget,
      '/dev': apiTarget,
      '/sandbox': apiTarget,
    },
  },
  build: {
    // DIST_DIR lets parallel work trees build side by side; the server reads the same variable.
    outDir: process.env.DIST_DIR ?? 'dist',
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    manifest: true,
    modulePreload: {
      // Every browser the site supports preloads modules itself (Baseline 2023); without it a
      // module loads when imported: slower, never broken. The polyfill cost every page 0.5 KB.
      polyfill: false,
      // The start-up stages of src/main.tsx are preloaded by the page itself (scripts/prerender.ts):
      // Vite's helper would search the prerendered DOM for each of their files at start-up (the
      // entry chunk is the one named after index.html).
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        /^assets\/index-[\w-]+\.js$/.test(hostId) ? [] : hostType === 'js' ? deps.filter((dep) => !loadedAtStartup.has(dep)) : deps,
    },
  },
});
