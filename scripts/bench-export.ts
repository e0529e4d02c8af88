// The CSV export against PostgreSQL's own COPY of the same rows (DESIGN section 9: within 2x),
// as bench:reports and bench:lists --scale measure it: the real route on a port of 127.0.0.1,
// and `COPY (the export's SELECT) TO STDOUT` through psql.
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import v8 from 'node:v8';
import vm from 'node:vm';
import { sql } from 'drizzle-orm';
import { EXPORT_CSV_PATH, exportStatuses, type ExportStatusFilter } from '@app/shared';
import { queryRows, type Database } from '../apps/server/src/db/client.js';
import { createExportQueries } from '../apps/server/src/modules/reporting/export.repo.js';
import type { DayRange } from '../apps/server/src/modules/reporting/report-range.js';
import type { Agent } from '../apps/server/test/agent.js';
import { percentile, signInDemoUser, type BenchApp } from './bench-kit.js';

/** The admin, who exports every clinic's referrals. */
export const EXPORT_ADMIN = 'admin@demo.test';
const FILTERS: ExportStatusFilter[] = ['active', 'declined', 'completed'];
const EXPORT_RUNS = 5;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const run = promisify(execFile);
const median = (xs: number[]) => percentile(xs, 50);
const msSince = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
export const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

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
export async function rangeFor(
  db: Database,
  rows: number,
): Promise<{ range: DayRange; count: number }> {
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

export interface Download {
  ms: number;
  bytes: number;
  lines: number;
  rss: number;
  heap: number;
}

/**
 * GET of the CSV on the listening app, read and dropped. With `live`, the heap is measured
 * after a full collection every 20 ms (what the export holds, not garbage awaiting collection),
 * and the peak RSS; without, it runs at full speed.
 */
export function download(
  port: number,
  cookie: string,
  range: DayRange,
  live = false,
): Promise<Download> {
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

export interface ExportClient {
  port: number;
  admin: Agent;
}

/** The app listening on a free port of 127.0.0.1, and the admin signed in. */
export async function exportClient(bench: BenchApp): Promise<ExportClient> {
  // A reused database still counts an earlier run's files against the hourly export limit.
  await bench.deps.database.db.execute(sql`DELETE FROM rate_limits`);
  const admin = await signInDemoUser(bench, EXPORT_ADMIN);
  if (!bench.app.server.listening) await bench.app.listen({ host: '127.0.0.1', port: 0 });
  return { port: (bench.app.server.address() as AddressInfo).port, admin };
}

export interface ExportFigures {
  range: DayRange;
  /** Median times of the route and of COPY (jit off, the budget's baseline; and jit on). */
  routeMs: number;
  copyMs: number;
  jitCopyMs: number;
  /** The route's time over COPY's (jit off). */
  ratio: number;
}

/**
 * The export of the newest ~`rows` sent referrals (admin) through the route against COPY of
 * the same SELECT, EXPORT_RUNS of each after a warm-up; prints the figures and the 2x budget.
 */
export async function measureExport(
  db: Database,
  databaseUrl: string,
  { port, admin }: ExportClient,
  rows: number,
): Promise<ExportFigures> {
  const cookie = admin.cookieHeader();
  const { range, count } = await rangeFor(db, rows);
  const select = inlineSql(
    db,
    createExportQueries(db, { kind: 'all' }).exportSelect({
      statuses: exportStatuses(FILTERS),
      range,
    }),
  );
  const startup = await copyTime(databaseUrl, 'SELECT 1', 'off');
  const copies: number[] = [];
  const jitCopies: number[] = [];
  const routes: number[] = [];
  let copyBytes = 0;
  let route: Download = await download(port, cookie, range); // warm-up
  for (let i = 0; i < EXPORT_RUNS; i++) {
    const c = await copyTime(databaseUrl, select, 'off');
    copies.push(c.ms);
    copyBytes = c.bytes;
    jitCopies.push((await copyTime(databaseUrl, select, 'on')).ms);
    route = await download(port, cookie, range);
    routes.push(route.ms);
  }
  const figures = {
    range,
    routeMs: median(routes),
    copyMs: median(copies),
    jitCopyMs: median(jitCopies),
    ratio: median(routes) / median(copies),
  };
  console.log(`CSV export, admin, ${range.start}..${range.end}: ${count} rows`);
  console.log(
    `  route median ${figures.routeMs.toFixed(0)} ms (${route.lines - 1} rows, ${mb(route.bytes)}); COPY via psql median ${figures.copyMs.toFixed(0)} ms with jit=off, ${figures.jitCopyMs.toFixed(0)} ms with jit=on (${mb(copyBytes)}, psql start ${startup.ms.toFixed(0)} ms)`,
  );
  console.log(
    `  budget route <= 2x COPY (jit=off): ${figures.ratio.toFixed(2)}x ${figures.ratio <= 2 ? 'within' : 'OVER'}`,
  );
  return figures;
}
