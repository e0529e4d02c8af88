import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_SETTINGS } from '@app/shared';
import { auditLog, clinicUsers, users } from '../src/db/schema/index.js';
import type { Agent } from './agent.js';
import { DB_KINDS, startTestApp, type TestApp } from './harness.js';
import { PERSONAS, clinicId, createStaffUser, signedInAgent } from './personas.js';

type Res = Awaited<ReturnType<Agent['graphql']>>;
const code = (r: Res) => r.errors?.[0]?.extensions?.['code'];
const validation = (r: Res) => r.errors?.[0]?.extensions?.['validation'];

const SAVE_USER_CLINIC = `mutation($u: ID!, $c: ID!, $p: Int!, $n: Int!) {
  save_user_clinic(user_id: $u, clinic_id: $c, permission: $p, notification: $n) {
    id permission notification permissions { key value } } }`;
const SAVE_USER = `mutation($uuid: String!, $u: UserUpdateInput!, $c: ID) {
  save_user(user_uuid: $uuid, user: $u, clinic_id: $c) { permission notification } }`;
const OWN_SETTINGS = `{ user_clinics_with_notification_settings {
  clinic { id name } notification notifications { key label value } } }`;
const SAVE_MASK = `mutation($c: ID!, $n: Int!) { save_user_notification_settings(clinic_id: $c, notification_settings: $n) {
  clinic { name } notification notifications { key value } } }`;
const SAVE_LIST = `mutation($c: ID!, $n: [Int!]!) { save_clinic_notification_settings(clinicId: $c, notificationSettings: $n) {
  clinic { name } notification notifications { key value } } }`;

interface Settings {
  clinic: { id: string; name: string };
  notification: number;
  notifications: { key: string; value: boolean }[];
}

