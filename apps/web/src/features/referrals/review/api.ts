import { http } from '../../../app/http';
import type { ReferralRef } from '../wizard/api';

/** docs/referrals-api.md "Lifecycle": every call answers its success message and the referral. */
export interface LifecycleAnswer {
  message: string;
  referral: ReferralRef;
}

const referralPath = (uuid: string) => `/api/referrals/${encodeURIComponent(uuid)}`;

export const lifecycleApi = {
  promote: (uuid: string, status: 'accepted' | 'under_review') =>
    http.put<LifecycleAnswer>(`${referralPath(uuid)}/promote/${status}`, {}),
  decline: (uuid: string, reason: string) =>
    http.put<LifecycleAnswer>(`${referralPath(uuid)}/decline`, { reason }),
  setAppointment: (uuid: string, appointmentDate: string, isReschedule: boolean) =>
    http.post<LifecycleAnswer>(`${referralPath(uuid)}/appointments`, {
      appointment_date: appointmentDate,
      is_reschedule: isReschedule,
    }),
};
