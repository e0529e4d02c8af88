// Reports with 1,000,000 referrals over 1,000 clinics (issue 9 budgets), on PostgreSQL:
// - CSV export of ~100,000 rows through the real route (a port on 127.0.0.1) within 2x of
//   PostgreSQL's own `COPY (the same SELECT) TO STDOUT` (psql), and memory that does not grow
//   between a ~10,000 and a ~100,000 row export;
// - every analytics and dashboard query under 200 ms (median and p95 of the server time).
// The scratch database rp_bench_reports is made on BENCH_DATABASE_URL (default the local test
// server); `--keep` (or BENCH_KEEP=1) keeps it, and a later `--keep` run reuses it without
// generating again. `npm run bench:reports [-- --keep]`.
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import v8 from 'node:v8';
import vm from 'node:vm';
import { sql } from 'drizzle-orm';
import {
  EXPORT_CSV_PATH,
  exportStatuses,
  REFERRAL_LIFECYCLE_MSG as MSG,
  REFERRAL_LIFECYCLE_MSG_SERVER as MSG_SERVER,
  type ExportStatusFilter,
} from '@app/shared';
import { queryRows, type Database } from '../apps/server/src/db/client.js';
import { createExportQueries } from '../apps/server/src/modules/reporting/export.repo.js';
import type { DayRange } from '../apps/server/src/modules/reporting/report-range.js';
import { percentile, signInDemoUser, startBenchApp } from './bench-kit.js';
import {
  generateReferrals,
  hasGeneratedReferrals,
  REFERRALS,
  scratchDatabase,
} from './bench-data.js';

const SCRATCH_DB = 'rp_bench_reports';
const ADMIN = 'admin@demo.test';
const STAFF = 'psr@northside.demo.test';
const RUNS = 30;
const WARM_UP = 5;
const EXPORT_RUNS = 5;
const FILTERS: ExportStatusFilter[] = ['active', 'declined', 'completed'];

const keep = process.argv.includes('--keep') || Boolean(process.env.BENCH_KEEP);
const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const run = promisify(execFile);
const median = (xs: number[]) => percentile(xs, 50);
const msSince = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

/** Referrals in every status of the export that were sent within the range (admin scope). */
async function countSent(db: Database, range: DayRange): Promise<number> {
  return createExportQueries(db, { kind: 'all' }).exportCount({
    statuses: exportStatuses(FILTERS),
    range,
  });
}

/**
 * The US/Central day range ending tomorrow that holds at least `rows` exported rows (admin),
 * found by days back from today.
 */
