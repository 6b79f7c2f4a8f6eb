// Model-based paths against the screens (npm run test:model): jsdom, one worker file per machine.
// Kept out of `npm run test:unit`, so the paths run once per `npm test`.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from './vite.config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    testTimeout: 60_000,
    hookTimeout: 30_000,
    pool: 'threads',
    environment: 'jsdom',
    include: ['tests/model/ui/**/*.ui.test.tsx'],
    setupFiles: ['tests/setup-dom.ts'],
  },
});
