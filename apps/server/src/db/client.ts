import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
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

/**
 * The channel on which the database itself tells that something an actor is built from changed
 * (migration 0018's triggers): the user's id, or '*' for a change that may touch many users.
 */
export const ACCESS_CHANGES = 'access_changes';

/** What `watchAccessChanges` tells: one user changed, or possibly anyone. */
export type AccessChange = number | 'all';

export interface AccessWatcher {
  onChange(change: AccessChange): void;
  /**
   * Whether changes can be heard at all (PostgreSQL: the listening connection is up). While not,
   * a change may be missed: whoever keeps what the change touches must not rely on being told.
   */
  onListening(listening: boolean): void;
}

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** LISTEN/NOTIFY for cross-instance fan-out (PostgreSQL only). */
  pool?: pg.Pool;
  pglite?: PGlite;
  /**
   * Tells `watcher` of every access change, written by this process or another instance. A change
   * this process writes is told before the statement (or its transaction's commit) resolves.
   * Answers the stop.
   */
  watchAccessChanges(watcher: AccessWatcher): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** '42' or '42:7731' (a user, in transaction 7731); anything else may touch anyone. */
export function accessChangeOf(payload: string | undefined): AccessChange {
  const user = /^(\d+)(?::\d+)?$/.exec(payload ?? '')?.[1];
  return user ? Number(user) : 'all';
}

/** Payloads of one process's recent notifications: enough to outlast every late copy. */
const REMEMBERED_NOTIFICATIONS = 1000;

/**
 * Whether a notification is the first copy this process hears. Every listening connection
 * receives each one (migration 0019 names its transaction in the payload), some late, and a late
 * copy would forget again what was kept after the change. Payloads without a transaction always
 * count.
 */
export function firstCopies(): (payload: string | undefined) => boolean {
  const heard = new Set<string>();
  return (payload) => {
    if (!payload?.includes(':')) return true;
    if (heard.has(payload)) return false;
    heard.add(payload);
    if (heard.size > REMEMBERED_NOTIFICATIONS) heard.delete(heard.values().next().value!);
    return true;
  };
}

/**
 * Access changes on PostgreSQL. Every pooled connection listens: PostgreSQL hands a session its
 * own notifications before the statement or commit that raised them returns, so this process
 * forgets before it answers the request that made the change. One connection of its own, outside
 * the pool, listens for other instances while the pool is idle; when it drops, the watchers are
 * told they are not listening until it is back.
 */
function postgresAccessChanges(connectionString: string) {
  const watchers = new Set<AccessWatcher>();
  const isFirst = firstCopies();
  const tell = (payload: string | undefined) => {
    if (!isFirst(payload)) return;
    const change = accessChangeOf(payload);
    for (const w of watchers) w.onChange(change);
  };
  const hear = (msg: pg.Notification) => {
    if (msg.channel === ACCESS_CHANGES) tell(msg.payload);
  };
  /** The pool's `onConnect`: each new connection listens before it runs anything else. */
  const onConnect = async (client: pg.ClientBase) => {
    client.on('notification', hear);
    await client.query(`LISTEN ${ACCESS_CHANGES}`);
  };

  let listener: pg.Client | null = null;
  let closed = false;
  const setListening = (up: boolean) => {
    for (const w of watchers) w.onListening(up);
  };
  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString });
    client.on('notification', hear);
    client.on('error', () => dropped(client));
    client.on('end', () => dropped(client));
    await client.connect();
    await client.query(`LISTEN ${ACCESS_CHANGES}`);
    listener = client;
    setListening(true);
  }
  function dropped(client: pg.Client) {
    if (listener !== client || closed) return;
    listener = null;
    setListening(false);
    client.end().catch(() => {});
    retry();
  }
  function retry() {
    setTimeout(() => {
      if (!closed) listen().catch(retry);
    }, 1000).unref();
  }
  return {
    onConnect,
    async watch(watcher: AccessWatcher) {
      watchers.add(watcher);
      if (listener) watcher.onListening(true);
      else if (watchers.size === 1) await listen();
      return async () => {
        watchers.delete(watcher);
      };
    },
    async close() {
      closed = true;
      await listener?.end().catch(() => {});
    },
  };
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
    const access = postgresAccessChanges(opts.databaseUrl);
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      options: '-c jit=off',
      onConnect: access.onConnect,
    });
    // Without a listener an idle client's failure would crash the process; the pool replaces it.
    pool.on('error', (err) => opts.onIdleError?.(err));
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      kind: 'postgres',
      db,
      pool,
      watchAccessChanges: access.watch,
      close: async () => {
        await access.close();
        await pool.end();
      },
    };
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
      // One process holds the database: it hears every change, before the write resolves.
      async watchAccessChanges(watcher) {
        const stop = await pglite.listen(ACCESS_CHANGES, (payload) =>
          watcher.onChange(accessChangeOf(payload)),
        );
        watcher.onListening(true);
        return stop;
      },
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

const dialect = new PgDialect();

/** How the names of `queryRowsPlannedOnce`'s statements begin (bench:lists finds them by it). */
export const PLANNED_ONCE_PREFIX = 'rp_';

/**
 * `queryRows` as a named prepared statement (named after its text): PostgreSQL parses and plans
 * it once per connection and then reuses the plan, where an unnamed statement is planned on every
 * call. For the hot path's big statements, whose planning costs more than running them (a list
 * page: about 2.5 ms of planning for 0.5 ms of work). PGlite runs it as `queryRows` does.
 */
export async function queryRowsPlannedOnce<T>(db: Queryable, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const name = `${PLANNED_ONCE_PREFIX}${createHash('sha1').update(built.sql).digest('hex').slice(0, 20)}`;
  const result = await db._.session.prepareQuery(built, undefined, name, false).execute();
  return (result as unknown as { rows: T[] }).rows;
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
