import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLINIC_MSG, REFERRAL_MSG, REFERRAL_MSG_SERVER, todayInCentral } from '@app/shared';
import { auditLog, patients, referralNotes, referrals } from '../src/db/schema/index.js';
import { replaceForm } from '../src/modules/forms/forms.repo.js';
import { DEMO_FORMS } from '../src/seed/demo-forms.js';
import type { Agent } from './agent.js';
import { DB_KINDS } from './harness.js';
import { PERSONAS } from './personas.js';
import { referralSuite } from './suite.js';
import {
  createDraft,
  draftPayload,
  EXTERNAL_EXTRA,
  freshSsn,
  send,
  updateDraft,
  uuidOf,
} from './referrals-kit.js';

const REFERRAL = `query($u: String!) { referral(uuid: $u) {
  id uuid status status_label source is_fax is_order mrn diagnosis comment extra_info sent_at
  updated_at same_organization viewer
  patient { uuid firstname lastname full_name details { phone ssn birthdate full_address
    address_line1 address_city address_state address_zip insurance_provider policy_number } }
  provider { display_name } referrer_provider { display_name }
  receiver { name is_order is_fax clinic_users_count has_provider_user organization { name } }
  referrer { name office_phone fax full_address } } }`;

interface ReferralView {
  status: string;
  status_label: string;
  viewer: string;
  mrn: string | null;
  diagnosis: string | null;
  comment: string | null;
  extra_info: string;
  same_organization: boolean;
  patient: {
    firstname: string;
    lastname: string;
    full_name: string;
    details: Record<string, string | null>;
  };
  provider: { display_name: string };
  referrer_provider: { display_name: string };
  receiver: { name: string; organization: { name: string } | null };
  referrer: { name: string };
}

