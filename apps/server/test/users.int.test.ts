import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingFor, visibleMenuItems, type MenuItem, type ReferralPermission } from '@app/shared';
import { referrals } from '../src/db/schema/index.js';
import { DB_KINDS, startTestApp, type TestApp } from './harness.js';
import { PERSONAS, clinicId, signedInAgent } from './personas.js';

const ME = `{ me { uuid email full_name role { id name label } clinic { id name } clinics { id name }
  menu_items { id type title url icon tag } referral_permissions { key value }
  permissions { key label value } hasClinicFaxNumber actions { can_accept can_schedule can_endorse } } }`;

interface Me {
  uuid: string;
  role: { name: string };
  clinic: { id: string; name: string } | null;
  clinics: { id: string; name: string }[];
  menu_items: MenuItem[];
  referral_permissions: ReferralPermission[] | null;
  hasClinicFaxNumber: boolean;
  actions: { can_accept: boolean; can_schedule: boolean; can_endorse: boolean };
}

describe.each(DB_KINDS)('current user and clinic switch on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  const me = async (email: string) => {
    const agent = await signedInAgent(t, email);
    const res = await agent.graphql<{ me: Me }>(ME);
    return { agent, me: res.data!.me };
  };

  it.each([
    [
      PERSONAS.admin,
      '/dashboard',
      [
        'Dashboard',
        'Clinics',
        'Users',
        'Roles',
        'Referral Groups',
        'Documents',
        'Referrals',
        'Appointment Aging',
        'Faxes',
        'Received Faxes',
        'Export',
        'Analytics',
        'Notifications',
      ],
    ],
    [PERSONAS.provider, '/provider', ['Provider Portal', 'Notifications']],
    [
      PERSONAS.northsidePsr,
      '/referrals/active',
      [
        'Active Referrals',
        'Declined Referrals',
        'Completed Referrals',
        'Faxed Referrals',
        'Received Faxes',
        'Export',
        'Analytics',
        // A clinic manager (PSR, Medical Admin) reaches their clinic's screens from the menu.
        'My Clinic',
        'Referral Form Settings',
        'Register Clinic',
        'Notifications',
      ],
    ],
    [
      // Without SEND_REFERRAL: no faxed list (it has only a sent tab) and no Export (the sent
      // referrals' file, issue 18 item 3).
      PERSONAS.northsideNurse,
      '/referrals/active',
      [
        'Active Referrals',
        'Declined Referrals',
        'Completed Referrals',
        'Received Faxes',
        'Analytics',
        'Notifications',
      ],
    ],
  ])('%s lands on %s with its menu', async (email, landing, menu) => {
    const { me: user } = await me(email);
    expect(landingFor(user)).toEqual({ kind: 'path', path: landing });
    expect(visibleMenuItems(user.menu_items, user).map((m) => m.title)).toEqual(menu);
  });

  it('derives actions from the permission bits: a scheduler who cannot accept may endorse', async () => {
    const nurse = (await me(PERSONAS.northsideNurse)).me;
    expect(nurse.referral_permissions).toEqual([
      { key: 'SEND_REFERRAL', value: false },
      { key: 'ACCEPT_REFERRAL', value: false },
      { key: 'SCHEDULE_REFERRAL', value: true },
    ]);
    expect(nurse.actions).toEqual({ can_accept: false, can_schedule: true, can_endorse: true });
    const medAdmin = (await me(PERSONAS.lakesideMedAdmin)).me;
    expect(medAdmin.actions).toEqual({ can_accept: true, can_schedule: true, can_endorse: false });
  });

  it('switches between own clinics and refuses any other', async () => {
    const { agent, me: user } = await me(PERSONAS.coordinator);
    expect(user.clinics.map((c) => c.name)).toEqual([
      'Northside Family Medicine',
      'Lakeside Cardiology',
    ]);
    const lakeside = await clinicId(t, 'LAKESIDE');
    const switched = await agent.graphql<{ switch_clinic: Me }>(
      'mutation($u: String!, $c: ID!) { switch_clinic(userUuid: $u, clinicId: $c) { clinic { name } clinics { name } } }',
      { u: user.uuid, c: lakeside },
    );
    expect(switched.data!.switch_clinic.clinic!.name).toBe('Lakeside Cardiology');
    const after = (await agent.graphql<{ me: Me }>(ME)).data!.me;
    expect(after.clinics.map((c) => c.name)).toEqual([
      'Lakeside Cardiology',
      'Northside Family Medicine',
    ]);

    const riverside = await clinicId(t, 'RIVERSIDE');
    const foreign = await agent.graphql(
      'mutation($u: String!, $c: ID!) { switch_clinic(userUuid: $u, clinicId: $c) { uuid } }',
      { u: user.uuid, c: riverside },
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('counts referrals per month in US/Central for the admin dashboard', async () => {
    const from = await clinicId(t, 'NORTHSIDE');
    const to = await clinicId(t, 'LAKESIDE');
    // 2026-03-01 03:00 UTC is still February in Chicago.
    await t.db.insert(referrals).values([
      {
        status: 'sent',
        clinicReferrerId: from,
        clinicReceiverId: to,
        createdAt: new Date('2026-03-01T03:00:00Z'),
      },
      {
        status: 'accepted',
        clinicReferrerId: from,
        clinicReceiverId: to,
        createdAt: new Date('2026-03-10T15:00:00Z'),
      },
      {
        status: 'draft',
        clinicReferrerId: from,
        clinicReceiverId: to,
        createdAt: new Date('2026-03-11T15:00:00Z'),
      },
      {
        status: 'sent',
        clinicReferrerId: to,
        clinicReceiverId: from,
        createdAt: new Date('2026-03-12T15:00:00Z'),
      },
    ]);
    const admin = await signedInAgent(t, PERSONAS.admin);
    const q =
      'query($m: Int, $y: Int, $r: ID) { admin_referral_counts(month: $m, year: $y, clinic_referrer_id: $r) { month year count } }';
    const march = await admin.graphql<{ admin_referral_counts: unknown[] }>(q, { m: 3, y: 2026 });
    expect(march.data!.admin_referral_counts).toEqual([{ month: 3, year: 2026, count: 2 }]);
    const feb = await admin.graphql<{ admin_referral_counts: unknown[] }>(q, { m: 2, y: 2026 });
    expect(feb.data!.admin_referral_counts).toEqual([{ month: 2, year: 2026, count: 1 }]);
    const byClinic = await admin.graphql<{ admin_referral_counts: unknown[] }>(q, {
      m: 3,
      y: 2026,
      r: from,
    });
    expect(byClinic.data!.admin_referral_counts).toEqual([{ month: 3, year: 2026, count: 1 }]);
  });
});
