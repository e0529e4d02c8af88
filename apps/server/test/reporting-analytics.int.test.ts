import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MSG } from '@app/shared';
import { queryRows } from '../src/db/client.js';
import type { Agent } from './agent.js';
import { DB_KINDS } from './harness.js';
import { PERSONAS } from './personas.js';
import { insertReportFixtures, NOW, type Fixtures } from './reporting-kit.js';
import { referralSuite } from './suite.js';

type Row = { name: string; referrals: number };
type Count = { month: string; clinic: number; source: string; n: number };
const Q4 = { start_date: '2020-10-01', end_date: '2020-12-31' };

async function rows(agent: Agent, field: string, type: string, range = Q4) {
  const res = await agent.graphql<Record<string, Row[]>>(
    `query R($s: String!, $e: String!, $t: String!) {
      ${field}(start_date: $s, end_date: $e, type: $t) { name referrals } }`,
    { s: range.start_date, e: range.end_date, t: type },
  );
  return { rows: res.data?.[field] ?? null, error: res.errors?.[0] };
}
const list = async (agent: Agent, type: string, range = Q4) => {
  const r = await rows(agent, 'referral_list', type, range);
  if (!r.rows) throw new Error(r.error?.message);
  return r.rows;
};
const byUser = async (agent: Agent, type: string, range = Q4) => {
  const r = await rows(agent, 'referral_list_by_user', type, range);
  if (!r.rows) throw new Error(r.error?.message);
  return r.rows;
};
const months = (from: string, values: Record<string, unknown>, empty: unknown) => {
  // The twelve keys Feb 2020 - Jan 2021 with `empty` where `values` has none.
  const out: Record<string, unknown> = {};
  for (let i = 0; i < 12; i++) {
    const d = new Date(Date.UTC(2020, 1 + i, 1)).toISOString().slice(0, 7);
    out[d] = values[d] ?? empty;
  }
  expect(Object.keys(out)[0]).toBe(from);
  return out;
};

