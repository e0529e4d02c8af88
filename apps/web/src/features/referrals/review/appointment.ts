import {
  APPOINTMENT_DEFAULT_HOUR,
  APPOINTMENT_MINUTE_STEP,
  checkAppointmentDate,
  REFERRAL_LIFECYCLE_MSG,
} from '@app/shared';

const pad = (n: number) => String(n).padStart(2, '0');

/** Every time of day the picker offers: 00:00 to 23:45 on 15-minute steps. */
export const APPOINTMENT_TIMES: readonly string[] = Array.from(
  { length: (24 * 60) / APPOINTMENT_MINUTE_STEP },
  (_, i) => {
    const minutes = i * APPOINTMENT_MINUTE_STEP;
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  },
);

export const DEFAULT_APPOINTMENT_TIME = `${pad(APPOINTMENT_DEFAULT_HOUR)}:00`;

/** The server's 'YYYY-MM-DD HH:mm:ss' from the date input's value and a picked time; seconds zero. */
export function appointmentValue(date: string, time: string): string {
  return date ? `${date} ${time}:00` : '';
}

/** The message under the picker, or null when the value can be sent. */
export function appointmentError(value: string): string | null {
  const check = checkAppointmentDate(value);
  if (check.ok) return null;
  return check.message === 'required'
    ? REFERRAL_LIFECYCLE_MSG.appointmentRequired
    : REFERRAL_LIFECYCLE_MSG.appointmentInvalid;
}

/**
 * The picker's date and time for a stored appointment (ISO; the clinic's wall-clock time kept as
 * UTC, see checkAppointmentDate): empty date and 9:00 when there is none or it is off the steps.
 */
export function appointmentParts(iso: string | null | undefined): { date: string; time: string } {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso ?? '');
  if (!m) return { date: '', time: DEFAULT_APPOINTMENT_TIME };
  const time = APPOINTMENT_TIMES.includes(m[2]!) ? m[2]! : DEFAULT_APPOINTMENT_TIME;
  return { date: m[1]!, time };
}
