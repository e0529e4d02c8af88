import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROVIDER_NAME } from '@app/shared';
import { documents, providers, specializations, users } from '../src/db/schema/index.js';
import type { Agent } from './agent.js';
import { DB_KINDS, startTestApp, type TestApp } from './harness.js';
import { PERSONAS, clinicId, signedInAgent } from './personas.js';

type Res = Awaited<ReturnType<Agent['graphql']>>;
const code = (r: Res) => r.errors?.[0]?.extensions?.['code'];
const validation = (r: Res) => r.errors?.[0]?.extensions?.['validation'];

const PROVIDER = `id uuid title display_name firstname lastname can_receive is_default has_user_provider
  specializations clinic { name } clinics { name } user { email role { name } }
  documents { required document { name } question { question } }`;
const BY_CLINIC = `query($c: ID!, $k: String) { providers_by_clinic_id(clinic_id: $c, keyword: $k) { ${PROVIDER} } }`;
const ALL = `query($k: String) { providers(keyword: $k) { ${PROVIDER} } }`;
const CREATE = `mutation($c: ID!, $p: ProviderInput!) { save_clinic_provider(clinic_id: $c, provider: $p) { ${PROVIDER} } }`;
const UPDATE = `mutation($p: ProviderInput!) { save_provider(provider: $p) { ${PROVIDER} } }`;
const DELETE = `mutation($u: String!) { delete_provider(uuid: $u) }`;

interface Provider {
  uuid: string;
  display_name: string;
  firstname: string;
  is_default: boolean;
  can_receive: boolean;
  has_user_provider: boolean;
  specializations: string[];
  clinic: { name: string };
  user: { email: string; role: { name: string } } | null;
  documents: {
    required: boolean;
    document: { name: string };
    question: { question: string } | null;
  }[];
}

const docs = (p: Provider) =>
  p.documents.map((d) => [d.required, d.document.name, d.question?.question ?? null]);

