import { eq, inArray } from 'drizzle-orm';
import { appointments, clinics, patients, referrals, users } from '../src/db/schema/index.js';
import type { TestApp } from './harness.js';
import { PERSONAS } from './personas.js';
import type { DemoIds } from './referrals-kit.js';

/**
 * Hand-counted report fixtures (issue 9), far from the demo data's dates: the suite's clock
 * stands at NOW, so that the dashboard's twelve months (Feb 2020 - Jan 2021) hold only these.
 * Times are UTC instants of US/Central wall-clock times: CST is UTC-6, CDT (to Nov 1 2020) UTC-5.
 */
export const NOW = new Date('2021-01-15T18:00:00Z'); // Jan 15 2021 12:00 CST

export const SENT = {
  /** Dec 31 2020 23:59 CST: December, Q4, 2020. */
  A: '2021-01-01T05:59:00Z',
  /** Jan 1 2021 00:00 CST: January, Q1, 2021. */
  B: '2021-01-01T06:00:00Z',
  /** Sep 30 2020 23:59 CDT: September, Q3. */
  C: '2020-10-01T04:59:00Z',
  /** Oct 1 2020 00:00 CDT: October, Q4. */
  D: '2020-10-01T05:00:00Z',
  /** Nov 30 2020 23:59 CST: November. */
  E: '2020-12-01T05:59:00Z',
  /** Dec 1 2020 00:00 CST: December. */
  F: '2020-12-01T06:00:00Z',
  G: '2020-12-15T18:00:00Z',
  H: '2020-12-10T18:00:00Z',
  K: '2020-12-20T18:00:00Z',
  /** Aug 10 2020: an order not approved (rejected in November by its last change). */
  Y: '2020-08-10T17:00:00Z',
} as const;

export type Key = keyof typeof SENT | 'X' | 'Z';

export interface Fixtures {
  uuid: Record<Key, string>;
  id: Record<Key, number>;
  /** The 30 scheduled referrals of June 2019 (beyond a grid page), newest first as exported. */
  june: number[];
  names: Record<'northside' | 'lakeside' | 'riverside' | 'northpeds', string>;
  users: Record<'paula' | 'nurse' | 'lake' | 'medadmin' | 'river', { id: number; name: string }>;
}

/**
 * Inserts the fixtures: Northside (N) sends A-F, K, Y to Lakeside (L) except F (to Riverside,
 * by fax); Lakeside sends G to Northside, Riverside sends H to Lakeside. X is a Northside draft
 * and Z a deleted referral, both within the ranges: neither ever counts.
 */