describe.each(DB_KINDS)('permission masks and notification settings on %s', (kind) => {
  let t: TestApp;
  let northside: number;
  let lakeside: number;
  let riverside: number;
  const userRow = async (email: string) => {
    const [u] = await t.db.select().from(users).where(eq(users.email, email));
    return u!;
  };
  const maskOf = async (userId: number, clinic: number) => {
    const [m] = await t.db
      .select()
      .from(clinicUsers)
      .where(and(eq(clinicUsers.userId, userId), eq(clinicUsers.clinicId, clinic)));
    return m;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    northside = await clinicId(t, 'NORTHSIDE');
    lakeside = await clinicId(t, 'LAKESIDE');
    riverside = await clinicId(t, 'RIVERSIDE');
  });
  afterAll(async () => t?.close());

  describe('save_user_clinic', () => {
    it('lets a manager grant bits they hold', async () => {
      const psr = await signedInAgent(t, PERSONAS.northsidePsr);
      const target = await createStaffUser(t, {
        email: 'grant.me@example.test',
        clinicCode: 'NORTHSIDE',
        roleId: 4,
        permission: 4,
      });
      const res = await psr.graphql<{
        save_user_clinic: { permission: number; notification: number; permissions: unknown[] };
      }>(SAVE_USER_CLINIC, { u: target.id, c: northside, p: 7, n: 3 });
      expect(res.errors).toBeUndefined();
      expect(res.data!.save_user_clinic).toMatchObject({
        permission: 7,
        notification: 3,
        permissions: [
          { key: 'SEND_REFERRAL', value: true },
          { key: 'ACCEPT_REFERRAL', value: true },
          { key: 'SCHEDULE_REFERRAL', value: true },
        ],
      });
      expect((await maskOf(target.id, northside))!.permission).toBe(7);
      // Access changes are audited: who, whose, from and to.
      const [entry] = await t.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'user.masks.changed'), eq(auditLog.subjectId, String(target.id))),
        );
      expect(entry?.details).toMatchObject({
        clinicId: northside,
        from: { permission: 4 },
        to: { permission: 7, notification: 3 },
      });
    });

    it('refuses a manager granting a bit they lack', async () => {
      // Medical Admin of Lakeside: accept and schedule (6), no send (1).
      const medAdmin = await signedInAgent(t, PERSONAS.lakesideMedAdmin);
      const target = await createStaffUser(t, {
        email: 'lake.staff@example.test',
        clinicCode: 'LAKESIDE',
        roleId: 4,
        permission: 4,
      });
      const refused = await medAdmin.graphql(SAVE_USER_CLINIC, {
        u: target.id,
        c: lakeside,
        p: 5,
        n: 1,
      });
      expect(code(refused)).toBe('VALIDATION');
      expect(validation(refused)).toEqual({
        permission: ['You cannot grant a permission you do not hold.'],
      });
      expect((await maskOf(target.id, lakeside))!.permission).toBe(4);
      const viaSaveUser = await medAdmin.graphql(SAVE_USER, {
        uuid: target.uuid,
        u: { firstname: 'Lake', lastname: 'Staff', permission: 7 },
        c: lakeside,
      });
      expect(validation(viaSaveUser)).toEqual({
        permission: ['You cannot grant a permission you do not hold.'],
      });
      const allowed = await medAdmin.graphql<{ save_user_clinic: { permission: number } }>(
        SAVE_USER_CLINIC,
        { u: target.id, c: lakeside, p: 6, n: 1 },
      );
      expect(allowed.data!.save_user_clinic.permission).toBe(6);
      // Removing a bit the manager lacks from someone who has it is not a grant.
      const coordinator = await userRow(PERSONAS.coordinator);
      const lowered = await medAdmin.graphql<{ save_user_clinic: { permission: number } }>(
        SAVE_USER_CLINIC,
        { u: coordinator.id, c: lakeside, p: 6, n: 1 },
      );
      expect(lowered.data!.save_user_clinic.permission).toBe(6);
      // Keeping a bit the manager lacks while adding one they hold is allowed.
      const keeper = await createStaffUser(t, {
        email: 'lake.keeper@example.test',
        clinicCode: 'LAKESIDE',
        roleId: 4,
        permission: 5,
      });
      const kept = await medAdmin.graphql<{ save_user_clinic: { permission: number } }>(
        SAVE_USER_CLINIC,
        { u: keeper.id, c: lakeside, p: 7, n: 1 },
      );
      expect(kept.data!.save_user_clinic.permission).toBe(7);
    });

    it('never lets users raise their own mask', async () => {
      const self = await createStaffUser(t, {
        email: 'self.raise@example.test',
        clinicCode: 'NORTHSIDE',
        roleId: 2,
        permission: 4,
      });
      const agent = await signedInAgent(t, 'self.raise@example.test');
      const raised = await agent.graphql(SAVE_USER_CLINIC, {
        u: self.id,
        c: northside,
        p: 7,
        n: 1,
      });
      expect(validation(raised)).toEqual({
        permission: ['You cannot raise your own permissions.'],
      });
      const viaSaveUser = await agent.graphql(SAVE_USER, {
        uuid: self.uuid,
        u: { firstname: 'Self', lastname: 'Raise', permission: 5 },
        c: northside,
      });
      expect(validation(viaSaveUser)).toEqual({
        permission: ['You cannot raise your own permissions.'],
      });
      expect((await maskOf(self.id, northside))!.permission).toBe(4);
      // A staff member who does not manage the clinic cannot change masks at all.
      const nurse = await signedInAgent(t, PERSONAS.northsideNurse);
      const nurseRow = await userRow(PERSONAS.northsideNurse);
      const byNurse = await nurse.graphql(SAVE_USER_CLINIC, {
        u: nurseRow.id,
        c: northside,
        p: 7,
        n: 1,
      });
      expect(code(byNurse)).toBe('FORBIDDEN');
      expect((await maskOf(nurseRow.id, northside))!.permission).toBe(4);
    });

    it('keeps other clinics, providers and invalid masks out', async () => {
      const lakePsr = await signedInAgent(t, PERSONAS.lakesidePsr);
      const nurseRow = await userRow(PERSONAS.northsideNurse);
      const foreign = await lakePsr.graphql(SAVE_USER_CLINIC, {
        u: nurseRow.id,
        c: northside,
        p: 7,
        n: 1,
      });
      expect(code(foreign)).toBe('NOT_FOUND');
      // The nurse is no member of Lakeside: not found there either.
      const notMember = await lakePsr.graphql(SAVE_USER_CLINIC, {
        u: nurseRow.id,
        c: lakeside,
        p: 4,
        n: 1,
      });
      expect(code(notMember)).toBe('NOT_FOUND');
      const riverPsr = await signedInAgent(t, PERSONAS.riversidePsr);
      const provider = await userRow(PERSONAS.provider);
      const byProvider = await riverPsr.graphql(SAVE_USER_CLINIC, {
        u: provider.id,
        c: riverside,
        p: 4,
        n: 1,
      });
      expect(code(byProvider)).toBe('FORBIDDEN');
      const psr = await signedInAgent(t, PERSONAS.northsidePsr);
      const invalid = await psr.graphql(SAVE_USER_CLINIC, {
        u: nurseRow.id,
        c: northside,
        p: 8,
        n: 16,
      });
      expect(validation(invalid)).toEqual({
        permission: ['Invalid settings'],
        notification: ['Invalid settings'],
      });
    });

    it('lets an admin set any mask in any clinic', async () => {
      const admin = await signedInAgent(t, PERSONAS.admin);
      const medAdmin = await userRow(PERSONAS.lakesideMedAdmin);
      const res = await admin.graphql<{ save_user_clinic: { permission: number } }>(
        SAVE_USER_CLINIC,
        { u: medAdmin.id, c: lakeside, p: 7, n: 15 },
      );
      expect(res.data!.save_user_clinic.permission).toBe(7);
    });
  });

  describe('notification settings per clinic', () => {
    it('round-trips each clinic separately, as a mask and as a list', async () => {
      const agent = await signedInAgent(t, PERSONAS.coordinator);
      const before = await agent.graphql<{ user_clinics_with_notification_settings: Settings[] }>(
        OWN_SETTINGS,
      );
      const list = before.data!.user_clinics_with_notification_settings;
      expect(list.map((s) => [s.clinic.name, s.notification])).toEqual([
        ['Northside Family Medicine', 1],
        ['Lakeside Cardiology', 1],
      ]);
      expect(list[0]!.notifications.map((n) => n.key)).toEqual(
        NOTIFICATION_SETTINGS.map((s) => s.key),
      );

      const mask = await agent.graphql<{ save_user_notification_settings: Settings }>(SAVE_MASK, {
        c: lakeside,
        n: 5,
      });
      expect(mask.data!.save_user_notification_settings).toMatchObject({
        clinic: { name: 'Lakeside Cardiology' },
        notification: 5,
      });
      const asList = await agent.graphql<{ save_clinic_notification_settings: Settings }>(
        SAVE_LIST,
        { c: northside, n: [0, 1, 1, 0] },
      );
      expect(asList.data!.save_clinic_notification_settings.notification).toBe(6);
      expect(
        asList.data!.save_clinic_notification_settings.notifications.map((n) => n.value),
      ).toEqual([false, true, true, false]);

      const after = await agent.graphql<{ user_clinics_with_notification_settings: Settings[] }>(
        OWN_SETTINGS,
      );
      expect(
        after.data!.user_clinics_with_notification_settings.map((s) => [
          s.clinic.name,
          s.notification,
        ]),
      ).toEqual([
        ['Northside Family Medicine', 6],
        ['Lakeside Cardiology', 5],
      ]);
      // The current clinic's mask is what the profile shows.
      const me = await agent.graphql<{ me: { notifications: { value: boolean }[] } }>(
        '{ me { notifications { key value } } }',
      );
      expect(me.data!.me.notifications.map((n) => n.value)).toEqual([false, true, true, false]);
      // Own notification mask through save_user (profile) works without managing the clinic.
      const coordinator = await userRow(PERSONAS.coordinator);
      const viaProfile = await agent.graphql<{ save_user: { notification: number } }>(SAVE_USER, {
        uuid: coordinator.uuid,
        u: { firstname: 'Carlos', lastname: 'Mendez', notification: 15 },
        c: northside,
      });
      expect(viaProfile.data!.save_user.notification).toBe(15);
    });

    it('refuses invalid settings and clinics the user is not in', async () => {
      const agent = await signedInAgent(t, PERSONAS.northsideNurse);
      const big = await agent.graphql(SAVE_MASK, { c: northside, n: 16 });
      expect(validation(big)).toEqual({ notification_settings: ['Invalid settings'] });
      const notBinary = await agent.graphql(SAVE_LIST, { c: northside, n: [1, 2] });
      expect(code(notBinary)).toBe('VALIDATION');
      const tooLong = await agent.graphql(SAVE_LIST, { c: northside, n: [1, 1, 1, 1, 1] });
      expect(code(tooLong)).toBe('VALIDATION');
      const foreign = await agent.graphql(SAVE_MASK, { c: lakeside, n: 1 });
      expect(code(foreign)).toBe('NOT_FOUND');
      const admin = await signedInAgent(t, PERSONAS.admin);
      const none = await admin.graphql<{ user_clinics_with_notification_settings: unknown[] }>(
        OWN_SETTINGS,
      );
      expect(none.data!.user_clinics_with_notification_settings).toEqual([]);
    });
  });
});
