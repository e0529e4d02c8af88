import { describe, expect, it } from 'vitest';
import {
  badgeText,
  humanizeSince,
  isExternalUrl,
  isNotificationVisible,
  parseNotificationData,
} from './notifications.js';
import { previousMonth } from './dates.js';

describe('notification helpers', () => {
  it('parses JSON data and falls back to "Referral Sent" with the raw text', () => {
    expect(
      parseNotificationData('{"title":"Hi","content":"There","clinic_receiver_id":3}'),
    ).toEqual({
      title: 'Hi',
      content: 'There',
      clinic_receiver_id: 3,
    });
    expect(parseNotificationData('plain words')).toEqual({
      title: 'Referral Sent',
      content: 'plain words',
      clinic_receiver_id: null,
    });
  });

  it('shows levels 1 and 3; unread ones only for no clinic or the current clinic', () => {
    const n = (level: number, read: boolean, clinic: number | null) => ({
      level,
      read_at: read ? '2026-01-01' : null,
      data: JSON.stringify({ title: 't', content: 'c', clinic_receiver_id: clinic }),
    });
    expect(isNotificationVisible(n(1, false, null), 5)).toBe(true);
    expect(isNotificationVisible(n(3, false, 5), 5)).toBe(true);
    expect(isNotificationVisible(n(2, false, null), 5)).toBe(false);
    expect(isNotificationVisible(n(1, false, 6), 5)).toBe(false);
    expect(isNotificationVisible(n(1, true, 6), 5)).toBe(true);
  });

  it('treats urls containing http as external', () => {
    expect(isExternalUrl('https://example.org/x')).toBe(true);
    expect(isExternalUrl('/referrals/abc/review')).toBe(false);
  });

  it('humanizes with the spec thresholds', () => {
    const now = new Date('2026-05-31T12:00:00Z');
    const ago = (ms: number) => humanizeSince(new Date(now.getTime() - ms), now);
    expect(ago(59 * 60_000)).toBe('59 minutes ago');
    expect(ago(60 * 60_000)).toBe('1 hour ago');
    expect(ago(23 * 3_600_000)).toBe('23 hours ago');
    expect(ago(24 * 3_600_000)).toBe('1 day ago');
    expect(ago(6 * 86_400_000)).toBe('6 days ago');
    expect(ago(7 * 86_400_000)).toBe('1 week ago');
    expect(ago(27 * 86_400_000)).toBe('3 weeks ago');
    expect(ago(28 * 86_400_000)).toBe('1 month ago');
  });

  it('caps the badge at 999', () => {
    expect(badgeText(999, 999)).toBe('999');
    expect(badgeText(1000, 999)).toBe('999+');
  });

  it('rolls January back to December of the prior year', () => {
    expect(previousMonth({ month: 1, year: 2026 })).toEqual({ month: 12, year: 2025 });
    expect(previousMonth({ month: 7, year: 2026 })).toEqual({ month: 6, year: 2026 });
  });
});
