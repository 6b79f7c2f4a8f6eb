// Builds bench/hello (the bare React page) with the app's Vite and React plugin.
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: resolve(process.env.HELLO_DIST_DIR ?? resolve(import.meta.dirname, '../../dist-hello')),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
  },
});
