import { sql } from 'drizzle-orm';
import { DASHBOARD_MONTHS } from '@app/shared';
import { queryRows, type Database } from '../../db/client.js';
import { centralMonthKeys } from './report-range.js';
import { clinicLabel, COUNTED, monthRows, TZ } from './report-sql.repo.js';

/**
 * Statuses of a referral still waiting for its receiver: not scheduled, declined or completed (an
 * approved order waits to be scheduled). As the partial index referrals_waiting_idx.
 */
const WAITING = sql`('sent', 'order_approved', 'under_review', 'accepted')`;
/** Rejected: declined by the receiver or an order not approved. */
const REJECTED = sql`('declined', 'not_approved')`;
const WAITING_ROW = sql`referrals.deleted_at IS NULL AND referrals.status IN ${WAITING}`;

/** `('2026-01', '2026-02', ...)` for an IN list. */
const monthList = (keys: string[]) =>
  sql`(${sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  )})`;

export interface ClinicReferralTotal {
  clinic_id: number;
  name: string;
  sent: number;
  received: number;
}

/** { 'YYYY-MM': n } for every month of the window, zeros included, oldest first. */
function byMonth(keys: string[], rows: { key: string; n: number }[]): Record<string, number> {
  const out = Object.fromEntries(keys.map((k) => [k, 0]));
  for (const r of rows) out[r.key] = r.n;
  return out;
}

/** The admin dashboard's figures (spec 3 section 2.6), months in US/Central (monthRows; the sent counts from referral_sent_months). */
export function createDashboardTotals(db: Database) {
  return {
    /** { 'YYYY-MM': { clinic name: n } }: sent referrals per sending clinic, last 12 months. */
    async sentByMonthAndClinic(now: Date): Promise<Record<string, Record<string, number>>> {
      const keys = centralMonthKeys(now, DASHBOARD_MONTHS);
      const rows = await queryRows<{ key: string; name: string; n: number }>(
        db,
        sql`SELECT s.month AS key,
            ${clinicLabel(sql`c.name`, sql`nullif(s.source, '')`)} AS name, s.sent AS n
          FROM referral_sent_months s LEFT JOIN clinics c ON c.id = s.clinic_referrer_id
          WHERE s.month IN ${monthList(keys)} AND s.sent > 0
          ORDER BY s.month, name`,
      );
      const out: Record<string, Record<string, number>> = Object.fromEntries(
        keys.map((k) => [k, {}]),
      );
      // Two clinics of one name share a bar: the chart keys its series by name.
      for (const r of rows) {
        const month = out[r.key]!;
        month[r.name] = (month[r.name] ?? 0) + r.n;
      }
      return out;
    },

    /** { 'YYYY-MM': n }: sent referrals (all clinics), last 12 months. */
    async sentByMonth(now: Date): Promise<Record<string, number>> {
      const keys = centralMonthKeys(now, DASHBOARD_MONTHS);
      const rows = await queryRows<{ key: string; n: number }>(
        db,
        sql`SELECT month AS key, sum(sent)::int AS n FROM referral_sent_months
          WHERE month IN ${monthList(keys)} GROUP BY 1`,
      );
      return byMonth(keys, rows);
    },

    /**
     * { 'YYYY-MM': n }: referrals now declined or not approved, by the month of their last
     * status change (updated_at: the status writer stamps it; no separate decline time exists).
     */
    async rejectedByMonth(now: Date): Promise<Record<string, number>> {
      const keys = centralMonthKeys(now, DASHBOARD_MONTHS);
      const rows = await queryRows<{ key: string; n: number }>(
        db,
        sql`SELECT m.key, count(*)::int AS n FROM ${monthRows(keys)}
          JOIN referrals ON referrals.updated_at >= m.start AND referrals.updated_at < m.stop
          WHERE referrals.deleted_at IS NULL AND referrals.status IN ${REJECTED} GROUP BY 1`,
      );
      return byMonth(keys, rows);
    },

    /**
     * { '0-4': n, '5-9': n, ... }: referrals waiting for the receiver by whole days since sent,
     * every bucket from 0 to the oldest (empty ones as 0).
     */
    async waitingByDays(now: Date, interval: number): Promise<Record<string, number>> {
      // Bucket b holds sent_at in (now - (b+1) intervals, now - b intervals]: a range scan of
      // the waiting index per bucket, rather than a computed bucket for every waiting referral.
      // It counts r.sent_at, which the index holds, so the scan never reads the table.
      const at = sql`${now.toISOString()}::timestamptz`;
      const span = sql`(${interval} * interval '86400 seconds')`;
      const rows = await queryRows<{ bucket: number; n: number }>(
        db,
        sql`WITH oldest AS (
            SELECT min(sent_at) AS sent_at FROM referrals
            WHERE ${WAITING_ROW} AND referrals.sent_at <= ${at}
          )
          SELECT b.bucket, count(r.sent_at)::int AS n
          FROM oldest, generate_series(0,
              floor(extract(epoch FROM ${at} - oldest.sent_at) / 86400 / ${interval})::int) AS b(bucket)
          LEFT JOIN referrals r ON r.sent_at > ${at} - (b.bucket + 1) * ${span}
            AND r.sent_at <= ${at} - b.bucket * ${span}
            AND r.deleted_at IS NULL AND r.status IN ${WAITING}
          GROUP BY 1 ORDER BY 1`,
      );
      const out: Record<string, number> = {};
      for (const r of rows) out[`${r.bucket * interval}-${(r.bucket + 1) * interval - 1}`] = r.n;
      return out;
    },

    /** Every live clinic with its referrals sent and received in one US/Central month. */
    async clinicTotals(month: number, year: number): Promise<ClinicReferralTotal[]> {
      const first = sql`make_timestamp(${year}::int, ${month}::int, 1, 0, 0, 0)`;
      return queryRows<ClinicReferralTotal>(
        db,
        sql`WITH b AS (
            SELECT ${first} AT TIME ZONE ${TZ} AS start, (${first} + interval '1 month') AT TIME ZONE ${TZ} AS stop
          ), counted AS (
            SELECT referrals.clinic_referrer_id, referrals.clinic_receiver_id FROM referrals, b
            WHERE ${COUNTED} AND referrals.sent_at >= b.start AND referrals.sent_at < b.stop
          ), sent AS (
            SELECT clinic_referrer_id AS id, count(*)::int AS n FROM counted GROUP BY 1
          ), received AS (
            SELECT clinic_receiver_id AS id, count(*)::int AS n FROM counted GROUP BY 1
          )
          SELECT c.id AS clinic_id, c.name, coalesce(s.n, 0) AS sent, coalesce(r.n, 0) AS received
          FROM clinics c LEFT JOIN sent s ON s.id = c.id LEFT JOIN received r ON r.id = c.id
          WHERE c.deleted_at IS NULL
          ORDER BY c.name, c.id`,
      );
    },
  };
}
