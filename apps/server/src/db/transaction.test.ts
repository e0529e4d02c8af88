import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from './client.js';
import { transaction } from './transaction.js';

describe('transaction', () => {
  let handle: DatabaseHandle;
  const count = async () =>
    (await queryRows<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM t`))[0]!.n;

  // The embedded database boots in a few seconds, several times that while lint and typecheck
  // share the two cores; a boot is work to wait for, not a hang.
  beforeAll(async () => {
    handle = await openDatabase({});
    await handle.db.execute(sql`CREATE TABLE t (id int)`);
  }, 60_000);
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.execute(sql`DELETE FROM t`);
  });

  it('runs queued work after the commit, when the rows are visible outside', async () => {
    const seen: number[] = [];
    const out = await transaction(handle.db, async (tx, after) => {
      await tx.execute(sql`INSERT INTO t VALUES (1)`);
      after(async () => void seen.push(await count()));
      after(async () => void seen.push(-1));
      expect(seen).toEqual([]);
      return 'done';
    });
    expect(out).toBe('done');
    expect(seen).toEqual([1, -1]);
  });

  it('never runs queued work when the transaction rolls back', async () => {
    let ran = false;
    await expect(
      transaction(handle.db, async (tx, after) => {
        await tx.execute(sql`INSERT INTO t VALUES (1)`);
        after(async () => void (ran = true));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(ran).toBe(false);
    expect(await count()).toBe(0);
  });

  it('holds work queued in a nested transaction until the outer one commits', async () => {
    const seen: string[] = [];
    await transaction(handle.db, async (tx, after) => {
      await transaction(tx, async (inner, afterInner) => {
        await inner.execute(sql`INSERT INTO t VALUES (1)`);
        afterInner(async () => void seen.push('inner'));
      });
      expect(seen).toEqual([]);
      after(async () => void seen.push('outer'));
    });
    expect(seen).toEqual(['inner', 'outer']);
  });

  it('drops the work of a nested transaction that rolled back', async () => {
    const seen: string[] = [];
    await transaction(handle.db, async (tx, after) => {
      await transaction(tx, async (_inner, afterInner) => {
        afterInner(async () => void seen.push('inner'));
        throw new Error('inner refused');
      }).catch(() => undefined);
      after(async () => void seen.push('outer'));
    });
    expect(seen).toEqual(['outer']);
  });

  it('runs nothing when the outer transaction rolls back after a nested one committed', async () => {
    const seen: string[] = [];
    await expect(
      transaction(handle.db, async (tx) => {
        await transaction(tx, async (_inner, afterInner) => {
          afterInner(async () => void seen.push('inner'));
        });
        throw new Error('outer refused');
      }),
    ).rejects.toThrow('outer refused');
    expect(seen).toEqual([]);
  });
});
