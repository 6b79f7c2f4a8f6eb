import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['machines/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/model/**/*.test.ts'],
          exclude: ['src/**/*.dom.test.ts', 'node_modules/**'],
        },
      },
      {
        plugins: [react()],
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
