import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFERRAL_FAX_MSG, REFERRAL_MSG_SERVER, type ReferralStatus } from '@app/shared';
import { referrals } from '../src/db/schema/index.js';
import { FAX_SEND_REFERRAL_QUEUE } from '../src/modules/faxes/fax-jobs.js';
import { createReferral, type ReferralOptions } from './factories/referrals.js';
import { faxesOf, referralStatus } from './fax-sms-kit.js';
import { DB_KINDS } from './harness.js';
import { systemLog } from './lookups.js';
import { PERSONAS } from './personas.js';
import { referralSuite } from './suite.js';

interface Answer {
  message: string;
  referral?: { uuid: string; status: string };
  fax?: { uuid: string };
}

describe.each(DB_KINDS)('re-sending a fax referral (%s)', (kind) => {
  const { t, agents, userIds } = referralSuite(
    kind,
    {
      north: PERSONAS.northsidePsr,
      nurse: PERSONAS.northsideNurse,
      lake: PERSONAS.lakesidePsr,
      river: PERSONAS.riversidePsr,
    },
    { stepMs: 60_000 },
  );

  const resend = (agent: keyof typeof agents, uuid: string) =>
    agents[agent].post<Answer>(`/api/referrals/${uuid}/fax`);

  /** A fax referral to Valley Orthopedics whose first fax has gone out, then in `status`. */
  async function faxedReferral(status: ReferralStatus = 'faxed_successfully') {
    const referral = await createReferral(t, { to: 'VALLEYFAX', status: 'sent_fax' });
    const first = { referralId: referral.id, userId: userIds.get(PERSONAS.northsidePsr)! };
    await t.deps.queue.enqueue(FAX_SEND_REFERRAL_QUEUE, first);
    await t.drainJobs();
    await t.db.update(referrals).set({ status }).where(eq(referrals.id, referral.id));
    expect(await faxesOf(t, referral.id)).toHaveLength(1);
    return { referral, first };
  }

  it('sends a second fax with the current documents and waits for its report', async () => {
    const { referral, first } = await faxedReferral('scheduled');
    const res = await resend('north', referral.uuid);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: REFERRAL_FAX_MSG.resent,
      referral: { uuid: referral.uuid, status: 'sent_fax' },
    });
    expect(await referralStatus(t, referral.id)).toBe('sent_fax');
    expect(await systemLog(t, referral.id)).toContain(
      REFERRAL_FAX_MSG.resentLog('Valley Orthopedics'),
    );

    await t.drainJobs();
    const sent = await faxesOf(t, referral.id);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({
      uuid: res.body.fax!.uuid,
      recipient: sent[0]!.recipient,
      status: 'queued',
      attemptsMade: 1,
      createdById: userIds.get(PERSONAS.northsidePsr),
    });
    expect(sent[1]!.providerFaxId).toBeTruthy();
    expect(sent[1]!.storageKey).not.toBe(sent[0]!.storageKey);

    // The first send's job run again still makes nothing; a second re-send makes a third fax.
    await t.deps.queue.enqueue(FAX_SEND_REFERRAL_QUEUE, first);
    await t.drainJobs();
    expect(await faxesOf(t, referral.id)).toHaveLength(2);
    expect((await resend('north', referral.uuid)).status).toBe(200);
    await t.drainJobs();
    expect(await faxesOf(t, referral.id)).toHaveLength(3);
  });

  it('refuses the receiving side, an unrelated clinic and a sender without SEND_REFERRAL', async () => {
    const { referral } = await faxedReferral();
    // A fax referral whose receiving clinic has users: its staff still cannot fax it again.
    const toLakeside = await createReferral(t, { status: 'accepted', isFax: true });
    const refusals = [
      [await resend('lake', toLakeside.uuid), 404, REFERRAL_MSG_SERVER.notFound],
      [await resend('river', referral.uuid), 404, REFERRAL_MSG_SERVER.notFound],
      [await resend('nurse', referral.uuid), 403, REFERRAL_MSG_SERVER.cannotSend],
    ] as const;
    for (const [res, status, message] of refusals) {
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
    }
    await t.drainJobs();
    expect(await faxesOf(t, referral.id)).toHaveLength(1);
    expect(await faxesOf(t, toLakeside.id)).toHaveLength(0);
    expect(await referralStatus(t, referral.id)).toBe('faxed_successfully');
  });

  it.each<[string, ReferralOptions]>([
    ['a referral that is not a fax', { status: 'accepted' }],
    ['a declined fax referral', { to: 'VALLEYFAX', status: 'declined', isFax: true }],
    ['a completed fax referral', { to: 'VALLEYFAX', status: 'ref_completed', isFax: true }],
  ])('refuses %s with 409', async (_name, opts) => {
    const referral = await createReferral(t, opts);
    const res = await resend('north', referral.uuid);
    expect(res.status).toBe(409);
    expect(res.body.message).toEqual(
      opts.isFax ? expect.stringContaining('cannot be moved on') : REFERRAL_FAX_MSG.notFax,
    );
    await t.drainJobs();
    expect(await faxesOf(t, referral.id)).toHaveLength(0);
    expect(await referralStatus(t, referral.id)).toBe(opts.status);
  });
});
