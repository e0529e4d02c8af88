import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';
import { acquireDataDirLock } from './lock.js';

export type Schema = typeof schema;
/** The raw Drizzle handle. Only db/, jobs, seeding and repositories' factories ever hold it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that can run a query: the database or an open transaction. */
export type Queryable = Database | Tx;

export const MIGRATIONS_DIR = new URL('./migrations', import.meta.url).pathname;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** LISTEN/NOTIFY for cross-instance fan-out (PostgreSQL only). */
  pool?: pg.Pool;
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite directory; undefined means in memory. */
  pgliteDir?: string;
  /** An existing PGlite instance (tests load it from a dumped template). */
  pglite?: PGlite;
  lockDir?: string;
  /** Told when an idle pooled connection fails (server restart, admin termination). */
  onIdleError?: (err: Error) => void;
}

export async function openDatabase(opts: OpenOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    // JIT compiling costs more than it saves on this app's statements: the server decides to
    // compile the big report queries and spends a second doing so (bench:reports measured it).
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      options: '-c jit=off',
    });
    // Without a listener an idle client's failure would crash the process; the pool replaces it.
    pool.on('error', (err) => opts.onIdleError?.(err));
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  const release = opts.lockDir ? acquireDataDirLock(opts.lockDir) : () => {};
  try {
    if (opts.pgliteDir) mkdirSync(path.dirname(opts.pgliteDir), { recursive: true });
    const pglite = opts.pglite ?? (await PGlite.create(opts.pgliteDir ?? 'memory://'));
    const db = drizzlePglite({ client: pglite, schema }) as unknown as Database;
    return {
      kind: 'pglite',
      db,
      pglite,
      close: async () => {
        await pglite.close();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (handle.kind === 'postgres') {
    await migratePg(handle.db as unknown as Parameters<typeof migratePg>[0], config);
  } else {
    await migratePglite(handle.db as unknown as Parameters<typeof migratePglite>[0], config);
  }
}

/** The health check's probe: resolves when the database answers a trivial query. */
export async function pingDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`SELECT 1`);
}

/**
 * Runs raw SQL and returns its rows. PGlite and pg shape results alike here (`rows`), but their
 * raw types differ (bigint as number vs string): cast in SQL to what T says.
 */
export async function queryRows<T>(
  db: Queryable,
  query: Parameters<Database['execute']>[0],
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
