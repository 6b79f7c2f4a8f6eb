// The app's server entry as the build left it (scripts/prerender.ts builds src/entry-server.tsx
// into <dist>/.ssr): loaded once, on the first cabinet page, and only when the build has it. A
// build without it (an older one, a test's fake dist) renders no cabinet page: today's shell.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as EntryServer from '../src/entry-server';

export type ServerEntry = typeof EntryServer;

/** Where the build puts the server entry, beside the client's files. */
export const SSR_ENTRY = join('.ssr', 'entry-server.js');

export async function importServerEntry(distDir: string): Promise<ServerEntry | null> {
  const file = join(distDir, SSR_ENTRY);
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as ServerEntry;
}
