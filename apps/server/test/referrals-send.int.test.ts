import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFERRAL_MSG, REFERRAL_MSG_SERVER } from '@app/shared';
import { jobs, notifications, providers } from '../src/db/schema/index.js';
import { DB_KINDS } from './harness.js';
import { referralRow, systemLog } from './lookups.js';
import { PERSONAS } from './personas.js';
import { referralSuite } from './suite.js';
import {
  attachRequiredDocuments,
  createDraft,
  draftPayload,
  EXTERNAL_EXTRA,
  INTERNAL_EXTRA,
  send,
  uuidOf,
} from './referrals-kit.js';

describe.each(DB_KINDS)('sending referrals on %s', (kind) => {
  // Signed in before any fax job is queued: a sign-in runs the queued jobs. Each send a minute
  // after the previous one, so that Most Recent has an order to show.
  const { t, ids, agents, userIds } = referralSuite(
    kind,
    { north: PERSONAS.northsidePsr, nurse: PERSONAS.northsideNurse, lake: PERSONAS.lakesidePsr },
    { stepMs: 60_000 },
  );
  it('sends to a clinic of the same organization without required documents (internal form)', async () => {
    // The internal form applies: the external form's required fields are not asked for.
    const refusedExternal = await createDraft(
      agents.north,
      draftPayload(ids.alvarez, ids.carter, EXTERNAL_EXTRA),
    );
    expect(refusedExternal.body.errors).toEqual({
      'extra_info.custom_urgency': ['Urgency is required'],
    });
    const uuid = uuidOf(
      await createDraft(agents.north, draftPayload(ids.alvarez, ids.carter, INTERNAL_EXTRA)),
    );
    const res = await send(agents.north, uuid);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Referral Sent',
      referral: { uuid, status: 'sent', is_order: false, is_fax: false },
      sms_text:
        'From Northside Family Medicine: This is confirmation that we sent your referral to Northside Pediatrics. If you do not hear from them within 3 days, please call them at 312-555-0110 to discuss scheduling your appointment.',
    });
    const row = await referralRow(t, uuid);
    expect(row.sentAt?.getTime()).toBe(t.clock.now().getTime());
    expect(await systemLog(t, row.id)).toEqual(['Referral sent to Northside Pediatrics.']);
  });

  it('requires every required document across organizations, then sends and notifies the staff', async () => {
    const uuid = uuidOf(
      await createDraft(agents.north, draftPayload(ids.patel, ids.carter, EXTERNAL_EXTRA)),
    );
    const refused = await send(agents.north, uuid);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      message: REFERRAL_MSG_SERVER.requiredDocuments,
      errors: {
        documents: [
          'Insurance Card is required',
          'Clinical Notes is required',
          'Lab Results is required',
        ],
      },
    });
    const row = await referralRow(t, uuid);
    expect(row.status).toBe('draft');
    expect(await attachRequiredDocuments(t, row.id, ids.patel)).toBe(3);

    const res = await send(agents.north, uuid);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Referral Sent', referral: { status: 'sent' } });
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.url, `/referrals/${uuid}/review`))
      .orderBy(asc(notifications.notifiableId));
    // Lakeside's staff who accept or schedule: its PSR, its medical admin and the coordinator.
    expect(told.map((n) => n.notifiableId).sort()).toEqual(
      [PERSONAS.coordinator, PERSONAS.lakesidePsr, PERSONAS.lakesideMedAdmin]
        .map((e) => userIds.get(e)!)
        .sort(),
    );
    expect(told[0]).toMatchObject({
      type: 'referral_received',
      clinicReceiverId: ids.lakeside,
      referralId: row.id,
    });
    expect(JSON.parse(told[0]!.data)).toMatchObject({
      title: 'Referral Received',
      content: 'You have received a new referral from Northside Family Medicine.',
    });
    // Sent once: a second send is refused.
    expect((await send(agents.north, uuid)).status).toBe(409);
    // The receiving clinic now reads it as received.
    const seen = await agents.lake.graphql<{ referral: { status_label: string } }>(
      `query($u: String!) { referral(uuid: $u) { status_label } }`,
      { u: uuid },
    );
    expect(seen.data!.referral.status_label).toBe('Received');
  });

  it('saves an order for approval, and refuses it while the clinic has no provider user', async () => {
    const uuid = uuidOf(
      await createDraft(agents.north, draftPayload(ids.chen, ids.carter, EXTERNAL_EXTRA)),
    );
    const row = await referralRow(t, uuid);
    expect(row.isOrder).toBe(true);
    await attachRequiredDocuments(t, row.id, ids.chen);

    const [chen] = await t.db.select().from(providers).where(eq(providers.id, ids.chen));
    await t.db.update(providers).set({ userId: null }).where(eq(providers.id, ids.chen));
    try {
      const refused = await send(agents.north, uuid);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        message: REFERRAL_MSG.providerRequired,
        errors: { provider_id: [REFERRAL_MSG.providerRequired] },
      });
    } finally {
      await t.db.update(providers).set({ userId: chen!.userId }).where(eq(providers.id, ids.chen));
    }

    const res = await send(agents.north, uuid);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Order saved',
      referral: { status: 'pending_approval', is_order: true },
    });
    const after = await referralRow(t, uuid);
    expect(after.sentAt).toBeNull();
    expect(await systemLog(t, after.id)).toEqual([
      'Order submitted to Riverside Imaging for approval.',
    ]);
    // The default provider of an Orders clinic never takes an order.
    const dflt = await createDraft(
      agents.north,
      draftPayload(ids.riversideDefault, ids.carter, EXTERNAL_EXTRA),
    );
    expect(dflt.status).toBe(422);
    expect(dflt.body.errors).toEqual({ provider_id: [REFERRAL_MSG_SERVER.providerCannotReceive] });
  });

  it('sends to a fax clinic by fax and queues the fax job in the same transaction', async () => {
    const uuid = uuidOf(
      await createDraft(agents.north, draftPayload(ids.grant, ids.carter, EXTERNAL_EXTRA)),
    );
    const row = await referralRow(t, uuid);
    await attachRequiredDocuments(t, row.id, ids.grant);
    const res = await send(agents.north, uuid);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Referral Sent',
      referral: { status: 'sent_fax', is_fax: true, is_order: false },
    });
    const queued = await t.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.queue, 'fax.send-referral'),
          sql`(${jobs.payload} ->> 'referralId')::int = ${row.id}`,
        ),
      );
    expect(queued.map((j) => j.payload)).toEqual([
      { referralId: row.id, userId: userIds.get(PERSONAS.northsidePsr) },
    ]);
    // Nobody to notify at a clinic without users.
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.url, `/referrals/${uuid}/review`));
    expect(told).toEqual([]);
  });

  it("keeps the sender's Most Recent list, newest first", async () => {
    const res = await agents.north.graphql<{ providers_most_recent: { id: string }[] }>(
      '{ providers_most_recent { id } }',
    );
    expect(res.data!.providers_most_recent.map((p) => Number(p.id))).toEqual([
      ids.grant,
      ids.chen,
      ids.patel,
      ids.alvarez,
    ]);
    // Another user's list is their own.
    const other = await agents.lake.graphql<{ providers_most_recent: unknown[] }>(
      '{ providers_most_recent { id } }',
    );
    expect(other.data!.providers_most_recent).toEqual([]);
  });

  it('refuses the send to others: another clinic, a colleague without SEND_REFERRAL', async () => {
    const uuid = uuidOf(
      await createDraft(agents.north, draftPayload(ids.alvarez, ids.carter, INTERNAL_EXTRA)),
    );
    expect((await send(agents.lake, uuid)).status).toBe(404);
    const nurseRes = await send(agents.nurse, uuid);
    expect(nurseRes.status).toBe(403);
    expect(nurseRes.body.message).toBe(REFERRAL_MSG_SERVER.cannotSend);
    expect((await referralRow(t, uuid)).status).toBe('draft');
  });
});
