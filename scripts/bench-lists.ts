// Referral list pages with 1,000,000 referrals over 1,000 clinics (DESIGN section 9): a 25-row page
// of one clinic's 'Active Sent Referrals' through GraphQL in process (Fastify inject, no network),
// first page and last page, against the SQL that page runs. Budgets: server time within 5x the
// SQL; last page within 1.5x of the first. On PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL
// names a server (a scratch database rp_bench_lists is created there and dropped after), else on
// PGlite. Not part of the tests: `npm run bench:lists`.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.js';
import { signInDemoUser, startBenchApp } from './bench-kit.js';
import { CLINICS, generateReferrals, REFERRALS, scratchDatabase, SENDER } from './bench-data.js';

const RUNS = 40;
const WARM_UP = 10;
const SCRATCH_DB = 'rp_bench_lists';

const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;

const QUERY = `query Page($first: Int, $last: Int) {
  referral_active_sent(first: $first, last: $last) {
    total_count
    page_info { start_cursor end_cursor has_next_page has_previous_page }
    rows { uuid patient_name birthdate mrn diagnosis status status_label provider_name
      clinic_receiver { name is_fax } clinic_referrer { name } referral_source
      appointment_date decline_reason sent_at last_updated_by last_updated_at }
  }
}`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const msSince = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

const scratch = serverUrl ? await scratchDatabase(serverUrl, SCRATCH_DB) : null;
const bench = await startBenchApp({ databaseUrl: scratch?.url });
try {
  const db = bench.deps.database.db;
  const t0 = process.hrtime.bigint();
  await generateReferrals(db, bench);
  console.log(
    `${bench.deps.database.kind}: generated ${REFERRALS.toLocaleString()} referrals over ${CLINICS} clinics in ${(msSince(t0) / 1000).toFixed(1)} s`,
  );
  const agent = await signInDemoUser(bench, SENDER);

  // The statements a page runs, caught on their way to the database (page rows, then the count).
  const execute = db.execute.bind(db);
  async function pageStatements(vars: Record<string, number>): Promise<SQL[]> {
    const caught: SQL[] = [];
    db.execute = ((q: SQL) => (caught.push(q), execute(q))) as typeof db.execute;
    try {
      const res = await agent.graphql(QUERY, vars);
      if (res.errors) throw new Error(JSON.stringify(res.errors));
    } finally {
      db.execute = execute;
    }
    return caught;
  }

  async function measure(label: string, vars: Record<string, number>) {
    const statements = await pageStatements(vars);
    const server: number[] = [];
    const query: number[] = [];
    let rows = 0;
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      let start = process.hrtime.bigint();
      const res = await agent.graphql<{
        referral_active_sent: { rows: unknown[]; total_count: number };
      }>(QUERY, vars);
      const s = msSince(start);
      rows = res.data!.referral_active_sent.rows.length;
      start = process.hrtime.bigint();
      for (const q of statements) await execute(q);
      const q = msSince(start);
      if (i >= WARM_UP) {
        server.push(s);
        query.push(q);
      }
    }
    const total = (
      await agent.graphql<{ referral_active_sent: { total_count: number } }>(QUERY, vars)
    ).data!.referral_active_sent.total_count;
    console.log(
      `  ${label}: ${rows} rows of ${total}; server median ${median(server).toFixed(2)} ms, its ${statements.length} SQL statements ${median(query).toFixed(2)} ms`,
    );
    return { server: median(server), sql: median(query), statements };
  }

  console.log(`referral_active_sent for Northside, 25-row pages, ${RUNS} runs after warm-up:`);
  const first = await measure('first page', { first: 25 });
  const last = await measure('last page ', { last: 25 });

  const plan = await queryRows<{ 'QUERY PLAN': string }>(db, sql`EXPLAIN ${first.statements[0]!}`);
  const indexes = [
    ...new Set(plan.flatMap((r) => r['QUERY PLAN'].match(/referrals_\w+_idx/g) ?? [])),
  ];
  console.log(`  page plan uses: ${indexes.join(', ') || 'NO list index'}`);
  // BENCH_PLAN=1 prints the plans of the page's statements as they ran.
  if (process.env.BENCH_PLAN) {
    for (const q of [...first.statements, ...last.statements]) {
      const analyzed = await queryRows<{ 'QUERY PLAN': string }>(
        db,
        sql`EXPLAIN (ANALYZE, BUFFERS) ${q}`,
      );
      console.log(analyzed.map((r) => r['QUERY PLAN']).join('\n'));
    }
  }

  const ratio = Math.max(first.server / first.sql, last.server / last.sql);
  const lastRatio = last.server / first.server;
  console.log(`  budget server <= 5x SQL: ${ratio.toFixed(2)}x ${ratio <= 5 ? 'within' : 'OVER'}`);
  console.log(
    `  budget last page <= 1.5x first: ${lastRatio.toFixed(2)}x ${lastRatio <= 1.5 ? 'within' : 'OVER'}`,
  );
} finally {
  await bench.close();
  // BENCH_KEEP=1 keeps the scratch database to look at plans by hand.
  const keep = Boolean(process.env.BENCH_KEEP);
  if (keep && scratch) console.log(`kept ${scratch.url}`);
  await scratch?.drop(keep);
}
