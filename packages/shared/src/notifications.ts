/** Notification display rules shared by the bell, the list and the server (spec 1, sections 3 and 6). */
export const VISIBLE_NOTIFICATION_LEVELS = [1, 3] as const;
export const FALLBACK_NOTIFICATION_TITLE = 'Referral Sent';

export interface NotificationContent {
  title: string;
  content: string;
  clinic_receiver_id: number | null;
}

/** Parses a notification's data; text that is not our JSON shows as 'Referral Sent' with the raw text. */
export function parseNotificationData(data: string | null | undefined): NotificationContent {
  const raw = data ?? '';
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const p = parsed as Record<string, unknown>;
      return {
        title: typeof p.title === 'string' ? p.title : FALLBACK_NOTIFICATION_TITLE,
        content: typeof p.content === 'string' ? p.content : '',
        clinic_receiver_id: typeof p.clinic_receiver_id === 'number' ? p.clinic_receiver_id : null,
      };
    }
  } catch {
    // not JSON: fall through to the spec's fallback
  }
  return { title: FALLBACK_NOTIFICATION_TITLE, content: raw, clinic_receiver_id: null };
}

/**
 * Whether a notification is shown to a user: level 1 or 3 only; an unread one only when it is
 * not addressed to a clinic or is addressed to the user's current (first) clinic.
 */
export function isNotificationVisible(
  n: { level: number; read_at: string | Date | null; data: string | null },
  currentClinicId: number | null,
): boolean {
  if (!(VISIBLE_NOTIFICATION_LEVELS as readonly number[]).includes(n.level)) return false;
  if (n.read_at) return true;
  const receiver = parseNotificationData(n.data).clinic_receiver_id;
  return receiver == null || receiver === currentClinicId;
}

/** Full page load for absolute http(s) urls, in-app navigation otherwise. */
export function isExternalUrl(url: string): boolean {
  return url.includes('http');
}

/** Relative time with the spec's thresholds: 59 minutes, 24 hours, 7 days, 4 weeks. */
export function humanizeSince(from: Date, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - from.getTime()) / 60000));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  if (minutes < 1) return 'just now';
  if (minutes <= 59) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 7) return plural(days, 'day');
  const weeks = Math.floor(days / 7);
  if (weeks < 4) return plural(weeks, 'week');
  const months = Math.max(1, Math.floor(days / 30));
  return plural(months, 'month');
}

export function badgeText(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}
