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

/**
 * Loads the entry, and with it React, which picks its build by NODE_ENV when first loaded. Unless
 * the operator set NODE_ENV, that is React's production build: `npm start` sets none, and the
 * development build's checks made each cabinet page's render slower (issue 32).
 */
export async function importServerEntry(distDir: string, env: NodeJS.ProcessEnv = process.env): Promise<ServerEntry | null> {
  const file = join(distDir, SSR_ENTRY);
  if (!existsSync(file)) return null;
  env.NODE_ENV ??= 'production';
  return (await import(pathToFileURL(file).href)) as ServerEntry;
}
