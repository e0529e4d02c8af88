import { parseNotificationData, REFERRAL_LABEL } from '@app/shared';
import { formatDate } from '../referrals/lists/format';
import type { AppNotification } from './types';

/**
 * Who a notification is about, as the bell, the All Notifications page and the toast name it:
 * the patient of its referral, when the server gave it (only to a reader who may see that
 * referral). The title and content stay as written, since they are also the e-mail's text, which
 * never names a patient.
 */
export interface NotificationSubject {
  title: string;
  content: string;
  /** 'Ada Byron', or null when the notification is about nobody this reader may see. */
  patient: string | null;
  /** 'Date of Birth 01 May 1980', or null when unknown. */
  birthdate: string | null;
}

export function notificationSubject(n: AppNotification): NotificationSubject {
  const { title, content } = parseNotificationData(n.data);
  const born = formatDate(n.referral?.birthdate);
  return {
    title,
    content,
    patient: n.referral?.patient_name || null,
    birthdate: born ? `${REFERRAL_LABEL.dateOfBirth} ${born}` : null,
  };
}

/** One line for a toast or an accessible name: 'Referral Accepted: Ada Byron'. */
export function headline(s: Pick<NotificationSubject, 'title' | 'patient'>): string {
  return s.patient ? `${s.title}: ${s.patient}` : s.title;
}
