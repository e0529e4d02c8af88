import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { and, desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app.js';
import { closeDeps, createDeps } from '../src/boot.js';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client.js';
import { restoreSnapshot } from '../src/db/snapshot.js';
import { mailOutbox } from '../src/db/schema/index.js';
import type { AppDeps } from '../src/deps.js';
import { ManualClock } from '../src/lib/clock.js';
import type { Logger } from '../src/lib/logger.js';
import { Agent } from './agent.js';
import { testConfig } from './config.js';
import { countListeners } from './listener-count.js';
import { withDatabase } from './global-setup.js';
import { silentLogger } from './silent-logger.js';

export type DbKind = 'pglite' | 'postgres';

/** The databases integration suites run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestApp extends BuiltApp {
  deps: AppDeps;
  clock: ManualClock;
  /** The raw database, for arranging and asserting; request code never gets it. */
  db: Database;
  agent(): Agent;
  /** How many event streams the server has started reading (see listener-count.ts). */
  listenersStarted(): number;
  /** Runs queued jobs (mail) now. */
  drainJobs(): Promise<number>;
  /** The newest mail to an address from the local outbox, after running queued jobs. */
  lastMailTo(email: string): Promise<{ subject: string; text: string } | undefined>;
  close(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** The app's logger (default: silent); `captureLog()` (log-capture.ts) records what it writes. */
  log?: Logger;
}

/**
 * The worker's databases, one per kind, opened from the run's template the first time a file
 * of this worker asks for it and kept for every later file: opening a database (PGlite loads a
 * 44 MB data directory; PostgreSQL copies a template) costs far more than putting the template's
 * rows back, which `restoreSnapshot` does (the template carries the snapshot, see global-setup).
 */
interface WorkerDatabase {
  /** PGlite: the open instance, shared by the apps this worker starts one after another. */
  pglite?: PGlite;
  /** PostgreSQL: the worker's own database. */
  url?: string;
  /** The app that last used it; the next one resets the data first. */
  used: boolean;
}
const workerDatabases = new Map<DbKind, Promise<WorkerDatabase>>();

async function openWorkerDatabase(kind: DbKind): Promise<WorkerDatabase> {
  if (kind === 'pglite') {
    const template = readFileSync(inject('pgliteTemplate'));
    return { pglite: await PGlite.create({ loadDataDir: new Blob([template]) }), used: false };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const template = inject('postgresTemplate')!;
  // Named after the template so that the run's teardown drops it with the template.
  const name = `${template}_w${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  return { url: withDatabase(adminUrl, name), used: false };
}

/** The worker's database of `kind` with the template's data, and a handle that never closes it. */
async function freshWorkerDatabase(
  kind: DbKind,
): Promise<{ handle?: DatabaseHandle; url?: string }> {
  let pending = workerDatabases.get(kind);
  if (!pending) workerDatabases.set(kind, (pending = openWorkerDatabase(kind)));
  const wdb = await pending;
  if (wdb.pglite) {
    const opened = await openDatabase({ pglite: wdb.pglite });
    const handle: DatabaseHandle = { ...opened, close: async () => {} };
    if (wdb.used) await restoreSnapshot(handle.db);
    wdb.used = true;
    return { handle };
  }
  // The app's own pool does the reset: one connection pool per file, closed with the app.
  const handle = await openDatabase({ databaseUrl: wdb.url });
  if (wdb.used) {
    await restoreSnapshot(handle.db).catch(async (e: unknown) => {
      await handle.close();
      throw e;
    });
  }
  wdb.used = true;
  return { handle, url: wdb.url };
}

/** An app on the worker's database of `kind`, reset to the migrated, demo-seeded template. */
export async function startTestApp(kind: DbKind, opts: StartOptions = {}): Promise<TestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rp-app-'));
  const { handle, url: databaseUrl } = await freshWorkerDatabase(kind);
  const clock = new ManualClock(new Date());
  const config = testConfig(dir, databaseUrl, { DEMO_DATA: 'false', ...opts.env });
  const deps = await createDeps(config, {
    log: opts.log ?? silentLogger,
    clock,
    migrated: true,
    database: handle,
  });
  const listeners = countListeners(deps.events);
  deps.events = listeners.bus;
  const built = await buildApp(deps);
  const db = deps.database.db;
  return {
    ...built,
    deps,
    clock,
    db,
    agent: () => new Agent(built.app),
    listenersStarted: listeners.started,
    drainJobs: () => deps.queue.drain(),
    async lastMailTo(email) {
      await deps.queue.drain();
      const [m] = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email)))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      return m ? { subject: m.subject, text: m.text } : undefined;
    },
    async close() {
      await built.app.close();
      await closeDeps(deps);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The 6-digit code in a sign-in mail. */
export function codeFrom(text: string | undefined): string {
  const m = text?.match(/sign-in code is: (\d{6})/);
  if (!m) throw new Error(`no sign-in code in mail: ${text}`);
  return m[1]!;
}

/** A link in a mail. */
export function linkFrom(text: string | undefined): URL {
  const m = text?.match(/https?:\/\/\S+/);
  if (!m) throw new Error(`no link in mail: ${text}`);
  return new URL(m[0]);
}
