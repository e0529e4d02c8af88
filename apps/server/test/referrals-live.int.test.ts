import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_LIFECYCLE_MSG as MSG, REFERRAL_LIFECYCLE_MSG_SERVER as SRV } from '@app/shared';
import type { Agent } from './agent.js';
import { createReferral } from './factories/referrals.js';
import { DB_KINDS } from './harness.js';
import { PERSONAS } from './personas.js';
import { referralSuite } from './suite.js';
import { listening as listeningTo } from './ws-client.js';

interface Change {
  uuid: string;
  status: string;
}
interface Answer {
  message: string;
  detail?: string | null;
  referral: Record<string, unknown>;
}

describe.each(DB_KINDS)('live referral changes on %s', (kind) => {
  const { t, agents, ids } = referralSuite(
    kind,
    {
      north: PERSONAS.northsidePsr,
      lake: PERSONAS.lakesidePsr,
      med: PERSONAS.lakesideMedAdmin,
      river: PERSONAS.riversidePsr,
      coordinator: PERSONAS.coordinator,
    },
    { stepMs: 60_000 },
  );
  let base = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  const listening = <T>(a: Agent, query: string) => listeningTo<T>(t, base, a, query);
  const clinicChanges = (a: Agent) =>
    listening<{ referrals_changed: Change }>(
      a,
      'subscription { referrals_changed { uuid status } }',
    );
  const referralChanges = (a: Agent, uuid: string) =>
    listening<{ referral_changed: Change }>(
      a,
      `subscription { referral_changed(uuid: "${uuid}") { uuid status } }`,
    );
  const accept = async (uuid: string) =>
    expect(
      (await agents.med.request('PUT', `/api/referrals/${uuid}/promote/accepted`)).status,
    ).toBe(200);

  it('tells both clinics of an accepted referral, and an unrelated clinic nothing of it', async () => {
    const north = await clinicChanges(agents.north);
    const lake = await clinicChanges(agents.lake);
    const river = await clinicChanges(agents.river);
    const { uuid } = await createReferral(t, { status: 'under_review' });
    await accept(uuid);
    await north.next(1);
    await lake.next(1);
    expect(north.values[0]!.referrals_changed).toEqual({ uuid, status: 'accepted' });
    expect(lake.values[0]!.referrals_changed).toEqual({ uuid, status: 'accepted' });

    // Riverside's first event is its own referral's, not Lakeside's from above.
    const own = await createReferral(t, { from: 'RIVERSIDE', status: 'under_review' });
    await accept(own.uuid);
    await river.next(1);
    expect(river.values.map((v) => v.referrals_changed)).toEqual([
      { uuid: own.uuid, status: 'accepted' },
    ]);
    for (const s of [north, lake, river]) s.dispose();
  });

  it('answers the detail view’s lifecycle mutations with the referral, and spares the writing tab its echo', async () => {
    const TAB = 'tab-0f3a9c2e';
    const { uuid } = await createReferral(t, { status: 'under_review' });
    const query = `subscription { referral_changed(uuid: "${uuid}") { uuid status } }`;
    const writerTab = await listeningTo<{ referral_changed: Change }>(t, base, agents.med, query, {
      connectionParams: { clientId: TAB },
    });
    const otherTab = await referralChanges(agents.med, uuid);
    const lifecycle = (mutation: string, variables: Record<string, unknown>) =>
      agents.med.graphql<Record<string, Answer>>(mutation, variables, '/graphql', {
        'x-client-id': TAB,
      });

    const accepted = await lifecycle(
      'mutation($u: String!) { promote_referral(uuid: $u, status: "accepted") { message detail referral { uuid status status_label } } }',
      { u: uuid },
    );
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data?.promote_referral).toEqual({
      message: MSG.accepted,
      detail: null,
      referral: { uuid, status: 'accepted', status_label: 'Accepted' },
    });
    await otherTab.next(1);
    expect(otherTab.values[0]!.referral_changed).toEqual({ uuid, status: 'accepted' });
    // Another clinic's user cannot act on it, nor learn that it exists.
    const outsider = await agents.river.graphql(
      'mutation($u: String!) { promote_referral(uuid: $u, status: "under_review") { message } }',
      { u: uuid },
    );
    expect(outsider.errors?.[0]?.message).toBe('Referral not found.');

    const refused = await lifecycle(
      'mutation($u: String!) { decline_referral(uuid: $u, reason: "  ") { message } }',
      { u: uuid },
    );
    expect(refused.errors?.[0]?.extensions?.validation).toEqual({
      reason: [SRV.declineReasonRequired],
    });
    const scheduled = await lifecycle(
      'mutation($u: String!) { set_referral_appointment(uuid: $u, appointment_date: "2030-01-02 09:30:00") { message referral { status appointment_date } } }',
      { u: uuid },
    );
    expect(scheduled.data?.set_referral_appointment).toMatchObject({
      message: MSG.appointmentSet,
      referral: { status: 'scheduled' },
    });
    await otherTab.next(2);

    // A change from anywhere else reaches the writing tab: the first it hears of.
    const completed = await agents.med.request(
      'PUT',
      `/api/referrals/${uuid}/promote/rec_completed`,
    );
    expect(completed.status).toBe(200);
    await writerTab.next(1);
    expect(writerTab.values.map((v) => v.referral_changed)).toEqual([
      { uuid, status: 'rec_completed' },
    ]);
    writerTab.dispose();
    otherTab.dispose();
  });

  it('tells of a new note and of a deleted draft', async () => {
    const { uuid } = await createReferral(t, { status: 'under_review' });
    const draft = await createReferral(t, { status: 'draft' });
    const one = await referralChanges(agents.north, draft.uuid);
    const lake = await clinicChanges(agents.lake);
    const note = await agents.north.post(`/api/referrals/${uuid}/notes`, {
      note: 'Any news?',
      group: 'external',
    });
    expect(note.status).toBe(200);
    await lake.next(1);
    expect(lake.values[0]!.referrals_changed).toEqual({ uuid, status: 'under_review' });

    const deleted = await agents.north.graphql<{ delete_referral: boolean }>(
      'mutation($u: String!) { delete_referral(uuid: $u) }',
      { u: draft.uuid },
    );
    expect(deleted.data?.delete_referral).toBe(true);
    await one.next(1);
    expect(one.values[0]!.referral_changed).toEqual({ uuid: draft.uuid, status: 'deleted' });
    // A draft is the referring clinic's alone: Lakeside heard only of the note.
    expect(lake.values).toHaveLength(1);
    one.dispose();
    lake.dispose();
  });

  it('follows one referral for those who see it and refuses the others', async () => {
    const { uuid } = await createReferral(t, { status: 'under_review' });
    const north = await referralChanges(agents.north, uuid);
    const river = await referralChanges(agents.river, uuid);
    await river.next(1);
    expect(river.values.filter(Boolean)).toEqual([]);
    expect(JSON.stringify(river.errors)).toContain('Referral not found.');
    await accept(uuid);
    await north.next(1);
    expect(north.values[0]!.referral_changed).toEqual({ uuid, status: 'accepted' });
    north.dispose();
  });

  it('ends the clinic stream once the user switched to another clinic', async () => {
    const sub = await clinicChanges(agents.coordinator);
    const me = await agents.coordinator.graphql<{ me: { uuid: string } }>('{ me { uuid } }');
    const switched = await agents.coordinator.graphql(
      'mutation($u: String!, $c: ID!) { switch_clinic(userUuid: $u, clinicId: $c) { uuid } }',
      { u: me.data!.me.uuid, c: String(ids.lakeside) },
    );
    expect(switched.errors).toBeUndefined();
    // A Northside referral changes: the stream that followed Northside ends instead of telling.
    const { uuid } = await createReferral(t, { status: 'under_review' });
    await accept(uuid);
    await sub.next(1);
    expect(sub.done).toBe(true);
    expect(sub.values).toEqual([]);
  });
});
