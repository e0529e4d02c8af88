import path from 'node:path';
import { ROOT } from './server-process.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * How many browser test files run at once, each against its own stack. The tests mostly wait (for
 * the network, a lazy page, a mail), so three stacks keep a two-core machine busy without crowding it.
 */
export const E2E_STACKS = Math.max(1, Number(process.env.E2E_STACKS ?? 3));
export const SCREENSHOTS = path.join(ROOT, 'packages/e2e/screenshots');

/** What the global setup hands every browser test file (`inject('e2e')`). */
export interface E2eWorld {
  browserWsEndpoint: string;
  /** One per worker slot: the file running in slot N (VITEST_POOL_ID) uses `stacks[N - 1]`. */
  stacks: StackWorld[];
}

/** One server and what belongs to it alone. */
export interface StackWorld {
  baseUrl: string;
  /** The SMTP catcher's mailbox endpoint (support/mailbox.ts). */
  mailboxUrl: string;
  /** Set when the run uses PostgreSQL (TEST_DATABASE_URL): tests may reach the database. */
  databaseUrl: string | undefined;
  /** The server's DATA_DIR (its fax drop folder is inside). */
  dataDir: string;
  /** The secret of the server's test-only reset route. */
  resetToken: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eWorld;
  }
}
