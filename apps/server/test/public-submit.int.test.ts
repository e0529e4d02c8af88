import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PUBLIC_REFERRAL_MSG,
  REFERRAL_MSG_SERVER,
  SUBMITTED_VIA_PUBLIC_FORM,
  type CustomFormAttribute,
} from '@app/shared';
import {
  documents,
  notifications,
  patients,
  providerDocuments,
  referralAccessCodes,
  referralDocuments,
  referrals,
} from '../src/db/schema/index.js';
import { ObjectNotFoundError } from '../src/adapters/storage/storage.js';
import { runHousekeeping } from '../src/housekeeping.js';
import { hours } from '../src/lib/clock.js';
import { hashAccessCode } from '../src/modules/public-referrals/access-code.js';
import { PUBLIC_SAVE_LIMIT } from '../src/modules/public-referrals/save-public-referral.js';
import type { Agent } from './agent.js';
import { uploadBody } from './fixtures/multipart.js';
import { pdfWithPages } from './fixtures/files.js';
import { DB_KINDS } from './harness.js';
import { referralRow } from './lookups.js';
import { PERSONAS } from './personas.js';
import { EXTERNAL_EXTRA } from './referrals-kit.js';
import { referralSuite } from './suite.js';

type GqlError = {
  message: string;
  extensions?: { code?: string; validation?: Record<string, string[]> };
};
type Gql<T> = { data?: T; errors?: GqlError[] };

interface ClinicDetail {
  code: string;
  name: string;
  providers: {
    uuid: string;
    display_name: string;
    documents: { id: string; name: string; required: boolean; question: string | null }[];
  }[];
}

const CLINIC = `query ($code: String!) { clinic_by_code(code: $code) { code name full_address office_phone fax
  providers { uuid display_name specializations documents { id name required question } } } }`;
const FORM = `query ($code: String!) { public_clinic_custom_form_attributes(clinic_code: $code) { field label required kind } }`;
const SAVE = `mutation ($r: String!, $p: String!) { save_public_referral(referral: $r, patient: $p) { uuid upload_token } }`;
const SUBMIT = `mutation ($u: String!, $t: String!) { submit_public_referral(uuid: $u, upload_token: $t) }`;
const PREFILL = `query ($e: String!) { public_referrer(referrer_email: $e) { contact_email physician clinic_name contact office_phone fax } }`;

const pub = <T>(agent: Agent, query: string, variables: Record<string, unknown>) =>
  agent.graphql<T>(query, variables, '/graphql/public') as Promise<Gql<T>>;

const CONTACT_EMAIL = 'Referrer@Example.org';
const PATIENT = {
  firstname: 'Grace',
  lastname: 'Hopper',
  birthdate: '1990-02-01',
  phone: '3125550199',
  ssn: '987654321',
};

