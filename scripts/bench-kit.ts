// What the in-process benchmarks share: the real server on an in-memory PGlite loaded with the
// demo data (a temporary DATA_DIR, a fixed bench key), a demo user signed in, and the cleanup.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp, type BuiltApp } from '../apps/server/src/app.js';
import { closeDeps, createDeps } from '../apps/server/src/boot.js';
import { loadConfig, type Config } from '../apps/server/src/config.js';
import { openDatabase, queryRows } from '../apps/server/src/db/client.js';
import type { AppDeps } from '../apps/server/src/deps.js';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-data.js';
import { Agent } from '../apps/server/test/agent.js';

export interface BenchDeps {
  config: Config;
  deps: AppDeps;
  /** Closes what was opened and removes the temporary data directory. */
  close(): Promise<void>;
}

export interface BenchApp extends BenchDeps {
  app: BuiltApp['app'];
}

export interface BenchOptions {
  /** An empty PostgreSQL database instead of the in-memory PGlite. */
  databaseUrl?: string;
  /** Further configuration (STORAGE_URL and the S3_ variables, say). */
  env?: Record<string, string>;
}

/**
 * The application's services on a fresh in-memory database with the demo data, no HTTP app; on
 * `databaseUrl` (an empty PostgreSQL database) instead when given.
 */
export async function startBenchDeps(opts: BenchOptions = {}): Promise<BenchDeps> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rp-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    APP_KEY: 'bench-key-bench-key-bench-key-bench-key-0001',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'silent',
    ...opts.env,
  });
  const deps = await createDeps(config, {
    log: pino({ level: 'silent' }),
    database: await openDatabase(
      opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : { pglite: await PGlite.create() },
    ),
  });
  return {
    config,
    deps,
    async close() {
      await closeDeps(deps);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `startBenchDeps` with the Fastify app built on it (requests go through `inject` or a port). */
export async function startBenchApp(opts: BenchOptions = {}): Promise<BenchApp> {
  const bench = await startBenchDeps(opts);
  const { app } = await buildApp(bench.deps);
  return {
    ...bench,
    app,
    async close() {
      await app.close();
      await bench.close();
    },
  };
}

/** A demo user signed in with the password and the 2FA code read from the local mail outbox. */
export async function signInDemoUser(bench: BenchApp, email: string): Promise<Agent> {
  const agent = new Agent(bench.app);
  await agent.post('/login', { email, password: DEMO_PASSWORD });
  await bench.deps.queue.drain();
  const [mail] = await queryRows<{ text: string }>(
    bench.deps.database.db,
    sql`SELECT text FROM mail_outbox ORDER BY id DESC LIMIT 1`,
  );
  const code = mail!.text.match(/(\d{6})/)![1];
  await agent.post('/auth/2fa/verify', { two_factor_code: code });
  return agent;
}

/** The current-user request the web app sends on every page load (bench:me, bench:ocr). */
export const ME_QUERY = `{ me { uuid email full_name role { id name label } clinic { id name } clinics { id name }
  menu_items { id type title url icon tag } referral_permissions { key value }
  permissions { key label value } notifications { key label value } hasClinicFaxNumber
  actions { can_accept can_schedule can_endorse } } }`;

/** The p-th percentile (0-100) of durations, nearest rank. */
export function percentile(times: number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
