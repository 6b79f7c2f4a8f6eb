import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from './vite.config';

/** Node test files that replace a module others import (vi.mock): they run isolated. */
const MOCKS_MODULES = ['server/test/tariff-texts.altered.test.ts'];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    // The machine has 2 cores and CI runs many suites: time limits leave room for a slow moment.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Vitest's default (cores − 1) leaves one worker on a 2-core machine, and threads start
    // faster than forks: together 115 s → 68 s for the whole suite here.
    pool: 'threads',
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // The node tests share no module state a test file relies on (each server test file boots
          // its own server; the clock is reset after each test): reusing modules across files
          // saves the repeated imports, 94 s → 65 s for the suite here.
          isolate: false,
          include: ['machines/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/model/**/*.test.ts'],
          exclude: ['src/**/*.dom.test.ts', 'node_modules/**', ...MOCKS_MODULES],
        },
      },
      {
        extends: true,
        test: {
          // A test file that mocks a module shared by the node tests gets modules of its own: with
          // `isolate: false` its mock would reach the files run after it in the same worker.
          name: 'node-mocking',
          environment: 'node',
          include: MOCKS_MODULES,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts', 'tests/dom/**/*.test.tsx'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
    ],
  },
});
