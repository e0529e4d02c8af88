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

/** The REST calls the detail view still makes (the lifecycle itself goes over GraphQL: graphql.ts). */
export const lifecycleApi = {
  /** A new fax of the referral with its current documents (POST /api/referrals/:uuid/fax). */
  resendFax: (uuid: string) =>
    http.post<LifecycleAnswer & { fax: { uuid: string } }>(`${referralPath(uuid)}/fax`, {}),
  documents: (uuid: string) =>
    http.get<{ documents: ReferralDocumentDto[] }>(`${referralPath(uuid)}/documents`),
};
