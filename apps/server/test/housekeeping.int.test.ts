import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ObjectNotFoundError } from '../src/adapters/storage/storage.js';
import { runHousekeeping } from '../src/housekeeping.js';
import { and, eq, isNotNull } from 'drizzle-orm';
import { jobs } from '../src/db/schema/index.js';
import { days, hours } from '../src/lib/clock.js';
import { DB_KINDS } from './harness.js';
import { insertInboundFax } from './inbound-fax-kit.js';
import { appSuite } from './suite.js';

/**
 * Issue 18 item 7: what a crash during an upload leaves (a `.part` file, a stored file whose row
 * never committed) is swept at start and every hour once a day old; files a row refers to stay.
 */
describe.each(DB_KINDS)('orphaned file sweep (%s)', (kind) => {
  const { t } = appSuite(kind, {});

  it('deletes day-old files no row refers to and left-over .part files, and keeps the rest', async () => {
    const { storage } = t.deps;
    const orphan = 'referrals/00000000-0000-4000-8000-000000000001/orphan';
    await storage.put(orphan, Buffer.from('no row committed'));
    // An upload cut off by kill -9: its temp file, as the storage adapter names them.
    const partKey = `${orphan}-upload.1a2b3c.part`;
    await mkdir(path.dirname(path.join(t.deps.config.filesDir, partKey)), { recursive: true });
    await writeFile(path.join(t.deps.config.filesDir, partKey), 'half an upload');
    const fax = await insertInboundFax(t, { status: 'new', pages: 1 });

    // Young files are left alone (an upload stores its file before its row commits).
    await runHousekeeping(t.deps);
    expect((await storage.read(orphan)).toString()).toBe('no row committed');

    t.clock.advance(hours(25));
    // A file written just now (on the clock's time) is still young.
    const fresh = 'referrals/00000000-0000-4000-8000-000000000002/fresh';
    await storage.put(fresh, Buffer.from('uploading'));
    const now = t.clock.now();
    await utimes(path.join(t.deps.config.filesDir, fresh), now, now);

    await runHousekeeping(t.deps);
    await expect(storage.read(orphan)).rejects.toThrow(ObjectNotFoundError);
    await expect(storage.read(partKey)).rejects.toThrow(ObjectNotFoundError);
    expect(await storage.read(fax.storageKey)).toBeInstanceOf(Buffer);
    expect((await storage.read(fresh)).toString()).toBe('uploading');
  });

  it('purges jobs given up more than 7 days ago (issue 18 item 12: failed mail jobs)', async () => {
    const failedAt = (daysAgo: number) =>
      new Date(t.clock.now().getTime() - days(daysAgo)).toISOString();
    await t.db.insert(jobs).values([
      { queue: 'mail.send', payload: { sealed: 'old' }, failedAt: new Date(failedAt(8)) },
      { queue: 'mail.send', payload: { sealed: 'recent' }, failedAt: new Date(failedAt(6)) },
    ]);
    await runHousekeeping(t.deps);
    const left = await t.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.queue, 'mail.send'), isNotNull(jobs.failedAt)));
    expect(left).toEqual([{ payload: { sealed: 'recent' } }]);
  });
});
