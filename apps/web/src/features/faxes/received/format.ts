import dayjs from 'dayjs';
import { formatPhone, formatSsn } from '@app/shared';

/** Fields the detector is less sure of (0-100) are highlighted for the person checking them. */
export const LOW_CONFIDENCE = 80;

/** A confidence as the screen shows it: a whole percentage. */
export const confidencePercent = (confidence: number) => Math.round(confidence);

/** Judged on the shown percentage, so a field marked low never reads '80%'. */
export const isLowConfidence = (confidence: number) =>
  confidencePercent(confidence) < LOW_CONFIDENCE;

/** The received date on a card: 'DD MMM YYYY - HH:mm' in local time; '' for none. */
export function formatReceivedAt(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isValid() ? d.format('DD MMM YYYY - HH:mm') : '';
}

/**
 * A sender number as the app shows phone numbers ('312-555-0201'). Providers send E.164
 * ('+13125550201'): the last 10 digits are the US number. Anything else is shown as received.
 */
export function formatFaxNumber(raw: string | null | undefined): string {
  const digits = (raw ?? '').replace(/\D/g, '');
  if (digits.length === 10 || (digits.length === 11 && digits.startsWith('1')))
    return formatPhone(digits.slice(-10));
  return raw?.trim() || 'Unknown sender';
}

/** An SSN with all but the last four digits hidden: '***-**-6789'. */
export function hiddenSsn(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length >= 4 ? `***-**-${digits.slice(-4)}` : '***-**-****';
}

/** An SSN as read, shown 3-2-4 when it has 9 digits. */
export function shownSsn(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 9 ? formatSsn(digits) : value;
}

/** '1', '1-3' or '1, 3' for a detected referral's pages. */
export function pagesText(pages: readonly number[]): string {
  if (pages.length === 0) return '';
  const sorted = [...pages].sort((a, b) => a - b);
  const contiguous = sorted.every((p, i) => i === 0 || p === sorted[i - 1]! + 1);
  if (contiguous && sorted.length > 1) return `${sorted[0]}-${sorted[sorted.length - 1]}`;
  return sorted.join(', ');
}
