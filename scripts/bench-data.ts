// What the database benchmarks share: a scratch PostgreSQL database and the generated referrals,
// a million over a thousand clinics (bench:lists, bench:reports) grown to ten million over ten
// thousand (bench:lists --scale).
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import {
  REFERRAL_LIFECYCLE_MSG as MSG,
  REFERRAL_LIFECYCLE_MSG_SERVER as MSG_SERVER,
} from '@app/shared';
import { queryRows, type Database, type Queryable } from '../apps/server/src/db/client.js';
import { demoIds } from '../apps/server/test/referrals-kit.js';
import type { BenchApp } from './bench-kit.js';

/** How much generated data a database holds. Every clinic sends and receives about as many. */
export interface Scale {
  clinics: number;
  referrals: number;
  patients: number;
}

/** DESIGN section 9's million: Northside and 999 generated clinics, ~1,000 sent and received each. */
export const MILLION: Scale = { clinics: 1_000, referrals: 1_000_000, patients: 100_000 };
/** Issue 19 item 8's ten million, over ten times the clinics and patients. */
export const TEN_MILLION: Scale = { clinics: 10_000, referrals: 10_000_000, patients: 1_000_000 };
const EMPTY: Scale = { clinics: 0, referrals: 0, patients: 0 };

/** The generated referrals' sender (Northside's PSR) and clinic slot 0. */
export const SENDER = 'psr@northside.demo.test';
/** Who accepted and declined the generated referrals (the System Log lines name them). */
const DECIDER = 'medadmin@lakeside.demo.test';
const DECIDED = ['accepted', 'scheduled', 'declined', 'rec_completed', 'ref_completed'];
/** The tables a generation step fills; their secondary indexes are built after the load. */
const LOADED = ['patients', 'referrals', 'referral_notes', 'appointments'];

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

export interface GenerateOptions {
  /** What the database holds when the step starts (nothing generated yet by default). */
  from?: Scale;
  /** Also the System Log lines of accepts and declines and the appointments (bench:reports). */
  history?: boolean;
}

/**
 * Generates clinics, patients and referrals from `opts.from` up to `to`, set-based, in one
 * transaction. The new referrals go between the new clinics only, ~1,000 sent and ~1,000
 * received each: the first step makes Northside (the signed-in sender) clinic slot 0, and a
 * later step leaves its lists as they were while the tables around them grow.
 *
 * Loaded as a restore would be: triggers off (the foreign keys hold by construction, and the
 * monthly rollup the referrals trigger keeps is added up here in one statement), and the loaded
 * tables' indexes dropped and built again from their own definitions after the rows are in
 * (maintaining 17 referral indexes row by row made the load several times slower). Needs a
 * superuser (session_replication_role), as the local test server's postgres is.
 */
