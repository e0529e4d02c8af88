import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { IMPORT_USER_LIMITS } from '../src/modules/users/add-user-to-clinic.js';
import type { Agent } from './agent.js';
import { DB_KINDS, linkFrom, startTestApp, type TestApp } from './harness.js';
import { PERSONAS, clinicId, signedInAgent } from './personas.js';

type Res = Awaited<ReturnType<Agent['graphql']>>;
const code = (r: Res) => r.errors?.[0]?.extensions?.['code'];
const validation = (r: Res) => r.errors?.[0]?.extensions?.['validation'];

const CLINIC_USER = `id uuid email firstname lastname full_name phone role { id name label }
  activated activated_at is_primary is_provider permission notification
  permissions { key value } notifications { key value } provider_ids clinic { id name }`;

interface ClinicUser {
  id: string;
  uuid: string;
  email: string;
  firstname: string;
  lastname: string;
  phone: string | null;
  role: { id: number; name: string };
  activated: boolean;
  is_primary: boolean;
  is_provider: boolean;
  permission: number;
  notification: number;
  permissions: { key: string; value: boolean }[];
  clinic: { id: string; name: string } | null;
}

const SAVE_CLINIC_USER = `mutation($c: ID!, $u: ClinicUserInput!) { save_clinic_user(clinic_id: $c, user: $u) { ${CLINIC_USER} } }`;
const SAVE_USER = `mutation($uuid: String!, $u: UserUpdateInput!, $c: ID) { save_user(user_uuid: $uuid, user: $u, clinic_id: $c) { ${CLINIC_USER} } }`;
const ADD_USER = `mutation($e: String!, $c: ID!, $p: Int, $n: Int) { add_user_to_clinic(email: $e, clinicId: $c, permission: $p, notification: $n) { ${CLINIC_USER} } }`;
const ADD_USER_DEFAULTS = `mutation($e: String!, $c: ID!) { add_user_to_clinic(email: $e, clinicId: $c) { ${CLINIC_USER} } }`;
/** What a caller learns from a refusal: its message, code and field errors. */
const answerOf = (r: Res) => ({
  message: r.errors?.[0]?.message,
  code: code(r),
  validation: validation(r),
});
const USERS = `query($k: String, $w: ID, $l: Int, $o: Int) { users(keyword: $k, without_clinic_id: $w, limit: $l, offset: $o) { id uuid email firstname lastname role { name } } }`;
const USER = `query($u: String!) { user(user_uuid: $u) { id uuid email phone role { name } clinics { ${CLINIC_USER} } } }`;
const USER_BY_CLINIC = `query($u: String!, $c: ID!) { user_by_clinic(user_uuid: $u, clinic_id: $c) { ${CLINIC_USER} } }`;
const DELETE = `mutation($c: ID!, $u: ID!, $p: Boolean) { delete_user_clinic(clinicId: $c, userId: $u, is_primary: $p) }`;
const PRIMARY = `mutation($u: String!, $c: ID!) { make_primary_clinic(user_uuid: $u, clinic_id: $c) }`;

const newUser = (over: Record<string, unknown> = {}) => ({
  role_id: 4,
  email: `new.${Math.random().toString(36).slice(2, 8)}@example.test`,
  firstname: 'Nora',
  lastname: 'Quinn',
  phone: '312-555-0199',
  ...over,
});