describe.each(DB_KINDS)('referral analytics and dashboard on %s', (kind) => {
  const { t, ids, agents } = referralSuite(kind, {
    north: PERSONAS.northsidePsr,
    lake: PERSONAS.lakesidePsr,
    medadmin: PERSONAS.lakesideMedAdmin,
    river: PERSONAS.riversidePsr,
    doctor: PERSONAS.provider,
    admin: PERSONAS.admin,
  });
  let f: Fixtures;
  const r = (name: string, referrals: number) => ({ name, referrals });

  beforeAll(async () => {
    f = await insertReportFixtures(t, ids);
    t.clock.set(NOW);
    // K declined through the real route: the status writer keeps who declined it for the query.
    const res = await agents.lake.request('PUT', `/api/referrals/${f.uuid.K}/decline`, {
      reason: 'Out of network',
    });
    expect(res.status).toBe(200);
  });

  it('counts sent referrals by receiving clinic for staff, by sending clinic for admins', async () => {
    const { northside, lakeside, riverside } = f.names;
    expect(await list(agents.north, 'sent')).toEqual([r(lakeside, 4), r(riverside, 1)]);
    expect(await list(agents.lake, 'sent')).toEqual([r(northside, 1)]);
    expect(await list(agents.admin, 'sent')).toEqual([
      r(northside, 5),
      r(lakeside, 1),
      r(riverside, 1),
    ]);
  });

  it('counts received referrals by referring clinic for staff, by receiving clinic for admins', async () => {
    const { northside, lakeside, riverside } = f.names;
    expect(await list(agents.north, 'received')).toEqual([r(lakeside, 1)]);
    expect(await list(agents.lake, 'received')).toEqual([r(northside, 4), r(riverside, 1)]);
    expect(await list(agents.admin, 'received')).toEqual([
      r(lakeside, 5),
      r(northside, 1),
      r(riverside, 1),
    ]);
  });

  it('cuts ranges at US/Central midnight on month, quarter and year edges', async () => {
    const { lakeside, riverside } = f.names;
    const north = (start_date: string, end_date: string) =>
      list(agents.north, 'sent', { start_date, end_date });
    // Nov 30 23:59 (E) stays out of December; Dec 1 00:00 (F) and Dec 31 23:59 (A) are in.
    expect(await north('2020-12-01', '2020-12-31')).toEqual([r(lakeside, 2), r(riverside, 1)]);
    // Jan 1 2021 00:00 (B) opens the new year; Sep 30 23:59 CDT (C) closes Q3.
    expect(await north('2021-01-01', '2021-01-31')).toEqual([r(lakeside, 1)]);
    expect(await north('2020-07-01', '2020-09-30')).toEqual([r(lakeside, 2)]);
    expect(await north('2020-01-01', '2020-12-31')).toEqual([r(lakeside, 6), r(riverside, 1)]);
    // One day, both ends included.
    expect(await north('2020-12-31', '2020-12-31')).toEqual([r(lakeside, 1)]);
  });

  it('counts by the user who sent, accepted or declined', async () => {
    const u = f.users;
    expect(await byUser(agents.north, 'sent')).toEqual([r(u.paula.name, 4), r(u.nurse.name, 1)]);
    expect(await byUser(agents.lake, 'sent')).toEqual([r(u.lake.name, 1)]);
    expect(await byUser(agents.lake, 'accepted')).toEqual([r(u.medadmin.name, 1)]);
    expect(await byUser(agents.lake, 'declined')).toEqual([
      r(u.lake.name, 2),
      r(u.medadmin.name, 1),
    ]);
    expect(await byUser(agents.admin, 'declined')).toEqual([
      r(u.lake.name, 2),
      r(u.medadmin.name, 1),
    ]);
    // Northside and Riverside are party to those referrals, but none of their users acted.
    expect(await byUser(agents.north, 'accepted')).toEqual([]);
    expect(await byUser(agents.river, 'declined')).toEqual([]);
    // K was sent on Dec 20: outside January, whenever it was declined.
    expect(
      await byUser(agents.lake, 'declined', { start_date: '2021-01-01', end_date: '2021-01-31' }),
    ).toEqual([]);
  });

  it('refuses bad ranges and types with 422 wording, and providers', async () => {
    const backwards = await rows(agents.north, 'referral_list', 'sent', {
      start_date: '2020-12-31',
      end_date: '2020-12-01',
    });
    expect(backwards.error?.message).toBe(REPORT_MSG.endBeforeStart);
    expect(backwards.error?.extensions?.code).toBe('VALIDATION');
    const malformed = await rows(agents.north, 'referral_list', 'sent', {
      start_date: '2020-02-30',
      end_date: '2020-12-01',
    });
    expect(malformed.error?.message).toBe(REPORT_MSG.dateInvalid);
    expect((await rows(agents.north, 'referral_list', 'declined')).error?.message).toBe(
      REPORT_MSG.typeInvalid,
    );
    const provider = await rows(agents.doctor, 'referral_list', 'sent');
    expect(provider.rows).toBeNull();
    expect(provider.error?.extensions?.code).toBe('FORBIDDEN');
  });

  const dashboard = async (agent: Agent, field: string) => {
    const res = await agent.graphql<Record<string, string>>(`{ ${field} }`);
    return { value: res.data?.[field], error: res.errors?.[0] };
  };

  it('totals sent referrals by US/Central month, with and without clinics', async () => {
    const { northside, lakeside, riverside } = f.names;
    const plain = await dashboard(agents.admin, 'sent_total_by_month_year_without_clinic');
    expect(JSON.parse(plain.value!)).toEqual(
      months(
        '2020-02',
        { '2020-08': 1, '2020-09': 1, '2020-10': 1, '2020-11': 1, '2020-12': 5, '2021-01': 1 },
        0,
      ),
    );
    const byClinic = await dashboard(agents.admin, 'sent_total_by_month_year');
    const n = (count: number) => ({ [northside]: count });
    expect(JSON.parse(byClinic.value!)).toEqual(
      months(
        '2020-02',
        {
          '2020-08': n(1),
          '2020-09': n(1),
          '2020-10': n(1),
          '2020-11': n(1),
          '2020-12': { [northside]: 3, [lakeside]: 1, [riverside]: 1 },
          '2021-01': n(1),
        },
        {},
      ),
    );
  });

  it('totals rejected referrals by the month of their last status change', async () => {
    const res = await dashboard(agents.admin, 'rejected_total_by_month_year_without_clinic');
    // Y (not approved) in November, H on Dec 31 23:59, A and K (declined today) in January.
    expect(JSON.parse(res.value!)).toEqual(
      months('2020-02', { '2020-11': 1, '2020-12': 1, '2021-01': 2 }, 0),
    );
  });

  it('buckets the referrals still waiting by whole days since sent', async () => {
    const res = await agents.admin.graphql<{ five: string; thirty: string }>(
      `{ five: wait_total_by_days_interval thirty: wait_total_by_days_interval(days_interval: 30) }`,
    );
    // B 14.5 days, G 31, F 45.5, D 106.5; K is declined now, the June ones are scheduled.
    const five: Record<string, number> = {};
    for (let b = 0; b < 22; b++) five[`${b * 5}-${b * 5 + 4}`] = 0;
    Object.assign(five, { '10-14': 1, '30-34': 1, '45-49': 1, '105-109': 1 });
    expect(JSON.parse(res.data!.five)).toEqual(five);
    expect(Object.keys(JSON.parse(res.data!.five))[0]).toBe('0-4');
    expect(JSON.parse(res.data!.thirty)).toEqual({
      '0-29': 1,
      '30-59': 2,
      '60-89': 0,
      '90-119': 1,
    });
  });

  it('lists every clinic with its sent and received counts of a US/Central month', async () => {
    const totals = async (month: number, year: number) => {
      const res = await agents.admin.graphql<{
        clinic_referral_totals: {
          clinic_id: number;
          name: string;
          sent: number;
          received: number;
        }[];
      }>(
        `query T($m: Int!, $y: Int!) { clinic_referral_totals(month: $m, year: $y) {
          clinic_id name sent received } }`,
        { m: month, y: year },
      );
      const byId = new Map(res.data!.clinic_referral_totals.map((c) => [c.clinic_id, c]));
      const of = (id: number) => [byId.get(id)?.sent, byId.get(id)?.received];
      return { of, count: byId.size };
    };
    const dec = await totals(12, 2020);
    expect(dec.of(ids.northside)).toEqual([3, 1]);
    expect(dec.of(ids.lakeside)).toEqual([1, 3]);
    expect(dec.of(ids.riverside)).toEqual([1, 1]);
    expect(dec.of(ids.northpeds)).toEqual([0, 0]);
    expect(dec.count).toBeGreaterThanOrEqual(5);
    const jan = await totals(1, 2021);
    expect(jan.of(ids.northside)).toEqual([1, 0]);
    expect(jan.of(ids.lakeside)).toEqual([0, 1]);
    const nov = await totals(11, 2020);
    expect(nov.of(ids.northside)).toEqual([1, 0]);
    const bad = await agents.admin.graphql(
      `{ clinic_referral_totals(month: 13, year: 2020) { name } }`,
    );
    expect(bad.errors?.[0]?.message).toBe(REPORT_MSG.monthInvalid);
  });

  it('keeps the monthly sent totals true as referrals are deleted, moved and redrafted', async () => {
    // The rollup the trigger keeps must equal a count of the referrals themselves.
    const recount = async () => {
      const rollup = await queryRows<Count>(
        t.db,
        sql`SELECT month, clinic_referrer_id AS clinic, source, sent AS n FROM referral_sent_months
          WHERE sent <> 0 ORDER BY 1, 2, 3`,
      );
      const counted = await queryRows<Count>(
        t.db,
        sql`SELECT to_char(sent_at AT TIME ZONE 'US/Central', 'YYYY-MM') AS month,
            coalesce(clinic_referrer_id, 0) AS clinic,
            CASE WHEN clinic_referrer_id IS NULL THEN source ELSE '' END AS source, count(*)::int AS n
          FROM referrals WHERE sent_at IS NOT NULL AND deleted_at IS NULL AND status <> 'draft'
          GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      );
      expect(counted.length).toBeGreaterThan(0);
      expect(rollup).toEqual(counted);
    };
    const plain = async () =>
      JSON.parse(
        (await dashboard(agents.admin, 'sent_total_by_month_year_without_clinic')).value!,
      ) as Record<string, number>;
    const F = sql`uuid = ${f.uuid.F}`;
    await recount();
    const before = await plain();

    await t.db.execute(sql`UPDATE referrals SET deleted_at = now() WHERE ${F}`);
    expect((await plain())['2020-12']).toBe(before['2020-12']! - 1);
    await recount();
    await t.db.execute(
      sql`UPDATE referrals SET deleted_at = NULL, sent_at = '2020-11-30T05:59:00Z' WHERE ${F}`,
    );
    expect(await plain()).toMatchObject({
      '2020-11': before['2020-11']! + 1,
      '2020-12': before['2020-12']! - 1,
    });
    await t.db.execute(sql`UPDATE referrals SET status = 'draft' WHERE ${F}`);
    await t.db.execute(
      sql`UPDATE referrals SET clinic_referrer_id = NULL, source = 'public' WHERE ${F}`,
    );
    await recount();
    await t.db.execute(sql`UPDATE referrals SET status = 'sent' WHERE ${F}`);
    await recount();
    const restored = await queryRows(
      t.db,
      sql`UPDATE referrals
      SET sent_at = '2020-12-01T06:00:00Z', clinic_referrer_id = ${ids.northside}, source = 'wizard',
        status = 'under_review'
      WHERE ${F} RETURNING id`,
    );
    expect(restored).toHaveLength(1);
    expect(await plain()).toEqual(before);
    await recount();
  });

  it('keeps the dashboard to admins', async () => {
    for (const agent of [agents.north, agents.doctor]) {
      const res = await dashboard(agent, 'sent_total_by_month_year');
      expect(res.value).toBeUndefined();
      expect(res.error?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('shows Export and Analytics in the menu to staff and admins, not providers', async () => {
    const menu = async (agent: Agent) => {
      const res = await agent.graphql<{
        me: { menu_items: { url: string; tag: string | null }[] };
      }>(`{ me { menu_items { url tag } } }`);
      return res.data!.me.menu_items.filter((m) => ['/export', '/analytics'].includes(m.url));
    };
    // Tagged by the reports' needs (REPORT_NEEDS): Export for senders, Analytics for any bit.
    expect(await menu(agents.north)).toEqual([
      { url: '/export', tag: 'send-referral' },
      { url: '/analytics', tag: 'referrals' },
    ]);
    expect(await menu(agents.admin)).toEqual([
      { url: '/export', tag: null },
      { url: '/analytics', tag: null },
    ]);
    expect(await menu(agents.doctor)).toEqual([]);
  });
});
