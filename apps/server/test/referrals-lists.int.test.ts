import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PERMISSION_NEEDS,
  REFERRAL_LISTS,
  REFERRAL_FROM_FAX,
  SUBMITTED_VIA_PUBLIC_FORM,
} from '@app/shared';
import { appointments, clinics, patients, referrals, users } from '../src/db/schema/index.js';
import type { Agent } from './agent.js';
import { DB_KINDS } from './harness.js';
import { PERSONAS } from './personas.js';
import { referralSuite } from './suite.js';

interface Row {
  uuid: string;
  status: string;
  status_label: string;
  patient_name: string | null;
  birthdate: string | null;
  is_fax: boolean;
  clinic_receiver: { name: string; is_fax: boolean } | null;
  clinic_referrer: { name: string } | null;
  referral_source: string;
  referral_source_note: string | null;
  decline_reason: string | null;
  appointment_date: string | null;
  appointment_maintained: string | null;
  not_maintained_reason: string | null;
  last_updated_by: string | null;
  aging_days: number | null;
  processing_days: number | null;
}
interface Page {
  rows: Row[];
  total_count: number;
  page_info: {
    start_cursor: string | null;
    end_cursor: string | null;
    has_next_page: boolean;
    has_previous_page: boolean;
  };
}

const FIELDS = `rows { uuid status status_label patient_name birthdate is_fax
  clinic_receiver { name is_fax } clinic_referrer { name } referral_source referral_source_note
  decline_reason appointment_date appointment_maintained not_maintained_reason last_updated_by aging_days processing_days }
  total_count page_info { start_cursor end_cursor has_next_page has_previous_page }`;

/** One list page; `args` is the GraphQL argument text, e.g. `first: 15, keyword: "x"`. */
async function list(agent: Agent, name: string, args = '') {
  const res = await agent.graphql<Record<string, Page>>(
    `{ ${name}${args ? `(${args})` : ''} { ${FIELDS} } }`,
  );
  return { page: res.data?.[name] ?? null, error: res.errors?.[0] };
}
async function rowsOf(agent: Agent, name: string, args = '') {
  const { page, error } = await list(agent, name, args);
  if (!page) throw new Error(`${name}: ${error?.message}`);
  return page.rows;
}
const uuids = (rows: Row[]) => rows.map((r) => r.uuid);
const KINDS: Record<string, string> = {
  'Patient Declined': 'patient_declined',
  'No Show': 'no_show',
};

