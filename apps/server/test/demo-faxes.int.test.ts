import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { faxes, jobs, referrals } from '../src/db/schema/index.js';
import { FIRST_POLL_MS } from '../src/modules/faxes/fax-schedule.js';
import { FAX_POLL_QUEUE } from '../src/modules/faxes/fax-store.js';
import { DB_KINDS } from './harness.js';
import { appSuite } from './suite.js';

/**
 * The demo's outbound fax still 'Sending' (Lakeside -> Valley Orthopedics) is a fax like any
 * other: the seed leaves it its status poll, so the server moves it on (issue 17 item 24).
 */
describe.each(DB_KINDS)('the demo outbound faxes on %s', (kind) => {
  const { t } = appSuite(kind, {});

  const sending = async () =>
    t.db
      .select({ fax: faxes, status: referrals.status })
      .from(faxes)
      .innerJoin(referrals, eq(referrals.id, faxes.referralId))
      .where(eq(faxes.status, 'sending'));

  it('seeds a poll for the fax still sending, and the poll delivers it', async () => {
    const [seeded, ...more] = await sending();
    expect(more).toEqual([]);
    expect(seeded?.status).toBe('sent_fax');
    const fax = seeded!.fax;
    const polls = await t.db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.queue, FAX_POLL_QUEUE), sql`(${jobs.payload}->>'faxId')::int = ${fax.id}`),
      );
    expect(polls).toHaveLength(1);
    expect(polls[0]!.payload).toMatchObject({ providerFaxId: fax.providerFaxId, follow: true });

    t.clock.advance(FIRST_POLL_MS);
    await t.drainJobs();
    const [after] = await t.db.select().from(faxes).where(eq(faxes.id, fax.id));
    expect(after?.status).toBe('success');
    const [referral] = await t.db
      .select({ status: referrals.status })
      .from(referrals)
      .where(eq(referrals.id, fax.referralId!));
    expect(referral?.status).toBe('faxed_successfully');
    expect(await sending()).toEqual([]);
  });
});
