import { FAX_RECIPIENT_PREFIX } from '@app/shared';
import { days, minutes } from '../../lib/clock.js';

/**
 * Polling a fax provider: first look 15 s after submission, then back off (30 s, 60 s, ...) to at
 * most one look every 5 minutes, far below InterFAX's per-account polling limits. A fax without
 * a final status after a day is given up as failed so that someone can re-send it.
 */
export const FIRST_POLL_MS = 15_000;
export const MAX_POLL_MS = minutes(5);
export const GIVE_UP_AFTER_MS = days(1);

/** The wait before poll number `attempt` (0 = the first look after submission). */
export function pollDelayMs(attempt: number): number {
  const n = Math.max(0, Math.min(attempt, 30));
  return Math.min(FIRST_POLL_MS * 2 ** n, MAX_POLL_MS);
}

/**
 * The number a provider dials for a US fax number: the '001' prefix (international 00, country
 * 1) and the 10 digits. Null when the number has no 10 digits.
 */
export function faxRecipient(fax: string | null | undefined): string | null {
  let digits = (fax ?? '').replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.length === 10 ? `${FAX_RECIPIENT_PREFIX}${digits}` : null;
}

export const pagesText = (n: number): string => `${n} ${n === 1 ? 'page' : 'pages'}`;
