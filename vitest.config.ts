import { defineConfig } from 'vitest/config';

/**
 * Three projects: unit (pure functions, components), integration (the server through its
 * HTTP/GraphQL surface on a real database) and e2e (the built app in Chromium).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.int.test.ts', 'apps/server/test/**/*.int.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: files run in two workers, each on its own database copy.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['packages/e2e/tests/**/*.e2e.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // What a person sees can take a moment (network, lazy chunks): poll up to 10 s.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
