import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROVIDER_NAME, defaultProviderValues } from '@app/shared';
import { clinicTags, clinics, referrals, users } from '../src/db/schema/index.js';
import type { Agent } from './agent.js';
import { DB_KINDS, startTestApp, type TestApp } from './harness.js';
import { PERSONAS, clinicId, signedInAgent } from './personas.js';

type Res = Awaited<ReturnType<Agent['graphql']>>;
const code = (r: Res) => r.errors?.[0]?.extensions?.['code'];
const validation = (r: Res) => r.errors?.[0]?.extensions?.['validation'];

const LIST = `query($k: String, $f: Boolean, $c: String, $o: String, $l: Int, $off: Int) {
  clinics(keyword: $k, for_fax: $f, order_by_column: $c, order_by: $o, limit: $l, offset: $off) { id code name } }`;
const COUNT = `query($k: String, $f: Boolean) { clinics_count(keyword: $k, for_fax: $f) }`;
const DETAIL = `query($id: ID!) { clinic(id: $id) { id uuid code name is_order can_receive is_public extra_info
  office_phone fax address { line1 city state zip } full_address referral_network { uuid name }
  organization { name } specializations { name } tags { tag immutable } clinic_users_count
  providers { display_name is_default } users { email permission }
  required_documents { name } optional_documents { name questions { question } } } }`;
const SAVE = `mutation($c: ClinicInput!) { save_clinic(clinic: $c) { id name code is_order extra_info
  tags { tag immutable } referral_network { name } organization { name } } }`;
const MINIMAL = `mutation($c: ClinicMinimalInput!) { save_clinic_minimal(clinic: $c) { id name } }`;
const NON_AFFILIATED = `mutation($c: ClinicInput!) { save_non_affiliated_clinic(clinic: $c) {
  id code can_receive is_public creator_id creator_clinic_id users { email }
  providers { display_name is_default can_receive specializations } } }`;

const details = (over: Record<string, unknown> = {}) => ({
  name: 'Northside Family Medicine',
  is_order: false,
  extra_info: JSON.stringify({ office_phone: '312-555-0100', fax: '312-555-0101' }),
  address_line1: '1200 N Clark St',
  address_city: 'Chicago',
  address_state: 'IL',
  address_zip: '60610',
  tags: ['primary care', 'family'],
  ...over,
});