describe.each(DB_KINDS)('user administration on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let northPsr: Agent;
  let nurse: Agent;
  let lakePsr: Agent;
  let riverPsr: Agent;
  let northside: number;
  let lakeside: number;
  let riverside: number;
  const uuidOf = async (email: string) => {
    const [u] = await t.db.select().from(users).where(eq(users.email, email));
    return u!;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    // One at a time: each sign-in reads its code from the outbox after running the mail jobs.
    admin = await signedInAgent(t, PERSONAS.admin);
    northPsr = await signedInAgent(t, PERSONAS.northsidePsr);
    nurse = await signedInAgent(t, PERSONAS.northsideNurse);
    lakePsr = await signedInAgent(t, PERSONAS.lakesidePsr);
    riverPsr = await signedInAgent(t, PERSONAS.riversidePsr);
    northside = await clinicId(t, 'NORTHSIDE');
    lakeside = await clinicId(t, 'LAKESIDE');
    riverside = await clinicId(t, 'RIVERSIDE');
  });
  afterAll(async () => t?.close());

  describe('roles', () => {
    it('lists every role, or the picker without admin and provider', async () => {
      const all = await nurse.graphql<{ roles: { id: number; label: string }[] }>(
        '{ roles { id name label } }',
      );
      expect(all.data!.roles.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6]);
      const picker = await nurse.graphql<{ roles: { label: string }[] }>(
        '{ roles(excluded_roles: ["ADMIN", "provider"]) { id name label } }',
      );
      expect(picker.data!.roles.map((r) => r.label)).toEqual([
        'PSR',
        'Medical Admin',
        'Nurse',
        'Medical Assistant',
      ]);
    });
  });

  describe('users and users_count', () => {
    it('lets an admin search every user by keyword, with a count and paging', async () => {
      const res = await admin.graphql<{ users: { email: string }[] }>(USERS, { k: 'northside' });
      expect(res.data!.users.map((u) => u.email)).toEqual([
        'nurse@northside.demo.test',
        'psr@northside.demo.test',
      ]);
      const count = await admin.graphql<{ users_count: number }>(
        'query($k: String) { users_count(keyword: $k) }',
        { k: 'northside' },
      );
      expect(count.data!.users_count).toBe(2);
      const all = await admin.graphql<{ users_count: number }>('{ users_count }');
      expect(all.data!.users_count).toBeGreaterThanOrEqual(8);
      const page = await admin.graphql<{ users: { email: string }[] }>(USERS, {
        k: 'northside',
        l: 1,
        o: 1,
      });
      expect(page.data!.users.map((u) => u.email)).toEqual(['psr@northside.demo.test']);
      const byName = await admin.graphql<{ users: { email: string }[] }>(USERS, {
        k: 'maya singh',
      });
      expect(byName.data!.users.map((u) => u.email)).toEqual([PERSONAS.lakesideMedAdmin]);
    });

    it('leaves out members, admins and provider users of the importing clinic', async () => {
      const res = await admin.graphql<{ users: { email: string }[] }>(USERS, {
        w: northside,
        l: 100,
      });
      const emails = res.data!.users.map((u) => u.email);
      expect(emails).toContain(PERSONAS.lakesidePsr);
      for (const e of [
        PERSONAS.northsidePsr,
        PERSONAS.northsideNurse,
        PERSONAS.coordinator,
        PERSONAS.admin,
        PERSONAS.provider,
      ]) {
        expect(emails).not.toContain(e);
      }
    });

    it('lists users to admins only: a manager imports by e-mail and browses nobody', async () => {
      // Before issue 18 item 2 a manager found any importable user (and their role) by e-mail.
      for (const agent of [northPsr, nurse]) {
        const res = await agent.graphql(USERS, { k: PERSONAS.lakesidePsr, w: northside });
        expect(code(res)).toBe('FORBIDDEN');
        expect(res.data ?? null).toBeNull();
      }
    });

    it('refuses users_count to non-admins', async () => {
      const res = await northPsr.graphql('{ users_count }');
      expect(code(res)).toBe('FORBIDDEN');
    });
  });

  describe('save_clinic_user', () => {
    it('creates a pending user with default masks and e-mails the activation link', async () => {
      const input = newUser({ email: 'Fresh.Hire@Example.test', permission: undefined });
      delete (input as Record<string, unknown>)['permission'];
      const res = await northPsr.graphql<{ save_clinic_user: ClinicUser }>(SAVE_CLINIC_USER, {
        c: northside,
        u: input,
      });
      expect(res.errors).toBeUndefined();
      const u = res.data!.save_clinic_user;
      expect(u).toMatchObject({
        email: 'fresh.hire@example.test',
        firstname: 'Nora',
        role: { id: 4, name: 'nurse' },
        activated: false,
        is_primary: true,
        is_provider: false,
        permission: 4,
        notification: 1,
        phone: '312-555-0199',
        clinic: { id: String(northside), name: 'Northside Family Medicine' },
      });
      expect(u.permissions.filter((p) => p.value).map((p) => p.key)).toEqual(['SCHEDULE_REFERRAL']);
      const mail = await t.lastMailTo('fresh.hire@example.test');
      expect(mail?.subject).toBe('Activate your ReferralHub account');
      const link = linkFrom(mail?.text);
      expect(link.pathname).toBe('/account/activate');
      expect(link.searchParams.get('email')).toBe('fresh.hire@example.test');

      const again = await northPsr.graphql(SAVE_CLINIC_USER, {
        c: northside,
        u: newUser({ email: 'fresh.hire@example.test' }),
      });
      expect(validation(again)).toEqual({ email: ['The email has already been taken.'] });
    });

    it.each([
      [{ role_id: 0 }, 'role_id', 'Please select role'],
      [{ role_id: 1 }, 'role_id', 'Please select a valid role'],
      [{ role_id: 6 }, 'role_id', 'Please select a valid role'],
      [{ email: '' }, 'email', 'Email is required'],
      [{ email: 'not-an-email' }, 'email', 'Invalid email'],
      [{ firstname: ' ' }, 'firstname', 'First name is required'],
      [{ lastname: '' }, 'lastname', 'Last name is required'],
      [{ phone: '312-555' }, 'phone', 'Phone number must have 10 digits'],
      [{ permission: 8 }, 'permission', 'Invalid settings'],
      [{ notification: -1 }, 'notification', 'Invalid settings'],
    ])('refuses %j with the field message', async (over, field, message) => {
      const res = await northPsr.graphql(SAVE_CLINIC_USER, { c: northside, u: newUser(over) });
      expect(code(res)).toBe('VALIDATION');
      expect((validation(res) as Record<string, string[]>)[field]).toEqual([message]);
    });

    it('is for managers of the clinic and admins only', async () => {
      const byNurse = await nurse.graphql(SAVE_CLINIC_USER, { c: northside, u: newUser() });
      expect(code(byNurse)).toBe('FORBIDDEN');
      const otherClinic = await lakePsr.graphql(SAVE_CLINIC_USER, { c: northside, u: newUser() });
      expect(code(otherClinic)).toBe('NOT_FOUND');
      const missing = await admin.graphql(SAVE_CLINIC_USER, { c: 999999, u: newUser() });
      expect(code(missing)).toBe('NOT_FOUND');
      const byAdmin = await admin.graphql<{ save_clinic_user: ClinicUser }>(SAVE_CLINIC_USER, {
        c: riverside,
        u: newUser({ role_id: 3, permission: 7 }),
      });
      expect(byAdmin.data!.save_clinic_user).toMatchObject({
        role: { name: 'med_director' },
        permission: 7,
      });
    });
  });

  describe('user and user_by_clinic', () => {
    it('shows an admin every clinic of a user, a manager only the clinics they manage', async () => {
      const coordinator = await uuidOf(PERSONAS.coordinator);
      type D = { user: { email: string; clinics: ClinicUser[] } };
      const all = await admin.graphql<D>(USER, { u: coordinator.uuid });
      expect(all.data!.user.clinics.map((c) => c.clinic!.name).sort()).toEqual([
        'Lakeside Cardiology',
        'Northside Family Medicine',
      ]);
      const managed = await northPsr.graphql<D>(USER, { u: coordinator.uuid });
      expect(managed.data!.user.clinics.map((c) => [c.clinic!.name, c.permission])).toEqual([
        ['Northside Family Medicine', 7],
      ]);
      const notManaged = await nurse.graphql(USER, { u: coordinator.uuid });
      expect(code(notManaged)).toBe('NOT_FOUND');
      const self = await nurse.graphql<D>(USER, {
        u: (await uuidOf(PERSONAS.northsideNurse)).uuid,
      });
      expect(self.data!.user.clinics.map((c) => c.permission)).toEqual([4]);
      const bogus = await admin.graphql(USER, { u: 'not-a-uuid' });
      expect(code(bogus)).toBe('NOT_FOUND');
    });

    it('reads one membership in scope and hides the rest', async () => {
      const nurseRow = await uuidOf(PERSONAS.northsideNurse);
      const ok = await northPsr.graphql<{ user_by_clinic: ClinicUser }>(USER_BY_CLINIC, {
        u: nurseRow.uuid,
        c: northside,
      });
      expect(ok.data!.user_by_clinic).toMatchObject({
        email: PERSONAS.northsideNurse,
        role: { name: 'nurse' },
        permission: 4,
        notification: 1,
      });
      const otherStaff = await lakePsr.graphql(USER_BY_CLINIC, { u: nurseRow.uuid, c: northside });
      expect(code(otherStaff)).toBe('NOT_FOUND');
      const notMember = await admin.graphql(USER_BY_CLINIC, { u: nurseRow.uuid, c: lakeside });
      expect(code(notMember)).toBe('NOT_FOUND');
      const provider = await riverPsr.graphql<{ user_by_clinic: ClinicUser }>(USER_BY_CLINIC, {
        u: (await uuidOf(PERSONAS.provider)).uuid,
        c: riverside,
      });
      expect(provider.data!.user_by_clinic).toMatchObject({
        is_provider: true,
        role: { name: 'provider' },
      });
    });
  });

  describe('save_user', () => {
    it('lets a manager edit names, phone and role of a member', async () => {
      const created = await northPsr.graphql<{ save_clinic_user: ClinicUser }>(SAVE_CLINIC_USER, {
        c: northside,
        u: newUser(),
      });
      const target = created.data!.save_clinic_user;
      const res = await northPsr.graphql<{ save_user: ClinicUser }>(SAVE_USER, {
        uuid: target.uuid,
        u: { firstname: ' Nadia ', lastname: 'Quill', phone: '3125550198', role_id: 5 },
      });
      expect(res.errors).toBeUndefined();
      expect(res.data!.save_user).toMatchObject({
        firstname: 'Nadia',
        lastname: 'Quill',
        phone: '312-555-0198',
        role: { name: 'med_assistant' },
        clinic: { name: 'Northside Family Medicine' },
      });
      const withMasks = await northPsr.graphql<{ save_user: ClinicUser }>(SAVE_USER, {
        uuid: target.uuid,
        u: { firstname: 'Nadia', lastname: 'Quill', permission: 3, notification: 5 },
        c: northside,
      });
      expect(withMasks.data!.save_user).toMatchObject({ permission: 3, notification: 5 });
    });

    it.each([
      [{ firstname: '', lastname: 'X' }, 'firstname', 'First name is required'],
      [{ firstname: 'X', lastname: ' ' }, 'lastname', 'Last name is required'],
      [{ firstname: 'X', lastname: 'Y', phone: '12' }, 'phone', 'Phone number must have 10 digits'],
      [{ firstname: 'X', lastname: 'Y', role_id: 1 }, 'role_id', 'Please select a valid role'],
    ])('refuses %j with the field message', async (u, field, message) => {
      const nurseRow = await uuidOf(PERSONAS.northsideNurse);
      const res = await northPsr.graphql(SAVE_USER, { uuid: nurseRow.uuid, u });
      expect((validation(res) as Record<string, string[]>)[field]).toEqual([message]);
    });

    it('lets users edit their own names but not their role', async () => {
      const self = await uuidOf(PERSONAS.northsideNurse);
      const ok = await nurse.graphql<{ save_user: ClinicUser }>(SAVE_USER, {
        uuid: self.uuid,
        u: { firstname: 'Nina', lastname: 'Okafor-Reyes', role_id: 4 },
      });
      expect(ok.data!.save_user).toMatchObject({
        lastname: 'Okafor-Reyes',
        role: { name: 'nurse' },
      });
      const role = await nurse.graphql(SAVE_USER, {
        uuid: self.uuid,
        u: { firstname: 'Nina', lastname: 'Okafor', role_id: 2 },
      });
      expect(validation(role)).toEqual({ role_id: ['You cannot change your own role.'] });
    });

    it('keeps provider users read-only and other clinics out of reach', async () => {
      const provider = await uuidOf(PERSONAS.provider);
      const res = await riverPsr.graphql(SAVE_USER, {
        uuid: provider.uuid,
        u: { firstname: 'Wei', lastname: 'Chen', role_id: 2 },
      });
      expect(code(res)).toBe('FORBIDDEN');
      const byAdmin = await admin.graphql(SAVE_USER, {
        uuid: provider.uuid,
        u: { firstname: 'Wei', lastname: 'Chen' },
      });
      expect(code(byAdmin)).toBe('FORBIDDEN');
      const [unchanged] = await t.db.select().from(users).where(eq(users.id, provider.id));
      expect(unchanged!.roleId).toBe(6);

      const nurseRow = await uuidOf(PERSONAS.northsideNurse);
      const foreign = await lakePsr.graphql(SAVE_USER, {
        uuid: nurseRow.uuid,
        u: { firstname: 'Hacked', lastname: 'Name' },
      });
      expect(code(foreign)).toBe('NOT_FOUND');
      const staffOfClinic = await nurse.graphql(SAVE_USER, {
        uuid: (await uuidOf(PERSONAS.northsidePsr)).uuid,
        u: { firstname: 'Hacked', lastname: 'Name' },
      });
      expect(code(staffOfClinic)).toBe('NOT_FOUND');
      const [psr] = await t.db.select().from(users).where(eq(users.email, PERSONAS.northsidePsr));
      expect(psr!.firstname).toBe('Paula');
    });
  });

  describe('add_user_to_clinic, make_primary_clinic and delete_user_clinic', () => {
    it('imports an existing user by the registered e-mail typed, with masks 4 and 1, once', async () => {
      const target = await uuidOf(PERSONAS.lakesidePsr);
      // Stored lower-case: the typed e-mail matches whatever its case and surrounding spaces.
      const res = await northPsr.graphql<{ add_user_to_clinic: ClinicUser }>(ADD_USER_DEFAULTS, {
        e: ' PSR@Lakeside.Demo.Test ',
        c: northside,
      });
      expect(res.errors).toBeUndefined();
      expect(res.data!.add_user_to_clinic).toMatchObject({
        email: PERSONAS.lakesidePsr,
        permission: 4,
        notification: 1,
        is_primary: false,
        clinic: { name: 'Northside Family Medicine' },
      });
      // The clinic's members are listed to its managers: saying so tells them nothing new.
      const again = await northPsr.graphql(ADD_USER_DEFAULTS, {
        e: PERSONAS.lakesidePsr,
        c: northside,
      });
      expect(validation(again)).toEqual({
        email: ['The user is already a member of this clinic.'],
      });

      const removed = await northPsr.graphql<{ delete_user_clinic: boolean }>(DELETE, {
        c: northside,
        u: target.id,
        p: false,
      });
      expect(removed.data!.delete_user_clinic).toBe(true);
      const gone = await northPsr.graphql(USER_BY_CLINIC, { u: target.uuid, c: northside });
      expect(code(gone)).toBe('NOT_FOUND');
      const stillLakeside = await lakePsr.graphql<{ user_by_clinic: ClinicUser }>(USER_BY_CLINIC, {
        u: target.uuid,
        c: lakeside,
      });
      expect(stillLakeside.data!.user_by_clinic.is_primary).toBe(true);
    });

    it('answers every e-mail it may not import the same, and matches the e-mail exactly', async () => {
      const notImportable = [
        'nobody@northside.demo.test', // no such account
        PERSONAS.admin, // platform staff
        PERSONAS.provider, // a provider user
        'psr@lakeside.demo.tes', // a prefix of a real e-mail
        'sr@lakeside.demo.test', // a suffix of one
        'psr+1@lakeside.demo.test', // a variant of one
      ];
      const answers = [];
      for (const e of notImportable) {
        const res = await northPsr.graphql(ADD_USER, { e, c: northside });
        expect(res.data ?? null, e).toBeNull();
        answers.push(answerOf(res));
      }
      const notFound = {
        message: 'No user with this registered e-mail can be imported.',
        code: 'NOT_FOUND',
        validation: { email: ['No user with this registered e-mail can be imported.'] },
      };
      expect(answers).toEqual(notImportable.map(() => notFound));
      for (const e of [PERSONAS.admin, PERSONAS.provider]) {
        const [u] = await t.db.select().from(users).where(eq(users.email, e));
        const membership = await admin.graphql(USER_BY_CLINIC, { u: u!.uuid, c: northside });
        expect(code(membership), e).toBe('NOT_FOUND');
      }
    });

    it('answers a user outside the clinic "not found" on save_user_clinic, whatever their role', async () => {
      const MASKS = `mutation($u: ID!, $c: ID!) { save_user_clinic(user_id: $u, clinic_id: $c, permission: 4, notification: 1) { id } }`;
      const answers = [];
      for (const email of [PERSONAS.provider, PERSONAS.admin, PERSONAS.riversidePsr]) {
        const u = await uuidOf(email);
        answers.push(answerOf(await northPsr.graphql(MASKS, { u: u.id, c: northside })));
      }
      answers.push(answerOf(await northPsr.graphql(MASKS, { u: '99999999', c: northside })));
      const notFound = { message: 'User not found.', code: 'NOT_FOUND', validation: undefined };
      expect(answers).toEqual(answers.map(() => notFound));
    });

    it('refuses a blank e-mail, non-managers and other clinics', async () => {
      const blank = await northPsr.graphql(ADD_USER, { e: ' ', c: northside });
      expect(validation(blank)).toEqual({ email: ['Email is required'] });
      const hugeClinic = await northPsr.graphql(DELETE, { c: '99999999999', u: '1' });
      expect(code(hugeClinic)).toBe('NOT_FOUND');
      const target = PERSONAS.riversidePsr;
      expect(code(await nurse.graphql(ADD_USER, { e: target, c: northside }))).toBe('FORBIDDEN');
      expect(code(await lakePsr.graphql(ADD_USER, { e: target, c: northside }))).toBe('NOT_FOUND');
    });

    it('limits how many e-mails a manager tries per clinic, found or not', async () => {
      const max = IMPORT_USER_LIMITS.perManagerClinic.max;
      for (let i = 0; i < max; i++) {
        const res = await riverPsr.graphql(ADD_USER, { e: `guess${i}@example.test`, c: riverside });
        expect(code(res), String(i)).toBe('NOT_FOUND');
      }
      // The next try is refused even for an importable user, who is not added.
      const limited = await riverPsr.graphql(ADD_USER, { e: PERSONAS.lakesidePsr, c: riverside });
      expect(code(limited)).toBe('RATE_LIMITED');
      const target = await uuidOf(PERSONAS.lakesidePsr);
      const membership = await admin.graphql(USER_BY_CLINIC, { u: target.uuid, c: riverside });
      expect(code(membership)).toBe('NOT_FOUND');
    });

    it('moves the primary flag for the user themselves only', async () => {
      const coordinator = await signedInAgent(t, PERSONAS.coordinator);
      const me = await uuidOf(PERSONAS.coordinator);
      const res = await coordinator.graphql<{ make_primary_clinic: boolean }>(PRIMARY, {
        u: me.uuid,
        c: lakeside,
      });
      expect(res.data!.make_primary_clinic).toBe(true);
      const detail = await admin.graphql<{ user: { clinics: ClinicUser[] } }>(USER, { u: me.uuid });
      const primary = Object.fromEntries(
        detail.data!.user.clinics.map((c) => [c.clinic!.name, c.is_primary]),
      );
      expect(primary).toEqual({ 'Lakeside Cardiology': true, 'Northside Family Medicine': false });
      const other = await coordinator.graphql(PRIMARY, {
        u: (await uuidOf(PERSONAS.northsideNurse)).uuid,
        c: northside,
      });
      expect(code(other)).toBe('NOT_FOUND');
      const notMember = await coordinator.graphql(PRIMARY, { u: me.uuid, c: riverside });
      expect(code(notMember)).toBe('NOT_FOUND');
    });

    it('removes members only for managers, never oneself or a provider', async () => {
      const psr = await uuidOf(PERSONAS.northsidePsr);
      const self = await northPsr.graphql(DELETE, { c: northside, u: psr.id });
      expect(validation(self)).toEqual({ user_id: ['You cannot remove yourself from a clinic.'] });
      const nurseRow = await uuidOf(PERSONAS.northsideNurse);
      expect(code(await lakePsr.graphql(DELETE, { c: northside, u: nurseRow.id }))).toBe(
        'NOT_FOUND',
      );
      expect(code(await nurse.graphql(DELETE, { c: northside, u: psr.id }))).toBe('FORBIDDEN');
      const provider = await uuidOf(PERSONAS.provider);
      expect(code(await riverPsr.graphql(DELETE, { c: riverside, u: provider.id }))).toBe(
        'FORBIDDEN',
      );
    });
  });
});
