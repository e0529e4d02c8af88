import { sql, type SQL } from 'drizzle-orm';
import {
  PRODUCT_TIMEZONE,
  REFERRAL_FROM_FAX,
  REPORT_MSG,
  SUBMITTED_VIA_PUBLIC_FORM,
  type ReferralViewer,
} from '@app/shared';
import { referralsOfClinic } from '../referrals/referral-access.repo.js';
import type { DayRange } from './report-range.js';
import type { ReportScope } from './reporting.policy.js';

/* The SQL fragments every report repository builds on: scope, counted rows, dates in US/Central. */

/**
 * The scope's referrals on one side, by the referral visibility rule (referral-access.ts): the
 * clinic's as referrer or receiver, or every clinic's for admins (COUNTED drops deleted ones).
 */
export function ofScope(scope: ReportScope, side: ReferralViewer): SQL {
  return scope.kind === 'all' ? sql`true` : referralsOfClinic(scope.clinicId, side);
}

/** Rows that count in every report: sent (drafts never count) and not deleted. */
export const COUNTED = sql`referrals.deleted_at IS NULL AND referrals.status <> 'draft'`;

/**
 * A clinic's name for a chart, and for a referral without one (a public-form or fax referral
 * whose referrer is not a clinic) the way the received lists label its source.
 */
export function clinicLabel(name: SQL, source: SQL): SQL {
  return sql`coalesce(${name}, CASE ${source} WHEN 'public' THEN ${SUBMITTED_VIA_PUBLIC_FORM}
    WHEN 'fax' THEN ${REFERRAL_FROM_FAX.replace(/^★ /, '')} ELSE ${REPORT_MSG.unknownName} END)`;
}

/** The zone as a literal: GROUP BY must see the same expression as SELECT (no parameter). */
export const TZ = sql.raw(`'${PRODUCT_TIMEZONE}'`);

/**
 * `column` within the range's whole US/Central days. The bounds are constants, so an index on the
 * column serves the condition (no conversion of each row).
 */
export function withinDays(column: SQL, r: DayRange): SQL {
  return sql`${column} >= (${r.start}::timestamp AT TIME ZONE ${TZ})
    AND ${column} < ((${r.end}::date + 1)::timestamp AT TIME ZONE ${TZ})`;
}

/**
 * Months as rows (key 'YYYY-MM', start, stop: US/Central bounds) of a FROM item named `m`, to
 * join on a timestamp range: one index range scan per month, no conversion of each row. A
 * VALUES list, so that the planner knows how many (a generate_series is guessed at 1,000 rows,
 * which makes PostgreSQL compile the query with JIT for nothing: 300 ms and more).
 */
export function monthRows(keys: readonly string[]): SQL {
  const values = sql.join(
    keys.map((k) => sql`(${k})`),
    sql`, `,
  );
  return sql`(SELECT v.key, (v.key || '-01')::timestamp AT TIME ZONE ${TZ} AS start,
      ((v.key || '-01')::timestamp + interval '1 month') AT TIME ZONE ${TZ} AS stop
    FROM (VALUES ${values}) AS v(key)) m`;
}
