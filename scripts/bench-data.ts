// What the database benchmarks share: a scratch PostgreSQL database and the generated million
// referrals over a thousand clinics (bench:lists, bench:reports).
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { queryRows, type Database } from '../apps/server/src/db/client.js';
import { demoIds } from '../apps/server/test/referrals-kit.js';
import type { BenchApp } from './bench-kit.js';

export const REFERRALS = 1_000_000;
export const CLINICS = 1_000;
/** The generated referrals' sender (Northside's PSR) and clinic slot 0. */
export const SENDER = 'psr@northside.demo.test';

export interface ScratchDatabase {
  url: string;
  /** The database was there already (kept by an earlier run). */
  existed: boolean;
  drop(keep: boolean): Promise<void>;
}

/**
 * Creates the scratch database `name` on the server of `url` and returns its URL; with `reuse`,
 * a database of that name left by an earlier run is kept as it is.
 */
export async function scratchDatabase(
  url: string,
  name: string,
  opts: { reuse?: boolean } = {},
): Promise<ScratchDatabase> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  const existed = Boolean(opts.reuse) && rows.length > 0;
  if (!existed) {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  }
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    existed,
    async drop(keep) {
      if (!keep) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Whether the generated referrals are there (a reused scratch database). */
export async function hasGeneratedReferrals(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM clinics WHERE code LIKE 'BENCH%'`,
  );
  return (row?.n ?? 0) > 0;
}

/** 999 more clinics beside Northside, 100,000 patients, 1,000,000 referrals between them. */
export async function generateReferrals(db: Database, bench: BenchApp): Promise<void> {
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
