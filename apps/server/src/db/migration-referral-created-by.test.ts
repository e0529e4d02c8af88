import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  MIGRATIONS_DIR,
  migrateDatabase,
  openDatabase,
  queryRows,
  type DatabaseHandle,
} from './client.js';

/**
 * The migration that adds referrals.created_by_id (issue 17 item 10) on rows written before it:
 * every referral keeps its creator, and a referral created from a received fax loses its sender
 * (the receiving clinic's user who typed it in). Found by its name: the lead renumbers.
 */
const TAG = /_referral_created_by$/;

let handle: DatabaseHandle;
let before: string;

beforeAll(async () => {
  handle = await openDatabase({});
  // The migrations before this one, in a folder of their own.
  before = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS_DIR, before, { recursive: true });
  const journalFile = path.join(before, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => TAG.test(e.tag));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  await migrate(handle.db as unknown as Parameters<typeof migrate>[0], {
    migrationsFolder: before,
  });
}, 120_000);
afterAll(async () => {
  await handle?.close();
  rmSync(before, { force: true, recursive: true });
});

it('keeps each creator and clears the sender of referrals created from a received fax', async () => {
  await handle.db.execute(sql`INSERT INTO users (id, email, firstname, lastname, role_id)
    VALUES (1, 'psr@lakeside.test', 'Liam', 'Park', 2)`);
  await handle.db.execute(sql`INSERT INTO referrals (id, status, source, referrer_id)
    VALUES (1, 'sent', 'fax', 1), (2, 'sent', 'wizard', 1), (3, 'sent', 'public', NULL)`);

  await migrateDatabase(handle);

  const rows = await queryRows<{ id: number; referrer_id: number | null; created_by_id: number }>(
    handle.db,
    sql`SELECT id, referrer_id, created_by_id FROM referrals ORDER BY id`,
  );
  expect(rows).toEqual([
    { id: 1, referrer_id: null, created_by_id: 1 },
    { id: 2, referrer_id: 1, created_by_id: 1 },
    { id: 3, referrer_id: null, created_by_id: null },
  ]);
});
