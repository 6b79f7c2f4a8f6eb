import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The reference server for `npm run dev` (scripts/dev.mjs starts it on this port).
const apiTarget = process.env.DEV_API_TARGET ?? 'http://127.0.0.1:8081';

export default defineConfig({
  plugins: [react()],
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
  },
});
