import { defineConfig } from 'vite';
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

// The reference server for `npm run dev` (scripts/dev.mjs starts it on this port).
const apiTarget = process.env.DEV_API_TARGET ?? 'http://127.0.0.1:8081';

export default defineConfig({
  plugins: [react()],
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
      // The start-up stages of src/main.tsx are preloaded by the page itself (scripts/prerender.ts):
      // Vite's helper would search the prerendered DOM for each of their files at start-up (the
      // entry chunk is the one named after index.html).
      resolveDependencies: (_file, deps, { hostId }) => (/^assets\/index-[\w-]+\.js$/.test(hostId) ? [] : deps),
    },
  },
});
