// Builds bench/libraries (the design's libraries and nothing of the app) with the app's Vite and
// React plugin, in one chunk: the floor under the home page's initial JS.
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: resolve(process.env.LIBRARIES_DIST_DIR ?? resolve(import.meta.dirname, '../../dist-libraries')),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
  },
});
