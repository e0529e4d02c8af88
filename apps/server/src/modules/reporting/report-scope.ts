import { sql, type SQL } from 'drizzle-orm';
import { REFERRAL_FROM_FAX, REPORT_MSG, SUBMITTED_VIA_PUBLIC_FORM } from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import { isAdmin, isProvider, type Actor } from '../auth/actor.js';

/**
 * Whose figures a report counts (contract issue 9, decision of the lead): staff see their
 * CURRENT clinic's, admins every clinic's; providers and users without a clinic have no reports.
 */
export type ReportScope = { kind: 'all' } | { kind: 'clinic'; clinicId: number };

export function reportScope(actor: Actor): ReportScope {
  if (isAdmin(actor)) return { kind: 'all' };
  if (isProvider(actor)) throw AppError.forbidden();
  if (actor.currentClinicId === null) throw AppError.forbidden(REPORT_MSG.noClinic);
  return { kind: 'clinic', clinicId: actor.currentClinicId };
}

/** `column = the scope's clinic`, or true for every clinic. */
export function ofScope(scope: ReportScope, column: SQL): SQL {
  return scope.kind === 'all' ? sql`true` : sql`${column} = ${scope.clinicId}`;
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