describe.each(DB_KINDS)('referral lists on %s', (kind) => {
  const { t, ids, agents } = referralSuite(kind, {
    north: PERSONAS.northsidePsr,
    nurse: PERSONAS.northsideNurse,
    lake: PERSONAS.lakesidePsr,
    medadmin: PERSONAS.lakesideMedAdmin,
    river: PERSONAS.riversidePsr,
    doctor: PERSONAS.provider,
    admin: PERSONAS.admin,
  });
  const made: Record<string, string> = {};
  /** The 60 paging referrals in list order (updated_at desc, id desc). */
  let paging: string[] = [];

  beforeAll(async () => {
    const [paula] = await t.db.select().from(users).where(eq(users.email, PERSONAS.northsidePsr));
    const patient = async (firstname: string, lastname: string, birthdate: string) =>
      (await t.db.insert(patients).values({ firstname, lastname, birthdate }).returning())[0]!.id;
    const day = 86_400_000;
    const base = Date.now() - day;
    let n = 0;
    const insert = async (
      key: string,
      v: Partial<typeof referrals.$inferInsert> & {
        appointment?: Date;
        maintained?: string;
        why?: string;
      },
    ) => {
      const { appointment, maintained, why, ...values } = v;
      const [r] = await t.db
        .insert(referrals)
        .values({
          clinicReferrerId: ids.northside,
          clinicReceiverId: ids.lakeside,
          providerId: ids.patel,
          patientId: await patient(`Listed${key}`, 'Person', '1980-01-01'),
          sentAt: new Date(base),
          updatedById: paula!.id,
          updatedAt: new Date(base + ++n * 1000),
          status: 'sent',
          ...values,
        })
        .returning();
      if (appointment) {
        await t.db.insert(appointments).values({
          referralId: r!.id,
          appointmentDate: appointment,
          appointmentMaintained: maintained ?? null,
          // As the lifecycle stores it: Other keeps the typed text as the reason.
          details: why ? { reason: why, reason_kind: KINDS[why] ?? 'other' } : null,
        });
      }
      made[key] = r!.uuid;
    };
    await insert('accepted', {
      status: 'accepted',
      patientId: await patient('Zelda', 'Quill', '1971-03-04'),
    });
    await insert('declined', { status: 'declined', reason: 'Out of network' });
    const past = new Date(Date.now() - 10 * day);
    await insert('kept', { status: 'ref_completed', appointment: past, maintained: 'yes' });
    await insert('noShow', {
      status: 'ref_completed',
      appointment: past,
      maintained: 'no',
      why: 'No Show',
    });
    await insert('patientDeclined', {
      status: 'ref_completed',
      appointment: past,
      maintained: 'no',
      why: 'Patient Declined',
    });
    await insert('other', {
      status: 'ref_completed',
      appointment: past,
      maintained: 'no',
      why: 'Moved away',
    });
    await insert('recCompleted', { status: 'rec_completed', appointment: past });
    await insert('faxCompleted', {
      status: 'rec_completed',
      clinicReceiverId: ids.valley,
      providerId: ids.grant,
      isFax: true,
    });
    await insert('fromFax', {
      source: 'fax',
      clinicReferrerId: ids.lakeside,
      clinicReceiverId: ids.northside,
      providerId: ids.carter,
    });
    await insert('fromPublic', {
      source: 'public',
      clinicReferrerId: null,
      clinicReceiverId: ids.northside,
      providerId: ids.carter,
      referrerMetadata: { clinic_name: 'Public Practice' },
    });
    await insert('aged', { status: 'scheduled', appointment: past });
    await insert('recent', { status: 'scheduled', appointment: new Date(Date.now() - 2 * day) });
    await insert('deleted', { status: 'accepted', deletedAt: new Date() });
    // 60 referrals to page through; every three share updated_at, so the id breaks ties.
    const pageRows = Array.from({ length: 60 }, (_, i) => ({
      status: i % 2 ? 'under_review' : 'accepted',
      clinicReferrerId: ids.northside,
      clinicReceiverId: ids.northpeds,
      providerId: ids.alvarez,
      mrn: `PAGE-${i}`,
      updatedAt: new Date(base - 3_600_000 + Math.floor(i / 3) * 60_000),
    }));
    const [p] = await t.db
      .insert(patients)
      .values({ firstname: 'Pager', lastname: 'Tester', birthdate: '1999-09-09' })
      .returning();
    const inserted = await t.db
      .insert(referrals)
      .values(pageRows.map((r) => ({ ...r, patientId: p!.id })))
      .returning();
    paging = inserted
      .sort((a, b) => b.updatedAt!.getTime() - a.updatedAt!.getTime() || b.id - a.id)
      .map((r) => r.uuid);
  });

  it('lists the active sent and received referrals of the current clinic', async () => {
    const sent = await rowsOf(agents.north, 'referral_active_sent', 'first: 50');
    expect(uuids(sent)).toContain(made.accepted);
    expect(uuids(sent)).not.toContain(made.declined);
    expect(uuids(sent)).not.toContain(made.deleted);
    expect(sent.every((r) => r.clinic_referrer?.name === 'Northside Family Medicine')).toBe(true);
    expect(sent.some((r) => r.status === 'draft')).toBe(true);
    expect(new Set(sent.map((r) => r.status))).not.toContain('rec_completed');
    const accepted = sent.find((r) => r.uuid === made.accepted)!;
    expect(accepted).toMatchObject({
      patient_name: 'Zelda Quill',
      birthdate: '1971-03-04',
      status_label: 'Accepted',
      last_updated_by: 'Paula Reyes',
      clinic_receiver: { name: 'Lakeside Cardiology', is_fax: false },
    });

    const received = await rowsOf(agents.north, 'referral_active_received', 'first: 50');
    expect(received.every((r) => r.status !== 'draft')).toBe(true);
    const fax = received.find((r) => r.uuid === made.fromFax)!;
    expect(fax).toMatchObject({ status_label: 'Received', referral_source: REFERRAL_FROM_FAX });
    expect(received.find((r) => r.uuid === made.fromPublic)).toMatchObject({
      referral_source: '★ Public Practice',
      referral_source_note: SUBMITTED_VIA_PUBLIC_FORM,
    });
    // The same referral seen from the receiving clinic.
    const lakeReceived = await rowsOf(agents.lake, 'referral_active_received', 'first: 50');
    expect(lakeReceived.find((r) => r.uuid === made.accepted)).toMatchObject({
      referral_source: 'Northside Family Medicine',
      status_label: 'Accepted',
    });
  });

  it('lists declined and completed referrals with the label each side reads', async () => {
    const declined = await rowsOf(agents.lake, 'referral_declined_received');
    expect(declined.find((r) => r.uuid === made.declined)).toMatchObject({
      decline_reason: 'Out of network',
      status_label: 'Declined',
    });
    expect(uuids(await rowsOf(agents.north, 'referral_declined_sent'))).toContain(made.declined);

    const sent = await rowsOf(agents.north, 'referral_completed_sent', 'first: 50');
    expect(sent.find((r) => r.uuid === made.kept)?.status_label).toBe('Completed');
    expect(sent.find((r) => r.uuid === made.recCompleted)?.status_label).toBe('Scheduled');
    const received = await rowsOf(agents.lake, 'referral_completed_received', 'first: 50');
    expect(received.find((r) => r.uuid === made.kept)?.status_label).toBe('Scheduled');
    expect(received.find((r) => r.uuid === made.recCompleted)?.status_label).toBe('Completed');
  });

  it("filters the completed sent list by 'Appointment Maintained'", async () => {
    const by = async (m: string) =>
      uuids(
        await rowsOf(agents.north, 'referral_completed_sent', `appointment_maintained: ${m}`),
      ).filter((u) => Object.values(made).includes(u));
    expect(await by('yes')).toEqual([made.kept]);
    expect(await by('no_no_show')).toEqual([made.noShow]);
    expect(await by('no_patient_declined')).toEqual([made.patientDeclined]);
    expect(await by('no_other')).toEqual([made.other]);
    const rows = await rowsOf(agents.north, 'referral_completed_sent', 'first: 50');
    expect(rows.find((r) => r.uuid === made.other)).toMatchObject({
      appointment_maintained: 'no',
      not_maintained_reason: 'Moved away',
    });
    expect((await by('all')).sort()).toEqual(
      [
        made.kept,
        made.noShow,
        made.patientDeclined,
        made.other,
        made.recCompleted,
        made.faxCompleted,
      ].sort(),
    );
  });

  it('lists faxed sent referrals that are completed', async () => {
    // The demo data has completed fax referrals of its own (seed/demo-received-referrals.ts).
    const rows = (await rowsOf(agents.north, 'referral_faxed_sent')).filter((r) =>
      Object.values(made).includes(r.uuid),
    );
    expect(uuids(rows)).toEqual([made.faxCompleted]);
    expect(rows[0]!.clinic_receiver).toEqual({ name: 'Valley Orthopedics', is_fax: true });
  });

  it('searches by name or birthdate and filters by fax', async () => {
    for (const keyword of ['zelda', 'ELDA QU', 'quill zelda']) {
      const rows = await rowsOf(agents.north, 'referral_active_sent', `keyword: "${keyword}"`);
      expect(uuids(rows), keyword).toEqual([made.accepted]);
    }
    expect(await rowsOf(agents.north, 'referral_active_sent', 'keyword: "%"')).toEqual([]);
    const born = await rowsOf(agents.north, 'referral_active_sent', 'birthdate: "1971-03-04"');
    expect(uuids(born)).toEqual([made.accepted]);
    const bad = await list(agents.north, 'referral_active_sent', 'birthdate: "03/04/1971"');
    expect(bad.error?.extensions?.code).toBe('VALIDATION');

    const fax = await rowsOf(agents.north, 'referral_active_sent', 'is_fax: fax, first: 50');
    expect(fax.length).toBeGreaterThan(0);
    expect(fax.every((r) => r.is_fax)).toBe(true);
    const none = await rowsOf(agents.north, 'referral_active_sent', 'is_fax: none, first: 50');
    expect(none.length).toBeGreaterThan(0);
    expect(none.some((r) => r.is_fax)).toBe(false);
  });

  it('pages forward, backward and to the last page without duplicates or gaps', async () => {
    const args = (more: string) => `keyword: "Pager Tester", ${more}`;
    const forward: string[] = [];
    let after = '';
    let page: Page;
    do {
      page = (await list(agents.north, 'referral_active_sent', args(`first: 25${after}`))).page!;
      forward.push(...uuids(page.rows));
      expect(page.total_count).toBe(60);
      expect(page.page_info.has_previous_page).toBe(after !== '');
      after = `, after: "${page.page_info.end_cursor}"`;
    } while (page.page_info.has_next_page);
    expect(forward).toEqual(paging);

    const backward: string[][] = [];
    let before = '';
    do {
      page = (await list(agents.north, 'referral_active_sent', args(`last: 25${before}`))).page!;
      backward.unshift(uuids(page.rows));
      expect(page.page_info.has_next_page).toBe(before !== '');
      before = `, before: "${page.page_info.start_cursor}"`;
    } while (page.page_info.has_previous_page);
    expect(backward.map((p) => p.length)).toEqual([10, 25, 25]);
    expect(backward.flat()).toEqual(paging);

    // The UI's last page of 25-row pages holds the remainder: last 60 % 25.
    const lastPage = await rowsOf(agents.north, 'referral_active_sent', args('last: 10'));
    expect(uuids(lastPage)).toEqual(paging.slice(50));
  });

  it('counts the whole list with the page, through a fragment, and on an empty page', async () => {
    const pager = 'keyword: "Pager Tester"';
    const viaFragment = await agents.north.graphql<{ referral_active_sent: Page }>(
      `{ referral_active_sent(${pager}, first: 15) { ...Counted } }
       fragment Counted on ReferralListPage { rows { uuid } total_count }`,
    );
    expect(viaFragment.data?.referral_active_sent.rows).toHaveLength(15);
    expect(viaFragment.data?.referral_active_sent.total_count).toBe(60);
    // Past the oldest row no row carries the count: it is counted on its own.
    const oldest = (await list(agents.north, 'referral_active_sent', `${pager}, last: 1`)).page!;
    const after = `after: "${oldest.page_info.end_cursor}"`;
    const past = (await list(agents.north, 'referral_active_sent', `${pager}, ${after}`)).page!;
    expect(past.rows).toEqual([]);
    expect(past.total_count).toBe(60);
    const none = await list(agents.north, 'referral_active_sent', 'keyword: "No Such Patient"');
    expect(none.page?.total_count).toBe(0);
  });

  it('refuses page sizes and cursors it does not know', async () => {
    for (const bad of ['first: 20', 'last: 51', 'first: 25, last: 25', 'after: "forged"']) {
      const { error } = await list(agents.north, 'referral_active_sent', bad);
      expect(error?.extensions?.code, bad).toBe('VALIDATION');
    }
    for (const ok of ['first: 15', 'first: 50']) {
      expect((await list(agents.north, 'referral_active_sent', ok)).page, ok).not.toBeNull();
    }
  });

  it('shows sent lists only with SEND_REFERRAL and received ones only with ACCEPT or SCHEDULE', async () => {
    for (const name of Object.keys(REFERRAL_LISTS)) {
      const side = REFERRAL_LISTS[name as keyof typeof REFERRAL_LISTS].side;
      const nurse = await list(agents.nurse, name);
      if (side === 'sent') expect(nurse.error?.message, name).toBe(PERMISSION_NEEDS.send.message);
      else if (side === 'received') expect(nurse.page, name).not.toBeNull();
      else expect(nurse.error?.extensions?.code, name).toBe('FORBIDDEN');
      const doctor = await list(agents.doctor, name);
      expect(doctor.error?.extensions?.code, name).toBe('FORBIDDEN');
    }
    expect((await list(agents.medadmin, 'referral_active_sent')).error?.message).toBe(
      PERMISSION_NEEDS.send.message,
    );
    const nurseRows = await rowsOf(agents.nurse, 'referral_active_received', 'first: 50');
    expect(uuids(nurseRows)).toContain(made.fromFax);
  });

  it('shows a user of an unrelated clinic nothing of the other clinics', async () => {
    const [riverside] = await t.db.select().from(clinics).where(eq(clinics.code, 'RIVERSIDE'));
    for (const name of Object.keys(REFERRAL_LISTS)) {
      const side = REFERRAL_LISTS[name as keyof typeof REFERRAL_LISTS].side;
      if (side === 'admin' || side === 'aging') continue;
      const rows = await rowsOf(agents.river, name, 'first: 50');
      // Riverside sends to Lakeside and receives orders: its active lists are not empty.
      if (name.startsWith('referral_active')) expect(rows.length, name).toBeGreaterThan(0);
      for (const r of rows) {
        expect(Object.values(made)).not.toContain(r.uuid);
        expect(paging).not.toContain(r.uuid);
        const own = side === 'sent' ? r.clinic_referrer?.name : r.clinic_receiver?.name;
        expect(own, name).toBe(riverside!.name);
      }
    }
  });

  it('gives admins every clinic without completed referrals, and the aging list', async () => {
    const all = await rowsOf(agents.admin, 'referrals_admin', 'first: 50, keyword: "Listed"');
    expect(uuids(all).sort()).toEqual(
      [made.accepted, made.declined, made.fromFax, made.fromPublic, made.aged, made.recent]
        .filter((u) => u !== made.accepted) // Zelda Quill is not 'Listed...'
        .sort(),
    );
    expect(all.every((r) => r.processing_days !== null)).toBe(true);
    const fax = await rowsOf(agents.admin, 'referrals_admin', 'is_fax: fax, first: 50');
    expect(fax.length).toBeGreaterThan(0);
    expect(fax.every((r) => r.is_fax && !r.status.includes('completed'))).toBe(true);

    const aging = await rowsOf(agents.admin, 'referrals_aging', 'first: 50');
    expect(uuids(aging)).toContain(made.aged);
    expect(uuids(aging)).not.toContain(made.recent);
    const aged = aging.find((r) => r.uuid === made.aged)!;
    expect(aged.aging_days).toBeGreaterThanOrEqual(9.9);
    expect(aged.aging_days).toBeLessThanOrEqual(10.1);
    expect(Math.round(aged.aging_days! * 10)).toBe(aged.aging_days! * 10);
    for (const name of ['referrals_admin', 'referrals_aging']) {
      expect((await list(agents.north, name)).error?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});
