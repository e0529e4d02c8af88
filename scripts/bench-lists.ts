// Referral list pages with 1,000,000 referrals over 1,000 clinics (DESIGN section 9): a 25-row page
// of one clinic's 'Active Sent Referrals' through GraphQL in process (Fastify inject, no network),
// first page and last page, against the SQL that page runs. Budgets: server time within 5x the
// SQL; last page within 1.5x of the first. On PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL
// names a server (a scratch database rp_bench_lists is created there and dropped after), else on
// PGlite. Not part of the tests: `npm run bench:lists`.
//
// `-- --scale` (or BENCH_SCALE=10m; issue 19 item 8), PostgreSQL only (default the local test
// server): a second scratch database, rp_bench_lists_10m, generated as the first and then grown
// to 10,000,000 referrals over 10,000 clinics; the pages of both measured in turn, request by
// request (the shared machine's load then weighs on both alike), and the CSV export of 100,000
// rows at 10M against COPY. Budgets: each page at 10M within 1.5x of its 1M figure, the export
// within 2x of COPY. Northside keeps the ~1,000 referrals it sends at 1M: clinics grow with the
// referrals, so the average clinic's volume is unchanged, and the ratios measure the page's cost
// against the size of the tables around it (a clinic ten times busier has ten times the rows to
// count, by nature of the count).
import { statfsSync } from 'node:fs';
import { sql, type Query } from 'drizzle-orm';
import { PLANNED_ONCE_PREFIX, queryRows, type Database } from '../apps/server/src/db/client.js';
import type { Agent } from '../apps/server/test/agent.js';
import { signInDemoUser, startBenchApp, type BenchApp } from './bench-kit.js';
import {
  generateReferrals,
  MILLION,
  scratchDatabase,
  SENDER,
  TEN_MILLION,
  type Scale,
  type ScratchDatabase,
} from './bench-data.js';
import { exportClient, measureExport } from './bench-export.js';

const SCRATCH_DB = 'rp_bench_lists';
const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/test';
/** Free space growing to 10M needs on PostgreSQL's disk: the database measured 7.3 GB, plus WAL. */
const SCALE_DISK_BYTES = 15 * 2 ** 30;

const scale = process.argv.includes('--scale') || process.env.BENCH_SCALE === '10m';
const serverUrl =
  process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || (scale ? LOCAL_SERVER : '');
// Two databases in turn at scale: more runs for the same confidence on a shared machine.
const RUNS = scale ? 100 : 40;
const WARM_UP = 10;

const QUERY = `query Page($first: Int, $last: Int) {
  referral_active_sent(first: $first, last: $last) {
    total_count
    page_info { start_cursor end_cursor has_next_page has_previous_page }
    rows { uuid patient_name birthdate mrn diagnosis status status_label provider_name
      clinic_receiver { name is_fax } clinic_referrer { name } referral_source
      appointment_date decline_reason sent_at last_updated_by last_updated_at }
  }
}`;
type PageAnswer = { referral_active_sent: { rows: unknown[]; total_count: number } };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const msSince = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const gb = (bytes: number) => `${(bytes / 2 ** 30).toFixed(1)} GB`;

/** A statement as the server prepared it: its text and parameters, and its prepared name. */
interface Statement {
  query: Query;
  name: string | undefined;
}
interface Session {
  prepareQuery(
    query: Query,
    fields: undefined,
    name: string | undefined,
    arrayMode: boolean,
  ): { execute(): Promise<unknown> };
}

/** One database's app, and Northside's PSR signed in to it. */
class Lists {
  readonly db: Database;
  private readonly session: Session;
  private readonly prepare: Session['prepareQuery'];

  constructor(
    readonly label: string,
    readonly bench: BenchApp,
    readonly agent: Agent,
  ) {
    this.db = bench.deps.database.db;
    this.session = (this.db as unknown as { _: { session: Session } })._.session;
    this.prepare = this.session.prepareQuery.bind(this.session);
  }

  /**
   * The statements a page runs, caught on their way to the database: the list's page and its
   * count, prepared by name (queryRowsPlannedOnce); the session's own statements are left out.
   */
  async pageStatements(vars: Record<string, number>): Promise<Statement[]> {
    const caught: Statement[] = [];
    this.session.prepareQuery = (query, fields, name, arrayMode) => {
      if (name?.startsWith(PLANNED_ONCE_PREFIX)) caught.push({ query, name });
      return this.prepare(query, fields, name, arrayMode);
    };
    try {
      const res = await this.agent.graphql(QUERY, vars);
      if (res.errors) throw new Error(JSON.stringify(res.errors));
    } finally {
      this.session.prepareQuery = this.prepare;
    }
    return caught;
  }

