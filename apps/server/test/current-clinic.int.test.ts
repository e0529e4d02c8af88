import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from './agent.js';
import { createReferral } from './factories/referrals.js';
import { DB_KINDS } from './harness.js';
import { PERSONAS } from './personas.js';
import { createDraft, draftPayload, EXTERNAL_EXTRA, updateDraft, uuidOf } from './referrals-kit.js';
import { referralSuite } from './suite.js';
import { listening as listeningTo } from './ws-client.js';

/**
 * Issue 17: a user of two clinics (the coordinator: Northside and Lakeside) acts for the clinic
 * they work as, on every surface. Working as Lakeside, a referral from Northside to Lakeside is
 * received: the detail view reads it as the receiver, the receiver's actions and notes are theirs,
 * and the lists and the export agree. Switched to Northside, the same user is its sender.
 */
interface Detail {
  referral: { viewer: string; status: string; status_label: string };
}
interface Note {
  note: string;
  group: string;
  clinic: { name: string } | null;
}
interface Change {
  uuid: string;
  status: string;
}

const DETAIL = `query($u: String!) { referral(uuid: $u) { viewer status status_label } }`;
const NOTES = `query($u: String!) { referral_notes(referral_uuid: $u) { note group clinic { name } } }`;
const listQuery = (name: string) =>
  `query($k: String) { ${name}(keyword: $k, first: 50) { rows { uuid status_label } } }`;
const EXPORT = `query($s: [String!]!, $a: String!, $b: String!) {
  referrals_for_export(statuses: $s, startDate: $a, endDate: $b, limit: 100) { uuid } }`;
const SWITCH = `mutation($u: String!, $c: ID!) { switch_clinic(userUuid: $u, clinicId: $c) { uuid } }`;
const OPEN = 'mutation($u: String!) { open_referral(uuid: $u) { status } }';
const QUICK_SAVE = `mutation($p: String!) { save_referral(params: $p) {
  message referral { uuid status } } }`;

