import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { E2E_STACKS } from './packages/e2e/support/world.js';

/**
 * graphql 16 ships CJS (main) and ESM (module). Node loads Pothos and Yoga with the CJS build;
 * Vite would give our own imports the ESM one, and graphql refuses types from "another realm".
 * Point everything at the build Node uses.
 */
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');
const resolve = { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] };

/**
 * Web component test files that replace a module with vi.mock: a module registry shared with
 * other files would hand them (or the next file) the wrong module, so they run isolated.
 */
const WEB_MODULE_MOCKS = [
  'apps/web/src/features/referrals/review/ReferralActions.test.tsx',
  'apps/web/src/features/faxes/create-referral/CreateFaxReferralDialog.test.tsx',
  'apps/web/src/features/faxes/received/FaxDetailPane.test.tsx',
  'apps/web/src/features/faxes/received/ReceivedFaxesPage.test.tsx',
  'apps/web/src/features/faxes/pdf/PdfViewer.test.tsx',
];
const webTest = {
  // happy-dom ran these files in under half jsdom's CPU time (its style and label lookups are the
  // cheap ones); see docs/decisions.md.
  environment: 'happy-dom',
  // Rendering MUI on a busy two-core machine can take longer than vitest's 5 s default.
  testTimeout: 15_000,
  setupFiles: ['apps/web/src/test/setup.ts'],
  restoreMocks: true,
  unstubGlobals: true,
} as const;

/**
 * Four projects: unit (pure functions), web (components; the files that mock modules apart), integration (the server through its
 * HTTP/GraphQL surface on a real database) and e2e (the built app in Chromium).
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Drawing fax pages and packing PDFs takes a second alone and several times that while
          // lint and the browser tests share the two cores (npm test overlaps them).
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: [...WEB_MODULE_MOCKS, '**/node_modules/**'],
          ...webTest,
          // A worker loads React, MUI and the app once for all its files; the setup file undoes
          // what a file may leave behind (rendered trees, fake timers, stubbed globals).
          isolate: false,
        },
      },
      {
        test: { name: 'web-mocks', include: WEB_MODULE_MOCKS, ...webTest },
      },
      {
        resolve,
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.int.test.ts', 'apps/server/test/**/*.int.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: files run in two workers, each with its own database copy (one per kind),
          // reset to the template's rows for every app (see apps/server/test/harness.ts).
          maxWorkers: 2,
          // A worker imports the server once for all its files: each file's app is built anew
          // from the same modules, and nothing in the server keeps state at module level.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve,
        test: {
          name: 'e2e',
          include: ['packages/e2e/tests/**/*.e2e.test.ts'],
          // One Chromium for the run and a few stacks; each file resets its stack's database.
          globalSetup: ['packages/e2e/support/global-setup.ts'],
          // No retries: room for a long flow on a loaded two-core machine instead. A journey takes
          // 30-40 s alone; CI on a machine still busy with other work once ran it past 180 s.
          testTimeout: 300_000,
          hookTimeout: 120_000,
          // What a person sees can take a moment (network, lazy chunks): with no retries, poll
          // up to 30 s (a loaded two-core machine took over 10 s for a first lazy page).
          expect: { poll: { timeout: 30_000, interval: 100 } },
          // Files run side by side, one per stack (server, database, mail) of the global setup.
          maxWorkers: E2E_STACKS,
          sequence: { groupOrder: 2 },
          // Tests wait for what they check and every file starts from the same data: a failure
          // is a failure.
          retry: 0,
        },
      },
    ],
  },
});
