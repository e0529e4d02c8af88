import { http } from '../../../app/http';
import type { ReferralRef } from '../wizard/api';
import type { ReferralDocumentDto } from '../wizard/graphql';

/** docs/referrals-api.md "Lifecycle": every call answers its success message and the referral. */
export interface LifecycleAnswer {
  message: string;
  /** A second line ('This referral has been moved to your Referral History tab'). */
  detail?: string;
  referral: ReferralRef;
}

/**
 * The referrer's completion payload (docs/referrals-api.md "Completion payload"): N/A, Yes with
 * both confirmations and the appointment date, or No with the reason (or the Other free text).
 */
export type CompletionPayload =
  | { notApplicable: true }
  | {
      appointmentMaintained: true;
      confirmAppointmentDate: true;
      confirmResults: true;
      appointmentDate: string;
    }
  | { appointmentMaintained: false; reason: string };

const referralPath = (uuid: string) => `/api/referrals/${encodeURIComponent(uuid)}`;

export const lifecycleApi = {
  promote: (uuid: string, status: 'accepted' | 'under_review') =>
    http.put<LifecycleAnswer>(`${referralPath(uuid)}/promote/${status}`, {}),
  /** The receiver's completion (rec_completed) takes no payload. */
  completeReceived: (uuid: string) =>
    http.put<LifecycleAnswer>(`${referralPath(uuid)}/promote/rec_completed`, {}),
  /** The referrer's completion; a declined referral completes without a payload. */
  completeSent: (uuid: string, payload: CompletionPayload | Record<string, never>) =>
    http.put<LifecycleAnswer>(`${referralPath(uuid)}/promote/ref_completed`, payload),
  decline: (uuid: string, reason: string) =>
    http.put<LifecycleAnswer>(`${referralPath(uuid)}/decline`, { reason }),
  setAppointment: (uuid: string, appointmentDate: string, isReschedule: boolean) =>
    http.post<LifecycleAnswer>(`${referralPath(uuid)}/appointments`, {
      appointment_date: appointmentDate,
      is_reschedule: isReschedule,
    }),
  /** A new fax of the referral with its current documents (POST /api/referrals/:uuid/fax). */
  resendFax: (uuid: string) =>
    http.post<LifecycleAnswer & { fax: { uuid: string } }>(`${referralPath(uuid)}/fax`, {}),
  documents: (uuid: string) =>
    http.get<{ documents: ReferralDocumentDto[] }>(`${referralPath(uuid)}/documents`),
};
