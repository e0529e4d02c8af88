import path from 'node:path';
import { ROOT } from './server-process.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = path.join(ROOT, 'packages/e2e/screenshots');

/** What the global setup hands every browser test file (`inject('e2e')`). */
export interface E2eWorld {
  baseUrl: string;
  /** The SMTP catcher's mailbox endpoint (support/mailbox.ts). */
  mailboxUrl: string;
  browserWsEndpoint: string;
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
