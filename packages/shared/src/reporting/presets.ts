import { PRODUCT_TIMEZONE } from '../constants.js';

/**
 * Date ranges of the analytics filter and the export page (spec 3 sections 2.3, 2.4). Every date
 * is a US/Central calendar day 'YYYY-MM-DD' and a range includes both whole days, as the server
 * reads them. Weeks start on Sunday (US convention); 'this' week, month and quarter run to their
 * last day, so a range names whole periods even when it reaches past today.
 */
export const ANALYTICS_PRESETS = [
  { value: 'this_week', label: 'This Week' },
  { value: 'last_week', label: 'Last Week' },
  { value: 'this_month', label: 'This Month' },
  { value: 'last_month', label: 'Last Month' },
  { value: 'this_quarter', label: 'This Quarter' },
  { value: 'last_quarter', label: 'Last Quarter' },
  { value: 'custom', label: 'Custom Range' },
] as const;

export type AnalyticsPreset = (typeof ANALYTICS_PRESETS)[number]['value'];
/** A preset that names a period of its own (everything but 'custom'). */
export type PeriodPreset = Exclude<AnalyticsPreset, 'custom'>;

export const DEFAULT_ANALYTICS_PRESET: PeriodPreset = 'this_quarter';

export interface ReportDateRange {
  /** First day, 'YYYY-MM-DD' (US/Central). */
  start: string;
  /** Last day, included, 'YYYY-MM-DD' (US/Central). */
  end: string;
}

/** A calendar day without a time zone; arithmetic runs on UTC midnights, which have no DST. */
interface Day {
  year: number;
  /** 0-11 */
  month: number;
  day: number;
}

/** The calendar day `now` falls on in US/Central. */
function centralDay(now: Date): Day {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: PRODUCT_TIMEZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const part = (type: 'year' | 'month' | 'day') =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month') - 1, day: part('day') };
}

/** The US/Central calendar day of `now`, 'YYYY-MM-DD' (the export file's date). */
export function centralDateOf(now: Date): string {
  const { year, month, day } = centralDay(now);
  return ymd(year, month, day);
}

/** Date.UTC normalises overflow: month 12 is January of the next year, day 0 the month before. */
function ymd(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

function weekRange({ year, month, day }: Day, weeksBack: number): ReportDateRange {
  const weekday = new Date(Date.UTC(year, month, day)).getUTCDay(); // 0 = Sunday
  const sunday = day - weekday - 7 * weeksBack;
  return { start: ymd(year, month, sunday), end: ymd(year, month, sunday + 6) };
}

function monthRange({ year, month }: Day, monthsBack: number): ReportDateRange {
  const first = month - monthsBack;
  return { start: ymd(year, first, 1), end: ymd(year, first + 1, 0) };
}

function quarterRange({ year, month }: Day, quartersBack: number): ReportDateRange {
  const first = month - (month % 3) - 3 * quartersBack;
  return { start: ymd(year, first, 1), end: ymd(year, first + 3, 0) };
}

/** The range a preset names on the US/Central day of `now`. */
export function computePresetRange(preset: PeriodPreset, now: Date): ReportDateRange {
  const today = centralDay(now);
  switch (preset) {
    case 'this_week':
      return weekRange(today, 0);
    case 'last_week':
      return weekRange(today, 1);
    case 'this_month':
      return monthRange(today, 0);
    case 'last_month':
      return monthRange(today, 1);
    case 'this_quarter':
      return quarterRange(today, 0);
    case 'last_quarter':
      return quarterRange(today, 1);
  }
}

/** The export page's first range: the current quarter's first day to tomorrow (spec 2.3). */
export function exportDefaultRange(now: Date): ReportDateRange {
  const today = centralDay(now);
  return {
    start: quarterRange(today, 0).start,
    end: ymd(today.year, today.month, today.day + 1),
  };
}

/** A range the filters may apply: both days complete and the end not before the start. */
export function isOrderedRange({ start, end }: ReportDateRange): boolean {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  return day.test(start) && day.test(end) && end >= start;
}
