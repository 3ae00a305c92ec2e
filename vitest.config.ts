import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', environment: 'node' } },
      { test: { name: 'i18n', root: 'packages/i18n', environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'bench', root: 'bench', environment: 'node' } },
      { test: { name: 'lint', root: 'tests/lint', environment: 'node', testTimeout: 60_000 } },
      {
        test: {
          name: 'cluster',
          root: 'tests/cluster',
          environment: 'node',
          globalSetup: ['./global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: { name: 'web', root: 'apps/web', environment: 'jsdom', setupFiles: ['./vitest.setup.ts'] },
      },
    ],
  },
});
