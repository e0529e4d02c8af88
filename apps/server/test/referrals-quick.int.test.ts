import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFERRAL_MSG, REFERRAL_MSG_SERVER } from '@app/shared';
import { patients, referralAnswers, referrals } from '../src/db/schema/index.js';
import type { Agent } from './agent.js';
import { DB_KINDS } from './harness.js';
import { PERSONAS } from './personas.js';
import { referralSuite } from './suite.js';
import { createDraft, draftPayload, EXTERNAL_EXTRA, uuidOf } from './referrals-kit.js';

type Res = Awaited<ReturnType<Agent['graphql']>>;
const code = (r: Res) => r.errors?.[0]?.extensions?.['code'];
const validation = (r: Res) => r.errors?.[0]?.extensions?.['validation'];

const SAVE = `mutation($p: String!) { save_referral(params: $p) {
  message referral { id uuid status is_order is_fax } } }`;
const DELETE = `mutation($u: String!) { delete_referral(uuid: $u) }`;
const ANSWERS = `query($u: String!) { referral_answers(referral_uuid: $u) { name question answer } }`;
const SAVE_ANSWERS = `mutation($u: String!, $a: [ReferralAnswerInput!]!) {
  save_referral_answers(referral_uuid: $u, answers: $a) { name question answer } }`;
const LABEL = `query($u: String!) { referral(uuid: $u) { status_label source viewer } }`;

interface Saved {
  save_referral: { message: string; referral: { uuid: string; status: string; is_order: boolean } };
}

