import { sql, type SQL } from 'drizzle-orm';
import {
  REFERRAL_FROM_FAX,
  REPORT_MSG,
  SUBMITTED_VIA_PUBLIC_FORM,
  type ReferralViewer,
} from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import { isAdmin, isProvider, type Actor } from '../auth/actor.js';
import { referralsOfClinic } from '../referrals/referral-access.js';

/**
 * Whose figures a report counts (contract issue 9, decision of the lead): staff see their
 * CURRENT clinic's, admins every clinic's; providers and users without a clinic have no reports.
 * The current clinic is always one of the actor's clinics (sessions.ts), so a report never counts
 * a referral outside `visibleReferrals(actor)`.
 */
export type ReportScope = { kind: 'all' } | { kind: 'clinic'; clinicId: number };

export function reportScope(actor: Actor): ReportScope {
  if (isAdmin(actor)) return { kind: 'all' };
  if (isProvider(actor)) throw AppError.forbidden();
  if (actor.currentClinicId === null) throw AppError.forbidden(REPORT_MSG.noClinic);
  return { kind: 'clinic', clinicId: actor.currentClinicId };
}

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
