import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MANUALLY_CREATED, REFERRAL_LISTS, type ReferralListName } from '@app/shared';
import {
  appointments,
  clinics,
  patients,
  referralNotes,
  referrals,
} from '../src/db/schema/index.js';
import { DEMO_RECEIVED } from '../src/seed/demo-received-referrals.js';
import type { Agent } from './agent.js';
import { DB_KINDS } from './harness.js';
import { PERSONAS } from './personas.js';
import { appSuite } from './suite.js';

interface Row {
  patient_name: string | null;
  status: string;
  status_label: string;
  appointment_date: string | null;
  aging_days: number | null;
}

async function rowsOf(agent: Agent, list: ReferralListName): Promise<Row[]> {
  const res = await agent.graphql<Record<string, { rows: Row[] }>>(
    `{ ${list}(first: 50) { rows { patient_name status status_label appointment_date aging_days } } }`,
  );
  expect(res.errors, list).toBeUndefined();
  return res.data![list]!.rows;
}

const RECEIVED_LISTS = (Object.keys(REFERRAL_LISTS) as ReferralListName[]).filter(
  (name) => REFERRAL_LISTS[name].side === 'received',
);

/** The lifecycle statuses each direction between Northside and Lakeside is seeded in. */
const LIFECYCLE = [
  'sent',
  'under_review',
  'accepted',
  'scheduled',
  'declined',
  'rec_completed',
  'ref_completed',
];

describe.each(DB_KINDS)('received demo referrals on %s', (kind) => {
  const { t, agents } = appSuite(kind, { lake: PERSONAS.lakesidePsr, admin: PERSONAS.admin });

  async function seeded() {
    return t.db
      .select({
        id: referrals.id,
        status: referrals.status,
        source: referrals.source,
        isFax: referrals.isFax,
        reason: referrals.reason,
        acceptedAt: referrals.acceptedAt,
        completedAt: referrals.completedAt,
        from: clinics.code,
        receiverId: referrals.clinicReceiverId,
        referrerId: referrals.clinicReferrerId,
        lastname: patients.lastname,
      })
      .from(referrals)
      .innerJoin(clinics, eq(clinics.id, referrals.clinicReferrerId))
      .innerJoin(patients, eq(patients.id, referrals.patientId))
      .where(
        inArray(
          patients.lastname,
          DEMO_RECEIVED.map((d) => d.patient[1]),
        ),
      );
  }

  it('fills every received list of Lakeside, and its faxed list', async () => {
    for (const list of [...RECEIVED_LISTS, 'referral_faxed_sent' as const]) {
      expect((await rowsOf(agents.lake, list)).length, list).toBeGreaterThan(0);
    }
    const active = await rowsOf(agents.lake, 'referral_active_received');
    expect(active.find((r) => r.patient_name === 'Adele Goldberg')?.status_label).toBe(
      MANUALLY_CREATED,
    );
  });

  it('shows the appointments more than 7 days past on the aging list, not the upcoming ones', async () => {
    const aging = await rowsOf(agents.admin, 'referrals_aging');
    const names = aging.map((r) => r.patient_name);
    expect(names).toEqual(expect.arrayContaining(['Frances Allen', 'Richard Hamming']));
    expect(names).not.toContain('Dorothy Vaughan');
    const allen = aging.find((r) => r.patient_name === 'Frances Allen')!;
    expect(allen.status).toBe('scheduled');
    expect(allen.aging_days).toBeGreaterThan(7);
  });

  it('has every lifecycle status in both directions, written as the actions write them', async () => {
    const rows = await seeded();
    expect(rows).toHaveLength(DEMO_RECEIVED.length);
    for (const from of ['NORTHSIDE', 'LAKESIDE']) {
      const between = rows.filter((r) => r.from === from && !r.isFax);
      expect(new Set(between.map((r) => r.status)), from).toEqual(new Set(LIFECYCLE));
      expect(between.some((r) => r.source === 'manual')).toBe(true);
    }
    expect(rows.filter((r) => r.isFax).map((r) => r.status)).toEqual(
      expect.arrayContaining(['faxed_successfully', 'ref_completed']),
    );
    for (const r of rows) {
      const label = `${r.lastname} ${r.status}`;
      expect(r.reason !== null, label).toBe(r.status === 'declined');
      expect(r.completedAt !== null, label).toBe(r.status.endsWith('_completed'));
      if (['accepted', 'scheduled'].includes(r.status)) expect(r.acceptedAt, label).not.toBeNull();
    }
  });

  it('keeps the completion answers on the appointments and notes by both clinics', async () => {
    const rows = await seeded();
    const completed = rows.filter((r) => r.status === 'ref_completed' && !r.isFax);
    const appts = await t.db
      .select()
      .from(appointments)
      .where(
        inArray(
          appointments.referralId,
          completed.map((r) => r.id),
        ),
      );
    expect(new Set(appts.map((a) => a.appointmentMaintained))).toEqual(
      new Set(['yes', 'no', 'not_applicable']),
    );
    expect(appts.find((a) => a.appointmentMaintained === 'no')?.details).toEqual({
      reason: 'No Show',
      reason_kind: 'no_show',
    });
    const reviewed = rows.find((r) => r.lastname === 'Ritchie')!;
    const notes = await t.db
      .select()
      .from(referralNotes)
      .where(eq(referralNotes.referralId, reviewed.id));
    const by = (group: string, clinicId: number | null) =>
      notes.filter((n) => n.group === group && n.clinicId === clinicId).length;
    expect(by('internal', reviewed.referrerId)).toBeGreaterThan(0);
    expect(by('internal', reviewed.receiverId)).toBeGreaterThan(0);
    expect(by('external', reviewed.referrerId)).toBeGreaterThan(0);
    expect(by('external', reviewed.receiverId)).toBeGreaterThan(0);
    expect(notes.filter((n) => n.group === 'system').map((n) => n.note)).toEqual(
      expect.arrayContaining([
        'Referral sent to Lakeside Cardiology.',
        expect.stringMatching(/^Referral declined: /),
      ]),
    );
  });
});