describe.each(DB_KINDS)('public referral submission on %s', (kind) => {
  // Every test starts in a fresh rate-limit window (the save limit counts per hour and IP).
  const { t, ids, agents } = referralSuite(
    kind,
    { lake: PERSONAS.lakesidePsr },
    { stepMs: hours(1) + 1000 },
  );
  let patelUuid = '';
  let requiredDoc = 0;

  beforeAll(async () => {
    // Raj Patel asks for one required document (arranged here, whatever the seed holds).
    const [doc] = await t.db.insert(documents).values({ name: 'Public Test Form' }).returning();
    requiredDoc = doc!.id;
    await t.db
      .insert(providerDocuments)
      .values({ providerId: ids.patel, documentId: requiredDoc, required: true });
    const res = await pub<{ clinic_by_code: ClinicDetail }>(t.agent(), CLINIC, {
      code: 'lakeside',
    });
    patelUuid = res.data!.clinic_by_code.providers.find((p) =>
      p.display_name.includes('Patel'),
    )!.uuid;
  });

  const referralJson = (over: Record<string, unknown> = {}) =>
    JSON.stringify({
      clinic_code: 'LAKESIDE',
      provider_uuid: patelUuid,
      contact_email: CONTACT_EMAIL,
      physician: 'Jane Doe',
      clinic_name: 'Family Care Practice',
      contact: 'Pat Smith',
      office_phone: '3125550100',
      fax: '',
      diagnosis: 'I10 Hypertension',
      ...EXTERNAL_EXTRA,
      answers: [],
      website: '',
      ...over,
    });
  const save = (agent: Agent, over: Record<string, unknown> = {}, patient = PATIENT) =>
    pub<{ save_public_referral: { uuid: string; upload_token: string } }>(agent, SAVE, {
      r: referralJson(over),
      p: JSON.stringify(patient),
    });
  const upload = (
    agent: Agent,
    uuid: string,
    headers: Record<string, string>,
    fields: Record<string, string> = {},
    file: { filename: string; content: Buffer },
  ) => {
    const { body, headers: h } = uploadBody([file], { type: 'external', ...fields });
    return agent.request<{ message: string; documents?: { uuid: string; name: string }[] }>(
      'POST',
      `/api/public/referrals/${uuid}/documents`,
      body,
      { ...h, ...headers },
    );
  };
  const pdfFile = async () => ({ filename: 'form.pdf', content: await pdfWithPages(1) });
  const tableCount = async (table: typeof referrals | typeof patients) =>
    (await t.db.select({ n: count() }).from(table))[0]!.n;

  describe('clinic_by_code', () => {
    it('gives a public clinic with the providers its form offers and their documents', async () => {
      const res = await pub<{ clinic_by_code: ClinicDetail }>(t.agent(), CLINIC, {
        code: 'LAKESIDE',
      });
      expect(res.errors).toBeUndefined();
      const clinic = res.data!.clinic_by_code;
      expect(clinic.code).toBe('LAKESIDE');
      const names = clinic.providers.map((p) => p.display_name);
      expect(names.some((n) => n.includes('Patel'))).toBe(true);
      expect(names.some((n) => n.includes('Brooks'))).toBe(true);
      // Lakeside's default provider does not receive (seed); Northside's does and comes first.
      expect(names).not.toContain('Any/First Available');
      const north = await pub<{ clinic_by_code: ClinicDetail }>(t.agent(), CLINIC, {
        code: 'NORTHSIDE',
      });
      expect(north.data!.clinic_by_code.providers[0]!.display_name).toBe('Any/First Available');
      // An Orders clinic offers only providers who can approve, never its default provider.
      const river = await pub<{ clinic_by_code: ClinicDetail }>(t.agent(), CLINIC, {
        code: 'RIVERSIDE',
      });
      const riverNames = river.data!.clinic_by_code.providers.map((p) => p.display_name);
      expect(riverNames.length).toBeGreaterThan(0);
      expect(riverNames).not.toContain('Any/First Available');
      const patel = clinic.providers.find((p) => p.uuid === patelUuid)!;
      expect(patel.documents).toContainEqual({
        id: String(requiredDoc),
        name: 'Public Test Form',
        required: true,
        question: null,
      });
    });

    it("is 'Clinic not found.' for a clinic outside the directory or unknown", async () => {
      for (const code of ['NORTHPEDS', 'NOPE']) {
        const res = await pub(t.agent(), CLINIC, { code });
        expect(res.errors?.[0]).toMatchObject({
          message: PUBLIC_REFERRAL_MSG.clinicNotFound,
          extensions: { code: 'NOT_FOUND' },
        });
      }
    });
  });

  describe('save_public_referral validation', () => {
    it('answers every referrer, patient and custom field message at once', async () => {
      const form = await pub<{ public_clinic_custom_form_attributes: CustomFormAttribute[] }>(
        t.agent(),
        FORM,
        { code: 'LAKESIDE' },
      );
      const requiredCustom = form.data!.public_clinic_custom_form_attributes.filter(
        (a) => a.required && a.field.startsWith('custom_') && a.kind !== 'label',
      );
      expect(requiredCustom.length).toBeGreaterThan(0);
      const res = await pub(t.agent(), SAVE, {
        r: JSON.stringify({ clinic_code: 'LAKESIDE', website: '' }),
        p: '{}',
      });
      const v = res.errors?.[0]?.extensions?.validation;
      expect(res.errors?.[0]?.extensions?.code).toBe('VALIDATION');
      expect(v).toMatchObject({
        contact_email: ['Email is required'],
        physician: ['Physician is required'],
        clinic_name: ['Clinic Name is required'],
        contact: ['Contact is required'],
        provider_uuid: ['Provider is required'],
        office_phone: ['Office phone number is required'],
        firstname: ['First Name is required'],
        lastname: ['Last Name is required'],
      });
      for (const a of requiredCustom) {
        expect(v![`extra_info.${a.field}`]).toEqual([`${a.label} is required`]);
      }
    });

    it('refuses malformed e-mail, phones, SSN and a future birthdate with the spec wording', async () => {
      const res = await save(
        t.agent(),
        { contact_email: 'nope', office_phone: '312-555', fax: '12' },
        { ...PATIENT, ssn: '12345', birthdate: '2999-01-01' },
      );
      expect(res.errors?.[0]?.extensions?.validation).toMatchObject({
        contact_email: ['Invalid email'],
        office_phone: ['Office phone number must have 10 digits'],
        fax: ['Fax must have 10 digits'],
        ssn: ['SSN must have 9 digits'],
        birthdate: ['Birthdate must be today or a past date.'],
      });
    });

    it('refuses a provider of another clinic and an unknown clinic', async () => {
      const other = await pub<{ clinic_by_code: ClinicDetail }>(t.agent(), CLINIC, {
        code: 'RIVERSIDE',
      });
      const riverUuid = other.data!.clinic_by_code.providers[0]!.uuid;
      const wrong = await save(t.agent(), { provider_uuid: riverUuid });
      expect(wrong.errors?.[0]?.extensions?.validation).toEqual({
        provider_uuid: [PUBLIC_REFERRAL_MSG.providerNotFound],
      });
      const unknown = await save(t.agent(), { clinic_code: 'NORTHPEDS' });
      expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });

  it('stores nothing when the honeypot is filled, yet answers like a success', async () => {
    const [r0, p0] = [await tableCount(referrals), await tableCount(patients)];
    const res = await save(t.agent(), { website: 'http://spam.example' });
    expect(res.data!.save_public_referral.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.data!.save_public_referral.upload_token).toMatch(/^\d+\.[0-9a-f]{64}$/);
    expect([await tableCount(referrals), await tableCount(patients)]).toEqual([r0, p0]);
    const submit = await pub(t.agent(), SUBMIT, {
      u: res.data!.save_public_referral.uuid,
      t: res.data!.save_public_referral.upload_token,
    });
    expect(submit.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('limits saves per IP', async () => {
    const agent = t.agent();
    for (let i = 0; i < PUBLIC_SAVE_LIMIT.max; i++) {
      const ok = await save(agent, { website: 'bot' });
      expect(ok.errors).toBeUndefined();
    }
    const refused = await save(agent);
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('saves a public draft and refuses a wrong, expired or foreign upload token', async () => {
    const agent = t.agent();
    const a = (await save(agent)).data!.save_public_referral;
    const b = (await save(agent)).data!.save_public_referral;
    const [row] = await t.db.select().from(referrals).where(eq(referrals.uuid, a.uuid));
    expect(row).toMatchObject({
      status: 'draft',
      source: 'public',
      clinicReferrerId: null,
      clinicReceiverId: ids.lakeside,
      providerId: ids.patel,
      isPublicPatient: true,
      referrerMetadata: {
        contact_email: 'referrer@example.org',
        physician: 'Jane Doe',
        clinic_name: 'Family Care Practice',
        contact: 'Pat Smith',
        office_phone: '312-555-0100',
        fax: '',
      },
    });
    const file = await pdfFile();
    const tampered = `${a.upload_token.slice(0, -1)}${a.upload_token.endsWith('0') ? '1' : '0'}`;
    for (const token of [tampered, b.upload_token, 'garbage']) {
      const res = await upload(agent, a.uuid, { 'x-upload-token': token }, {}, file);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(PUBLIC_REFERRAL_MSG.uploadTokenInvalid);
    }
    const internal = await upload(
      agent,
      a.uuid,
      { 'x-upload-token': a.upload_token },
      { type: 'internal' },
      file,
    );
    expect(internal.status).toBe(422);
    t.clock.advance(hours(2) + 1000);
    const expired = await upload(agent, a.uuid, { 'x-upload-token': a.upload_token }, {}, file);
    expect(expired.status).toBe(401);
    const stored = await t.db
      .select({ n: count() })
      .from(referralDocuments)
      .where(eq(referralDocuments.referralId, row!.id));
    expect(stored[0]!.n).toBe(0);
  });

  it('submits only with every required document, then mails the code and tells the clinic', async () => {
    const agent = t.agent();
    const clinic = await pub<{ clinic_by_code: ClinicDetail }>(agent, CLINIC, { code: 'LAKESIDE' });
    const required = clinic
      .data!.clinic_by_code.providers.find((p) => p.uuid === patelUuid)!
      .documents.filter((d) => d.required);
    const draft = (await save(agent)).data!.save_public_referral;
    const early = await pub(agent, SUBMIT, { u: draft.uuid, t: draft.upload_token });
    expect(early.errors?.[0]).toMatchObject({
      message: REFERRAL_MSG_SERVER.requiredDocuments,
      extensions: { validation: { documents: required.map((d) => `${d.name} is required`) } },
    });

    for (const d of required) {
      const up = await upload(
        agent,
        draft.uuid,
        { 'x-upload-token': draft.upload_token },
        { document_id: d.id },
        await pdfFile(),
      );
      expect(up.status).toBe(200);
      expect(up.body.message).toBe('Successfully uploaded files.');
      const [doc] = await t.db
        .select()
        .from(referralDocuments)
        .where(eq(referralDocuments.uuid, up.body.documents![0]!.uuid));
      expect(doc).toMatchObject({ type: 'external', uploadedById: null, documentId: Number(d.id) });
      if (d !== required.at(-1)) {
        const notYet = await pub(agent, SUBMIT, { u: draft.uuid, t: draft.upload_token });
        expect(notYet.errors?.[0]?.message).toBe(REFERRAL_MSG_SERVER.requiredDocuments);
      }
    }

    const sent = await pub<{ submit_public_referral: string }>(agent, SUBMIT, {
      u: draft.uuid,
      t: draft.upload_token,
    });
    expect(sent.data?.submit_public_referral).toBe('Successfully submitted a referral.');
    const [row] = await t.db.select().from(referrals).where(eq(referrals.uuid, draft.uuid));
    expect(row).toMatchObject({ status: 'sent', source: 'public', isOrder: false });
    expect(row!.sentAt).not.toBeNull();

    // The token dies at submit.
    const again = await pub(agent, SUBMIT, { u: draft.uuid, t: draft.upload_token });
    expect(again.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    // The referrer's e-mail: review link and access code, no patient data.
    const mail = await t.lastMailTo('referrer@example.org');
    expect(mail?.subject).toMatch(/^Your referral to Lakeside/);
    expect(mail!.text).toContain(`/public/${draft.uuid}/referral/review/LAKESIDE`);
    expect(mail!.text).not.toMatch(/Grace|Hopper|987/);
    const code = /\b([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})\b/.exec(mail!.text)![1]!;
    const [access] = await t.db
      .select()
      .from(referralAccessCodes)
      .where(eq(referralAccessCodes.referralId, row!.id));
    expect(access!.email).toBe('referrer@example.org');
    expect(access!.codeHash).toBe(hashAccessCode(t.deps.crypto, code));
    expect(access!.codeHash).not.toContain(code.replaceAll('-', ''));

    // After submit the referrer uploads with e-mail and access code instead of the token.
    const later = await upload(
      t.agent(),
      draft.uuid,
      {},
      { email: 'referrer@example.org', access_code: code.toLowerCase() },
      await pdfFile(),
    );
    expect(later.status).toBe(200);

    // The receiving clinic sees it with the star, and its staff were told.
    const list = await agents.lake.graphql<{
      referral_active_received: {
        rows: { uuid: string; referral_source: string; referral_source_note: string | null }[];
      };
    }>(
      '{ referral_active_received(first: 50) { rows { uuid referral_source referral_source_note } } }',
    );
    expect(list.data!.referral_active_received.rows.find((r) => r.uuid === draft.uuid)).toEqual({
      uuid: draft.uuid,
      referral_source: '★ Family Care Practice',
      referral_source_note: SUBMITTED_VIA_PUBLIC_FORM,
    });
    const told = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.type, 'referral_received'),
          eq(notifications.url, `/referrals/${draft.uuid}/review`),
        ),
      );
    expect(told.length).toBeGreaterThan(0);
    expect(told[0]!.referralId).toBe((await referralRow(t, draft.uuid)).id);
    expect(JSON.parse(String(told[0]!.data))).toMatchObject({
      title: 'Referral Received',
      content: 'You have received a new referral from Family Care Practice.',
    });

    // The prefill answers this browser for its own e-mail only.
    const mine = await pub<{ public_referrer: unknown }>(agent, PREFILL, {
      e: 'REFERRER@example.org',
    });
    expect(mine.data!.public_referrer).toMatchObject({
      contact_email: 'referrer@example.org',
      physician: 'Jane Doe',
      office_phone: '312-555-0100',
    });
    const other = await pub<{ public_referrer: unknown }>(agent, PREFILL, { e: 'x@example.org' });
    expect(other.data!.public_referrer).toBeNull();
    const stranger = await pub<{ public_referrer: unknown }>(t.agent(), PREFILL, {
      e: 'referrer@example.org',
    });
    expect(stranger.data!.public_referrer).toBeNull();
  });

  it('deletes a draft nobody submitted, with its patient and files, once its upload token expired', async () => {
    // Issue 18 item 7: an abandoned public draft (PHI and files) does not stay forever.
    const agent = t.agent();
    const old = (await save(agent)).data!.save_public_referral;
    const up = await upload(
      agent,
      old.uuid,
      { 'x-upload-token': old.upload_token },
      {},
      await pdfFile(),
    );
    expect(up.status).toBeLessThan(300);
    const [oldRow] = await t.db.select().from(referrals).where(eq(referrals.uuid, old.uuid));
    const [doc] = await t.db
      .select()
      .from(referralDocuments)
      .where(eq(referralDocuments.referralId, oldRow!.id));
    t.clock.advance(hours(1));
    const young = (await save(agent)).data!.save_public_referral;

    await runHousekeeping(t.deps);
    expect(await t.db.select().from(referrals).where(eq(referrals.uuid, old.uuid))).toHaveLength(1);

    t.clock.advance(hours(1) + 1000); // the first draft's token has expired, the second's not
    await runHousekeeping(t.deps);
    expect(await t.db.select().from(referrals).where(eq(referrals.uuid, old.uuid))).toEqual([]);
    expect(await t.db.select().from(patients).where(eq(patients.id, oldRow!.patientId!))).toEqual(
      [],
    );
    await expect(t.deps.storage.read(doc!.storageKey)).rejects.toThrow(ObjectNotFoundError);
    expect(await t.db.select().from(referrals).where(eq(referrals.uuid, young.uuid))).toHaveLength(
      1,
    );
  });
});
