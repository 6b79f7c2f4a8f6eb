// Vite's build manifest (dist/.vite/manifest.json), read by the bench (what `/` loads) and the
// prerender (what the page preloads).
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

function entryOf(manifest: Manifest): [string, ManifestChunk] {
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  return entry;
}

/**
 * The entry chunk plus every chunk it imports, statically or as its start-up stages (src/main.tsx
 * imports them dynamically to run each in its own task), with their static imports, and the same
 * for `extraSources` (the home view): what `/` must load before it is interactive.
 */
export function initialChunks(manifest: Manifest, extraSources: string[] = []): string[] {
  const entry = entryOf(manifest);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  visit(entry[0]);
  for (const stage of entry[1].dynamicImports ?? []) visit(stage);
  for (const source of extraSources) {
    if (!manifest[source]) throw new Error(`${source} is not a chunk of the build`);
    visit(source);
  }
  return [...seen].map((key) => manifest[key]!.file);
}


/**
 * The chunks src/main.tsx imports as its start-up stages (React DOM's client, the app's boot) and
 * the entry's own static imports: what the page asks for before the entry asks. Their own imports
 * follow as soon as each is parsed, in parallel; preloading every file of the graph from the page
 * costs the main thread more than the round trip it saves.
 */
export function startupStageChunks(manifest: Manifest): string[] {
  const entry = entryOf(manifest);
  return [...(entry[1].imports ?? []), ...(entry[1].dynamicImports ?? [])].map((key) => manifest[key]!.file);
}