async function rangeFor(db: Database, rows: number): Promise<{ range: DayRange; count: number }> {
  const [today] = await queryRows<{ d: string }>(
    db,
    sql`SELECT to_char(now() AT TIME ZONE 'US/Central', 'YYYY-MM-DD') AS d`,
  );
  const day = (offset: number) => {
    const d = new Date(`${today!.d}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + offset);
    return d.toISOString().slice(0, 10);
  };
  let lo = 0;
  let hi = 400;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    const n = await countSent(db, { start: day(-mid), end: day(1) });
    if (n >= rows) hi = mid;
    else lo = mid + 1;
  }
  const range = { start: day(-lo), end: day(1) };
  return { range, count: await countSent(db, range) };
}

/** System Log lines of accepts and declines and the appointments, as the lifecycle leaves them. */
async function generateHistory(db: Database): Promise<void> {
  const [user] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE email = 'medadmin@lakeside.demo.test'`,
  );
  const decided = sql`status IN ('accepted', 'scheduled', 'declined', 'rec_completed', 'ref_completed')`;
  await db.execute(sql`INSERT INTO referral_notes (referral_id, "group", note, user_id, created_at)
    SELECT id, 'system', CASE WHEN status = 'declined' THEN ${MSG_SERVER.declinedLog('Bench')}
        ELSE ${MSG.acceptedDetail} END, ${user!.id}, sent_at + interval '1 day'
    FROM referrals WHERE ${decided}`);
  // What the status writer keeps on the referral with those lines.
  await db.execute(sql`UPDATE referrals SET
      declined_by_id = CASE WHEN status = 'declined' THEN ${user!.id}::int END,
      accepted_by_id = CASE WHEN status <> 'declined' THEN ${user!.id}::int END
    WHERE ${decided}`);
  await db.execute(sql`INSERT INTO appointments (referral_id, appointment_date, appointment_maintained, created_at)
    SELECT id, sent_at + interval '7 days', CASE WHEN status = 'scheduled' THEN NULL ELSE 'yes' END,
      sent_at + interval '2 days'
    FROM referrals WHERE status IN ('scheduled', 'rec_completed', 'ref_completed')`);
  await db.execute(sql`VACUUM ANALYZE referral_notes`);
  await db.execute(sql`VACUUM ANALYZE appointments`);
  await db.execute(sql`VACUUM ANALYZE referrals`);
}

/** A SELECT with its parameters written in as literals (COPY takes none). */
function inlineSql(db: Database, query: ReturnType<typeof sql>): string {
  const { sql: text, params } = (
    db as unknown as { dialect: { sqlToQuery(q: unknown): { sql: string; params: unknown[] } } }
  ).dialect.sqlToQuery(query);
  return text.replace(/\$(\d+)/g, (_m, i: string) => {
    const v = params[Number(i) - 1];
    return typeof v === 'number' ? String(v) : `'${String(v).replaceAll("'", "''")}'`;
  });
}

/**
 * COPY of the export SELECT through psql; the bytes go to a pipe and are counted. `jit`: the
 * server's JIT compiler (on by default) costs a second or more on this statement, so the
 * budget compares with COPY without it, the faster baseline.
 */
async function copyTime(
  url: string,
  select: string,
  jit: 'on' | 'off',
): Promise<{ ms: number; bytes: number }> {
  const start = process.hrtime.bigint();
  const { stdout } = await run(
    'psql',
    ['-X', '-q', url, '-c', `COPY (${select}) TO STDOUT WITH (FORMAT csv, HEADER)`],
    { maxBuffer: 1 << 30, encoding: 'buffer', env: { ...process.env, PGOPTIONS: `-c jit=${jit}` } },
  );
  return { ms: msSince(start), bytes: stdout.length };
}

/**
 * GET of the CSV on the listening app, read and dropped. With `live`, the heap is measured
 * after a full collection every 20 ms (what the export holds, not garbage awaiting collection),
 * and the peak RSS; without, it runs at full speed.
 */
function download(
  port: number,
  cookie: string,
  range: DayRange,
  live = false,
): Promise<{ ms: number; bytes: number; lines: number; rss: number; heap: number }> {
  const q = new URLSearchParams({
    statuses: FILTERS.join(','),
    startDate: range.start,
    endDate: range.end,
  });
  gc();
  const base = process.memoryUsage();
  let rss = 0;
  let heap = 0;
  const sample = () => {
    gc();
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss - base.rss);
    heap = Math.max(heap, m.heapUsed - base.heapUsed);
  };
  const timer = live ? setInterval(sample, 20) : undefined;
  const start = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: `${EXPORT_CSV_PATH}?${q}`, headers: { cookie } },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`export answered ${res.statusCode}`));
        let bytes = 0;
        let lines = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
        });
        res.on('end', () => {
          const ms = msSince(start);
          clearInterval(timer);
          if (live) sample();
          resolve({ ms, bytes, lines, rss, heap });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

const scratch = await scratchDatabase(serverUrl, SCRATCH_DB, { reuse: keep });
const bench = await startBenchApp({ databaseUrl: scratch.url });
try {
  const db = bench.deps.database.db;
  if (!(await hasGeneratedReferrals(db))) {
    const t0 = process.hrtime.bigint();
    await generateReferrals(db, bench);
    await generateHistory(db);
    console.log(
      `generated ${REFERRALS.toLocaleString()} referrals, their history and appointments in ${(msSince(t0) / 1000).toFixed(1)} s`,
    );
  } else console.log(`reusing ${SCRATCH_DB} (generated by an earlier --keep run)`);

  // A reused database still counts the last run's files against the hourly export limit.
  await db.execute(sql`DELETE FROM rate_limits`);
  const admin = await signInDemoUser(bench, ADMIN);
  const staff = await signInDemoUser(bench, STAFF);
  const port = await bench.app.listen({ host: '127.0.0.1', port: 0 }).then(() => {
    return (bench.app.server.address() as AddressInfo).port;
  });

  // --- CSV export against COPY ---
  const big = await rangeFor(db, 100_000);
  const small = await rangeFor(db, 10_000);
  const select = inlineSql(
    db,
    createExportQueries(db, { kind: 'all' }).exportSelect({
      statuses: exportStatuses(FILTERS),
      range: big.range,
    }),
  );
  const startup = await copyTime(scratch.url, 'SELECT 1', 'off');
  const copies: number[] = [];
  const jitCopies: number[] = [];
  const routes: number[] = [];
  let copyBytes = 0;
  let route = { ms: 0, bytes: 0, lines: 0, rss: 0, heap: 0 };
  await download(port, admin.cookieHeader(), big.range); // warm-up
  for (let i = 0; i < EXPORT_RUNS; i++) {
    const c = await copyTime(scratch.url, select, 'off');
    copies.push(c.ms);
    copyBytes = c.bytes;
    jitCopies.push((await copyTime(scratch.url, select, 'on')).ms);
    route = await download(port, admin.cookieHeader(), big.range);
    routes.push(route.ms);
  }
  const ratio = median(routes) / median(copies);
  console.log(`CSV export, admin, ${big.range.start}..${big.range.end}: ${big.count} rows`);
  console.log(
    `  route median ${median(routes).toFixed(0)} ms (${route.lines - 1} rows, ${mb(route.bytes)}); COPY via psql median ${median(copies).toFixed(0)} ms with jit=off, ${median(jitCopies).toFixed(0)} ms with jit=on (${mb(copyBytes)}, psql start ${startup.ms.toFixed(0)} ms)`,
  );
  console.log(
    `  budget route <= 2x COPY (jit=off): ${ratio.toFixed(2)}x ${ratio <= 2 ? 'within' : 'OVER'}`,
  );

  const smallRun = await download(port, admin.cookieHeader(), small.range, true);
  const bigRun = await download(port, admin.cookieHeader(), big.range, true);
  console.log(
    `  live memory peak over baseline: ${smallRun.lines - 1} rows heap +${mb(smallRun.heap)} RSS +${mb(smallRun.rss)}; ${bigRun.lines - 1} rows heap +${mb(bigRun.heap)} RSS +${mb(bigRun.rss)}`,
  );
  const growth = bigRun.heap - smallRun.heap;
  console.log(
    `  budget flat memory (live heap growth 10k -> 100k rows under 8 MB): ${mb(growth)} ${growth < 8 * 1048576 ? 'within' : 'OVER'}`,
  );

  // --- analytics and dashboard queries ---
  const [q] = await queryRows<{ start: string; end: string; month: number; year: number }>(
    db,
    sql`SELECT to_char(date_trunc('quarter', now() AT TIME ZONE 'US/Central'), 'YYYY-MM-DD') AS start,
      to_char(date_trunc('quarter', now() AT TIME ZONE 'US/Central') + interval '3 months - 1 day', 'YYYY-MM-DD') AS end,
      extract(month FROM now() AT TIME ZONE 'US/Central')::int AS month,
      extract(year FROM now() AT TIME ZONE 'US/Central')::int AS year`,
  );
  const quarter = `start_date: "${q!.start}", end_date: "${q!.end}"`;
  const exportArgs = `statuses: ["active", "declined", "completed"], startDate: "${q!.start}", endDate: "${q!.end}"`;
  const queries: [string, typeof admin, string][] = [];
  for (const [who, agent] of [
    ['admin', admin],
    ['staff', staff],
  ] as const) {
    for (const type of ['sent', 'received'])
      queries.push([
        `${who} referral_list ${type}`,
        agent,
        `{ referral_list(${quarter}, type: "${type}") { name referrals } }`,
      ]);
    for (const type of ['sent', 'accepted', 'declined'])
      queries.push([
        `${who} referral_list_by_user ${type}`,
        agent,
        `{ referral_list_by_user(${quarter}, type: "${type}") { name referrals } }`,
      ]);
    queries.push([
      `${who} referrals_for_export (25 rows)`,
      agent,
      `{ referrals_for_export(${exportArgs}) { id status_label patient_name receiver { name } provider { display_name } } }`,
    ]);
    queries.push([
      `${who} referrals_for_export_count`,
      agent,
      `{ referrals_for_export_count(${exportArgs}) }`,
    ]);
  }
  for (const field of [
    'sent_total_by_month_year',
    'sent_total_by_month_year_without_clinic',
    'rejected_total_by_month_year_without_clinic',
    'wait_total_by_days_interval(days_interval: 5)',
    `clinic_referral_totals(month: ${q!.month}, year: ${q!.year}) { clinic_id name sent received }`,
    `admin_referral_counts(month: ${q!.month}, year: ${q!.year}) { month year count }`,
  ]) {
    queries.push([`admin ${field.split('(')[0]}`, admin, `{ ${field} }`]);
  }
  console.log(
    `queries (This Quarter ${q!.start}..${q!.end}), ${RUNS} runs after ${WARM_UP} warm-up, server time through GraphQL:`,
  );
  let over = 0;
  for (const [label, agent, query] of queries) {
    const times: number[] = [];
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const start = process.hrtime.bigint();
      const res = await agent.graphql(query);
      const ms = msSince(start);
      if (res.errors) throw new Error(`${label}: ${JSON.stringify(res.errors)}`);
      if (i >= WARM_UP) times.push(ms);
    }
    const p95 = percentile(times, 95);
    if (p95 >= 200) over++;
    console.log(
      `  ${label.padEnd(48)} median ${median(times).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms${p95 < 200 ? '' : '  OVER'}`,
    );
  }
  console.log(`  budget every query < 200 ms (p95): ${over === 0 ? 'within' : `${over} OVER`}`);
} finally {
  await bench.close();
  if (keep) console.log(`kept ${scratch.url} (reused by the next --keep run)`);
  await scratch.drop(keep);
}