export async function insertReportFixtures(t: TestApp, ids: DemoIds): Promise<Fixtures> {
  const people = await t.db
    .select()
    .from(users)
    .where(
      inArray(users.email, [
        PERSONAS.northsidePsr,
        PERSONAS.northsideNurse,
        PERSONAS.lakesidePsr,
        PERSONAS.lakesideMedAdmin,
        PERSONAS.riversidePsr,
      ]),
    );
  const user = (email: string) => {
    const u = people.find((p) => p.email === email)!;
    return { id: u.id, name: `${u.firstname} ${u.lastname}` };
  };
  const who = {
    paula: user(PERSONAS.northsidePsr),
    nurse: user(PERSONAS.northsideNurse),
    lake: user(PERSONAS.lakesidePsr),
    medadmin: user(PERSONAS.lakesideMedAdmin),
    river: user(PERSONAS.riversidePsr),
  };
  const clinicName = async (id: number) =>
    (await t.db.select().from(clinics).where(eq(clinics.id, id)))[0]!.name;

  let n = 0;
  const patient = async (firstname: string, lastname: string) =>
    (
      await t.db
        .insert(patients)
        .values({ firstname, lastname, birthdate: '1980-01-02' })
        .returning()
    )[0]!.id;
  const insert = async (v: Partial<typeof referrals.$inferInsert> & { sent: string }) => {
    const { sent, ...values } = v;
    const [r] = await t.db
      .insert(referrals)
      .values({
        clinicReferrerId: ids.northside,
        clinicReceiverId: ids.lakeside,
        providerId: ids.patel,
        referrerId: who.paula.id,
        patientId: await patient(`Report${++n}`, 'Person'),
        status: 'sent',
        sentAt: new Date(sent),
        updatedAt: new Date(sent),
        ...values,
      })
      .returning();
    return r!;
  };
  const made = {
    A: await insert({
      sent: SENT.A,
      status: 'declined',
      reason: 'Not covered',
      declinedById: who.lake.id,
      diagnosis: '=SUM(A1:A2)',
      updatedAt: new Date('2021-01-02T18:00:00Z'),
    }),
    B: await insert({ sent: SENT.B, mrn: '+1' }),
    C: await insert({
      sent: SENT.C,
      status: 'ref_completed',
      referrerId: who.nurse.id,
      mrn: '-1',
    }),
    D: await insert({
      sent: SENT.D,
      status: 'accepted',
      acceptedById: who.medadmin.id,
      patientId: await patient('Ann', 'O"Neil, Jr.'),
      diagnosis: 'Line one\nline "two", ok',
    }),
    E: await insert({ sent: SENT.E, status: 'scheduled', mrn: '@x' }),
    F: await insert({
      sent: SENT.F,
      status: 'under_review',
      clinicReceiverId: ids.riverside,
      providerId: ids.chen,
      referrerId: who.nurse.id,
      isFax: true,
    }),
    G: await insert({
      sent: SENT.G,
      clinicReferrerId: ids.lakeside,
      clinicReceiverId: ids.northside,
      providerId: ids.carter,
      referrerId: who.lake.id,
    }),
    H: await insert({
      sent: SENT.H,
      status: 'declined',
      reason: 'Full',
      declinedById: who.medadmin.id,
      clinicReferrerId: ids.riverside,
      referrerId: who.river.id,
      updatedAt: new Date('2021-01-01T05:59:00Z'), // Dec 31 2020 23:59 CST
    }),
    K: await insert({ sent: SENT.K, status: 'under_review' }),
    Y: await insert({
      sent: SENT.Y,
      status: 'not_approved',
      isOrder: true,
      updatedAt: new Date('2020-11-15T18:00:00Z'),
    }),
    X: await insert({ sent: '2020-12-10T18:00:00Z', status: 'draft' }),
    Z: await insert({ sent: '2020-12-10T18:00:00Z', deletedAt: new Date(SENT.K) }),
  };
  await t.db.insert(appointments).values([
    {
      referralId: made.C.id,
      appointmentDate: new Date('2020-10-05T15:00:00Z'),
      appointmentMaintained: 'yes',
    },
    // Dec 5 2020 at 23:30 CST is Dec 6 in UTC: the file shows the US/Central day.
    { referralId: made.E.id, appointmentDate: new Date('2020-12-06T05:30:00Z') },
  ]);
  // June 2019: 30 Northside referrals, three at each instant (ties broken by id).
  const june: number[] = [];
  for (let i = 0; i < 30; i++) {
    const sent = new Date(Date.UTC(2019, 5, 1 + Math.floor(i / 3), 17)).toISOString();
    june.push((await insert({ sent, status: 'scheduled' })).id);
  }
  june.reverse();

  const entries = Object.entries(made) as [Key, { id: number; uuid: string }][];
  return {
    uuid: Object.fromEntries(entries.map(([k, r]) => [k, r.uuid])) as Record<Key, string>,
    id: Object.fromEntries(entries.map(([k, r]) => [k, r.id])) as Record<Key, number>,
    june,
    names: {
      northside: await clinicName(ids.northside),
      lakeside: await clinicName(ids.lakeside),
      riverside: await clinicName(ids.riverside),
      northpeds: await clinicName(ids.northpeds),
    },
    users: who,
  };
}