  /** The statements run alone, prepared as the server prepares them; answers the ms taken. */
  async runAlone(statements: Statement[]): Promise<number> {
    const start = process.hrtime.bigint();
    for (const s of statements) await this.prepare(s.query, undefined, s.name, false).execute();
    return msSince(start);
  }

  /** The page through GraphQL; answers the ms taken and the rows shown of how many. */
  async request(vars: Record<string, number>): Promise<{ ms: number; rows: number; of: number }> {
    const start = process.hrtime.bigint();
    const res = await this.agent.graphql<PageAnswer>(QUERY, vars);
    const ms = msSince(start);
    const page = res.data!.referral_active_sent;
    return { ms, rows: page.rows.length, of: page.total_count };
  }

  /** The plan's lines of a statement run unnamed (EXPLAIN takes no prepared name). */
  async explain(prefix: string, s: Statement): Promise<string[]> {
    const query = { ...s.query, sql: `${prefix} ${s.query.sql}` };
    const res = (await this.prepare(query, undefined, undefined, false).execute()) as {
      rows: { 'QUERY PLAN': string }[];
    };
    return res.rows.map((r) => r['QUERY PLAN']);
  }
}

interface PageFigures {
  /** Medians in ms: the GraphQL request in process, and its statements run alone. */
  server: number;
  sql: number;
  statements: Statement[];
  /** The rows the page showed, of the list's total_count. */
  shown: { rows: number; of: number };
}
type Pages = Record<'first' | 'last', PageFigures>;

/**
 * First and last 25-row page of Northside's 'Active Sent Referrals' on each database, their
 * requests taken in turn; prints each database's figures and budgets and returns them.
 */
async function measurePages(all: Lists[]): Promise<Pages[]> {
  const figures: Pages[] = all.map(() => ({}) as Pages);
  for (const [page, vars] of [
    ['first', { first: 25 }],
    ['last', { last: 25 }],
  ] as const) {
    const statements = await Promise.all(all.map((l) => l.pageStatements(vars)));
    const server = all.map((): number[] => []);
    const query = all.map((): number[] => []);
    const shown = all.map(() => ({ rows: 0, of: 0 }));
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      for (const [k, lists] of all.entries()) {
        const r = await lists.request(vars);
        const q = await lists.runAlone(statements[k]!);
        shown[k] = r;
        if (i >= WARM_UP) {
          server[k]!.push(r.ms);
          query[k]!.push(q);
        }
      }
    }
    for (const k of all.keys()) {
      figures[k]![page] = {
        server: median(server[k]!),
        sql: median(query[k]!),
        statements: statements[k]!,
        shown: shown[k]!,
      };
    }
  }

  for (const [k, lists] of all.entries()) {
    const { first, last } = figures[k]!;
    console.log(
      `${lists.label}: referral_active_sent for Northside, 25-row pages, ${RUNS} runs after warm-up:`,
    );
    for (const page of ['first', 'last'] as const) {
      const f = figures[k]![page];
      console.log(
        `  ${page} page: ${f.shown.rows} rows of ${f.shown.of}; server median ${f.server.toFixed(2)} ms, its ${f.statements.length} SQL statements ${f.sql.toFixed(2)} ms`,
      );
    }
    const plan = await lists.explain('EXPLAIN', first.statements[0]!);
    const indexes = [...new Set(plan.flatMap((line) => line.match(/referrals_\w+_idx/g) ?? []))];
    console.log(`  page plan uses: ${indexes.join(', ') || 'NO list index'}`);
    // BENCH_PLAN=1 prints the plans of the page's statements as they ran.
    if (process.env.BENCH_PLAN) {
      for (const s of [...first.statements, ...last.statements]) {
        console.log((await lists.explain('EXPLAIN (ANALYZE, BUFFERS)', s)).join('\n'));
      }
    }
    const ratio = Math.max(first.server / first.sql, last.server / last.sql);
    const lastRatio = last.server / first.server;
    console.log(
      `  budget server <= 5x SQL: ${ratio.toFixed(2)}x ${ratio <= 5 ? 'within' : 'OVER'}`,
    );
    console.log(
      `  budget last page <= 1.5x first: ${lastRatio.toFixed(2)}x ${lastRatio <= 1.5 ? 'within' : 'OVER'}`,
    );
  }
  return figures;
}

