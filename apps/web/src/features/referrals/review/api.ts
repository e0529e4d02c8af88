import type { DocumentsAnswer, ReferralFaxAnswer } from '@app/shared';
import { http } from '../../../app/http';

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
  resendFax: (uuid: string) => http.post<ReferralFaxAnswer>(`${referralPath(uuid)}/fax`, {}),
  documents: (uuid: string) => http.get<DocumentsAnswer>(`${referralPath(uuid)}/documents`),
};
