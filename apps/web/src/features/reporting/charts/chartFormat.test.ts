import { describe, expect, it } from 'vitest';
import { CHART_COLORS, chartHeight } from '@app/shared';
import { csvFileName, tableToCsv, wrapLabel } from './chartFormat';
import { NON_TEXT_CONTRAST, contrastRatio } from './palette';

describe('wrapLabel', () => {
  it('keeps short names on one line', () => {
    expect(wrapLabel('Northside Family Medicine')).toBe('Northside Family Medicine');
  });

  it('breaks at spaces so no line is longer than 30 characters', () => {
    const name = 'Lakeside Cardiology and Vascular Surgery Associates of Greater Springfield';
    const lines = wrapLabel(name).split('\n');
    expect(lines).toEqual([
      'Lakeside Cardiology and',
      'Vascular Surgery Associates of',
      'Greater Springfield',
    ]);
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(30);
  });

  it('cuts a single word longer than a line', () => {
    expect(wrapLabel('A'.repeat(65))).toBe(`${'A'.repeat(30)}\n${'A'.repeat(30)}\nAAAAA`);
  });
});

describe('chart height', () => {
  it('is 500 up to 12 bars, then 40 per bar', () => {
    expect(chartHeight(0)).toBe(500);
    expect(chartHeight(12)).toBe(500);
    expect(chartHeight(13)).toBe(520);
    expect(chartHeight(40)).toBe(1600);
  });
});

describe('tableToCsv', () => {
  it('quotes every value, doubles quotes, uses CRLF and a BOM', () => {
    const csv = tableToCsv({
      columns: ['Clinic', 'Sent'],
      rows: [
        ['Dr. "Bob" Clinic, North', 3],
        ['Lakeside', 12],
      ],
    });
    expect(csv).toBe(
      '\uFEFF"Clinic","Sent"\r\n"Dr. ""Bob"" Clinic, North","3"\r\n"Lakeside","12"\r\n',
    );
  });

  it('neutralises spreadsheet formulas in names', () => {
    const csv = tableToCsv({
      columns: ['User', 'Sent'],
      rows: [
        ['=HYPERLINK("x")', 1],
        ['+1', 2],
        ['-2', 3],
        ['@SUM(A1)', 4],
      ],
    });
    expect(csv.split('\r\n').slice(1, 5)).toEqual([
      `"'=HYPERLINK(""x"")","1"`,
      `"'+1","2"`,
      `"'-2","3"`,
      `"'@SUM(A1)","4"`,
    ]);
  });

  it('names files after the title', () => {
    expect(csvFileName('Sent Referrals by Users', '2026-10-01 2026-12-31')).toBe(
      'Sent_Referrals_by_Users_2026-10-01_2026-12-31.csv',
    );
  });
});

describe('chart colours', () => {
  it('stand out from the panel and the page background (WCAG 1.4.11)', () => {
    for (const color of Object.values(CHART_COLORS)) {
      expect(contrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
      expect(contrastRatio(color, '#f4f6f8')).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    }
  });

  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