describe.each(DB_KINDS)('providers on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let northPsr: Agent;
  let nurse: Agent;
  let riverPsr: Agent;
  let chen: Agent;
  let northside: number;
  let lakeside: number;
  let riverside: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    // One at a time: each sign-in drains the mail queue for its code.
    admin = await signedInAgent(t, PERSONAS.admin);
    northPsr = await signedInAgent(t, PERSONAS.northsidePsr);
    nurse = await signedInAgent(t, PERSONAS.northsideNurse);
    riverPsr = await signedInAgent(t, PERSONAS.riversidePsr);
    chen = await signedInAgent(t, PERSONAS.provider);
    northside = await clinicId(t, 'NORTHSIDE');
    lakeside = await clinicId(t, 'LAKESIDE');
    riverside = await clinicId(t, 'RIVERSIDE');
  });
  afterAll(async () => t?.close());

  const byClinic = async (agent: Agent, c: number, k?: string) =>
    (await agent.graphql<{ providers_by_clinic_id: Provider[] }>(BY_CLINIC, { c, k })).data!
      .providers_by_clinic_id;

  it("lists a clinic's providers default first, to its members only", async () => {
    const list = await byClinic(nurse, northside);
    expect(list.map((p) => p.display_name)).toEqual([
      DEFAULT_PROVIDER_NAME,
      'Dr. Emily Carter',
      'Jordan Lee, NP',
    ]);
    const carter = list[1]!;
    expect(carter.specializations).toEqual(['Family Medicine']);
    expect(docs(carter)).toEqual([
      [true, 'Insurance Card', null],
      [true, 'Clinical Notes', null],
      [false, 'Lab Results', 'Were labs drawn in the last 30 days?'],
      [false, 'misc', null],
    ]);
    expect((await byClinic(nurse, northside, 'carter')).map((p) => p.display_name)).toEqual([
      'Dr. Emily Carter',
    ]);
    expect((await byClinic(nurse, northside, 'emily carter')).length).toBe(1);
    expect((await byClinic(nurse, northside, '%')).length).toBe(0);
    expect(code(await nurse.graphql(BY_CLINIC, { c: lakeside }))).toBe('NOT_FOUND');
    expect((await byClinic(admin, lakeside)).length).toBe(3);
  });

  it('links the Riverside provider Wei Chen to the provider user', async () => {
    const list = await byClinic(riverPsr, riverside);
    const wei = list.find((p) => p.firstname === 'Wei')!;
    expect(wei).toMatchObject({
      display_name: 'Dr. Wei Chen',
      has_user_provider: true,
      user: { email: PERSONAS.provider, role: { name: 'provider' } },
    });
    expect((await byClinic(chen, riverside)).length).toBe(3);
  });

  it('lists receiving providers across clinics for the referral picker', async () => {
    const res = await northPsr.graphql<{ providers: Provider[] }>(ALL, { k: 'chen' });
    expect(res.data!.providers.map((p) => [p.display_name, p.clinic.name])).toEqual([
      ['Dr. Wei Chen', 'Riverside Imaging'],
    ]);
    // Another clinic's provider user is not exposed.
    expect(res.data!.providers[0]!.has_user_provider).toBe(true);
    expect(res.data!.providers[0]!.user).toBeNull();
    const all = (await northPsr.graphql<{ providers: Provider[] }>(ALL)).data!.providers;
    // Lakeside's and Valley's default providers do not receive; the sender's own clinic and the
    // default provider of an Orders clinic (Riverside) are not offered (spec 2 Find Provider).
    expect(
      all
        .filter((p) => p.is_default)
        .map((p) => p.clinic.name)
        .sort(),
    ).toEqual(['Northside Pediatrics']);
    expect(all.every((p) => p.can_receive)).toBe(true);
    expect(
      (await northPsr.graphql<{ providers: Provider[] }>(ALL, { k: 'lakeside' }))
        .data!.providers.map((p) => p.display_name)
        .sort(),
    ).toEqual(['Dr. Hannah Brooks', 'Dr. Raj Patel']);
  });

  it('creates a provider, its specializations and documents on demand, and misc', async () => {
    const [specsBefore, docsBefore] = await Promise.all([
      t.db.select().from(specializations),
      t.db.select().from(documents),
    ]);
    const res = await northPsr.graphql<{ save_clinic_provider: Provider }>(CREATE, {
      c: northside,
      p: {
        title: 'NP',
        firstname: ' Tara ',
        lastname: 'Nguyen',
        specializations: ['family medicine', 'Geriatrics', 'geriatrics'],
        required_documents: ['INSURANCE CARD', 'Medication List'],
        optional_documents: [
          { document: 'lab results', question: 'were labs drawn in the last 30 days?' },
        ],
      },
    });
    expect(res.errors).toBeUndefined();
    const p = res.data!.save_clinic_provider;
    expect(p).toMatchObject({
      display_name: 'Tara Nguyen, NP',
      is_default: false,
      can_receive: true,
      has_user_provider: false,
      specializations: ['Family Medicine', 'Geriatrics'],
      clinic: { name: 'Northside Family Medicine' },
    });
    expect(docs(p)).toEqual([
      [true, 'Insurance Card', null],
      [true, 'Medication List', null],
      [false, 'Lab Results', 'Were labs drawn in the last 30 days?'],
      [false, 'misc', null],
    ]);
    const [specsAfter, docsAfter] = await Promise.all([
      t.db.select().from(specializations),
      t.db.select().from(documents),
    ]);
    expect(specsAfter.length).toBe(specsBefore.length + 1);
    expect(docsAfter.length).toBe(docsBefore.length + 1);
  });

  it('validates providers with the spec messages', async () => {
    const res = await northPsr.graphql(CREATE, {
      c: northside,
      p: {
        firstname: 'Sam',
        optional_documents: [
          { document: '', question: '' },
          { document: 'misc', question: '' },
        ],
      },
    });
    expect(code(res)).toBe('VALIDATION');
    expect(validation(res)).toEqual({
      title: ['Title is required'],
      lastname: ['Last name is required'],
      specializations: ['Add at least 1 specialization'],
      'optional_documents.0.document': ['Optional Document is required'],
      'optional_documents.0.question': ['Question is required'],
    });
    const blank = await northPsr.graphql(CREATE, { c: northside, p: { firstname: '' } });
    expect(validation(blank)).toMatchObject({ firstname: ['First name is required'] });
    // A provider who does not receive needs no specialization.
    const quiet = await northPsr.graphql(CREATE, {
      c: northside,
      p: { title: 'dr', firstname: 'Quiet', lastname: 'One', can_receive: false },
    });
    expect(quiet.errors).toBeUndefined();
  });

  it('keeps one default provider per clinic', async () => {
    const res = await northPsr.graphql(CREATE, {
      c: northside,
      p: { firstname: DEFAULT_PROVIDER_NAME, is_default: true },
    });
    expect(validation(res)).toEqual({
      is_default: ['This clinic already has a default provider.'],
    });
  });

  it('refuses other clinics as not found and non-managers as forbidden', async () => {
    const p = { title: 'dr', firstname: 'X', lastname: 'Y', specializations: ['Cardiology'] };
    expect(code(await northPsr.graphql(CREATE, { c: lakeside, p }))).toBe('NOT_FOUND');
    expect(code(await nurse.graphql(CREATE, { c: northside, p }))).toBe('FORBIDDEN');
    expect(code(await chen.graphql(CREATE, { c: riverside, p }))).toBe('FORBIDDEN');
    const lake = await byClinic(admin, lakeside);
    expect(code(await northPsr.graphql(UPDATE, { p: { ...p, uuid: lake[1]!.uuid } }))).toBe(
      'NOT_FOUND',
    );
    expect(code(await northPsr.graphql(DELETE, { u: lake[1]!.uuid }))).toBe('NOT_FOUND');
    const north = await byClinic(nurse, northside);
    expect(code(await nurse.graphql(DELETE, { u: north[1]!.uuid }))).toBe('FORBIDDEN');
    expect(code(await northPsr.graphql(DELETE, { u: 'not-a-uuid' }))).toBe('NOT_FOUND');
  });

  it('creates a provider user with the provider', async () => {
    const email = `np.${Math.random().toString(36).slice(2, 8)}@northside.test`;
    const res = await northPsr.graphql<{ save_clinic_provider: Provider }>(CREATE, {
      c: northside,
      p: {
        title: 'np',
        firstname: 'Uma',
        lastname: 'Ray',
        specializations: ['Pediatrics'],
        user: { role_id: 6, email, firstname: 'Uma', lastname: 'Ray' },
      },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.save_clinic_provider).toMatchObject({
      has_user_provider: true,
      user: { email, role: { name: 'provider' } },
    });
    expect(await t.lastMailTo(email)).toBeDefined();
    const taken = await northPsr.graphql(CREATE, {
      c: northside,
      p: {
        title: 'np',
        firstname: 'Uma',
        lastname: 'Ray',
        specializations: ['Pediatrics'],
        user: { role_id: 6, email, firstname: 'Uma', lastname: 'Ray' },
      },
    });
    expect(validation(taken)).toEqual({ 'user.email': ['The email has already been taken.'] });
  });

  it('updates a provider by uuid; the default provider keeps its name and flag', async () => {
    const list = await byClinic(northPsr, northside);
    const carter = list.find((p) => p.firstname === 'Emily')!;
    const res = await northPsr.graphql<{ save_provider: Provider }>(UPDATE, {
      p: {
        uuid: carter.uuid,
        title: 'dr',
        firstname: 'Emily',
        lastname: 'Carter-Hill',
        specializations: ['Family Medicine', 'Sports Medicine'],
        required_documents: ['Insurance Card'],
        optional_documents: [{ document: 'misc', question: '' }],
      },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.save_provider.display_name).toBe('Dr. Emily Carter-Hill');
    expect(res.data!.save_provider.specializations).toEqual(['Family Medicine', 'Sports Medicine']);
    expect(docs(res.data!.save_provider)).toEqual([
      [true, 'Insurance Card', null],
      [false, 'misc', null],
    ]);
    const def = list[0]!;
    const d = await northPsr.graphql<{ save_provider: Provider }>(UPDATE, {
      p: {
        uuid: def.uuid,
        firstname: DEFAULT_PROVIDER_NAME,
        can_receive: false,
        is_default: false,
      },
    });
    expect(d.errors).toBeUndefined();
    expect(d.data!.save_provider).toMatchObject({
      display_name: DEFAULT_PROVIDER_NAME,
      is_default: true,
      can_receive: false,
    });
  });

  it('soft-deletes providers; the default stays while nobody else receives', async () => {
    const created = await admin.graphql<{ save_clinic_minimal: { id: string } }>(
      `mutation { save_clinic_minimal(clinic: { name: "Solo Clinic" }) { id } }`,
    );
    const solo = Number(created.data!.save_clinic_minimal.id);
    const [def] = await byClinic(admin, solo);
    const refused = await admin.graphql(DELETE, { u: def!.uuid });
    expect(code(refused)).toBe('VALIDATION');
    expect(refused.errors![0]!.message).toBe(
      'The default provider cannot be deleted while no other provider receives referrals.',
    );
    const other = await admin.graphql<{ save_clinic_provider: Provider }>(CREATE, {
      c: solo,
      p: { title: 'dr', firstname: 'Ike', lastname: 'Cole', specializations: ['Cardiology'] },
    });
    expect((await admin.graphql(DELETE, { u: def!.uuid })).data).toEqual({ delete_provider: true });
    expect((await byClinic(admin, solo)).map((p) => p.display_name)).toEqual(['Dr. Ike Cole']);
    const [row] = await t.db
      .select()
      .from(providers)
      .where(and(eq(providers.uuid, def!.uuid), isNotNull(providers.deletedAt)));
    expect(row).toBeDefined();
    expect(code(await admin.graphql(DELETE, { u: def!.uuid }))).toBe('NOT_FOUND');
    expect(
      (await admin.graphql(DELETE, { u: other.data!.save_clinic_provider.uuid })).data,
    ).toEqual({ delete_provider: true });
    // The provider user of a deleted provider keeps their account.
    const [u] = await t.db.select().from(users).where(eq(users.email, PERSONAS.provider));
    expect(u).toBeDefined();
  });
});
