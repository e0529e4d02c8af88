import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_PRESETS,
  centralDateOf,
  computePresetRange,
  exportDefaultRange,
  isOrderedRange,
} from './presets.js';

/** 'YYYY-MM-DD HH:mm' in US/Central as an instant (CST is UTC-6, CDT UTC-5). */
const central = (text: string, offsetHours: 5 | 6) =>
  new Date(`${text.replace(' ', 'T')}:00-0${offsetHours}:00`);

describe('analytics presets', () => {
  it('lists the spec labels in order, custom last', () => {
    expect(ANALYTICS_PRESETS.map((p) => p.label)).toEqual([
      'This Week',
      'Last Week',
      'This Month',
      'Last Month',
      'This Quarter',
      'Last Quarter',
      'Custom Range',
    ]);
  });

  it('starts weeks on Sunday and runs them to Saturday', () => {
    // Wednesday 12 Nov 2025.
    const now = central('2025-11-12 10:00', 6);
    expect(computePresetRange('this_week', now)).toEqual({
      start: '2025-11-09',
      end: '2025-11-15',
    });
    expect(computePresetRange('last_week', now)).toEqual({
      start: '2025-11-02',
      end: '2025-11-08',
    });
    // A Sunday is the first day of its own week.
    const sunday = central('2025-11-09 00:30', 6);
    expect(computePresetRange('this_week', sunday).start).toBe('2025-11-09');
  });

  it('crosses month and year boundaries for weeks', () => {
    // Thursday 1 Jan 2026: the week began on Sunday 28 Dec 2025.
    const now = central('2026-01-01 09:00', 6);
    expect(computePresetRange('this_week', now)).toEqual({
      start: '2025-12-28',
      end: '2026-01-03',
    });
    expect(computePresetRange('last_week', now)).toEqual({
      start: '2025-12-21',
      end: '2025-12-27',
    });
  });

  it('covers whole months, February of a leap year included', () => {
    const now = central('2024-03-15 12:00', 5);
    expect(computePresetRange('this_month', now)).toEqual({
      start: '2024-03-01',
      end: '2024-03-31',
    });
    expect(computePresetRange('last_month', now)).toEqual({
      start: '2024-02-01',
      end: '2024-02-29',
    });
  });

  it('rolls January back to December of the prior year', () => {
    const now = central('2026-01-20 08:00', 6);
    expect(computePresetRange('last_month', now)).toEqual({
      start: '2025-12-01',
      end: '2025-12-31',
    });
    expect(computePresetRange('last_quarter', now)).toEqual({
      start: '2025-10-01',
      end: '2025-12-31',
    });
    expect(computePresetRange('this_quarter', now)).toEqual({
      start: '2026-01-01',
      end: '2026-03-31',
    });
  });

  it('finds each quarter from its first and last day', () => {
    const cases: [string, 5 | 6, string, string][] = [
      ['2026-03-31 23:59', 5, '2026-01-01', '2026-03-31'],
      ['2026-04-01 00:00', 5, '2026-04-01', '2026-06-30'],
      ['2026-09-30 12:00', 5, '2026-07-01', '2026-09-30'],
      ['2026-10-01 00:01', 5, '2026-10-01', '2026-12-31'],
    ];
    for (const [at, offset, start, end] of cases) {
      expect(computePresetRange('this_quarter', central(at, offset))).toEqual({ start, end });
    }
    expect(computePresetRange('last_quarter', central('2026-08-15 12:00', 5))).toEqual({
      start: '2026-04-01',
      end: '2026-06-30',
    });
  });

  it('reads the day in US/Central, not UTC', () => {
    // 03:30 UTC on 1 Oct 2026 is still 30 Sep (22:30 CDT) in Chicago: the third quarter.
    const now = new Date('2026-10-01T03:30:00Z');
    expect(computePresetRange('this_quarter', now)).toEqual({
      start: '2026-07-01',
      end: '2026-09-30',
    });
    expect(computePresetRange('this_month', now).start).toBe('2026-09-01');
  });
});

describe('export default range', () => {
  it('runs from the start of the quarter to tomorrow', () => {
    expect(exportDefaultRange(central('2026-11-22 10:00', 6))).toEqual({
      start: '2026-10-01',
      end: '2026-11-23',
    });
  });

  it('reaches into the next year on New Year’s Eve', () => {
    expect(exportDefaultRange(central('2025-12-31 23:00', 6))).toEqual({
      start: '2025-10-01',
      end: '2026-01-01',
    });
  });
});

describe('central date', () => {
  it('names the US/Central day, which lags UTC in the evening', () => {
    expect(centralDateOf(new Date('2026-01-01T05:59:00Z'))).toBe('2025-12-31');
    expect(centralDateOf(new Date('2026-01-01T06:00:00Z'))).toBe('2026-01-01');
  });
});

describe('range order', () => {
  it('accepts a one-day range and refuses an end before the start or a partial date', () => {
    expect(isOrderedRange({ start: '2026-01-05', end: '2026-01-05' })).toBe(true);
    expect(isOrderedRange({ start: '2026-01-05', end: '2026-01-04' })).toBe(false);
    expect(isOrderedRange({ start: '', end: '2026-01-04' })).toBe(false);
  });
});
