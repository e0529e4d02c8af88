import { sql, type SQL } from 'drizzle-orm';
import {
  REFERRAL_LIFECYCLE_MSG,
  REFERRAL_LIFECYCLE_MSG_SERVER as SRV,
  type AnalyticsRow,
  type ReferralByUserType,
  type ReferralListType,
} from '@app/shared';
import { queryRows, type Database } from '../../db/client.js';
import { clinicLabel, COUNTED, ofScope, type ReportScope } from './report-scope.js';
import { withinDays, type DayRange } from './report-range.js';

/** SQL LIKE pattern for a literal prefix. */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * How the status writer's System Log records an accept and a decline: the log is the only record
 * of who moved a referral to a status.
 */
const ACTION_LOG: Record<Exclude<ReferralByUserType, 'sent'>, SQL> = {
  accepted: sql`n.note = ${REFERRAL_LIFECYCLE_MSG.acceptedDetail}`,
  declined: sql`n.note LIKE ${startsWith(SRV.declinedLogPrefix)}`,
};

const BY_COUNT = sql`ORDER BY referrals DESC, name`;

/**
 * Referral analytics (spec 3 section 2.4), counted on sent_at within the range. Counts are
 * grouped by id first and named after, so that two clinics or users with one name stay apart.
 */
export function createAnalyticsQueries(db: Database, scope: ReportScope) {
  const admin = scope.kind === 'all';

  return {
    /**
     * sent: the scope's sent referrals by receiving clinic (admins: by sending clinic);
     * received: the scope's received referrals by referring clinic (admins: by receiving clinic).
     */
    async referralList(type: ReferralListType, range: DayRange): Promise<AnalyticsRow[]> {
      const own = type === 'sent' ? 'clinic_referrer_id' : 'clinic_receiver_id';
      const other = type === 'sent' ? 'clinic_receiver_id' : 'clinic_referrer_id';
      const groupBy = sql.raw(`referrals.${admin ? own : other}`);
      return queryRows<AnalyticsRow>(
        db,
        sql`SELECT ${clinicLabel(sql`c.name`, sql`k.source`)} AS name, k.n AS referrals
          FROM (
            SELECT ${groupBy} AS id, CASE WHEN ${groupBy} IS NULL THEN referrals.source END AS source,
              count(*)::int AS n
            FROM referrals
            WHERE ${COUNTED} AND ${ofScope(scope, sql.raw(`referrals.${own}`))}
              AND ${withinDays(sql`referrals.sent_at`, range)}
            GROUP BY 1, 2
          ) k LEFT JOIN clinics c ON c.id = k.id
          ${BY_COUNT}`,
      );
    },

    /**
     * sent: by the user who sent (referrals.referrer_id), over the scope's sent referrals.
     * accepted / declined: by the user whose action the System Log records, each referral once
     * per user; staff count their clinic's users acting on referrals the clinic is party to
     * (receivers accept and decline; referrers record a fax clinic's answer).
     */
    async referralListByUser(type: ReferralByUserType, range: DayRange): Promise<AnalyticsRow[]> {
      const sent = withinDays(sql`referrals.sent_at`, range);
      const counts =
        type === 'sent'
          ? sql`SELECT referrals.referrer_id AS user_id, count(*)::int AS n FROM referrals
              WHERE ${COUNTED} AND ${ofScope(scope, sql`referrals.clinic_referrer_id`)} AND ${sent}
                AND referrals.referrer_id IS NOT NULL
              GROUP BY 1`
          : sql`SELECT n.user_id, count(DISTINCT referrals.id)::int AS n FROM referrals
              JOIN referral_notes n ON n.referral_id = referrals.id AND n."group" = 'system'
                AND ${ACTION_LOG[type]} AND n.user_id IS NOT NULL
              WHERE ${COUNTED} AND ${sent} AND ${
                scope.kind === 'all'
                  ? sql`true`
                  : sql`(referrals.clinic_receiver_id = ${scope.clinicId}
                      OR referrals.clinic_referrer_id = ${scope.clinicId})
                    AND n.user_id IN (SELECT cu.user_id FROM clinic_users cu
                      WHERE cu.clinic_id = ${scope.clinicId})`
              }
              GROUP BY 1`;
      return queryRows<AnalyticsRow>(
        db,
        sql`SELECT trim(concat_ws(' ', u.firstname, u.lastname)) AS name, k.n AS referrals
          FROM (${counts}) k JOIN users u ON u.id = k.user_id
          ${BY_COUNT}`,
      );
    },
  };
}
