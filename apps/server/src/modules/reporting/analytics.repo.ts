import { sql, type SQL } from 'drizzle-orm';
import { type AnalyticsRow, type ReferralByUserType, type ReferralListType } from '@app/shared';
import { queryRows, type Database } from '../../db/client.js';
import type { ReportScope } from './reporting.policy.js';
import { clinicLabel, COUNTED, ofScope, withinDays } from './report-sql.repo.js';
import type { DayRange } from './report-range.js';

/**
 * The referral column naming the user of each by-user count: who sent it (none for a public or
 * received-fax referral: no user of the referring clinic sent those, so no one is counted), and
 * who (last) accepted and declined it, which the status writer keeps on the referral.
 */
const BY_USER: Record<ReferralByUserType, SQL> = {
  sent: sql`referrals.referrer_id`,
  accepted: sql`referrals.accepted_by_id`,
  declined: sql`referrals.declined_by_id`,
};

const BY_COUNT = sql`ORDER BY referrals DESC, name`;

/**
 * Referral analytics (spec 3 section 2.4), counted on sent_at within the range. Counts are
 * grouped by id first and named after, so that two clinics or users with one name stay apart.
 */
export function createAnalyticsQueries(db: Database, scope: ReportScope) {
  const admin = scope.kind === 'all';

  /** Staff: their clinic's users acting on referrals the clinic is party to; admins: all. */
  const actedIn = (user: SQL): SQL =>
    scope.kind === 'all'
      ? sql`true`
      : sql`(${ofScope(scope, 'receiver')} OR ${ofScope(scope, 'referrer')})
        AND ${user} IN (SELECT cu.user_id FROM clinic_users cu WHERE cu.clinic_id = ${scope.clinicId})`;

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
            WHERE ${COUNTED} AND ${ofScope(scope, type === 'sent' ? 'referrer' : 'receiver')}
              AND ${withinDays(sql`referrals.sent_at`, range)}
            GROUP BY 1, 2
          ) k LEFT JOIN clinics c ON c.id = k.id
          ${BY_COUNT}`,
      );
    },

    /**
     * sent: by the user who sent (referrals.referrer_id), over the scope's sent referrals.
     * accepted / declined: by the user who last accepted / declined it; staff count their
     * clinic's users acting on referrals the clinic is party to (receivers accept and decline;
     * referrers record a fax clinic's answer).
     */
    async referralListByUser(type: ReferralByUserType, range: DayRange): Promise<AnalyticsRow[]> {
      const user = BY_USER[type];
      const scoped = type === 'sent' ? ofScope(scope, 'referrer') : actedIn(user);
      const counts = sql`SELECT ${user} AS user_id, count(*)::int AS n FROM referrals
        WHERE ${COUNTED} AND ${user} IS NOT NULL AND ${scoped}
          AND ${withinDays(sql`referrals.sent_at`, range)}
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
