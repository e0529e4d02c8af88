import {
  checkAppointmentDate,
  REFERRAL_LIFECYCLE_MSG as MSG,
  REFERRAL_LIFECYCLE_MSG_SERVER as SRV,
} from '@app/shared';
import { AppError } from '../../../lib/app-error.js';
import { bodyOf } from '../draft-steps.js';

/** How the referrer answered 'Did the patient maintain the appointment?' (spec 2 section 4). */
export type Completion =
  | { maintained: 'yes'; appointmentDate: Date | null; shown: string | null }
  | { maintained: 'no'; reasonKind: 'patient_declined' | 'no_show' | 'other'; reason: string }
  | { maintained: 'not_applicable' };

const KIND_OF: Record<string, 'patient_declined' | 'no_show'> = {
  'Patient Declined': 'patient_declined',
  'No Show': 'no_show',
};

const truthy = (v: unknown) => v === true || v === 'true' || v === 1 || v === '1';
const falsy = (v: unknown) => v === false || v === 'false' || v === 0 || v === '0';
const refuse = (field: string, msg: string) => AppError.validation(msg, { [field]: [msg] });

/**
 * The completion payload `{ appointmentMaintained, appointmentDate, confirmAppointmentDate,
 * confirmResults, reason, notApplicable }`. N/A wins; Yes needs both confirmations (the date is
 * optional and, when given, must be a valid slot); No needs 'Patient Declined', 'No Show' or the
 * Other free text as `reason`.
 */
export function parseCompletion(body: unknown): Completion {
  const b = bodyOf(body);
  if (truthy(b.notApplicable)) return { maintained: 'not_applicable' };
  const m = b.appointmentMaintained;
  if (truthy(m) || m === 'yes') {
    if (!truthy(b.confirmAppointmentDate) || !truthy(b.confirmResults)) {
      throw refuse('confirmResults', SRV.confirmationsRequired);
    }
    if (b.appointmentDate === undefined || b.appointmentDate === null || b.appointmentDate === '') {
      return { maintained: 'yes', appointmentDate: null, shown: null };
    }
    const when = checkAppointmentDate(b.appointmentDate);
    if (!when.ok) throw refuse('appointmentDate', MSG.appointmentInvalid);
    return {
      maintained: 'yes',
      appointmentDate: when.date,
      shown: String(b.appointmentDate).trim().slice(0, 16),
    };
  }
  if (falsy(m) || m === 'no') {
    const reason = typeof b.reason === 'string' ? b.reason.trim().slice(0, 2000) : '';
    if (!reason) throw refuse('reason', SRV.notMaintainedReasonRequired);
    if (reason === 'Other') throw refuse('reason', SRV.otherReasonRequired);
    return { maintained: 'no', reasonKind: KIND_OF[reason] ?? 'other', reason };
  }
  throw refuse('appointmentMaintained', SRV.completionAnswerRequired);
}

/** The answer as the appointment row keeps it (lists filter on these values). */
export function completionDetails(c: Completion, confirmed: boolean): Record<string, unknown> {
  if (c.maintained === 'no') return { reason: c.reason, reason_kind: c.reasonKind };
  if (c.maintained === 'yes')
    return { confirm_appointment_date: confirmed, confirm_results: confirmed };
  return {};
}

export function completionLog(c: Completion): string {
  if (c.maintained === 'yes') return 'Referral Completed. Appointment maintained: Yes.';
  if (c.maintained === 'no') return `Referral Completed. Appointment maintained: No (${c.reason}).`;
  return 'Referral Completed. Appointment maintained: N/A.';
}
