import { and, count, eq, sql } from 'drizzle-orm';
import { PRODUCT_TIMEZONE } from '@app/shared';
import type { Database } from '../../db/client.js';
import { referrals } from '../../db/schema/index.js';
import type { Actor } from '../auth/actor.js';
import { visibleReferrals } from '../referrals/referral-access.js';

export interface ReferralCountFilter {
  month?: number | null;
  year?: number | null;
  clinicReferrerId?: number | null;
  clinicReceiverId?: number | null;
  referrerId?: number | null;
}

/** created_at within a US/Central year, or one month of it. */
function createdWithin(year: number, month: number | null) {
  const tz = sql.raw(`'${PRODUCT_TIMEZONE}'`);
  const first = sql`make_timestamp(${year}::int, ${month ?? 1}::int, 1, 0, 0, 0)`;
  const span = month ? sql`interval '1 month'` : sql`interval '1 year'`;
  return sql`${referrals.createdAt} >= (${first} AT TIME ZONE ${tz})
    AND ${referrals.createdAt} < ((${first} + ${span}) AT TIME ZONE ${tz})`;
}

/**
 * Platform statistics over what the actor sees; the dashboard is the admins' (the caller asks
 * reporting.policy.ts first).
 */
export function createDashboardRepo(db: Database, actor: Actor) {
  return {
    /**
     * Referrals created per month in the product's timezone (drafts excluded: they have not
     * been sent to anyone; deleted ones excluded, as in every report).
     */
    async referralCounts(f: ReferralCountFilter) {
      // A literal, not a parameter: GROUP BY must see the same expression as SELECT.
      const local = sql`(${referrals.createdAt} AT TIME ZONE ${sql.raw(`'${PRODUCT_TIMEZONE}'`)})`;
      const month = sql<number>`extract(month from ${local})::int`;
      const year = sql<number>`extract(year from ${local})::int`;
      const rows = await db
        .select({ month, year, count: count() })
        .from(referrals)
        .where(
          and(
            // What the admin sees (every live referral), less drafts: not sent to anyone yet.
            visibleReferrals(actor),
            sql`${referrals.status} <> 'draft'`,
            f.month ? sql`${month} = ${f.month}` : undefined,
            f.year ? sql`${year} = ${f.year}` : undefined,
            // The same period as a range of created_at, which the index serves (the extracts
            // above alone would convert every row of the table).
            f.year ? createdWithin(f.year, f.month ?? null) : undefined,
            f.clinicReferrerId ? eq(referrals.clinicReferrerId, f.clinicReferrerId) : undefined,
            f.clinicReceiverId ? eq(referrals.clinicReceiverId, f.clinicReceiverId) : undefined,
            f.referrerId ? eq(referrals.referrerId, f.referrerId) : undefined,
          ),
        )
        .groupBy(year, month)
        .orderBy(year, month);
      return rows.map((r) => ({
        month: Number(r.month),
        year: Number(r.year),
        count: Number(r.count),
      }));
    },
  };
}
