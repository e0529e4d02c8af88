import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFERRAL_MSG, REFERRAL_MSG_SERVER, REFERRAL_UPDATE_MSG } from '@app/shared';
import { providers, referrals } from '../src/db/schema/index.js';
import { REFERRAL_POLICY_MSG } from '../src/modules/referrals/referral.policy.js';
import type { Agent } from './agent.js';
import { createReferral, type ReferralOptions } from './factories/referrals.js';
import { DB_KINDS } from './harness.js';
import { referralRow, systemLog } from './lookups.js';
import { PERSONAS } from './personas.js';
import { referralSuite } from './suite.js';

interface Answer {
  message: string;
  referral?: { uuid: string; status: string };
  errors?: Record<string, string[]>;
}

const DETAIL = `query($u: String!) { referral(uuid: $u) {
  mrn diagnosis comment approver_name signature_url
  can_edit_patient can_update_information can_update_source
  referrer_metadata { clinic_name office_phone fax address contact }
} }`;
interface DetailDto {
  referral: {
    mrn: string | null;
    diagnosis: string | null;
    comment: string | null;
    approver_name: string | null;
    signature_url: string | null;
    can_edit_patient: boolean;
    can_update_information: boolean;
    can_update_source: boolean;
    referrer_metadata: Record<string, string | null> | null;
  };
}