describe.each(DB_KINDS)('clinics on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let northPsr: Agent;
  let nurse: Agent;
  let coordinator: Agent;
  let lakePsr: Agent;
  let northside: number;
  let lakeside: number;
  let riverside: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    // One at a time: each sign-in drains the mail queue for its code.
    admin = await signedInAgent(t, PERSONAS.admin);
    northPsr = await signedInAgent(t, PERSONAS.northsidePsr);
    nurse = await signedInAgent(t, PERSONAS.northsideNurse);
    coordinator = await signedInAgent(t, PERSONAS.coordinator);
    lakePsr = await signedInAgent(t, PERSONAS.lakesidePsr);
    northside = await clinicId(t, 'NORTHSIDE');
    lakeside = await clinicId(t, 'LAKESIDE');
    riverside = await clinicId(t, 'RIVERSIDE');
  });
  afterAll(async () => t?.close());

  const names = (r: Res) =>
    ((r.data as { clinics: { name: string }[] }).clinics ?? []).map((c) => c.name);

  it('lists every clinic to admins, with keyword, fax filter, order and paging', async () => {
    expect(names(await admin.graphql(LIST))).toEqual([
      'Lakeside Cardiology',
      'Northside Family Medicine',
      'Northside Pediatrics',
      'Riverside Imaging',
      'Valley Orthopedics',
    ]);
    // Case-insensitive contains on name, code, address, group and organization.
    expect(names(await admin.graphql(LIST, { k: 'NORTHSIDE health' }))).toEqual([
      'Northside Family Medicine',
      'Northside Pediatrics',
    ]);
    expect(names(await admin.graphql(LIST, { k: 'metro referral' }))).toHaveLength(4);
    expect(names(await admin.graphql(LIST, { k: 'naperville' }))).toEqual(['Valley Orthopedics']);
    expect(names(await admin.graphql(LIST, { k: 'valleyfax' }))).toEqual(['Valley Orthopedics']);
    // LIKE wildcards are matched literally.
    expect(names(await admin.graphql(LIST, { k: '%' }))).toEqual([]);
    expect(names(await admin.graphql(LIST, { k: '_' }))).toEqual([]);
    expect(names(await admin.graphql(LIST, { f: true }))).not.toContain('Northside Pediatrics');
    expect(names(await admin.graphql(LIST, { c: 'code', o: 'desc', l: 2 }))).toEqual([
      'Valley Orthopedics',
      'Riverside Imaging',
    ]);
    expect(names(await admin.graphql(LIST, { l: 2, off: 2 }))).toEqual([
      'Northside Pediatrics',
      'Riverside Imaging',
    ]);
    expect(names(await admin.graphql(LIST, { l: 1000 }))).toHaveLength(5);
    expect((await admin.graphql(COUNT)).data).toEqual({ clinics_count: 5 });
    expect((await admin.graphql(COUNT, { k: 'northside', f: true })).data).toEqual({
      clinics_count: 1,
    });
  });

  it('lists only their own clinics to staff', async () => {
    expect(names(await northPsr.graphql(LIST))).toEqual(['Northside Family Medicine']);
    expect(names(await coordinator.graphql(LIST))).toEqual([
      'Lakeside Cardiology',
      'Northside Family Medicine',
    ]);
    expect((await coordinator.graphql(COUNT)).data).toEqual({ clinics_count: 2 });
    expect(names(await northPsr.graphql(LIST, { k: 'lakeside' }))).toEqual([]);
  });

  it("searches every live clinic by name for a referral's other party (issue 17 item 9)", async () => {
    const SEARCH = `query($k: String, $s: ClinicSearchSide!) {
      clinic_search(keyword: $k, side: $s) { id name } }`;
    const found = async (a: Agent, side: string, k?: string) => {
      const res = await a.graphql<{ clinic_search: { id: string; name: string }[] }>(SEARCH, {
        k,
        s: side,
      });
      expect(res.errors).toBeUndefined();
      return res.data!.clinic_search.map((c) => c.name);
    };
    // A PSR of Northside only finds the other clinics, not Northside itself, by a part of the name.
    expect(await found(northPsr, 'referring')).toEqual([
      'Lakeside Cardiology',
      'Northside Pediatrics',
      'Riverside Imaging',
      'Valley Orthopedics',
    ]);
    expect(await found(northPsr, 'referring', 'SIDE')).toEqual([
      'Lakeside Cardiology',
      'Northside Pediatrics',
      'Riverside Imaging',
    ]);
    expect(await found(lakePsr, 'receiving', 'north')).toEqual([
      'Northside Family Medicine',
      'Northside Pediatrics',
    ]);
    // Not by code or address: by name.
    expect(await found(northPsr, 'referring', 'RIVERSIDE')).toEqual(['Riverside Imaging']);
    expect(await found(northPsr, 'referring', 'LAKESIDE')).toEqual(['Lakeside Cardiology']);
    expect(await found(northPsr, 'referring', 'Clark St')).toEqual([]);

    // 'receiving' keeps the clinics that receive; archived clinics are never offered.
    await t.db.update(clinics).set({ canReceive: false }).where(eq(clinics.id, riverside));
    const valley = (await t.db.select().from(clinics).where(eq(clinics.code, 'VALLEYFAX')))[0]!;
    await t.db.update(clinics).set({ deletedAt: new Date() }).where(eq(clinics.id, valley.id));
    try {
      expect(await found(northPsr, 'receiving')).toEqual([
        'Lakeside Cardiology',
        'Northside Pediatrics',
      ]);
      expect(await found(northPsr, 'referring')).toEqual([
        'Lakeside Cardiology',
        'Northside Pediatrics',
        'Riverside Imaging',
      ]);
    } finally {
      await t.db.update(clinics).set({ canReceive: true }).where(eq(clinics.id, riverside));
      await t.db.update(clinics).set({ deletedAt: null }).where(eq(clinics.id, valley.id));
    }

    // Only ids and names: the clinics list and a clinic's details stay the member's own.
    expect(names(await northPsr.graphql(LIST))).toEqual(['Northside Family Medicine']);
    const wider = await northPsr.graphql(
      `{ clinic_search(side: referring) { id users { email } } }`,
    );
    expect(wider.errors?.[0]?.message).toMatch(/Cannot query field "users"/);
    expect(code(await northPsr.graphql(DETAIL, { id: lakeside }))).toBe('NOT_FOUND');
  });

  it('shows a member their clinic with providers, users, tags and documents', async () => {
    const res = await nurse.graphql<{ clinic: Record<string, unknown> }>(DETAIL, { id: northside });
    expect(res.errors).toBeUndefined();
    const c = res.data!.clinic as Record<string, unknown> & {
      providers: { display_name: string; is_default: boolean }[];
      users: { email: string; permission: number }[];
      tags: { tag: string }[];
    };
    expect(c).toMatchObject({
      code: 'NORTHSIDE',
      office_phone: '312-555-0100',
      address: { line1: '1200 N Clark St', city: 'Chicago', state: 'IL', zip: '60610' },
      full_address: '1200 N Clark St, Chicago, IL 60610',
      referral_network: { name: 'Metro Referral Network' },
      organization: { name: 'Northside Health' },
      specializations: [{ name: 'Family Medicine' }, { name: 'Pediatrics' }],
      clinic_users_count: 3,
      required_documents: [{ name: 'Clinical Notes' }, { name: 'Insurance Card' }],
    });
    expect(JSON.parse(c['extra_info'] as string)).toEqual({
      office_phone: '312-555-0100',
      fax: '312-555-0101',
    });
    expect(c.providers[0]).toEqual({ display_name: DEFAULT_PROVIDER_NAME, is_default: true });
    expect(c.providers.map((p) => p.display_name)).toContain('Dr. Emily Carter');
    expect(c.tags.map((x) => x.tag)).toEqual(['family', 'primary care']);
    expect(c.users.map((u) => u.email).sort()).toEqual(
      [PERSONAS.coordinator, PERSONAS.northsideNurse, PERSONAS.northsidePsr].sort(),
    );
  });

  it('hides other clinics as not found, by id, code and user', async () => {
    expect(code(await northPsr.graphql(DETAIL, { id: lakeside }))).toBe('NOT_FOUND');
    expect(code(await northPsr.graphql(DETAIL, { id: 99999 }))).toBe('NOT_FOUND');
    expect(code(await northPsr.graphql(DETAIL, { id: 'abc' }))).toBe('NOT_FOUND');
    const byCode = `query($c: String!) { clinic_by_code(code: $c) { name } }`;
    expect((await northPsr.graphql(byCode, { c: 'northside' })).data).toEqual({
      clinic_by_code: { name: 'Northside Family Medicine' },
    });
    expect(code(await northPsr.graphql(byCode, { c: 'LAKESIDE' }))).toBe('NOT_FOUND');
    expect((await admin.graphql(byCode, { c: 'LAKESIDE' })).data).toEqual({
      clinic_by_code: { name: 'Lakeside Cardiology' },
    });

    const byUser = `query($u: String!) { clinic_by_user_uuid(user_uuid: $u) { name } }`;
    const uuidOf = async (email: string) =>
      (await t.db.select({ uuid: users.uuid }).from(users).where(eq(users.email, email)))[0]!.uuid;
    const coordinatorUuid = await uuidOf(PERSONAS.coordinator);
    expect((await coordinator.graphql(byUser, { u: coordinatorUuid })).data).toEqual({
      clinic_by_user_uuid: { name: 'Northside Family Medicine' },
    });
    expect(code(await northPsr.graphql(byUser, { u: coordinatorUuid }))).toBe('NOT_FOUND');
    expect((await admin.graphql(byUser, { u: await uuidOf(PERSONAS.lakesidePsr) })).data).toEqual({
      clinic_by_user_uuid: { name: 'Lakeside Cardiology' },
    });
  });

  it('lists clinics without users as non-affiliated to every member', async () => {
    const q = `query($k: String) { non_affiliated_clinics(keyword: $k) { name users { email } } }`;
    const res = await nurse.graphql<{ non_affiliated_clinics: { name: string }[] }>(q);
    expect(res.data!.non_affiliated_clinics.map((c) => c.name)).toEqual([
      'Northside Pediatrics',
      'Valley Orthopedics',
    ]);
    expect((await nurse.graphql(q, { k: 'nothing-like-this' })).data).toEqual({
      non_affiliated_clinics: [],
    });
  });

  it('lets a manager update their clinic; immutable tags stay', async () => {
    const res = await lakePsr.graphql<{ save_clinic: Record<string, unknown> }>(SAVE, {
      c: {
        ...details({
          name: 'Lakeside Heart Center',
          address_line1: '455 E Lake Shore Dr',
          address_zip: '60611',
          extra_info: JSON.stringify({ office_phone: '3125550299', fax: '' }),
          tags: ['Heart', 'heart '],
          is_order: true,
          // Sent unchanged by the form: accepted.
          code: 'LAKESIDE',
        }),
        id: String(lakeside),
      },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.save_clinic).toMatchObject({
      name: 'Lakeside Heart Center',
      code: 'LAKESIDE',
      is_order: true,
      tags: [{ tag: 'heart', immutable: false }],
      referral_network: { name: 'Metro Referral Network' },
    });
    expect(JSON.parse(res.data!.save_clinic['extra_info'] as string)).toEqual({
      office_phone: '312-555-0299',
      fax: '',
    });
    // Riverside's immutable tag survives an update that leaves it out.
    const riverPsr = await signedInAgent(t, PERSONAS.riversidePsr);
    const river = await riverPsr.graphql<{ save_clinic: { tags: { tag: string }[] } }>(SAVE, {
      c: { ...details({ name: 'Riverside Imaging', is_order: true, tags: [] }), id: riverside },
    });
    expect(river.data!.save_clinic.tags.map((x) => x.tag)).toEqual(['orders']);
    const rows = await t.db.select().from(clinicTags).where(eq(clinicTags.clinicId, riverside));
    expect(rows.map((r) => r.tag)).toEqual(['orders']);
  });

  it('keeps optional fields a partial save leaves out (the Referral Type switch)', async () => {
    const { tags: _tags, extra_info: _extra, ...partial } = details({ is_order: true });
    const res = await northPsr.graphql<{
      save_clinic: { is_order: boolean; extra_info: string; tags: { tag: string }[] };
    }>(SAVE, { c: { ...partial, id: northside } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.save_clinic.is_order).toBe(true);
    expect(res.data!.save_clinic.tags.map((x) => x.tag)).toEqual(['family', 'primary care']);
    expect(JSON.parse(res.data!.save_clinic.extra_info)).toEqual({
      office_phone: '312-555-0100',
      fax: '312-555-0101',
    });
    const [row] = await t.db.select().from(clinics).where(eq(clinics.id, northside));
    expect(row).toMatchObject({ isPublic: true, canReceive: true });
    // An admin's partial save keeps the group and organization too.
    const byAdmin = await admin.graphql<{
      save_clinic: { referral_network: { name: string }; organization: { name: string } };
    }>(SAVE, { c: { ...partial, id: northside } });
    expect(byAdmin.data!.save_clinic).toMatchObject({
      referral_network: { name: 'Metro Referral Network' },
      organization: { name: 'Northside Health' },
    });
    await northPsr.graphql(SAVE, { c: { ...details(), id: northside } });
  });

  it('validates the clinic with the spec messages', async () => {
    const res = await northPsr.graphql(SAVE, {
      c: {
        ...details({
          name: '',
          address_line1: '',
          address_city: '',
          address_state: '',
          address_zip: '',
          extra_info: JSON.stringify({ office_phone: '123', fax: '555-1' }),
        }),
        id: northside,
      },
    });
    expect(code(res)).toBe('VALIDATION');
    expect(validation(res)).toEqual({
      name: ['Clinic name is required'],
      office_phone: ['Office phone number must have 10 digits'],
      fax: ['Fax must have 10 digits'],
      address_line1: ['Address Line 1 is required'],
      address_city: ['City is required'],
      address_state: ['State is required'],
      address_zip: ['Zipcode is required'],
    });
    const zip = await northPsr.graphql(SAVE, {
      c: { ...details({ address_zip: '6061a' }), id: northside },
    });
    expect(validation(zip)).toEqual({ address_zip: ['Zip code must have 5 digits'] });
  });

  it('refuses admin-only fields to non-admins and lets admins change them', async () => {
    const [org] = await t.db.select().from(clinics).where(eq(clinics.id, northside));
    const res = await northPsr.graphql(SAVE, {
      c: {
        ...details({ code: 'MINE', referral_network_id: null, organization_id: 999 }),
        id: northside,
      },
    });
    expect(code(res)).toBe('VALIDATION');
    expect(validation(res)).toEqual({
      code: ['Only an administrator can change this field.'],
      organization_id: ['Only an administrator can change this field.'],
    });
    const [after] = await t.db.select().from(clinics).where(eq(clinics.id, northside));
    expect(after!.code).toBe(org!.code);
    expect(after!.organizationId).toBe(org!.organizationId);

    const taken = await admin.graphql(SAVE, {
      c: { ...details({ code: 'lakeside' }), id: northside },
    });
    expect(validation(taken)).toEqual({ code: ['The clinic code has already been taken.'] });
    const unknown = await admin.graphql(SAVE, {
      c: { ...details({ referral_network_id: 999 }), id: northside },
    });
    expect(validation(unknown)).toEqual({ referral_network_id: ['Referral group not found.'] });
    const ok = await admin.graphql<{ save_clinic: Record<string, unknown> }>(SAVE, {
      c: { ...details({ code: 'north-1', referral_network_id: null }), id: northside },
    });
    expect(ok.data!.save_clinic).toMatchObject({ code: 'NORTH-1', referral_network: null });
    await admin.graphql(SAVE, { c: { ...details({ code: 'NORTHSIDE' }), id: northside } });
  });

  it('refuses other clinics as not found and non-managers as forbidden', async () => {
    expect(code(await northPsr.graphql(SAVE, { c: { ...details(), id: lakeside } }))).toBe(
      'NOT_FOUND',
    );
    expect(code(await nurse.graphql(SAVE, { c: { ...details(), id: northside } }))).toBe(
      'FORBIDDEN',
    );
    // The coordinator (Medical Assistant) belongs to Northside but does not manage it.
    expect(code(await coordinator.graphql(SAVE, { c: { ...details(), id: northside } }))).toBe(
      'FORBIDDEN',
    );
    expect(code(await northPsr.graphql(SAVE, { c: details() }))).toBe('FORBIDDEN');
  });

  it('updates through PUT /api/clinics/{id}', async () => {
    const res = await northPsr.request<{ message: string; clinic: { name: string } }>(
      'PUT',
      `/api/clinics/${northside}`,
      details({ name: 'Northside Family Medicine' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Successfully updated a clinic');
    expect(res.body.clinic.name).toBe('Northside Family Medicine');
    expect((await northPsr.request('PUT', `/api/clinics/${lakeside}`, details())).status).toBe(404);
    expect((await nurse.request('PUT', `/api/clinics/${northside}`, details())).status).toBe(403);
    const bad = await northPsr.request<{ errors: Record<string, string[]> }>(
      'PUT',
      `/api/clinics/${northside}`,
      details({ name: '' }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ name: ['Clinic name is required'] });
  });

  it('quick-adds a clinic with no users, owned by the server-set creator', async () => {
    const res = await nurse.graphql<{ save_clinic_minimal: { id: string; name: string } }>(
      MINIMAL,
      {
        c: {
          name: ' Quick Clinic ',
          extra_info: JSON.stringify({ office_phone: '', fax: '7085550000' }),
        },
      },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.save_clinic_minimal.name).toBe('Quick Clinic');
    const [row] = await t.db
      .select()
      .from(clinics)
      .where(eq(clinics.id, Number(res.data!.save_clinic_minimal.id)));
    const [nurseRow] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, PERSONAS.northsideNurse));
    expect(row).toMatchObject({
      code: 'QUICKCLINIC',
      fax: '708-555-0000',
      canReceive: true,
      isPublic: false,
      creatorId: nurseRow!.id,
      creatorClinicId: northside,
    });
    const listed = await nurse.graphql<{
      non_affiliated_clinics: {
        name: string;
        providers: { display_name: string; can_receive: boolean }[];
      }[];
    }>(
      `{ non_affiliated_clinics(keyword: "quick") { name providers { display_name can_receive } } }`,
    );
    expect(listed.data!.non_affiliated_clinics).toEqual([
      {
        name: 'Quick Clinic',
        providers: [{ display_name: DEFAULT_PROVIDER_NAME, can_receive: true }],
      },
    ]);
    const bad = await nurse.graphql(MINIMAL, {
      c: { name: '', extra_info: JSON.stringify({ office_phone: '12', fax: '' }) },
    });
    expect(validation(bad)).toEqual({
      name: ['Clinic name is required'],
      'extra_info.office_phone': ['Office phone number must have 10 digits'],
    });
  });

  it('registers a non-affiliated clinic with providers that always need specializations', async () => {
    const kai = {
      title: 'dr',
      firstname: 'Kai',
      lastname: 'Moss',
      specializations: [] as string[],
    };
    const input = details({
      name: 'Outside Ortho',
      users: [{ role_id: 2, email: 'sneaky@outside.test', firstname: 'S', lastname: 'N' }],
      providers: [
        {
          title: 'dr',
          firstname: 'Kai',
          lastname: 'Moss',
          can_receive: false,
          specializations: [],
        },
      ],
    });
    const bad = await northPsr.graphql(NON_AFFILIATED, { c: input });
    expect(validation(bad)).toEqual({
      'providers.0.specializations': ['Add at least 1 specialization'],
    });
    const refused = await northPsr.graphql(NON_AFFILIATED, {
      c: { ...input, code: 'OUT', providers: [] },
    });
    expect(validation(refused)).toEqual({ code: ['Only an administrator can change this field.'] });
    const ok = await northPsr.graphql<{ save_non_affiliated_clinic: Record<string, unknown> }>(
      NON_AFFILIATED,
      {
        c: {
          ...input,
          providers: [{ ...kai, can_receive: true, specializations: ['Orthopedics'] }],
        },
      },
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.save_non_affiliated_clinic).toMatchObject({
      code: 'OUTSIDEORTHO',
      is_public: false,
      creator_clinic_id: String(northside),
      users: [],
      providers: [
        { display_name: DEFAULT_PROVIDER_NAME, is_default: true, can_receive: false },
        { display_name: 'Dr. Kai Moss', can_receive: true, specializations: ['Orthopedics'] },
      ],
    });
    const [u] = await t.db.select().from(users).where(eq(users.email, 'sneaky@outside.test'));
    expect(u).toBeUndefined();
  });

  it('saves what Register Clinic reviews and lets its registering manager see and edit it', async () => {
    // The form's default provider with its switch off, and no other provider: the review says
    // it receives, and so it is saved.
    const input = details({
      name: 'Harbor Physical Therapy',
      can_receive: true,
      providers: [defaultProviderValues()],
    });
    const res = await northPsr.graphql<{ save_non_affiliated_clinic: { id: string } }>(
      NON_AFFILIATED,
      { c: input },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.save_non_affiliated_clinic).toMatchObject({
      providers: [{ display_name: DEFAULT_PROVIDER_NAME, is_default: true, can_receive: true }],
    });
    const id = res.data!.save_non_affiliated_clinic.id;

    // Its creator opens it (it was 'Clinic not found.'), edits it and adds its first user.
    const opened = await northPsr.graphql<{ clinic: { name: string } }>(DETAIL, { id });
    expect(opened.errors).toBeUndefined();
    expect(opened.data!.clinic.name).toBe('Harbor Physical Therapy');
    const saved = await northPsr.graphql<{ save_clinic: { name: string } }>(SAVE, {
      c: { ...details({ name: 'Harbor PT' }), id },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.save_clinic.name).toBe('Harbor PT');
    const email = `first.${Math.random().toString(36).slice(2, 8)}@harbor.test`;
    // SEND | ACCEPT | SCHEDULE, all of which the PSR holds at Northside, where they registered it.
    const added = await northPsr.post<{ user: { email: string } }>(`/api/clinics/${id}/users`, {
      role_id: 2,
      email,
      firstname: 'Hana',
      lastname: 'Harbor',
      permission: 7,
    });
    expect(added.status).toBe(200);
    expect(await t.lastMailTo(email)).toBeDefined();

    // Nobody else outside it: a Northside nurse (not a manager) and Lakeside's manager.
    expect(code(await nurse.graphql(DETAIL, { id }))).toBe('NOT_FOUND');
    expect(code(await lakePsr.graphql(DETAIL, { id }))).toBe('NOT_FOUND');
    expect(code(await lakePsr.graphql(SAVE, { c: { ...details({ name: 'Mine' }), id } }))).toBe(
      'NOT_FOUND',
    );
  });

  it('archives, refuses to delete a clinic with referrals, and deletes one without', async () => {
    const DELETE = `mutation($id: ID!, $f: Boolean) { delete_clinic(id: $id, forceDelete: $f) }`;
    const valley = await clinicId(t, 'VALLEYFAX');
    await t.db.insert(referrals).values({ clinicReferrerId: northside, clinicReceiverId: valley });
    const refused = await admin.graphql(DELETE, { id: valley, f: true });
    expect(code(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toBe(
      'This clinic has referrals and cannot be deleted. Archive it instead.',
    );
    expect((await admin.graphql(DELETE, { id: valley })).data).toEqual({ delete_clinic: true });
    expect(code(await admin.graphql(DETAIL, { id: valley }))).toBe('NOT_FOUND');
    expect(names(await admin.graphql(LIST))).not.toContain('Valley Orthopedics');
    expect(code(await admin.graphql(DELETE, { id: valley }))).toBe('NOT_FOUND');
    expect(code(await northPsr.graphql(DELETE, { id: northside }))).toBe('FORBIDDEN');

    const created = await admin.graphql<{ save_clinic_minimal: { id: string } }>(MINIMAL, {
      c: { name: 'Short Lived' },
    });
    const id = created.data!.save_clinic_minimal.id;
    const archived = await admin.request<{ message: string }>('DELETE', `/api/clinics/${id}`);
    expect(archived.body).toEqual({ message: 'Clinic archived' });
    const deleted = await admin.request<{ message: string }>(
      'DELETE',
      `/api/clinics/${id}?force=1`,
    );
    expect(deleted.body).toEqual({ message: 'Clinic deleted' });
    expect(
      await t.db
        .select()
        .from(clinics)
        .where(eq(clinics.id, Number(id))),
    ).toEqual([]);
    expect((await admin.request('DELETE', `/api/clinics/${id}?force=1`)).status).toBe(404);
    expect((await northPsr.request('DELETE', `/api/clinics/${northside}`)).status).toBe(403);
  });

  it('adds and removes clinic users over REST', async () => {
    const email = `rest.${Math.random().toString(36).slice(2, 8)}@northside.test`;
    const res = await northPsr.post<{ message: string; user: { id: string; email: string } }>(
      `/api/clinics/${northside}/users`,
      { role_id: 4, email, firstname: 'Rita', lastname: 'Rest', permission: 4 },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Successfully created a user');
    expect(res.body.user.email).toBe(email);
    expect(await t.lastMailTo(email)).toBeDefined();
    const bad = await northPsr.post<{ errors: Record<string, string[]> }>(
      `/api/clinics/${northside}/users`,
      { role_id: '', email: 'x', firstname: '', lastname: '' },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      role_id: ['Please select role'],
      email: ['Invalid email'],
      firstname: ['First name is required'],
      lastname: ['Last name is required'],
    });
    expect(
      (
        await northPsr.post(`/api/clinics/${lakeside}/users`, {
          role_id: 4,
          email: 'a@b.test',
          firstname: 'A',
          lastname: 'B',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await nurse.post(`/api/clinics/${northside}/users`, {
          role_id: 4,
          email: 'a@b.test',
          firstname: 'A',
          lastname: 'B',
        })
      ).status,
    ).toBe(403);

    const removed = await northPsr.request<{ message: string }>(
      'DELETE',
      `/api/clinics/${northside}/users/${res.body.user.id}`,
    );
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'User is successfully deleted.' });
    const again = await northPsr.request(
      'DELETE',
      `/api/clinics/${northside}/users/${res.body.user.id}`,
    );
    expect(again.status).toBe(404);

    // A provider user is removed with their provider, not here.
    const [chen] = await t.db.select().from(users).where(eq(users.email, PERSONAS.provider));
    const riverPsr = await signedInAgent(t, PERSONAS.riversidePsr);
    const provider = await riverPsr.request<{ message: string }>(
      'DELETE',
      `/api/clinics/${riverside}/users/${chen!.id}`,
    );
    expect(provider.status).toBe(403);
    expect(provider.body.message).toBe('A provider user is managed from its provider.');
    expect(
      (await northPsr.request('DELETE', `/api/clinics/${riverside}/users/${chen!.id}`)).status,
    ).toBe(404);

    // The last clinic of a user may go: the user can no longer sign in.
    const [nurseRow] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, PERSONAS.northsideNurse));
    const last = await admin.request('DELETE', `/api/clinics/${northside}/users/${nurseRow!.id}`);
    expect(last.status).toBe(200);
    const login = await t.agent().post<{ message: string }>('/login', {
      email: PERSONAS.northsideNurse,
      password: 'demo-password-1',
      remember_me: false,
    });
    expect(login.status).toBe(422);
    expect(login.body.message).toBe(
      'You are not part of any clinics. Please contact the system administrator.',
    );
  });
});