export async function generateReferrals(
  db: Database,
  bench: BenchApp,
  to: Scale,
  opts: GenerateOptions = {},
): Promise<void> {
  const from = opts.from ?? EMPTY;
  const ids = await demoIds(bench.deps.database);
  const [sender] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE email = ${SENDER}`,
  );
  const [decider] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE email = ${DECIDER}`,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
    await withIndexesBuiltAfter(tx, async () => {
      // Literal integers (the parameters of generated numbers have no type PostgreSQL can infer).
      const int = (n: number) => sql.raw(String(n));
      // Clinic slot 0 is Northside; slots from 1 are the clinics 'BENCH<slot>'.
      const firstSlot = Math.max(1, from.clinics);
      await tx.execute(sql`INSERT INTO clinics (code, name)
        SELECT 'BENCH' || g, 'Bench Clinic ' || g FROM generate_series(${int(firstSlot)}, ${int(to.clinics - 1)}) g`);
      const firstClinic = await idOf(
        tx,
        sql`SELECT id FROM clinics WHERE code = ${`BENCH${firstSlot}`}`,
      );
      await tx.execute(sql`INSERT INTO patients (firstname, lastname, birthdate)
        SELECT 'Bench' || g, 'Patient' || g, to_char(date '1950-01-01' + (g % 20000), 'YYYY-MM-DD')
        FROM generate_series(${int(from.patients + 1)}, ${int(to.patients)}) g`);
      const firstPatient = await idOf(
        tx,
        sql`SELECT id FROM patients WHERE firstname = ${`Bench${from.patients + 1}`}`,
      );
      const before = await idOf(tx, sql`SELECT coalesce(max(id), 0) AS id FROM referrals`);

      const clinics = int(to.clinics - from.clinics);
      const clinicOf = (offset: SQL) => {
        const slot = sql`${int(from.clinics)} + ${offset}`;
        return sql`CASE WHEN ${slot} = 0 THEN ${int(ids.northside)}
          ELSE ${int(firstClinic - firstSlot)} + ${slot} END`;
      };
      await tx.execute(sql`INSERT INTO referrals (status, source, clinic_referrer_id,
          clinic_receiver_id, referrer_id, provider_id, patient_id, is_fax, mrn, diagnosis, sent_at,
          accepted_by_id, declined_by_id, updated_by_id, created_at, updated_at)
        SELECT status, 'wizard', ${clinicOf(sql`g % ${clinics}`)},
          ${clinicOf(sql`(g / ${clinics} + 1) % ${clinics}`)}, ${int(sender!.id)}, ${int(ids.patel)},
          ${int(firstPatient)} + g % ${int(to.patients - from.patients)}, g % 11 IN (6, 7),
          'MRN-' || g, 'I10 Hypertension', now() - (g % 500000) * interval '1 minute',
          CASE WHEN status IN (${decidedList()}) AND status <> 'declined' THEN ${int(decider!.id)} END,
          CASE WHEN status = 'declined' THEN ${int(decider!.id)} END, ${int(sender!.id)},
          now() - (g % 500000) * interval '1 minute',
          now() - ((g::bigint * 7919) % 1000000) * interval '1 second'
        FROM (SELECT g, (ARRAY['draft', 'sent', 'under_review', 'accepted', 'scheduled', 'declined',
            'sent_fax', 'faxed_successfully', 'rec_completed', 'ref_completed',
            'pending_approval'])[1 + g % 11] AS status
          FROM generate_series(${int(from.referrals + 1)}, ${int(to.referrals)}) g) s`);
      // What the referrals trigger (migration 0010) would have counted, row by row.
      await tx.execute(sql`INSERT INTO referral_sent_months AS m (month, clinic_referrer_id, source, sent)
        SELECT to_char(sent_at AT TIME ZONE 'US/Central', 'YYYY-MM'), coalesce(clinic_referrer_id, 0),
          CASE WHEN clinic_referrer_id IS NULL THEN source ELSE '' END, count(*)::int
        FROM referrals
        WHERE id > ${before} AND sent_at IS NOT NULL AND deleted_at IS NULL AND status <> 'draft'
        GROUP BY 1, 2, 3
        ON CONFLICT (month, clinic_referrer_id, source) DO UPDATE SET sent = m.sent + excluded.sent`);
      if (opts.history) await generateHistory(tx, before, decider!.id);
    });
  });
  // As autovacuum would: statistics, and a visibility map for index-only scans.
  for (const table of LOADED) await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  await db.execute(sql`ANALYZE`);
}

const decidedList = () =>
  sql.join(
    DECIDED.map((s) => sql`${s}`),
    sql`, `,
  );

async function idOf(db: Queryable, query: SQL): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, query);
  return Number(row!.id);
}

/**
 * Runs `load` with the loaded tables' secondary indexes dropped, then builds them again from
 * their own definitions (pg_get_indexdef); indexes that back a constraint (keys, unique uuids)
 * stay.
 */
async function withIndexesBuiltAfter(tx: Queryable, load: () => Promise<void>): Promise<void> {
  const indexes = await queryRows<{ name: string; def: string }>(
    tx,
    sql`SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
      FROM pg_index i
      WHERE i.indrelid IN (${sql.join(
        LOADED.map((t) => sql`${t}::regclass`),
        sql`, `,
      )})
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
  );
  for (const i of indexes) await tx.execute(sql.raw(`DROP INDEX ${i.name}`));
  await load();
  for (const i of indexes) await tx.execute(sql.raw(i.def));
}

/**
 * System Log lines of the accepts and declines of the referrals after id `after`, and their
 * appointments, as the lifecycle leaves them.
 */
async function generateHistory(tx: Queryable, after: number, decider: number): Promise<void> {
  await tx.execute(sql`INSERT INTO referral_notes (referral_id, "group", note, user_id, created_at)
    SELECT id, 'system', CASE WHEN status = 'declined' THEN ${MSG_SERVER.declinedLog('Bench')}
        ELSE ${MSG.acceptedDetail} END, ${decider}, sent_at + interval '1 day'
    FROM referrals WHERE id > ${after} AND status IN (${decidedList()})`);
  await tx.execute(sql`INSERT INTO appointments (referral_id, appointment_date, appointment_maintained, created_at)
    SELECT id, sent_at + interval '7 days', CASE WHEN status = 'scheduled' THEN NULL ELSE 'yes' END,
      sent_at + interval '2 days'
    FROM referrals
    WHERE id > ${after} AND status IN ('scheduled', 'rec_completed', 'ref_completed')`);
}