/** 'Update Referral Information' and 'Update Referral Source' (docs/referrals-api.md). */
describe.each(DB_KINDS)('the detail view edits on %s', (kind) => {
  const { t, ids, agents, userIds } = referralSuite(
    kind,
    {
      north: PERSONAS.northsidePsr,
      nurse: PERSONAS.northsideNurse,
      lake: PERSONAS.lakesidePsr,
      river: PERSONAS.riversidePsr,
      admin: PERSONAS.admin,
    },
    { stepMs: 60_000 },
  );

  const information = (a: Agent, uuid: string, body: unknown) =>
    a.request<Answer>('PUT', `/api/referrals/${uuid}/information`, body);
  const source = (a: Agent, uuid: string, body: unknown) =>
    a.request<Answer>('PUT', `/api/referrals/${uuid}/source`, body);
  const detail = async (a: Agent, uuid: string) => a.graphql<DetailDto>(DETAIL, { u: uuid });
  const sent = async (opts: ReferralOptions = {}) =>
    (await createReferral(t, { status: 'under_review', ...opts })).uuid;
  /** A referral no clinic of the product sent (an incoming fax). */
  const fromFax = async () => {
    const uuid = await sent();
    await t.db
      .update(referrals)
      .set({ clinicReferrerId: null, source: 'fax', referrerMetadata: { contact: 'Front desk' } })
      .where(eq(referrals.uuid, uuid));
    return uuid;
  };

  describe('Update Referral Information', () => {
    it("saves the referring clinic's MRN, diagnosis and comment, with a System Log line", async () => {
      const uuid = await sent();
      const res = await information(agents.north, uuid, {
        mrn: ' N-42 ',
        diagnosis: 'I20 Angina',
        comment: 'Please call the patient after 5 pm.',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: REFERRAL_MSG.referralSaved, referral: { uuid } });
      // Fields left out keep their value.
      expect((await information(agents.north, uuid, { comment: '' })).status).toBe(200);
      const row = await referralRow(t, uuid);
      expect([row.mrn, row.diagnosis, row.comment]).toEqual(['N-42', 'I20 Angina', null]);
      expect(row.updatedById).toBe(userIds.get(PERSONAS.northsidePsr));
      expect(await systemLog(t, uuid)).toEqual([
        REFERRAL_UPDATE_MSG.informationLog,
        REFERRAL_UPDATE_MSG.informationLog,
      ]);
    });

    it('validates with the spec messages', async () => {
      const uuid = await sent();
      const res = await information(agents.north, uuid, {
        diagnosis: '  ',
        comment: 'x'.repeat(2001),
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        diagnosis: [REFERRAL_MSG.diagnosisRequired],
        comment: ['Comment must be at most 2000 characters'],
      });
      expect((await referralRow(t, uuid)).diagnosis).toBe('I10 Hypertension');
    });

    it('refuses the receiving side, senders without SEND_REFERRAL, other clinics and closed referrals', async () => {
      const uuid = await sent();
      expect((await information(agents.lake, uuid, { mrn: 'x' })).status).toBe(403);
      expect((await information(agents.nurse, uuid, { mrn: 'x' })).status).toBe(403);
      expect((await information(agents.admin, uuid, { mrn: 'x' })).status).toBe(403);
      const foreign = await information(agents.river, uuid, { mrn: 'x' });
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe(REFERRAL_MSG_SERVER.notFound);
      const done = await sent({ status: 'ref_completed' });
      const closed = await information(agents.north, done, { mrn: 'x' });
      expect(closed.status).toBe(409);
      expect(closed.body.message).toBe(REFERRAL_UPDATE_MSG.notUpdatable);
      expect((await referralRow(t, uuid)).mrn).toBe('MRN-1');
    });

    it('refuses drafts (changed in the wizard), unseen by the receiver', async () => {
      const draft = (await createReferral(t, { status: 'draft' })).uuid;
      const res = await information(agents.north, draft, { mrn: 'x' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(REFERRAL_POLICY_MSG.draftInWizard);
      expect((await information(agents.lake, draft, { mrn: 'x' })).status).toBe(404);
    });
  });

  describe('Update Referral Source', () => {
    it('records the referring clinic of a fax referral in its metadata, not as its referrer', async () => {
      const uuid = await fromFax();
      const res = await source(agents.lake, uuid, { clinic_id: ids.northside });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(REFERRAL_MSG.referralSaved);
      const row = await referralRow(t, uuid);
      expect(row.clinicReferrerId).toBeNull();
      expect(row.referrerMetadata).toMatchObject({
        contact: 'Front desk',
        clinic_id: ids.northside,
        clinic_name: 'Northside Family Medicine',
      });
      expect(await systemLog(t, uuid)).toEqual([
        REFERRAL_UPDATE_MSG.sourceLog('Northside Family Medicine'),
      ]);
      const seen = (await detail(agents.lake, uuid)).data!.referral;
      expect(seen.referrer_metadata).toMatchObject({
        clinic_name: 'Northside Family Medicine',
        contact: 'Front desk',
      });
      expect(seen.can_update_source).toBe(true);
      // Naming the clinic hands it nothing.
      expect((await detail(agents.north, uuid)).errors?.[0]?.extensions?.['code']).toBe(
        'NOT_FOUND',
      );
    });

    it('validates the clinic', async () => {
      const uuid = await fromFax();
      const missing = await source(agents.lake, uuid, {});
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toEqual({ clinic_id: [REFERRAL_UPDATE_MSG.clinicRequired] });
      for (const clinicId of [ids.lakeside, 999_999]) {
        const bad = await source(agents.lake, uuid, { clinic_id: clinicId });
        expect(bad.status).toBe(422);
        expect(bad.body.errors).toEqual({ clinic_id: [REFERRAL_UPDATE_MSG.clinicNotFound] });
      }
      expect(await systemLog(t, uuid)).toEqual([]);
    });

    it('refuses the referring side, other clinics, referrals sent by a clinic and drafts', async () => {
      const fax = await fromFax();
      expect((await source(agents.river, fax, { clinic_id: ids.northside })).status).toBe(404);
      expect((await source(agents.admin, fax, { clinic_id: ids.northside })).status).toBe(403);
      const uuid = await sent();
      expect((await source(agents.north, uuid, { clinic_id: ids.riverside })).status).toBe(403);
      const sentByClinic = await source(agents.lake, uuid, { clinic_id: ids.riverside });
      expect(sentByClinic.status).toBe(409);
      expect(sentByClinic.body.message).toBe(REFERRAL_UPDATE_MSG.hasReferringClinic);
      const draft = (await createReferral(t, { status: 'draft' })).uuid;
      expect((await source(agents.north, draft, { clinic_id: ids.riverside })).status).toBe(409);
      expect((await source(agents.lake, draft, { clinic_id: ids.riverside })).status).toBe(404);
    });
  });

  it('tells each viewer which edits they may use', async () => {
    const uuid = await sent();
    const flags = async (a: Agent) => {
      const r = (await detail(a, uuid)).data!.referral;
      return [r.can_edit_patient, r.can_update_information, r.can_update_source];
    };
    expect(await flags(agents.north)).toEqual([true, true, false]);
    expect(await flags(agents.nurse)).toEqual([false, false, false]);
    expect(await flags(agents.lake)).toEqual([true, false, false]);
    const draft = (await createReferral(t, { status: 'draft' })).uuid;
    const d = (await detail(agents.north, draft)).data!.referral;
    expect([d.can_edit_patient, d.can_update_information]).toEqual([false, false]);
  });

  it("Edit Patient Demographics: refused to an unrelated clinic, the receiver's edit is logged", async () => {
    const uuid = await sent();
    const foreign = await agents.river.post(`/api/referrals/${uuid}/patient`, { firstname: 'Zed' });
    expect(foreign.status).toBe(404);
    const ok = await agents.lake.post(`/api/referrals/${uuid}/patient`, {
      lastname: 'King',
      ssn: '123-45-6789',
    });
    expect(ok.status).toBe(200);
    expect(await systemLog(t, uuid)).toEqual(['Patient demographics updated.']);
  });

  it("shows an order's approver once approved, not before", async () => {
    const [chen] = await t.db.select().from(providers).where(eq(providers.id, ids.chen));
    const pending = await createReferral(t, {
      to: 'RIVERSIDE',
      providerLastname: chen!.lastname!,
      status: 'pending_approval',
      isOrder: true,
    });
    await t.db
      .update(referrals)
      .set({ approverUserId: chen!.userId })
      .where(eq(referrals.id, pending.id));
    const before = (await detail(agents.north, pending.uuid)).data!.referral;
    expect(before.approver_name).toBeNull();
    await t.db
      .update(referrals)
      .set({ status: 'order_approved' })
      .where(eq(referrals.id, pending.id));
    const after = (await detail(agents.north, pending.uuid)).data!.referral;
    expect(after.approver_name).toBe('Dr. Wei Chen');
    expect(after.signature_url).toBeNull();
  });
});
