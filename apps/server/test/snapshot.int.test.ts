import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { restoreSnapshot, takeSnapshot } from '../src/db/snapshot.js';
import { DB_KINDS } from './harness.js';
import { appSuite } from './suite.js';

/** The snapshot that tests reset their long-lived databases to between files. */
describe.each(DB_KINDS)('database snapshot (%s)', (kind) => {
  const { t } = appSuite(kind, {});

  const counts = async () => {
    const [row] = await queryRows<{ audit: number; mail: number; referrals: number }>(
      t.db,
      sql`SELECT (SELECT count(*)::int FROM audit_log) AS audit,
                 (SELECT count(*)::int FROM mail_outbox) AS mail,
                 (SELECT count(*)::int FROM referrals) AS referrals`,
    );
    return row!;
  };
  const nextMailId = async () => {
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`INSERT INTO mail_outbox ("to", subject, text) VALUES ('x@example.test', 's', 't')
          RETURNING id::int AS id`,
    );
    return row!.id;
  };

  it('puts rows, append-only tables and sequences back as they were', async () => {
    await takeSnapshot(t.db);
    const before = await counts();
    const firstId = await nextMailId();
    await t.db.execute(
      sql`INSERT INTO audit_log (action, subject_type, subject_id) VALUES ('test.write', 'test', '1')`,
    );
    await t.db.execute(sql`DELETE FROM referrals WHERE id = (SELECT min(id) FROM referrals)`);
    expect(await counts()).not.toEqual(before);

    await restoreSnapshot(t.db);
    expect(await counts()).toEqual({ ...before });
    // The sequence is where the snapshot left it: the same id is handed out again.
    expect(await nextMailId()).toBe(firstId);
  });
});
