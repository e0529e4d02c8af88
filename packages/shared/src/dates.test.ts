import { describe, expect, it } from 'vitest';
import { formatCentralDateTime } from './dates.js';

/** What Intl itself writes for the instant in US/Central, in the spec's format. */
const reference = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Chicago',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
function intlText(ms: number): string {
  const p = Object.fromEntries(reference.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return `${p['day']} ${String(p['month']).slice(0, 3)} ${p['year']} - ${p['hour']}:${p['minute']}:${p['second']}`;
}

const HOUR = 3_600_000;

describe('formatCentralDateTime', () => {
  it('writes US/Central wall time in both seasons, seconds kept and milliseconds dropped', () => {
    expect(formatCentralDateTime('2026-07-01T04:59:07.999Z')).toBe('30 Jun 2026 - 23:59:07');
    expect(formatCentralDateTime('2026-01-15T06:00:00Z')).toBe('15 Jan 2026 - 00:00:00');
    expect(formatCentralDateTime(new Date('2026-09-03T17:05:09Z'))).toBe('03 Sep 2026 - 12:05:09');
    expect(formatCentralDateTime(null)).toBe('');
    expect(formatCentralDateTime('not a date')).toBe('');
  });

  it('agrees with Intl across both daylight saving changes, in whatever order it is asked', () => {
    for (const change of ['2026-03-08T08:00:00Z', '2026-11-01T07:00:00Z']) {
      const at = Date.parse(change);
      const instants: number[] = [];
      // Every 7 min 13 s from 3 hours before to 3 hours after, then the same backwards (the
      // hours are then known), and the last second of each side of the change.
      for (let ms = at - 3 * HOUR; ms < at + 3 * HOUR; ms += 433_000) instants.push(ms);
      instants.push(...[...instants].reverse(), at - 1, at, at - 1000);
      for (const ms of instants) expect(formatCentralDateTime(new Date(ms))).toBe(intlText(ms));
    }
  });

  it('agrees with Intl on instants spread over two centuries, and around standard time (1883)', () => {
    // Chicago kept local mean time (UTC-5:50:36) until noon CST of 18 Nov 1883 (18:00 UTC).
    const lmtEnd = Date.parse('1883-11-18T18:00:00Z');
    const instants = [lmtEnd - 1000, lmtEnd, lmtEnd + 1000, lmtEnd - 20 * 60_000];
    let seed = 19;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 48271) % 2147483647;
      instants.push(
        Date.parse('1950-01-01T00:00:00Z') + (seed / 2147483647) * 150 * 365 * 24 * HOUR,
      );
    }
    for (const ms of instants) expect(formatCentralDateTime(new Date(ms))).toBe(intlText(ms));
  });
});
