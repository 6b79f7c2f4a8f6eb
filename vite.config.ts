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
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    manifest: true,
  },
});
