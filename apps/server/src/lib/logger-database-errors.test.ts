import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { createLogger } from './logger.js';

/** A failed write's error, as the driver and drizzle raise it, carrying patient data. */
describe('a database error in the log', () => {
  let handle: DatabaseHandle;
  // The embedded database boots in a few seconds, several times that on a busy machine.
  beforeAll(async () => {
    handle = await openDatabase({});
    await handle.db.execute(
      sql`CREATE TABLE patients_t (id int PRIMARY KEY, name text NOT NULL, birthdate text)`,
    );
    await handle.db.execute(sql`INSERT INTO patients_t VALUES (1, 'Ada Lovelace', '1815-12-10')`);
  }, 60_000);
  afterAll(() => handle.close());

  const logged = (err: unknown) => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    createLogger('info', sink).error({ err }, 'request failed');
    return lines.join('');
  };
  const failure = async (statement: ReturnType<typeof sql>) => {
    try {
      await handle.db.execute(statement);
    } catch (e) {
      return e;
    }
    throw new Error('the statement did not fail');
  };

  it('names the code, constraint and table, never the bound values', async () => {
    const err = await failure(
      sql`INSERT INTO patients_t VALUES (${1}, ${'Grace Hopper'}, ${'1906-12-09'})`,
    );
    const out = logged(err);
    for (const value of ['Grace Hopper', '1906-12-09', 'Ada Lovelace', '1815-12-10']) {
      expect(out).not.toContain(value);
    }
    const line = JSON.parse(out) as { err: Record<string, unknown> };
    expect(line.err).toMatchObject({
      type: 'DatabaseError',
      sqlstate: '23505',
      constraint: 'patients_t_pkey',
      table: 'patients_t',
    });
  });

  it('keeps an ordinary error as it was', () => {
    const line = JSON.parse(logged(new Error('stored PDF missing'))) as {
      err: { message: string; stack: string };
    };
    expect(line.err.message).toBe('stored PDF missing');
    expect(line.err.stack).toContain('stored PDF missing');
  });
});
