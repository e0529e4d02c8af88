import { sql, type SQL } from 'drizzle-orm';
import type { ReferralSource, ReferralStatus } from '@app/shared';
import { queryRows, queryRowsPlannedOnce, type Database } from '../../db/client.js';
import type { ReportScope } from './reporting.policy.js';
import { COUNTED, ofScope, withinDays } from './report-sql.repo.js';
import type { DayRange } from './report-range.js';

export interface ExportFilter {
  statuses: readonly ReferralStatus[];
  range: DayRange;
}

/** One export row as the database returns it (timestamps as ISO text). */
export interface ExportRow {
  id: number;
  uuid: string;
  status: ReferralStatus;
  source: ReferralSource;
  reason: string | null;
  is_fax: boolean;
  mrn: string | null;
  diagnosis: string | null;
  /** ISO timestamp. */
  sent_at: string;
  /** sent_at as PostgreSQL prints it (microseconds kept): the keyset of the next batch. */
  sort_key: string;
  patient_firstname: string | null;
  patient_lastname: string | null;
  birthdate: string | null;
  sender_firstname: string | null;
  sender_lastname: string | null;
  receiver_id: number | null;
  receiver_name: string | null;
  provider_id: number | null;
  provider_title: string | null;
  provider_firstname: string | null;
  provider_lastname: string | null;
  provider_is_default: boolean | null;
  appointment_maintained: string | null;
  /** The current appointment, ISO timestamp (the clinic's wall clock kept as UTC). */
  appointment_at: string | null;
}

/**
 * Rows per statement while streaming the file: memory holds one batch at a time, and another on
 * its way. 1,000 rather than 5,000: two batches of 5,000 outgrew V8's young generation, so every
 * collection while a file was written copied them, and collecting took as long as formatting
 * (bench:lists --scale, issue 19 item 8: a third less CPU per file).
 */
export const EXPORT_BATCH_ROWS = 1_000;

/**
 * Export of sent referrals (spec 3 section 2.3): the scope's SENT referrals (admins: every
 * clinic's) with the chosen statuses, sent within the range, newest first. The order is the
 * keyset (sent_at, id), which the sent indexes serve in both scopes.
 */
export function createExportQueries(db: Database, scope: ReportScope) {
  const where = (f: ExportFilter): SQL =>
    sql`${COUNTED} AND ${ofScope(scope, 'referrer')}
      AND referrals.status IN (${sql.join(
        f.statuses.map((s) => sql`${s}`),
        sql`, `,
      )})
      AND ${withinDays(sql`referrals.sent_at`, f.range)}`;

  /** The row SELECT; `tail` is the ORDER BY and paging. Also what the benchmark COPYs. */
  const select = (f: ExportFilter, after: SQL, tail: SQL): SQL => sql`
    SELECT referrals.id, referrals.uuid, referrals.status, referrals.source, referrals.reason,
      referrals.is_fax, referrals.mrn, referrals.diagnosis,
      to_json(referrals.sent_at)#>>'{}' AS sent_at,
      referrals.sent_at::text AS sort_key,
      p.firstname AS patient_firstname, p.lastname AS patient_lastname, p.birthdate,
      u.firstname AS sender_firstname, u.lastname AS sender_lastname,
      rc.id AS receiver_id, rc.name AS receiver_name,
      pr.id AS provider_id, pr.title AS provider_title, pr.firstname AS provider_firstname,
      pr.lastname AS provider_lastname, pr.is_default AS provider_is_default,
      ap.appointment_maintained,
      to_json(ap.appointment_date)#>>'{}' AS appointment_at
    FROM referrals
    LEFT JOIN patients p ON p.id = referrals.patient_id
    LEFT JOIN users u ON u.id = referrals.referrer_id
    LEFT JOIN clinics rc ON rc.id = referrals.clinic_receiver_id
    LEFT JOIN providers pr ON pr.id = referrals.provider_id
    LEFT JOIN LATERAL (
      SELECT a.appointment_date, a.appointment_maintained FROM appointments a
      WHERE a.referral_id = referrals.id ORDER BY a.created_at DESC, a.id DESC LIMIT 1
    ) ap ON true
    WHERE ${where(f)} ${after}
    ${tail}`;

  const NEWEST_FIRST = sql`ORDER BY referrals.sent_at DESC, referrals.id DESC`;

  return {
    exportSelect: (f: ExportFilter) => select(f, sql``, NEWEST_FIRST),

    /** A page of the grid (offset paging: the grid shows page numbers). */
    async exportPage(f: ExportFilter, limit: number, offset: number): Promise<ExportRow[]> {
      if (f.statuses.length === 0) return [];
      return queryRows<ExportRow>(
        db,
        select(f, sql``, sql`${NEWEST_FIRST} LIMIT ${limit} OFFSET ${offset}`),
      );
    },

    async exportCount(f: ExportFilter): Promise<number> {
      if (f.statuses.length === 0) return 0;
      const [c] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM referrals WHERE ${where(f)}`,
      );
      return c?.n ?? 0;
    },

    /**
     * Every matching row, in batches of EXPORT_BATCH_ROWS read by keyset: each batch is its own
     * short statement (no cursor held open), which works alike on PostgreSQL and PGlite, planned
     * once per connection (a hundred statements per 100,000 rows). The next batch is asked for
     * before this one is handed on, so the database works while the caller writes.
     */
    async *exportBatches(f: ExportFilter, batchRows = EXPORT_BATCH_ROWS) {
      if (f.statuses.length === 0) return;
      const batch = (after: SQL) =>
        queryRowsPlannedOnce<ExportRow>(
          db,
          select(f, after, sql`${NEWEST_FIRST} LIMIT ${batchRows}`),
        );
      let pending: Promise<ExportRow[]> | null = batch(sql``);
      while (pending) {
        const rows: ExportRow[] = await pending;
        const last = rows[rows.length - 1];
        pending =
          rows.length < batchRows || !last
            ? null
            : batch(
                sql`AND (referrals.sent_at, referrals.id) < (${last.sort_key}::timestamptz, ${last.id})`,
              );
        // A failed read-ahead is reported when awaited, not as an unhandled rejection meanwhile.
        pending?.catch(() => {});
        if (rows.length > 0) yield rows;
      }
    },
  };
}
