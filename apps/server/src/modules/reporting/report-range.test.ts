import { describe, expect, it } from 'vitest';
import { REPORT_MSG } from '@app/shared';
import { centralMonthKeys, isCalendarDay, parseDayRange } from './report-range.js';

const FIELDS = { start: 'startDate', end: 'endDate' };

describe('report ranges', () => {
  it('accepts real calendar days only', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-1-01')).toBe(false);
    expect(isCalendarDay(20250101)).toBe(false);
  });

  it('allows a one-day range and refuses an end before the start', () => {
    expect(parseDayRange('2025-03-01', '2025-03-01', FIELDS)).toEqual({
      start: '2025-03-01',
      end: '2025-03-01',
    });
    expect(() => parseDayRange('2025-03-02', '2025-03-01', FIELDS)).toThrow(
      REPORT_MSG.endBeforeStart,
    );
  });

  it('names the field of a malformed day', () => {
    try {
      parseDayRange('2025-03-01', 'tomorrow', FIELDS);
      expect.unreachable();
    } catch (e) {
      expect((e as { fieldErrors: unknown }).fieldErrors).toEqual({
        endDate: [REPORT_MSG.dateInvalid],
      });
    }
  });

  it('counts the dashboard months in US/Central, January rolling back to December', () => {
    // Dec 31 2020 23:59 CST is still December there; a minute later it is January.
    const dec = centralMonthKeys(new Date('2021-01-01T05:59:00Z'), 12);
    expect(dec[11]).toBe('2020-12');
    expect(dec[0]).toBe('2020-01');
    const jan = centralMonthKeys(new Date('2021-01-01T06:00:00Z'), 12);
    expect(jan.slice(9)).toEqual(['2020-11', '2020-12', '2021-01']);
    expect(jan).toHaveLength(12);
  });
});
