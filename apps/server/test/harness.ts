import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { and, desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app.js';
import { closeDeps, createDeps } from '../src/boot.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { mailOutbox } from '../src/db/schema/index.js';
import type { AppDeps } from '../src/deps.js';
import { ManualClock } from '../src/lib/clock.js';
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
}

/** A fresh copy of the migrated, demo-seeded template database and an app on it. */
export async function startTestApp(kind: DbKind, opts: StartOptions = {}): Promise<TestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rp-app-'));
  let dropDb: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  let pglite: PGlite | undefined;
  if (kind === 'pglite') {
    const template = readFileSync(inject('pgliteTemplate'));
    pglite = await PGlite.create({ loadDataDir: new Blob([template]) });
  } else {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `rp_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    await admin.end();
    databaseUrl = withDatabase(adminUrl, name);
    dropDb = () => dropWhenIdle(adminUrl, name);
  }
  const clock = new ManualClock(new Date());
  const config = testConfig(dir, databaseUrl, { DEMO_DATA: 'false', ...opts.env });
  const deps = await createDeps(config, {
    log: silentLogger,
    clock,
    migrated: true,
    database: pglite ? await openDatabase({ pglite }) : undefined,
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
      await dropDb?.();
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

/**
 * Drops a test database once its last connection has gone. Forcing it at once would kill
 * backends that the closed pool is still saying goodbye to, and the client would report an error.
 */
async function dropWhenIdle(adminUrl: string, name: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await c.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await c.end();
  }
}