describe.each(DB_KINDS)('the current clinic decides the side on %s', (kind) => {
  const { t, agents, ids } = referralSuite(
    kind,
    {
      coordinator: PERSONAS.coordinator,
      north: PERSONAS.northsidePsr,
      lake: PERSONAS.lakesidePsr,
    },
    { stepMs: 60_000 },
  );
  let base = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  const workAs = async (agent: Agent, clinicId: number) => {
    const me = await agent.graphql<{ me: { uuid: string } }>('{ me { uuid } }');
    const res = await agent.graphql(SWITCH, { u: me.data!.me.uuid, c: String(clinicId) });
    expect(res.errors).toBeUndefined();
  };
  const detail = async (agent: Agent, uuid: string) => {
    const res = await agent.graphql<Detail>(DETAIL, { u: uuid });
    expect(res.errors).toBeUndefined();
    return res.data!.referral;
  };
  const listed = async (agent: Agent, name: string, lastname: string) => {
    const res = await agent.graphql<
      Record<string, { rows: { uuid: string; status_label: string }[] }>
    >(listQuery(name), { k: lastname });
    expect(res.errors).toBeUndefined();
    return res.data![name]!.rows;
  };
  const notes = async (agent: Agent, uuid: string) => {
    const res = await agent.graphql<{ referral_notes: Note[] }>(NOTES, { u: uuid });
    expect(res.errors).toBeUndefined();
    return res.data!.referral_notes.filter((n) => n.group !== 'system');
  };
  const exported = async (agent: Agent) => {
    const day = (offset: number) =>
      new Date(t.clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const res = await agent.graphql<{ referrals_for_export: { uuid: string }[] }>(EXPORT, {
      s: ['active', 'declined', 'completed'],
      a: day(-2),
      b: day(2),
    });
    expect(res.errors).toBeUndefined();
    return res.data!.referrals_for_export.map((r) => r.uuid);
  };
  const promote = (a: Agent, uuid: string, status: string) =>
    a.request<{ message: string }>('PUT', `/api/referrals/${uuid}/promote/${status}`, {});

  it('makes the coordinator working as Lakeside the receiver, and as Northside the sender', async () => {
    const lastname = 'Twoclinic';
    const { uuid } = await createReferral(t, { status: 'sent', patient: { lastname } });
    const { coordinator } = agents;

    await workAs(coordinator, ids.lakeside);
    // Detail view: read as the receiver (Received; the web shows the receiver's buttons).
    expect(await detail(coordinator, uuid)).toMatchObject({
      viewer: 'receiver',
      status_label: 'Received',
    });
    // Lists: in Lakeside's received list, not in a sent list.
    expect(await listed(coordinator, 'referral_active_received', lastname)).toEqual([
      { uuid, status_label: 'Received' },
    ]);
    // Opening it as its receiver puts it under review; accepting and scheduling are Lakeside's.
    expect(
      (await coordinator.graphql<{ open_referral: { status: string } }>(OPEN, { u: uuid })).data,
    ).toEqual({ open_referral: { status: 'under_review' } });
    expect((await promote(coordinator, uuid, 'accepted')).status).toBe(200);
    const appointed = await coordinator.post(`/api/referrals/${uuid}/appointments`, {
      appointment_date: '2027-01-04 09:00:00',
    });
    expect(appointed.status).toBe(200);
    expect(await detail(coordinator, uuid)).toMatchObject({
      viewer: 'receiver',
      status: 'scheduled',
      status_label: 'Scheduled',
    });
    // Notes: an internal note written as Lakeside is Lakeside's (its colleagues read it).
    const noted = await coordinator.post(`/api/referrals/${uuid}/notes`, {
      note: 'Cardiology will call the patient',
      group: 'internal',
    });
    expect(noted.status).toBeLessThan(300);
    expect(await notes(agents.lake, uuid)).toEqual([
      {
        note: 'Cardiology will call the patient',
        group: 'internal',
        clinic: { name: 'Lakeside Cardiology' },
      },
    ]);
    expect(await notes(agents.north, uuid)).toEqual([]);
    // Export: only what the current clinic sent.
    expect(await exported(coordinator)).not.toContain(uuid);

    await workAs(coordinator, ids.northside);
    expect(await detail(coordinator, uuid)).toMatchObject({
      viewer: 'referrer',
      status_label: 'Scheduled',
    });
    expect(await listed(coordinator, 'referral_active_sent', lastname)).toEqual([
      { uuid, status_label: 'Scheduled' },
    ]);
    expect(await listed(coordinator, 'referral_active_received', lastname)).toEqual([]);
    // As the sender: the receiver's actions are refused, Lakeside's internal notes are not read.
    expect((await promote(coordinator, uuid, 'declined')).status).toBeGreaterThanOrEqual(400);
    expect(await notes(coordinator, uuid)).toEqual([]);
    expect(await exported(coordinator)).toContain(uuid);
  });

  it('refuses a referral of a clinic the user is not working as: not part of it', async () => {
    const { uuid } = await createReferral(t, {
      from: 'RIVERSIDE',
      to: 'NORTHSIDE',
      status: 'sent',
    });
    const { coordinator } = agents;
    await workAs(coordinator, ids.lakeside);
    const res = await coordinator.graphql<Detail>(DETAIL, { u: uuid });
    expect(res.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    await workAs(coordinator, ids.northside);
    expect(await detail(coordinator, uuid)).toMatchObject({ viewer: 'receiver' });
  });

  it('tells the lists of a saved draft and of a quick save at once', async () => {
    const { coordinator } = agents;
    await workAs(coordinator, ids.northside);
    const listening = (a: Agent) =>
      listeningTo<{ referrals_changed: Change }>(
        t,
        base,
        a,
        'subscription { referrals_changed { uuid status } }',
      );
    const north = await listening(agents.north);
    const lake = await listening(agents.lake);

    const draft = uuidOf(
      await createDraft(coordinator, draftPayload(ids.patel, ids.carter, EXTERNAL_EXTRA)),
    );
    await north.next(1);
    expect(north.values[0]!.referrals_changed).toEqual({ uuid: draft, status: 'draft' });
    expect((await updateDraft(coordinator, draft, { mrn: 'MRN-22' })).status).toBe(200);
    await north.next(2);
    expect(north.values[1]!.referrals_changed).toEqual({ uuid: draft, status: 'draft' });

    const saved = await coordinator.graphql<{
      save_referral: { referral: { uuid: string; status: string } };
    }>(QUICK_SAVE, {
      p: JSON.stringify({
        firstname: 'Quinn',
        lastname: 'Quick',
        sentdate: '03/04/2024',
        clinic_receiver_id: ids.lakeside,
        provider_id: ids.patel,
        is_order: false,
      }),
    });
    expect(saved.errors).toBeUndefined();
    const quick = saved.data!.save_referral.referral.uuid;
    await north.next(3);
    await lake.next(1);
    expect(north.values[2]!.referrals_changed).toEqual({ uuid: quick, status: 'sent' });
    // The receiving clinic hears of the quick entry, never of the draft.
    expect(lake.values.map((v) => v.referrals_changed)).toEqual([{ uuid: quick, status: 'sent' }]);
    north.dispose();
    lake.dispose();
  });
});
