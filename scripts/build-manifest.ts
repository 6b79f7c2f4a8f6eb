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

/** `keys` and every chunk they import statically, into `seen`. */
export function withStaticImports(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * The entry chunk plus every chunk it imports, statically or as its start-up stages (src/main.tsx
 * imports them dynamically to run each in its own task), with their static imports, and the same
 * for `extraSources` (the home view): what `/` must load before it is interactive.
 */
export function initialChunks(manifest: Manifest, extraSources: string[] = []): string[] {
  const [entryKey, entry] = entryOf(manifest);
  for (const source of extraSources) if (!manifest[source]) throw new Error(`${source} is not a chunk of the build`);
  const seen = withStaticImports(manifest, [entryKey, ...(entry.dynamicImports ?? []), ...extraSources]);
  return [...seen].map((key) => manifest[key]!.file);
}

/**
 * The chunks src/main.tsx imports as its start-up stages (React DOM's client, the app's boot) with
 * everything they and the entry import statically: what the page asks for before the entry asks.
 * They are a handful of files since the boot stage is one chunk (vite.config.ts); the lazy views'
 * chunks are not among them.
 */
export function startupStageChunks(manifest: Manifest): string[] {
  const [entryKey, entry] = entryOf(manifest);
  const seen = withStaticImports(manifest, [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])], new Set([entryKey]));
  seen.delete(entryKey);
  return [...seen].map((key) => manifest[key]!.file);
}
