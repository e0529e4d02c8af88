// Referral list pages with 1,000,000 referrals over 1,000 clinics (DESIGN section 9): a 25-row page
// of one clinic's 'Active Sent Referrals' through GraphQL in process (Fastify inject, no network),
// first page and last page, against the SQL that page runs. Budgets: server time within 5x the
// SQL; last page within 1.5x of the first. On PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL
// names a server (a scratch database rp_bench_lists is created there and dropped after), else on
// PGlite. Not part of the tests: `npm run bench:lists`.
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { queryRows, type Database } from '../apps/server/src/db/client.js';
import { demoIds } from '../apps/server/test/referrals-kit.js';
import { signInDemoUser, startBenchApp, type BenchApp } from './bench-kit.js';

const REFERRALS = 1_000_000;
const CLINICS = 1_000;
const RUNS = 40;
const WARM_UP = 10;
const SCRATCH_DB = 'rp_bench_lists';
const SENDER = 'psr@northside.demo.test';

const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;

/** Creates the scratch database on the server of `url`; returns its URL and how to drop it. */
async function scratchDatabase(
  url: string,
): Promise<{ url: string; drop(keep: boolean): Promise<void> }> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${SCRATCH_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${SCRATCH_DB}`);
  const scratch = new URL(url);
  scratch.pathname = `/${SCRATCH_DB}`;
  return {
    url: scratch.toString(),
    async drop(keep) {
      if (!keep) await admin.query(`DROP DATABASE IF EXISTS ${SCRATCH_DB} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** 999 more clinics beside Northside, 100,000 patients, 1,000,000 referrals between them. */
async function generate(db: Database, bench: BenchApp): Promise<void> {
  const ids = await demoIds(bench.deps.database);
  const [user] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE email = ${SENDER}`,
  );
  await db.execute(sql`INSERT INTO clinics (code, name)
    SELECT 'BENCH' || g, 'Bench Clinic ' || g FROM generate_series(1, ${CLINICS - 1}) g`);
  const [first] = await queryRows<{ id: number }>(
    db,
    sql`SELECT min(id)::int AS id FROM clinics WHERE code LIKE 'BENCH%'`,
  );
  await db.execute(sql`INSERT INTO patients (firstname, lastname, birthdate)
    SELECT 'Bench' || g, 'Patient' || g, to_char(date '1950-01-01' + (g % 20000), 'YYYY-MM-DD')
    FROM generate_series(1, 100000) g`);
  const [patient] = await queryRows<{ id: number }>(
    db,
    sql`SELECT min(id)::int AS id FROM patients WHERE firstname LIKE 'Bench%'`,
  );
  // Clinic slot 0 is Northside (the signed-in sender); every clinic sends ~1,000 referrals.
  const clinicOf = (expr: SQL) =>
    sql`CASE WHEN ${expr} = 0 THEN ${ids.northside} ELSE ${first!.id} + ${expr} - 1 END`;
  await db.execute(sql`INSERT INTO referrals (status, source, clinic_referrer_id, clinic_receiver_id,
      referrer_id, provider_id, patient_id, is_fax, mrn, diagnosis, sent_at, updated_by_id,
      created_at, updated_at)
    SELECT (ARRAY['draft','sent','under_review','accepted','scheduled','declined','sent_fax',
        'faxed_successfully','rec_completed','ref_completed','pending_approval'])[1 + g % 11],
      'wizard', ${clinicOf(sql`(g % ${CLINICS})`)}, ${clinicOf(sql`((g / ${CLINICS} + 1) % ${CLINICS})`)},
      ${user!.id}, ${ids.patel}, ${patient!.id} + g % 100000, g % 11 IN (6, 7), 'MRN-' || g,
      'I10 Hypertension', now() - (g % 500000) * interval '1 minute', ${user!.id},
      now() - (g % 500000) * interval '1 minute', now() - ((g::bigint * 7919) % 1000000) * interval '1 second'
    FROM generate_series(1, ${REFERRALS}) g`);
  // As autovacuum would: statistics, and a visibility map for index-only scans.
  await db.execute(sql`VACUUM ANALYZE referrals`);
  await db.execute(sql`ANALYZE`);
}

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

const scratch = serverUrl ? await scratchDatabase(serverUrl) : null;
const bench = await startBenchApp({ databaseUrl: scratch?.url });
try {
  const db = bench.deps.database.db;
  const t0 = process.hrtime.bigint();
  await generate(db, bench);
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
