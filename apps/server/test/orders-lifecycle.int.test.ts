import { readFileSync } from 'node:fs';
import { and, eq, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { centralDateOf, ORDER_MSG } from '@app/shared';
import { queryRows } from '../src/db/client.js';
import { providerSignatures, providers, referrals } from '../src/db/schema/index.js';
import type { Agent } from './agent.js';
import { DB_KINDS } from './harness.js';
import { referralRow, systemLog } from './lookups.js';
import { PERSONAS } from './personas.js';
import {
  attachRequiredDocuments,
  createDraft,
  draftPayload,
  EXTERNAL_EXTRA,
  send,
  uuidOf,
} from './referrals-kit.js';
import { referralSuite } from './suite.js';

/**
 * Orders across the features they meet (issue 17 items 1, 2 and 11): the lists of both clinics,
 * the receiving clinic's lifecycle, the time an order counts as sent (lists, export, analytics,
 * the dashboard's monthly roll-up) and automatic approval of the orders already waiting.
 */

interface ListRow {
  uuid: string;
  status: string;
  status_label: string;
  sent_at: string | null;
}

const instant = (iso: string | null | undefined) => (iso ? new Date(iso).toISOString() : null);

const LISTS = {
  sent: ['referral_active_sent', 'referral_declined_sent', 'referral_completed_sent'],
  received: [
    'referral_active_received',
    'referral_declined_received',
    'referral_completed_received',
  ],
} as const;

describe.each(DB_KINDS)('orders in the lists, the lifecycle and the reports on %s', (kind) => {
  const { t, ids, agents } = referralSuite(
    kind,
    {
      chen: PERSONAS.provider,
      north: PERSONAS.northsidePsr,
      river: PERSONAS.riversidePsr,
      admin: PERSONAS.admin,
    },
    { stepMs: 60_000 },
  );

  const gql = <T>(a: Agent, query: string, variables?: Record<string, unknown>) =>
    a.graphql<T>(query, variables);
  const decide = (uuid: string, status: string) =>
    gql<{ update_order_status: string }>(
      agents.chen,
      'mutation($u: String!, $s: String!) { update_order_status(uuid: $u, status: $s) }',
      { u: uuid, s: status },
    );
  const setAuto = (on: boolean) =>
    gql<{ update_auto_approved: { auto_approved: boolean } }>(
      agents.chen,
      'mutation($on: Boolean!) { update_auto_approved(auto_approved: $on) { auto_approved } }',
      { on },
    );
  const pendingUuids = async () =>
    (
      await gql<{ pending_orders: { uuid: string }[] }>(agents.chen, '{ pending_orders { uuid } }')
    ).data!.pending_orders.map((o) => o.uuid);

  /** Dr. Chen with a current signature and automatic approval off. */
  async function signedOff() {
    await t.db.update(providers).set({ autoApproved: false }).where(eq(providers.id, ids.chen));
    const [current] = await t.db
      .select()
      .from(providerSignatures)
      .where(
        and(eq(providerSignatures.providerId, ids.chen), isNull(providerSignatures.replacedAt)),
      );
    if (current) return;
    const png = await sharp({
      create: { width: 6, height: 3, channels: 4, background: '#123456' },
    })
      .png()
      .toBuffer();
    const res = await gql(
      agents.chen,
      'mutation($s: String!) { save_user_provider_signature(signature: $s) { id } }',
      { s: `data:image/png;base64,${png.toString('base64')}` },
    );
    expect(res.errors).toBeUndefined();
  }

  /** An order really sent from Northside to Dr. Chen (Riverside, an Orders clinic). */
  async function sendOrder() {
    const uuid = uuidOf(
      await createDraft(agents.north, draftPayload(ids.chen, ids.carter, EXTERNAL_EXTRA)),
    );
    await attachRequiredDocuments(t, (await referralRow(t, uuid)).id, ids.chen);
    const res = await send(agents.north, uuid);
    expect(res.status).toBe(200);
    return uuid;
  }

  /** Where a referral is listed for an agent: the list names that hold it, and its row there. */
  async function whereListed(a: Agent, side: keyof typeof LISTS, uuid: string) {
    const found: { list: string; row: ListRow }[] = [];
    for (const name of LISTS[side]) {
      const res = await gql<Record<string, { rows: ListRow[] }>>(
        a,
        `{ ${name}(first: 50) { rows { uuid status status_label sent_at } } }`,
      );
      expect(res.errors).toBeUndefined();
      const row = res.data![name]!.rows.find((r) => r.uuid === uuid);
      // The same instant whichever way the database prints it.
      if (row) found.push({ list: name, row: { ...row, sent_at: instant(row.sent_at) } });
    }
    return found;
  }

  it('lists an approved order as active and a declined one as declined, for both clinics', async () => {
    await signedOff();
    const approved = await sendOrder();
    const declined = await sendOrder();
    expect((await decide(approved, 'order_approved')).data?.update_order_status).toBe(
      ORDER_MSG.approved,
    );
    const approvedAt = t.clock.now().toISOString();
    expect((await decide(declined, 'not_approved')).data?.update_order_status).toBe(
      ORDER_MSG.notApproved,
    );

    // The approval is when the receiving clinic gets the order: its Date Sent on both sides.
    expect(await whereListed(agents.north, 'sent', approved)).toEqual([
      {
        list: 'referral_active_sent',
        row: {
          uuid: approved,
          status: 'order_approved',
          status_label: 'Order Approved',
          sent_at: approvedAt,
        },
      },
    ]);
    expect(await whereListed(agents.river, 'received', approved)).toEqual([
      {
        list: 'referral_active_received',
        row: {
          uuid: approved,
          status: 'order_approved',
          status_label: 'Order Approved',
          sent_at: approvedAt,
        },
      },
    ]);
    expect((await whereListed(agents.north, 'sent', declined)).map((f) => f.list)).toEqual([
      'referral_declined_sent',
    ]);
    expect((await whereListed(agents.river, 'received', declined)).map((f) => f.list)).toEqual([
      'referral_declined_received',
    ]);
    // A declined order was never sent: no Date Sent.
    expect((await whereListed(agents.north, 'sent', declined))[0]?.row.sent_at).toBeNull();
  });

  it('lets the receiving clinic schedule and complete an approved order; reports count it as sent', async () => {
    await signedOff();
    const day = centralDateOf(t.clock.now());
    const range = { s: day, e: day };
    const sentToRiverside = async () => {
      const res = await gql<{ referral_list: { name: string; referrals: number }[] }>(
        agents.north,
        'query($s: String!, $e: String!) { referral_list(start_date: $s, end_date: $e, type: "sent") { name referrals } }',
        range,
      );
      expect(res.errors).toBeUndefined();
      return res.data!.referral_list.find((r) => r.name === 'Riverside Imaging')?.referrals ?? 0;
    };
    const before = await sentToRiverside();

    const uuid = await sendOrder();
    expect((await referralRow(t, uuid)).sentAt).toBeNull();
    expect(await sentToRiverside()).toBe(before);
    await decide(uuid, 'order_approved');
    const approvedAt = t.clock.now();
    expect((await referralRow(t, uuid)).sentAt?.toISOString()).toBe(approvedAt.toISOString());
    expect(await sentToRiverside()).toBe(before + 1);

    const exported = await gql<{ referrals_for_export: { uuid: string; sent_at: string }[] }>(
      agents.north,
      'query($s: [String!]!, $a: String!, $b: String!) { referrals_for_export(statuses: $s, startDate: $a, endDate: $b, limit: 100) { uuid sent_at } }',
      { s: ['active'], a: day, b: day },
    );
    expect(instant(exported.data?.referrals_for_export.find((r) => r.uuid === uuid)?.sent_at)).toBe(
      approvedAt.toISOString(),
    );

    // Riverside carries it on: an appointment, then its side's completion.
    const appointed = await agents.river.post(`/api/referrals/${uuid}/appointments`, {
      appointment_date: '2027-01-04 09:00:00',
    });
    expect(appointed.status).toBe(200);
    expect((await referralRow(t, uuid)).status).toBe('scheduled');
    const done = await agents.river.request(
      'PUT',
      `/api/referrals/${uuid}/promote/rec_completed`,
      {},
    );
    expect(done.status).toBe(200);
    expect((await referralRow(t, uuid)).status).toBe('rec_completed');
    expect((await whereListed(agents.river, 'received', uuid)).map((f) => f.list)).toEqual([
      'referral_completed_received',
    ]);
    const completed = await gql<{ referrals_for_export: { uuid: string }[] }>(
      agents.north,
      'query($s: [String!]!, $a: String!, $b: String!) { referrals_for_export(statuses: $s, startDate: $a, endDate: $b, limit: 100) { uuid } }',
      { s: ['completed'], a: day, b: day },
    );
    expect(completed.data?.referrals_for_export.map((r) => r.uuid)).toContain(uuid);
  });

  it('migration 0013 gives orders approved before it their approval time as sent_at', async () => {
    await signedOff();
    const uuid = await sendOrder();
    await decide(uuid, 'order_approved');
    const { id, approvedAt } = await referralRow(t, uuid);
    const monthCount = async () => {
      const [r] = await queryRows<{ n: number }>(
        t.db,
        sql`SELECT coalesce(sum(sent), 0)::int AS n FROM referral_sent_months WHERE clinic_referrer_id = ${ids.northside}`,
      );
      return r!.n;
    };
    const counted = await monthCount();
    // As the rows stood before: approved, never sent.
    await t.db.update(referrals).set({ sentAt: null }).where(eq(referrals.id, id));
    expect(await monthCount()).toBe(counted - 1);
    const migration = readFileSync(
      new URL('../src/db/migrations/0013_order_sent_at.sql', import.meta.url),
      'utf8',
    );
    const update = migration
      .split('--> statement-breakpoint')
      .find((s) => /UPDATE "referrals"/.test(s))!;
    await t.db.execute(sql.raw(update));
    expect((await referralRow(t, uuid)).sentAt?.toISOString()).toBe(approvedAt?.toISOString());
    // The dashboard's monthly roll-up counts it again (the trigger of migration 0010).
    expect(await monthCount()).toBe(counted);
  });

  it('approves the orders already pending when automatic approval is switched on', async () => {
    await signedOff();
    const waiting = [await sendOrder(), await sendOrder()];
    expect(await pendingUuids()).toEqual(expect.arrayContaining(waiting));

    expect((await setAuto(true)).data?.update_auto_approved.auto_approved).toBe(true);
    const now = t.clock.now().toISOString();
    expect(await pendingUuids()).toEqual([]);
    for (const uuid of waiting) {
      const row = await referralRow(t, uuid);
      expect(row.status).toBe('order_approved');
      expect(row.approverSignatureId).not.toBeNull();
      expect(row.sentAt?.toISOString()).toBe(now);
      expect((await systemLog(t, row.id)).at(-1)).toBe(
        'Order approved automatically for Dr. Wei Chen.',
      );
      expect((await whereListed(agents.river, 'received', uuid)).map((f) => f.list)).toEqual([
        'referral_active_received',
      ]);
    }
    // Switching it off approves nothing.
    await setAuto(false);
    const later = await sendOrder();
    await setAuto(false);
    expect((await referralRow(t, later)).status).toBe('pending_approval');
  });
});