describe.each(DB_KINDS)('referral drafts on %s', (kind) => {
  const { t, ids, agents } = referralSuite(kind, {
    north: PERSONAS.northsidePsr,
    nurse: PERSONAS.northsideNurse,
    lake: PERSONAS.lakesidePsr,
    coordinator: PERSONAS.coordinator,
    admin: PERSONAS.admin,
  });

  const toLakeside = (patient: Record<string, unknown> = {}, extra = EXTERNAL_EXTRA) =>
    draftPayload(ids.patel, ids.carter, extra, patient);
  const view = async (agent: Agent, uuid: string) =>
    agent.graphql<{ referral: ReferralView }>(REFERRAL, { u: uuid });

  it('stores the SSN and phone the wizard sends with dashes as digits only, like the public form', async () => {
    const ssn = freshSsn();
    const created = await createDraft(agents.north, toLakeside({ ssn, phone: '312-555-0177' }));
    const uuid = uuidOf(created);
    const [row] = await t.db
      .select({ phone: patients.phone, ssn: patients.ssnEncrypted })
      .from(referrals)
      .innerJoin(patients, eq(patients.id, referrals.patientId))
      .where(eq(referrals.uuid, uuid));
    expect(row!.phone).toBe('3125550177');
    expect(t.deps.crypto.decrypt(row!.ssn!)).toBe(ssn.replace(/-/g, ''));
    const r = (await view(agents.north, uuid)).data!.referral;
    expect(r.patient.details).toMatchObject({ phone: '3125550177' });
  });

  it('creates a draft from the current clinic and keeps untouched values on partial saves', async () => {
    const created = await createDraft(agents.north, {
      ...toLakeside({ mrn: 'A-1', comment: 'First visit' }),
      // Ownership and status are the server's: these are ignored.
      clinic_referrer_id: ids.lakeside,
      status: 'sent',
      is_fax: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: 'Referral saved!',
      referral: { status: 'draft', is_order: false, is_fax: false },
    });
    const uuid = created.body.referral.uuid;
    const [row] = await t.db.select().from(referrals).where(eq(referrals.uuid, uuid));
    expect(row).toMatchObject({
      clinicReferrerId: ids.northside,
      clinicReceiverId: ids.lakeside,
      providerId: ids.patel,
      referrerProviderId: ids.carter,
      source: 'wizard',
      status: 'draft',
      mrn: 'A-1',
    });

    // Only the changed fields are sent; everything else stays.
    const saved = await updateDraft(agents.north, uuid, {
      phone: '3125550142',
      extra_info: { custom_accommodations: ['Interpreter'] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Referral saved!');
    const res = await view(agents.north, uuid);
    expect(res.errors).toBeUndefined();
    const r = res.data!.referral;
    expect(r).toMatchObject({
      status: 'draft',
      status_label: 'Draft',
      viewer: 'referrer',
      mrn: 'A-1',
      diagnosis: 'I10 Hypertension',
      comment: 'First visit',
      same_organization: false,
      provider: { display_name: 'Dr. Raj Patel' },
      referrer_provider: { display_name: 'Dr. Emily Carter' },
      receiver: { name: 'Lakeside Cardiology', organization: null },
      referrer: { name: 'Northside Family Medicine' },
    });
    expect(r.patient.full_name).toBe('Ada Byron');
    expect(r.patient.details).toMatchObject({ phone: '3125550142', birthdate: '1990-02-01' });
    expect(JSON.parse(r.extra_info)).toEqual({
      ...EXTERNAL_EXTRA,
      custom_accommodations: ['Interpreter'],
      custom_preferred_contact: '',
      custom_symptom_onset: '',
      custom_patient_address: null,
      custom_weight_lb: '',
    });

    // Switching the receiving provider re-validates with the new clinic's form.
    const moved = await updateDraft(agents.north, uuid, { provider_id: ids.brooks });
    expect(moved.status).toBe(200);
    const [after] = await t.db.select().from(referrals).where(eq(referrals.uuid, uuid));
    expect(after!.providerId).toBe(ids.brooks);
    expect(after!.mrn).toBe('A-1');
  });

  it('stores the SSN encrypted with a look-up hash and shows it in full only on a draft', async () => {
    const ssn = freshSsn();
    const uuid = uuidOf(await createDraft(agents.north, toLakeside({ ssn })));
    const [r] = await t.db.select().from(referrals).where(eq(referrals.uuid, uuid));
    const [p] = await t.db.select().from(patients).where(eq(patients.id, r!.patientId!));
    const digits = ssn.replace(/-/g, '');
    expect(p!.ssnLast4).toBe(digits.slice(-4));
    expect(p!.ssnEncrypted).not.toContain(digits);
    expect(p!.ssnEncrypted).not.toContain(ssn);
    expect(JSON.stringify(p)).not.toContain(digits);
    expect(p!.ssnHash).toBe(t.deps.crypto.lookupHash(digits));

    const before = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'patient.ssn.read'));
    const full = await view(agents.north, uuid);
    expect(full.data!.referral.patient.details['ssn']).toBe(ssn);
    const reads = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'patient.ssn.read'))
      .orderBy(desc(auditLog.id));
    expect(reads.length).toBe(before.length + 1);
    expect(reads[0]!.subjectId).toBe(p!.uuid);
    expect(reads[0]!.details).toEqual({ masked: false });

    // Once sent, the referring clinic and the receiving clinic see it masked.
    await t.db.update(referrals).set({ status: 'sent' }).where(eq(referrals.uuid, uuid));
    const masked = `***-**-${digits.slice(-4)}`;
    expect((await view(agents.north, uuid)).data!.referral.patient.details['ssn']).toBe(masked);
    const received = (await view(agents.lake, uuid)).data!.referral;
    expect(received.patient.details['ssn']).toBe(masked);
    expect(received).toMatchObject({ viewer: 'receiver', status_label: 'Received' });
    // Admins read it masked too.
    expect((await view(agents.admin, uuid)).data!.referral.patient.details['ssn']).toBe(masked);
  });

  it('refuses every patient and referral field with the spec messages', async () => {
    const res = await createDraft(agents.north, {
      provider_id: ids.patel,
      referrer_provider_id: ids.carter,
      firstname: ' ',
      ssn: '123-45-678',
      birthdate: '02/30/1990',
      phone: '312-555-01',
      address_zip: '6061',
      extra_info: EXTERNAL_EXTRA,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      firstname: [REFERRAL_MSG.firstNameRequired],
      lastname: [REFERRAL_MSG.lastNameRequired],
      ssn: [REFERRAL_MSG.ssnDigits],
      birthdate: [REFERRAL_MSG.birthdateInvalid],
      phone: [REFERRAL_MSG.phoneDigits],
      address_zip: [REFERRAL_MSG.zipDigits],
      diagnosis: [REFERRAL_MSG.diagnosisRequired],
    });
    const tomorrow = new Date(t.clock.now().getTime() + 36 * 3_600_000);
    const future = await createDraft(
      agents.north,
      toLakeside({ birthdate: todayInCentral(tomorrow), ssn: '', diagnosis: '  ' }),
    );
    expect(future.body.errors).toEqual({
      birthdate: [REFERRAL_MSG.birthdatePast],
      ssn: [REFERRAL_MSG.ssnRequired],
      diagnosis: [REFERRAL_MSG.diagnosisRequired],
    });
    const missing = await createDraft(agents.north, toLakeside({ birthdate: '' }));
    expect(missing.body.errors).toEqual({ birthdate: [REFERRAL_MSG.birthdateRequired] });
    const noProvider = await createDraft(agents.north, { ...toLakeside(), provider_id: undefined });
    expect(noProvider.body.errors).toEqual({ provider_id: ['Provider is required'] });
    const notMine = await createDraft(agents.north, {
      ...toLakeside(),
      referrer_provider_id: ids.brooks,
    });
    expect(notMine.body.errors).toEqual({ referrer_provider_id: ['Provider not found.'] });
  });

  it("applies the receiving clinic's required fields, custom ones included", async () => {
    const required = (field: string, kind = 'text') => ({
      field,
      label: field,
      size: '6',
      required: true,
      hidden: false,
      kind,
      choices: [],
      helpText: '',
    });
    const rows = [
      ...DEMO_FORMS.external.map((a) =>
        a.field === 'custom_accommodations' ? { ...a, required: true } : a,
      ),
      required('phone', 'phone'),
      required('address_line1'),
      required('address_city'),
      required('address_state'),
      required('address_zip'),
      required('insurance_provider'),
      required('policy_number'),
      required('mrn'),
      required('comment', 'textarea'),
      // Made optional by the form: no longer required.
      { ...required('ssn'), required: false },
    ];
    await replaceForm(t.db, ids.lakeside, 'external', rows as typeof DEMO_FORMS.external);
    try {
      const res = await createDraft(agents.north, {
        ...toLakeside({ ssn: '', phone: '' }),
        extra_info: { custom_referrer_phone: '312-555-01', custom_accommodations: [] },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        phone: [REFERRAL_MSG.phoneRequired],
        address_line1: [CLINIC_MSG.addressLine1Required],
        address_city: [CLINIC_MSG.cityRequired],
        address_state: [CLINIC_MSG.stateRequired],
        address_zip: [REFERRAL_MSG.zipRequired],
        insurance_provider: ['Insurance Provider is required'],
        policy_number: ['Policy Number is required'],
        mrn: ['MRN is required'],
        comment: [REFERRAL_MSG.commentRequired],
        'extra_info.custom_referring_practice': ['Referring practice is required'],
        'extra_info.custom_referrer_phone': ['Referrer phone must have 10 digits'],
        'extra_info.custom_reason_for_referral': ['Reason for referral is required'],
        'extra_info.custom_accommodations': ['Accommodations needed is required'],
      });
    } finally {
      await replaceForm(t.db, ids.lakeside, 'external', DEMO_FORMS.external);
    }
  });

  it('reuses a patient found by SSN, looked up only within the clinics of the user', async () => {
    const ssn = freshSsn();
    const first = uuidOf(await createDraft(agents.north, toLakeside({ ssn, firstname: 'Grace' })));
    const LOOKUP = `query($s: String!) { patient_by_ssn(ssn: $s) { uuid firstname details { ssn } } }`;
    const found = await agents.north.graphql<{
      patient_by_ssn: { uuid: string; firstname: string; details: { ssn: string } } | null;
    }>(LOOKUP, { s: ssn });
    expect(found.data!.patient_by_ssn).toMatchObject({ firstname: 'Grace', details: { ssn } });
    // A Lakeside user cannot find a patient only Northside knows (the referral is a draft).
    expect((await agents.lake.graphql(LOOKUP, { s: ssn })).data).toEqual({ patient_by_ssn: null });
    // The placeholder finds nobody.
    expect((await agents.north.graphql(LOOKUP, { s: '000-00-0000' })).data).toEqual({
      patient_by_ssn: null,
    });
    const lookups = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'patient.ssn.lookup'))
      .orderBy(desc(auditLog.id))
      .limit(3);
    expect(lookups.map((l) => l.details)).toEqual([
      { found: false },
      { found: false },
      { found: true },
    ]);

    const patientUuid = found.data!.patient_by_ssn!.uuid;
    const second = uuidOf(
      await createDraft(
        agents.north,
        toLakeside({ ssn, firstname: 'Grace', patient_uuid: patientUuid }),
      ),
    );
    const rows = await t.db
      .select({ patientId: referrals.patientId, uuid: referrals.uuid })
      .from(referrals)
      .where(eq(referrals.clinicReferrerId, ids.northside));
    const byUuid = new Map(rows.map((r) => [r.uuid, r.patientId]));
    expect(byUuid.get(second)).toBe(byUuid.get(first));
    // Lakeside cannot attach a patient it does not know.
    const foreign = await createDraft(
      agents.lake,
      draftPayload(ids.carter, ids.patel, EXTERNAL_EXTRA, { patient_uuid: patientUuid }),
    );
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ patient_uuid: ['Patient not found.'] });
    // Once the referral reaches Lakeside, Lakeside knows the patient.
    await t.db.update(referrals).set({ status: 'sent' }).where(eq(referrals.uuid, first));
    expect(
      (await agents.lake.graphql<{ patient_by_ssn: unknown }>(LOOKUP, { s: ssn })).data!
        .patient_by_ssn,
    ).toMatchObject({
      uuid: patientUuid,
      details: { ssn },
    });
    // A changed SSN on a shared patient is another person: the other referral keeps its patient.
    await updateDraft(agents.north, second, { ssn: freshSsn() });
    const [after] = await t.db.select().from(referrals).where(eq(referrals.uuid, second));
    expect(after!.patientId).not.toBe(byUuid.get(first));
  });

  it('rate limits SSN look-ups per user', async () => {
    const LOOKUP = `query($s: String!) { patient_by_ssn(ssn: $s) { uuid } }`;
    let last: Awaited<ReturnType<Agent['graphql']>> | undefined;
    for (let i = 0; i < 31; i++) last = await agents.coordinator.graphql(LOOKUP, { s: freshSsn() });
    expect(last!.errors?.[0]?.extensions?.['code']).toBe('RATE_LIMITED');
    // Another user keeps their own budget.
    expect((await agents.north.graphql(LOOKUP, { s: freshSsn() })).errors).toBeUndefined();
  });

  it('keeps drafts to the referring clinic and its senders', async () => {
    const uuid = uuidOf(await createDraft(agents.north, toLakeside()));
    // Another clinic: not found, for every call.
    expect((await updateDraft(agents.lake, uuid, { mrn: 'x' })).status).toBe(404);
    expect((await send(agents.lake, uuid)).status).toBe(404);
    expect(
      (await agents.lake.post(`/api/referrals/${uuid}/notes`, { note: 'x', group: 'internal' }))
        .status,
    ).toBe(404);
    expect(
      (await agents.lake.post(`/api/referrals/${uuid}/patient`, { firstname: 'x' })).status,
    ).toBe(404);
    const hidden = await view(agents.lake, uuid);
    expect(hidden.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    expect(hidden.errors?.[0]?.message).toBe(REFERRAL_MSG_SERVER.notFound);
    // A colleague without SEND_REFERRAL cannot create, change or send.
    expect((await createDraft(agents.nurse, toLakeside())).status).toBe(403);
    const refused = await updateDraft(agents.nurse, uuid, { mrn: 'x' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(REFERRAL_MSG_SERVER.cannotSend);
    expect((await send(agents.nurse, uuid)).status).toBe(403);
    expect((await updateDraft(agents.north, 'not-a-uuid', {})).status).toBe(404);
    // A sent referral is no draft any more.
    await t.db.update(referrals).set({ status: 'sent' }).where(eq(referrals.uuid, uuid));
    const late = await updateDraft(agents.north, uuid, { mrn: 'x' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(REFERRAL_MSG_SERVER.notDraft);
  });

  it('writes internal and external notes, refusing blank ones', async () => {
    const uuid = uuidOf(await createDraft(agents.north, toLakeside()));
    await t.db.update(referrals).set({ status: 'sent' }).where(eq(referrals.uuid, uuid));
    const res = await agents.lake.post<{ message: string; note: Record<string, unknown> }>(
      `/api/referrals/${uuid}/notes`,
      { note: '  Please call the patient  ', group: 'internal' },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Created Referral Note',
      note: {
        note: 'Please call the patient',
        group: 'internal',
        user: { firstname: 'Liam', lastname: 'Park' },
        clinic: { name: 'Lakeside Cardiology' },
      },
    });
    const blank = await agents.north.post(`/api/referrals/${uuid}/notes`, {
      note: ' \n ',
      group: 'external',
    });
    expect(blank.status).toBe(422);
    expect(blank.body).toMatchObject({ errors: { note: ['Note is required'] } });
    const badGroup = await agents.north.post(`/api/referrals/${uuid}/notes`, {
      note: 'x',
      group: 'system',
    });
    expect(badGroup.body).toMatchObject({
      errors: { group: ['The note group must be internal or external.'] },
    });
    const ext = await agents.north.post(`/api/referrals/${uuid}/notes`, {
      note: 'Sent',
      group: 'external',
    });
    expect(ext.status).toBe(200);
    const notes = await t.db
      .select()
      .from(referralNotes)
      .innerJoin(referrals, eq(referrals.id, referralNotes.referralId))
      .where(eq(referrals.uuid, uuid))
      .orderBy(referralNotes.id);
    expect(notes.map((n) => [n.referral_notes.group, n.referral_notes.clinicId])).toEqual([
      ['internal', ids.lakeside],
      ['external', ids.northside],
    ]);
  });

  it('edits the patient of a sent referral (Edit Patient Demographics), not of a draft', async () => {
    const uuid = uuidOf(await createDraft(agents.north, toLakeside()));
    const asDraft = await agents.north.post(`/api/referrals/${uuid}/patient`, { firstname: 'Ann' });
    expect(asDraft.status).toBe(409);
    await t.db.update(referrals).set({ status: 'sent' }).where(eq(referrals.uuid, uuid));
    // Judged on the patient fields only: the referral details are not part of this dialog.
    const bad = await agents.lake.post(`/api/referrals/${uuid}/patient`, {
      firstname: '',
      phone: '1',
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      errors: { firstname: [REFERRAL_MSG.firstNameRequired], phone: [REFERRAL_MSG.phoneDigits] },
    });
    const ok = await agents.lake.post<{ message: string; referral: { uuid: string } }>(
      `/api/referrals/${uuid}/patient`,
      { firstname: 'Ann', mrn: 'L-77', diagnosis: 'ignored' },
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ message: 'Referral saved!', referral: { uuid } });
    const r = (await view(agents.north, uuid)).data!.referral;
    expect(r.patient.firstname).toBe('Ann');
    expect(r.patient.lastname).toBe('Byron');
    expect(r.mrn).toBe('L-77');
    expect(r.diagnosis).toBe('I10 Hypertension');
    const log = await t.db
      .select({ note: referralNotes.note })
      .from(referralNotes)
      .innerJoin(referrals, eq(referrals.id, referralNotes.referralId))
      .where(and(eq(referrals.uuid, uuid), eq(referralNotes.group, 'system')));
    expect(log.map((l) => l.note)).toEqual(['Patient demographics updated.']);
    // A colleague who only schedules on the referring side may not.
    expect(
      (await agents.nurse.post(`/api/referrals/${uuid}/patient`, { firstname: 'Zed' })).status,
    ).toBe(403);
  });
});
