import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROVIDER_NAME } from '@app/shared';
import { clinics, specializations, users } from '../src/db/schema/index.js';
import type { Agent } from './agent.js';
import { DB_KINDS, linkFrom, startTestApp, type TestApp } from './harness.js';
import { PERSONAS, signedInAgent } from './personas.js';

type Res = Awaited<ReturnType<Agent['graphql']>>;
const code = (r: Res) => r.errors?.[0]?.extensions?.['code'];
const validation = (r: Res) =>
  r.errors?.[0]?.extensions?.['validation'] as Record<string, string[]>;

const uid = () => Math.random().toString(36).slice(2, 8);

const clinicInput = (over: Record<string, unknown> = {}) => ({
  name: `Harbor Clinic ${uid()}`,
  is_order: false,
  can_receive: true,
  extra_info: JSON.stringify({ office_phone: '312-555-0150', fax: '312-555-0151' }),
  address_line1: '1 Harbor Way',
  address_city: 'Chicago',
  address_state: 'IL',
  address_zip: '60601',
  tags: ['Walk-In', 'walk-in ', 'Urgent'],
  providers: [
    {
      title: 'dr',
      firstname: 'Ada',
      lastname: 'Stone',
      can_receive: true,
      specializations: ['cardiology', 'Sports Medicine'],
      required_documents: ['insurance card', 'Stress Test'],
      optional_documents: [{ document: 'Lab Results', question: 'Fasting labs?' }],
    },
  ],
  users: [
    {
      role_id: 2,
      email: `main.${uid()}@harbor.test`,
      firstname: 'Mia',
      lastname: 'Main',
      phone: '312-555-0152',
      permission: 7,
    },
  ],
  ...over,
});

const CLINIC_FIELDS = `id code name is_order can_receive is_public extra_info office_phone fax
  full_address tags { tag immutable } creator_id
  providers { uuid display_name firstname is_default can_receive specializations
    documents { required document { name } question { question } } }
  users { email role { name } permission is_primary activated }
  specializations { name } required_documents { name } optional_documents { name }`;

