import { describe, expect, it } from 'vitest';
import {
  countsTable,
  monthKeyLabel,
  monthlyByClinicTable,
  parseDaysWaiting,
  parseMonthlyByClinic,
  parseMonthlyTotals,
} from './dashboardData';

describe('dashboard figures', () => {
  it('labels months MMM YYYY', () => {
    expect(monthKeyLabel('2026-01')).toBe('Jan 2026');
    expect(monthKeyLabel('2025-12')).toBe('Dec 2025');
  });

  it('orders days-waiting buckets by their first day', () => {
    const bars = parseDaysWaiting('{"10-14": 1, "0-4": 7, "5-9": 0}');
    expect(bars).toEqual([
      { name: '0-4', value: 7 },
      { name: '5-9', value: 0 },
      { name: '10-14', value: 1 },
    ]);
    expect(countsTable(bars, ['Days Waiting', 'Referrals'])).toEqual({
      columns: ['Days Waiting', 'Referrals'],
      rows: [
        ['0-4', 7],
        ['5-9', 0],
        ['10-14', 1],
      ],
    });
  });

  it('lists months oldest first across the new year', () => {
    expect(parseMonthlyTotals('{"2026-01": 4, "2025-12": 2, "2025-11": 0}')).toEqual([
      { name: 'Nov 2025', value: 0 },
      { name: 'Dec 2025', value: 2 },
      { name: 'Jan 2026', value: 4 },
    ]);
  });

  it('has no data when nothing is counted', () => {
    expect(parseDaysWaiting('{}')).toEqual([]);
    expect(parseMonthlyTotals('{"2025-12": 0, "2026-01": 0}')).toEqual([]);
    expect(parseMonthlyByClinic('{"2025-12": {}, "2026-01": {}}')).toEqual({
      months: [],
      series: [],
    });
  });

  it('makes one series per clinic with a count for every month', () => {
    const stacks = parseMonthlyByClinic(
      '{"2026-01": {"Northside": 2}, "2025-12": {"Lakeside": 5, "Northside": 1}, "2025-11": {}}',
    );
    expect(stacks).toEqual({
      months: ['Nov 2025', 'Dec 2025', 'Jan 2026'],
      series: [
        { label: 'Lakeside', data: [0, 5, 0] },
        { label: 'Northside', data: [0, 1, 2] },
      ],
    });
    expect(monthlyByClinicTable(stacks)).toEqual({
      columns: ['Clinic', 'Nov 2025', 'Dec 2025', 'Jan 2026'],
      rows: [
        ['Lakeside', 0, 5, 0],
        ['Northside', 0, 1, 2],
      ],
    });
  });

  it('refuses text that is not the expected JSON', () => {
    const unreadable = /could not be read/;
    expect(() => parseDaysWaiting('not json')).toThrow(unreadable);
    expect(() => parseMonthlyTotals('[1, 2]')).toThrow(unreadable);
    expect(() => parseMonthlyTotals('{"2026-01": "3"}')).toThrow(unreadable);
    expect(() => parseMonthlyByClinic('{"2026-01": 3}')).toThrow(unreadable);
    expect(() => parseMonthlyByClinic('{"2026-01": {"Lakeside": null}}')).toThrow(unreadable);
  });
});
