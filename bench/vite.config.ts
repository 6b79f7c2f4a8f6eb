// Builds one of the bench's yardstick pages (BENCH_PAGE: `hello`, the bare React page, or
// `libraries`, the design's libraries without app code) with the app's Vite and React plugin,
// into BENCH_DIST_DIR (dist-<page> by default).
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const page = process.env.BENCH_PAGE ?? 'hello';

export default defineConfig({
  root: resolve(import.meta.dirname, page),
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: resolve(process.env.BENCH_DIST_DIR ?? resolve(import.meta.dirname, `../dist-${page}`)),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
  },
});