describe.each(DB_KINDS)('quick dialog, delete and answers on %s', (kind) => {
  const { t, ids, agents } = referralSuite(kind, {
    north: PERSONAS.northsidePsr,
    nurse: PERSONAS.northsideNurse,
    lake: PERSONAS.lakesidePsr,
  });

  const save = (agent: Agent, params: unknown) =>
    agent.graphql<Saved>(SAVE, { p: typeof params === 'string' ? params : JSON.stringify(params) });
  const quick = {
    firstname: 'Max',
    lastname: 'Planck',
    sentdate: '03/04/2024',
    mrn: 'Q-1',
    birthdate: '01/02/1980',
    diagnosis: 'Knee pain',
    clinic_receiver_id: null as number | null,
    provider_id: null as number | null,
    is_order: false,
  };

  it('creates and updates manual referrals and orders with the spec messages', async () => {
    const created = await save(agents.north, {
      ...quick,
      clinic_receiver_id: ids.lakeside,
      provider_id: ids.patel,
      // The sender is the current clinic, whatever is sent.
      clinic_referrer_id: ids.riverside,
    });
    expect(created.errors).toBeUndefined();
    const { message, referral } = created.data!.save_referral;
    expect(message).toBe(REFERRAL_MSG.referralCreated);
    expect(referral).toMatchObject({ status: 'sent', is_order: false });
    const [row] = await t.db.select().from(referrals).where(eq(referrals.uuid, referral.uuid));
    expect(row).toMatchObject({
      source: 'manual',
      status: 'sent',
      clinicReferrerId: ids.northside,
      clinicReceiverId: ids.lakeside,
      providerId: ids.patel,
      mrn: 'Q-1',
      diagnosis: 'Knee pain',
    });
    expect(row!.sentAt!.toISOString()).toBe('2024-03-04T12:00:00.000Z');
    const [p] = await t.db.select().from(patients).where(eq(patients.id, row!.patientId!));
    expect(p).toMatchObject({ firstname: 'Max', lastname: 'Planck', birthdate: '1980-01-02' });
    for (const agent of [agents.north, agents.lake]) {
      const label = await agent.graphql<{ referral: { status_label: string } }>(LABEL, {
        u: referral.uuid,
      });
      expect(label.data!.referral.status_label).toBe('Manually Created');
    }

    const updated = await save(agents.north, {
      ...quick,
      uuid: referral.uuid,
      firstname: 'Maxwell',
      provider_id: ids.brooks,
      clinic_receiver_id: null,
    });
    expect(updated.data!.save_referral.message).toBe(REFERRAL_MSG.referralUpdated);
    const [after] = await t.db.select().from(referrals).where(eq(referrals.uuid, referral.uuid));
    expect(after).toMatchObject({ providerId: ids.brooks, clinicReceiverId: ids.lakeside });
    const [p2] = await t.db.select().from(patients).where(eq(patients.id, after!.patientId!));
    expect(p2!.firstname).toBe('Maxwell');

    const order = await save(agents.north, {
      ...quick,
      is_order: true,
      clinic_receiver_id: ids.riverside,
    });
    expect(order.data!.save_referral).toMatchObject({
      message: REFERRAL_MSG.orderCreated,
      referral: { is_order: true },
    });
    const orderUpdated = await save(agents.north, {
      ...quick,
      is_order: true,
      clinic_receiver_id: ids.riverside,
      uuid: order.data!.save_referral.referral.uuid,
    });
    expect(orderUpdated.data!.save_referral.message).toBe(REFERRAL_MSG.orderUpdated);
  });

  it('validates the quick dialog', async () => {
    const empty = await save(agents.north, {});
    expect(code(empty)).toBe('VALIDATION');
    expect(validation(empty)).toEqual({
      firstname: [REFERRAL_MSG.firstNameRequired],
      lastname: [REFERRAL_MSG.lastNameRequired],
      sentdate: [REFERRAL_MSG.sentDateRequired],
    });
    const badDate = await save(agents.north, { ...quick, birthdate: '13/45/2000' });
    expect(validation(badDate)).toEqual({ birthdate: [REFERRAL_MSG.birthdateInvalid] });
    const mismatch = await save(agents.north, {
      ...quick,
      clinic_receiver_id: ids.lakeside,
      provider_id: ids.chen,
    });
    expect(validation(mismatch)).toEqual({ provider_id: ['Provider not found.'] });
    const own = await save(agents.north, { ...quick, clinic_receiver_id: ids.northside });
    expect(validation(own)).toEqual({ clinic_receiver_id: ['Clinic not found.'] });
    expect(validation(await save(agents.north, '{not json'))).toEqual({
      params: ['The referral could not be read.'],
    });
  });

  it('keeps manual entries to the senders of their clinic', async () => {
    expect(code(await save(agents.nurse, { ...quick }))).toBe('FORBIDDEN');
    const created = await save(agents.north, { ...quick, clinic_receiver_id: ids.lakeside });
    const uuid = created.data!.save_referral.referral.uuid;
    // The receiving clinic sees it but does not edit it.
    expect(code(await save(agents.lake, { ...quick, uuid }))).toBe('NOT_FOUND');
    // A wizard referral is not edited through the quick dialog.
    const draft = uuidOf(
      await createDraft(agents.north, draftPayload(ids.patel, ids.carter, EXTERNAL_EXTRA)),
    );
    expect(code(await save(agents.north, { ...quick, uuid: draft }))).toBe('CONFLICT');
  });

  it('deletes drafts only, softly, for their senders', async () => {
    const uuid = uuidOf(
      await createDraft(agents.north, draftPayload(ids.patel, ids.carter, EXTERNAL_EXTRA)),
    );
    expect(code(await agents.lake.graphql(DELETE, { u: uuid }))).toBe('NOT_FOUND');
    expect(code(await agents.nurse.graphql(DELETE, { u: uuid }))).toBe('FORBIDDEN');
    expect((await agents.north.graphql(DELETE, { u: uuid })).data).toEqual({
      delete_referral: true,
    });
    const [row] = await t.db.select().from(referrals).where(eq(referrals.uuid, uuid));
    expect(row!.deletedAt).not.toBeNull();
    expect(code(await agents.north.graphql(LABEL, { u: uuid }))).toBe('NOT_FOUND');
    expect(code(await agents.north.graphql(DELETE, { u: uuid }))).toBe('NOT_FOUND');
    const sent = uuidOf(
      await createDraft(agents.north, draftPayload(ids.patel, ids.carter, EXTERNAL_EXTRA)),
    );
    await t.db.update(referrals).set({ status: 'sent' }).where(eq(referrals.uuid, sent));
    const refused = await agents.north.graphql(DELETE, { u: sent });
    expect(code(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toBe(REFERRAL_MSG_SERVER.notDraft);
  });

  it('saves Yes/No answers on a draft (upsert) and shows them to both clinics once sent', async () => {
    const uuid = uuidOf(
      await createDraft(agents.north, draftPayload(ids.patel, ids.carter, EXTERNAL_EXTRA)),
    );
    const q = { name: 'ECG', question: 'Does the patient have an ECG from the last 6 months?' };
    const first = await agents.north.graphql(SAVE_ANSWERS, {
      u: uuid,
      a: [{ ...q, answer: 'Yes' }],
    });
    expect(first.data).toEqual({ save_referral_answers: [{ ...q, answer: 'Yes' }] });
    const second = await agents.north.graphql(SAVE_ANSWERS, {
      u: uuid,
      a: [{ ...q, answer: 'No' }],
    });
    expect(second.data).toEqual({ save_referral_answers: [{ ...q, answer: 'No' }] });
    const rows = await t.db
      .select()
      .from(referralAnswers)
      .innerJoin(referrals, eq(referrals.id, referralAnswers.referralId))
      .where(eq(referrals.uuid, uuid));
    expect(rows).toHaveLength(1);
    const bad = await agents.north.graphql(SAVE_ANSWERS, {
      u: uuid,
      a: [{ ...q, answer: 'Maybe' }],
    });
    expect(validation(bad)).toEqual({ 'answers.0.answer': ['Answer must be Yes or No'] });
    expect(
      code(await agents.nurse.graphql(SAVE_ANSWERS, { u: uuid, a: [{ ...q, answer: 'Yes' }] })),
    ).toBe('FORBIDDEN');
    // A draft is the referring clinic's alone.
    expect(code(await agents.lake.graphql(ANSWERS, { u: uuid }))).toBe('NOT_FOUND');
    await t.db.update(referrals).set({ status: 'sent' }).where(eq(referrals.uuid, uuid));
    expect((await agents.lake.graphql(ANSWERS, { u: uuid })).data).toEqual({
      referral_answers: [{ ...q, answer: 'No' }],
    });
    expect(
      code(await agents.north.graphql(SAVE_ANSWERS, { u: uuid, a: [{ ...q, answer: 'Yes' }] })),
    ).toBe('CONFLICT');
  });
});