/** Generates (or grows to) `to`, and prints how long it took and what the database holds. */
async function generate(bench: BenchApp, to: Scale, from?: Scale): Promise<void> {
  const db = bench.deps.database.db;
  const t0 = process.hrtime.bigint();
  await generateReferrals(db, bench, to, { from, history: true });
  const [size] = await queryRows<{ bytes: string }>(
    db,
    sql`SELECT pg_database_size(current_database())::text AS bytes`,
  );
  console.log(
    `${bench.deps.database.kind}: ${from ? 'grew to' : 'generated'} ${to.referrals.toLocaleString()} referrals over ${to.clinics.toLocaleString()} clinics, with their history and appointments, in ${(msSince(t0) / 1000).toFixed(1)} s; database ${gb(Number(size!.bytes))}`,
  );
}

/** Refuses to grow a database onto a disk without room for it (when the server is local). */
async function checkDisk(db: Database): Promise<void> {
  const [dir] = await queryRows<{ d: string }>(
    db,
    sql`SELECT current_setting('data_directory') AS d`,
  );
  let free: number;
  try {
    const fs = statfsSync(dir!.d);
    free = fs.bavail * fs.bsize;
  } catch {
    return; // not this machine's disk, or not readable: the operator's to check
  }
  console.log(`free on PostgreSQL's disk: ${gb(free)}`);
  if (free < SCALE_DISK_BYTES) {
    throw new Error(`the 10M database needs about ${gb(SCALE_DISK_BYTES)} free; stopping`);
  }
}

const verdict = (label: string, ratio: number, budget: number) =>
  console.log(
    `  ${label}: ${ratio.toFixed(2)}x (budget ${budget}x) ${ratio <= budget ? 'PASS' : 'FAIL'}`,
  );

/** A scratch database (on PostgreSQL) or PGlite, its app, and the million referrals. */
async function millionLists(label: string, name: string) {
  const scratch = serverUrl ? await scratchDatabase(serverUrl, name) : null;
  const bench = await startBenchApp({ databaseUrl: scratch?.url });
  try {
    await generate(bench, MILLION);
    return { scratch, lists: new Lists(label, bench, await signInDemoUser(bench, SENDER)) };
  } catch (e) {
    await bench.close();
    await scratch?.drop(false);
    throw e;
  }
}

const opened: { scratch: ScratchDatabase | null; lists: Lists }[] = [];
try {
  if (scale && !serverUrl) throw new Error('--scale runs on PostgreSQL only');
  opened.push(await millionLists('1M', SCRATCH_DB));
  if (!scale) {
    await measurePages([opened[0]!.lists]);
  } else {
    const grown = await millionLists('10M', `${SCRATCH_DB}_10m`);
    opened.push(grown);
    await checkDisk(grown.lists.db);
    await generate(grown.lists.bench, TEN_MILLION, MILLION);
    const [million, tenMillion] = await measurePages(opened.map((o) => o.lists));
    const exported = await measureExport(
      grown.lists.db,
      grown.scratch!.url,
      await exportClient(grown.lists.bench),
      100_000,
    );
    console.log('issue 19 item 8, 10M referrals over 10,000 clinics against 1M over 1,000:');
    for (const page of ['first', 'last'] as const) {
      const [m, t] = [million![page], tenMillion![page]];
      console.log(
        `  ${page} page SQL 10M/1M: ${(t.sql / m.sql).toFixed(2)}x (${m.sql.toFixed(2)} -> ${t.sql.toFixed(2)} ms)`,
      );
      verdict(
        `${page} page server 10M/1M (${m.server.toFixed(2)} -> ${t.server.toFixed(2)} ms)`,
        t.server / m.server,
        1.5,
      );
    }
    verdict('export of 100,000 rows at 10M against COPY', exported.ratio, 2);
  }
} finally {
  // BENCH_KEEP=1 keeps the scratch databases to look at plans by hand.
  const keep = Boolean(process.env.BENCH_KEEP);
  for (const { scratch, lists } of opened) {
    await lists.bench.close();
    if (keep && scratch) console.log(`kept ${scratch.url}`);
    await scratch?.drop(keep);
  }
}