describe.each(DB_KINDS)('clinic enrollment on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let psr: Agent;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signedInAgent(t, PERSONAS.admin);
    psr = await signedInAgent(t, PERSONAS.northsidePsr);
  });
  afterAll(async () => t?.close());

  const clinicCount = async () => Number((await t.db.select({ n: count() }).from(clinics))[0]!.n);

  it('creates the clinic, its providers, users and tags in one call', async () => {
    const specsBefore = await t.db.select({ n: count() }).from(specializations);
    const input = clinicInput();
    const res = await admin.post<{ message: string; clinic: { id: number; name: string } }>(
      '/api/clinics/enroll',
      { clinic: input },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Successfully created a clinic');
    expect(res.body.clinic.name).toBe(input.name);

    const q = await admin.graphql<{ clinic: Record<string, unknown> }>(
      `query($id: ID!) { clinic(id: $id) { ${CLINIC_FIELDS} } }`,
      { id: res.body.clinic.id },
    );
    const c = q.data!.clinic as {
      code: string;
      office_phone: string;
      fax: string;
      extra_info: string;
      full_address: string;
      creator_id: string;
      tags: { tag: string }[];
      providers: {
        display_name: string;
        is_default: boolean;
        can_receive: boolean;
        specializations: string[];
        documents: {
          required: boolean;
          document: { name: string };
          question: { question: string } | null;
        }[];
      }[];
      users: { email: string; role: { name: string }; permission: number; activated: boolean }[];
      required_documents: { name: string }[];
    };
    expect(c.code).toMatch(/^HARBORCLINIC/);
    expect(c.office_phone).toBe('312-555-0150');
    expect(JSON.parse(c.extra_info)).toEqual({ office_phone: '312-555-0150', fax: '312-555-0151' });
    expect(c.full_address).toBe('1 Harbor Way, Chicago, IL 60601');
    expect(c.tags.map((x) => x.tag).sort()).toEqual(['urgent', 'walk-in']);
    // The default provider was added (first), and it receives only when nobody else does.
    expect(c.providers.map((p) => p.display_name)).toEqual([
      DEFAULT_PROVIDER_NAME,
      'Dr. Ada Stone',
    ]);
    expect(c.providers[0]!.can_receive).toBe(false);
    const ada = c.providers[1]!;
    // Names match existing ones regardless of case; new ones are created.
    expect(ada.specializations).toEqual(['Cardiology', 'Sports Medicine']);
    expect(
      ada.documents.map((d) => [d.required, d.document.name, d.question?.question ?? null]),
    ).toEqual([
      [true, 'Insurance Card', null],
      [true, 'Stress Test', null],
      [false, 'Lab Results', 'Fasting labs?'],
      [false, 'misc', null],
    ]);
    const specsAfter = await t.db.select({ n: count() }).from(specializations);
    expect(Number(specsAfter[0]!.n)).toBe(Number(specsBefore[0]!.n) + 1);
    expect(c.users).toEqual([
      {
        email: input.users[0]!.email,
        role: { name: 'psr' },
        permission: 7,
        is_primary: true,
        activated: false,
      },
    ]);
    const mail = await t.lastMailTo(input.users[0]!.email);
    expect(linkFrom(mail?.text).pathname).toBe('/account/activate');
    expect(c.creator_id).not.toBeNull();
  });

  it('generates a unique upper-case code from the name', async () => {
    const name = `Code Clinic ${uid()}`;
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await admin.post<{ clinic: { id: number } }>('/api/clinics/enroll', {
        clinic: clinicInput({ name, users: [] }),
      });
      expect(res.status).toBe(200);
      ids.push(res.body.clinic.id);
    }
    const rows = await t.db
      .select({ code: clinics.code })
      .from(clinics)
      .where(sql`${clinics.id} in (${sql.join(ids, sql`, `)})`)
      .orderBy(clinics.id);
    const base = name
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 12);
    expect(rows.map((r) => r.code)).toEqual([base, `${base}-2`]);
  });

  it('keeps a given default provider and its receive toggle', async () => {
    const res = await admin.post<{ clinic: { id: number } }>('/api/clinics/enroll', {
      clinic: clinicInput({
        users: [],
        providers: [
          { firstname: DEFAULT_PROVIDER_NAME, is_default: true, can_receive: true },
          ...clinicInput().providers,
        ],
      }),
    });
    expect(res.status).toBe(200);
    const q = await admin.graphql<{
      clinic: { providers: { is_default: boolean; can_receive: boolean }[] };
    }>(`query($id: ID!) { clinic(id: $id) { providers { is_default can_receive } } }`, {
      id: res.body.clinic.id,
    });
    expect(q.data!.clinic.providers).toEqual([
      { is_default: true, can_receive: true },
      { is_default: false, can_receive: true },
    ]);
  });

  it('reports every field error with the step it belongs to, and creates nothing', async () => {
    const before = await clinicCount();
    const res = await admin.post<{ errors: Record<string, string[]> }>('/api/clinics/enroll', {
      clinic: clinicInput({
        name: '  ',
        address_zip: '606',
        extra_info: JSON.stringify({ office_phone: '312-555', fax: '' }),
        providers: [
          { firstname: 'Ada', can_receive: true, specializations: [] },
          {
            title: 'np',
            firstname: 'Bo',
            lastname: 'Li',
            specializations: ['Cardiology'],
            optional_documents: [{ document: '', question: '' }],
          },
        ],
        users: [
          { role_id: 2, email: 'not-an-email', firstname: '', lastname: 'X' },
          { email: 'ok@harbor.test', firstname: 'A', lastname: 'B' },
        ],
      }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      'clinic.name': ['Clinic name is required'],
      'clinic.address_zip': ['Zip code must have 5 digits'],
      'clinic.office_phone': ['Office phone number must have 10 digits'],
      'clinic.providers.0.title': ['Title is required'],
      'clinic.providers.0.lastname': ['Last name is required'],
      'clinic.providers.0.specializations': ['Add at least 1 specialization'],
      'clinic.providers.1.optional_documents.0.document': ['Optional Document is required'],
      'clinic.providers.1.optional_documents.0.question': ['Question is required'],
      'clinic.users.0.email': ['Invalid email'],
      'clinic.users.0.firstname': ['First name is required'],
      'clinic.users.1.role_id': ['Please select role'],
    });
    expect(await clinicCount()).toBe(before);
  });

  it('rolls everything back when a user e-mail is taken', async () => {
    const before = await clinicCount();
    const res = await admin.post<{ errors: Record<string, string[]> }>('/api/clinics/enroll', {
      clinic: clinicInput({
        users: [
          { role_id: 2, email: `fresh.${uid()}@harbor.test`, firstname: 'A', lastname: 'B' },
          { role_id: 4, email: PERSONAS.northsideNurse, firstname: 'C', lastname: 'D' },
        ],
      }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'clinic.users.1.email': ['The email has already been taken.'],
    });
    expect(await clinicCount()).toBe(before);
  });

  it('refuses the same e-mail twice in one enrollment, and two default providers', async () => {
    const email = `twice.${uid()}@harbor.test`;
    const res = await admin.post<{ errors: Record<string, string[]> }>('/api/clinics/enroll', {
      clinic: clinicInput({
        providers: [
          { firstname: DEFAULT_PROVIDER_NAME, is_default: true },
          { firstname: DEFAULT_PROVIDER_NAME, is_default: true },
        ],
        users: [
          { role_id: 2, email, firstname: 'A', lastname: 'B' },
          { role_id: 2, email: email.toUpperCase(), firstname: 'C', lastname: 'D' },
        ],
      }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'clinic.providers.1.is_default': ['A clinic has only one default provider.'],
      'clinic.users.1.email': ['The email has already been taken.'],
    });
  });

  it('caps the providers and users of one enrollment', async () => {
    const res = await admin.post<{ errors: Record<string, string[]> }>('/api/clinics/enroll', {
      clinic: clinicInput({ providers: Array.from({ length: 51 }, () => ({ firstname: 'X' })) }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'clinic.providers': ['At most 50 providers at once.'] });
  });

  it('creates a provider user for a provider and links them', async () => {
    const email = `doc.${uid()}@harbor.test`;
    const input = clinicInput({ users: [] });
    input.providers = [
      { ...input.providers[0]!, user: { email, firstname: 'Ada', lastname: 'Stone' } } as never,
    ];
    const res = await admin.post<{ clinic: { id: number } }>('/api/clinics/enroll', {
      clinic: input,
    });
    expect(res.status).toBe(200);
    const q = await admin.graphql<{
      clinic: {
        providers: {
          has_user_provider: boolean;
          user: { email: string; role: { name: string } } | null;
        }[];
      };
    }>(
      `query($id: ID!) { clinic(id: $id) { providers { has_user_provider user { email role { name } } } } }`,
      {
        id: res.body.clinic.id,
      },
    );
    expect(q.data!.clinic.providers[1]).toEqual({
      has_user_provider: true,
      user: { email, role: { name: 'provider' } },
    });
    const [u] = await t.db.select().from(users).where(eq(users.email, email));
    expect(u!.roleId).toBe(6);
    expect(await t.lastMailTo(email)).toBeDefined();
  });

  it('is for admins only, and admin-only fields are checked', async () => {
    const res = await psr.post('/api/clinics/enroll', { clinic: clinicInput() });
    expect(res.status).toBe(403);
    const taken = await admin.post<{ errors: Record<string, string[]> }>('/api/clinics/enroll', {
      clinic: clinicInput({ code: 'northside', users: [] }),
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({
      'clinic.code': ['The clinic code has already been taken.'],
    });
  });

  it('save_clinic without id creates a clinic for admins with unprefixed field paths', async () => {
    const SAVE = `mutation($c: ClinicInput!) { save_clinic(clinic: $c) { id name code providers { display_name } } }`;
    const ok = await admin.graphql<{
      save_clinic: { name: string; code: string; providers: { display_name: string }[] };
    }>(SAVE, { c: clinicInput({ code: `gq-${uid()}`, users: [] }) });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.save_clinic.code).toMatch(/^GQ-/);
    expect(ok.data!.save_clinic.providers.map((p) => p.display_name)).toEqual([
      DEFAULT_PROVIDER_NAME,
      'Dr. Ada Stone',
    ]);
    const bad = await admin.graphql(SAVE, {
      c: clinicInput({ address_city: '', providers: [{ firstname: 'X' }], users: [] }),
    });
    expect(code(bad)).toBe('VALIDATION');
    expect(validation(bad)).toMatchObject({
      address_city: ['City is required'],
      'providers.0.lastname': ['Last name is required'],
    });
    const refused = await psr.graphql(SAVE, { c: clinicInput({ users: [] }) });
    expect(code(refused)).toBe('FORBIDDEN');
  });
});
