import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Queryable } from './client.js';

/**
 * A copy of every table's rows and every sequence's position, kept inside the same database,
 * and a restore that puts the data back exactly as it was.
 *
 * Tests use it to reset one long-lived database between files in milliseconds instead of
 * creating (or loading) a new one per file: the integration workers keep one database each, and
 * the browser tests' single server is reset between files (see the test-only reset route).
 *
 * The restore runs with `session_replication_role = replica`, which turns off triggers and
 * foreign-key checks for the session: the copy is consistent already, the append-only audit
 * trigger must let the test data go, and the reporting rollup trigger must not count rows twice.
 * Both PGlite and the tests' PostgreSQL role are superusers, which that setting needs.
 */
const SNAPSHOT_SCHEMA = 'test_snapshot';

interface TableColumns {
  table: string;
  /** Insertable columns in order (generated columns are computed again on insert). */
  columns: string[];
}

async function publicTables(db: Queryable): Promise<TableColumns[]> {
  const rows = await queryRows<{ table: string; column: string }>(
    db,
    sql`SELECT c.relname AS "table", a.attname AS "column"
          FROM pg_class c
          JOIN pg_namespace n ON n.oid = c.relnamespace
          JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
         WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attgenerated = ''
         ORDER BY c.relname, a.attnum`,
  );
  const byTable = new Map<string, string[]>();
  for (const r of rows) {
    const cols = byTable.get(r.table) ?? [];
    cols.push(r.column);
    byTable.set(r.table, cols);
  }
  return [...byTable].map(([table, columns]) => ({ table, columns }));
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Copies every public table and sequence position into the snapshot schema, replacing any. */
export async function takeSnapshot(db: Database): Promise<void> {
  const tables = await publicTables(db);
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`DROP SCHEMA IF EXISTS ${SNAPSHOT_SCHEMA} CASCADE`));
    await tx.execute(sql.raw(`CREATE SCHEMA ${SNAPSHOT_SCHEMA}`));
    for (const { table } of tables) {
      await tx.execute(
        sql.raw(`CREATE TABLE ${SNAPSHOT_SCHEMA}.${ident(table)} AS TABLE public.${ident(table)}`),
      );
    }
    await tx.execute(
      sql.raw(
        `CREATE TABLE ${SNAPSHOT_SCHEMA}.__sequences AS
           SELECT sequencename::text AS name, last_value FROM pg_sequences
            WHERE schemaname = 'public'`,
      ),
    );
  });
}

/** Puts every public table and sequence back as `takeSnapshot` found them. */
export async function restoreSnapshot(db: Database): Promise<void> {
  const tables = await publicTables(db);
  const all = tables.map((t) => `public.${ident(t.table)}`).join(', ');
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL session_replication_role = replica`));
    await tx.execute(sql.raw(`TRUNCATE ${all} RESTART IDENTITY`));
    // One statement per call: PGlite's query path takes a single statement.
    for (const { table, columns } of tables) {
      const cols = columns.map(ident).join(', ');
      await tx.execute(
        sql.raw(
          `INSERT INTO public.${ident(table)} (${cols}) OVERRIDING SYSTEM VALUE ` +
            `SELECT ${cols} FROM ${SNAPSHOT_SCHEMA}.${ident(table)}`,
        ),
      );
    }
    await tx.execute(
      sql.raw(
        `SELECT setval(format('public.%I', name), last_value, true)
           FROM ${SNAPSHOT_SCHEMA}.__sequences WHERE last_value IS NOT NULL`,
      ),
    );
  });
}
