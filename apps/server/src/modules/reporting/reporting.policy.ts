import { REPORT_MSG } from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import { isAdmin, isProvider, type Actor } from '../auth/actor.js';

/**
 * Who sees which reports. Whose figures a report counts (contract issue 9, decision of the lead): staff see their
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

/** The platform totals (the admin dashboard's charts) are the admins'. */
export function assertMaySeePlatformTotals(actor: Actor): void {
  if (!isAdmin(actor)) throw AppError.forbidden();
}
