import { beforeAll, describe, expect, it } from 'vitest';
import {
  EXPORT_COLUMNS,
  EXPORT_CSV_PATH,
  exportCellTexts,
  REPORT_MSG,
  type ExportRowValues,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.js';
import { scopedData } from '../src/scoped-data/scoped.js';
import type { Actor } from '../src/modules/auth/actor.js';
import { EXPORT_LIMIT } from '../src/modules/reporting/export.routes.js';
import { reportScope } from '../src/modules/reporting/reporting.policy.js';
import type { Agent } from './agent.js';
import { DB_KINDS } from './harness.js';
import { PERSONAS } from './personas.js';
import { insertReportFixtures, NOW, type Fixtures } from './reporting-kit.js';
import { referralSuite } from './suite.js';

const ALL = 'active,declined,completed';
/** Q4 2020 and New Year's Day 2021 (US/Central). */
const RANGE = { startDate: '2020-10-01', endDate: '2021-01-01' };

const csvUrl = (q: Record<string, string>) => `${EXPORT_CSV_PATH}?${new URLSearchParams(q)}`;

/** RFC 4180 parsing of a whole file: every cell quoted, CRLF between records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let i = 0;
  while (i < text.length) {
    const record: string[] = [];
    for (;;) {
      if (text[i] !== '"') throw new Error(`unquoted cell at ${i}`);
      let cell = '';
      i++;
      for (;;) {
        const q = text.indexOf('"', i);
        cell += text.slice(i, q);
        i = q + 1;
        if (text[i] === '"') {
          cell += '"';
          i++;
        } else break;
      }
      record.push(cell);
      if (text[i] === ',') i++;
      else if (text.startsWith('\r\n', i)) {
        i += 2;
        break;
      } else throw new Error(`bad separator at ${i}`);
    }
    records.push(record);
  }
  return records;
}

describe.each(DB_KINDS)('referral export on %s', (kind) => {
  const { t, ids, agents } = referralSuite(kind, {
    north: PERSONAS.northsidePsr,
    lake: PERSONAS.lakesidePsr,
    doctor: PERSONAS.provider,
    admin: PERSONAS.admin,
  });
  let f: Fixtures;

  beforeAll(async () => {
    f = await insertReportFixtures(t, ids);
    t.clock.set(NOW);
  });

  const download = async (agent: Agent, q: Record<string, string>) => {
    const res = await agent.download(csvUrl(q));
    const body = res.body;
    return {
      res,
      bom: body.startsWith('\ufeff'),
      records: res.statusCode === 200 ? parseCsv(body.replace(/^\ufeff/, '')) : [],
    };
  };
  const grid = async (agent: Agent, vars: Record<string, unknown>) => {
    const res = await agent.graphql<{
      referrals_for_export: {
        id: number;
        status_label: string;
        receiver: { name: string } | null;
      }[];
      referrals_for_export_count: number;
    }>(
      `query E($s: [String!]!, $a: String!, $b: String!, $l: Int, $o: Int) {
        referrals_for_export(statuses: $s, startDate: $a, endDate: $b, limit: $l, offset: $o) {
          id status_label receiver { name } }
        referrals_for_export_count(statuses: $s, startDate: $a, endDate: $b) }`,
      vars,
    );
    return { data: res.data, error: res.errors?.[0] };
  };

  it('streams a quoted CSV with the header row, BOM and file name', async () => {
    const { res, bom, records } = await download(agents.north, { statuses: ALL, ...RANGE });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // Jan 15 2021 in US/Central.
    expect(res.headers['content-disposition']).toContain('filename="Referrals_2021-01-15.csv"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(bom).toBe(true);
    expect(res.body).toContain('"Referral #","Status","Patient Name"');
    expect(records[0]).toEqual(EXPORT_COLUMNS.map((c) => c.label));
    // Northside's sent referrals from Oct 1 00:00 to Jan 1 24:00: C (Sep 30 23:59) is out,
    // B (Jan 1 00:00) in; the draft X and the deleted Z never appear. Newest sent first.
    const ids = records.slice(1).map((r) => Number(r[0]));
    expect(ids).toEqual([f.id.B, f.id.A, f.id.K, f.id.F, f.id.E, f.id.D]);
  });

  it('writes each cell as the referrer sees it and the grid shows it, sent times in US/Central', async () => {
    const { records } = await download(agents.north, { statuses: ALL, ...RANGE });
    const row = (id: number) => {
      const r = records.find((x) => Number(x[0]) === id)!;
      return Object.fromEntries(EXPORT_COLUMNS.map((c, i) => [c.key, r[i]]));
    };
    expect(row(f.id.A)).toMatchObject({
      status: 'Declined',
      birthdate: '02 Jan 1980',
      sent_at: '31 Dec 2020 - 23:59:00',
      sent_by: f.users.paula.name,
      receiver: f.names.lakeside,
      appointment_or_reason: 'Not covered',
    });
    // Quote, comma and newline kept inside one quoted cell.
    expect(row(f.id.D)).toMatchObject({
      patient_name: 'Ann O"Neil, Jr.',
      diagnosis: 'Line one\nline "two", ok',
      sent_at: '01 Oct 2020 - 00:00:00',
    });
    // Sent by fax: the receiver by name, as the grid writes it beside its fax icon; the
    // scheduled E shows its appointment as the clinic's wall clock (kept as UTC).
    expect(row(f.id.F)).toMatchObject({
      receiver: f.names.riverside,
      status: 'Under Review',
    });
    expect(row(f.id.E)).toMatchObject({
      appointment_or_reason: '06 Dec 2020 - 05:30:00',
      appointment_maintained: '',
    });
  });

  it("writes every row exactly as the grid's shared formatter shows the grid's row", async () => {
    const { records } = await download(agents.north, { statuses: ALL, ...RANGE });
    const res = await agents.north.graphql<{ referrals_for_export: ExportRowValues[] }>(
      `query E($s: [String!]!, $a: String!, $b: String!) {
        referrals_for_export(statuses: $s, startDate: $a, endDate: $b, limit: 100) {
          id status_label patient_name mrn birthdate diagnosis sent_at sent_by
          receiver { name } provider { display_name } appointment_maintained appointment_or_reason } }`,
      { s: ['active', 'declined', 'completed'], a: RANGE.startDate, b: RANGE.endDate },
    );
    const gridRows = res.data!.referrals_for_export;
    expect(gridRows.map((r) => r.id)).toEqual(records.slice(1).map((r) => Number(r[0])));
    // The file neutralises formulas (a leading apostrophe); otherwise cell for cell the same.
    const unquoted = (cell: string) => cell.replace(/^'(?=[=+\-@])/, '');
    for (const [i, gridRow] of gridRows.entries()) {
      expect(records[i + 1]!.map(unquoted)).toEqual(exportCellTexts(gridRow));
    }
    // Dates as the grid shows them: the spec's display formats, not MM/DD/YYYY.
    expect(records.slice(1).every((r) => !/\d{2}\/\d{2}\/\d{4}/.test(r.join(',')))).toBe(true);
  });

  it('neutralises spreadsheet formulas in cell values', async () => {
    const wide = { statuses: ALL, startDate: '2020-09-01', endDate: '2021-01-01' };
    const { res, records } = await download(agents.north, wide);
    const cell = (id: number, key: string) =>
      records.find((x) => Number(x[0]) === id)![EXPORT_COLUMNS.findIndex((c) => c.key === key)];
    expect(cell(f.id.A, 'diagnosis')).toBe("'=SUM(A1:A2)");
    expect(cell(f.id.B, 'mrn')).toBe("'+1");
    expect(cell(f.id.C, 'mrn')).toBe("'-1");
    expect(cell(f.id.E, 'mrn')).toBe("'@x");
    expect(res.body).not.toMatch(/(^|,)"[=+\-@]/m);
    // The completed C: maintained 'Yes', status as the referrer reads ref_completed.
    expect(cell(f.id.C, 'appointment_maintained')).toBe('Yes');
    expect(cell(f.id.C, 'status')).toBe('Completed');
  });

  it('includes every matching row, beyond a grid page, and filters by status', async () => {
    const june = { startDate: '2019-06-01', endDate: '2019-06-30' };
    const { records } = await download(agents.north, { statuses: 'active', ...june });
    expect(records.slice(1).map((r) => Number(r[0]))).toEqual(f.june);
    const page = await grid(agents.north, { s: ['active'], a: june.startDate, b: june.endDate });
    expect(page.data?.referrals_for_export).toHaveLength(25);
    expect(page.data?.referrals_for_export_count).toBe(30);
    const rest = await grid(agents.north, {
      s: ['active'],
      a: june.startDate,
      b: june.endDate,
      l: 25,
      o: 25,
    });
    expect(rest.data?.referrals_for_export.map((r) => r.id)).toEqual(f.june.slice(25));
    // Small batches: the keyset walks ties on sent_at by id, no row lost or repeated.
    const actor = {
      userId: f.users.paula.id,
      roleName: 'psr',
      clinicIds: [ids.northside],
      currentClinicId: ids.northside,
    } as Actor;
    const queries = scopedData(t.db, actor).reporting.export(reportScope(actor));
    const seen: number[] = [];
    for await (const batch of queries.exportBatches(
      { statuses: ['scheduled'], range: { start: june.startDate, end: june.endDate } },
      7,
    )) {
      seen.push(...batch.map((r) => r.id));
    }
    expect(seen).toEqual(f.june);

    const declined = await download(agents.north, { statuses: 'declined', ...RANGE });
    expect(declined.records.slice(1).map((r) => Number(r[0]))).toEqual([f.id.A]);
    const none = await download(agents.north, { statuses: '', ...RANGE });
    expect(none.records).toEqual([EXPORT_COLUMNS.map((c) => c.label)]);
  });

  it('exports only the current clinic for staff and every clinic for admins', async () => {
    const lake = await download(agents.lake, { statuses: ALL, ...RANGE });
    expect(lake.records.slice(1).map((r) => Number(r[0]))).toEqual([f.id.G]);
    const admin = await download(agents.admin, { statuses: ALL, ...RANGE });
    expect(
      admin.records
        .slice(1)
        .map((r) => Number(r[0]))
        .sort((a, b) => a - b),
    ).toEqual(
      [f.id.A, f.id.B, f.id.D, f.id.E, f.id.F, f.id.K, f.id.G, f.id.H].sort((a, b) => a - b),
    );
    const grid1 = await grid(agents.lake, { s: ['active'], a: RANGE.startDate, b: RANGE.endDate });
    expect(grid1.data?.referrals_for_export.map((r) => r.id)).toEqual([f.id.G]);
    expect(grid1.data?.referrals_for_export[0]?.receiver?.name).toBe(f.names.northside);

    const provider = await agents.doctor.download(csvUrl({ statuses: ALL, ...RANGE }));
    expect(provider.statusCode).toBe(403);
    const providerGrid = await grid(agents.doctor, {
      s: ['active'],
      a: RANGE.startDate,
      b: RANGE.endDate,
    });
    expect(providerGrid.error?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses bad ranges and statuses with 422 before streaming anything', async () => {
    const backwards = await agents.north.download(
      csvUrl({ statuses: ALL, startDate: '2021-01-02', endDate: '2021-01-01' }),
    );
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toEqual({
      message: REPORT_MSG.endBeforeStart,
      errors: { endDate: [REPORT_MSG.endBeforeStart] },
    });
    const missing = await agents.north.download(csvUrl({ statuses: ALL, startDate: '2021-01-02' }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ endDate: [REPORT_MSG.dateInvalid] });
    const unknown = await agents.north.download(csvUrl({ statuses: 'active,draft', ...RANGE }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ statuses: [REPORT_MSG.statusInvalid] });
    const gridBad = await grid(agents.north, { s: ['active'], a: '2021-01-02', b: '2021-01-01' });
    expect(gridBad.error?.message).toBe(REPORT_MSG.endBeforeStart);
  });

  it('audits each file as a PHI export and rate-limits per user', async () => {
    const audited = await queryRows<{ details: Record<string, unknown> }>(
      t.db,
      sql`SELECT details FROM audit_log
        WHERE action = 'referral.exported' AND subject_type = 'referrals'`,
    );
    expect(audited[0]?.details).toMatchObject({
      format: 'csv',
      statuses: ['active', 'declined', 'completed'],
    });
    for (let i = 0; i < EXPORT_LIMIT.max; i++) {
      await agents.admin.download(csvUrl({ statuses: 'declined', ...RANGE }));
    }
    const refused = await agents.admin.download(csvUrl({ statuses: 'declined', ...RANGE }));
    expect(refused.statusCode).toBe(429);
  });
});
