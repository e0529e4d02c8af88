import { PRODUCT_TIMEZONE, REPORT_MSG } from '@app/shared';
import { AppError } from '../../lib/app-error.js';

/**
 * Report dates (contract issue 9): every date argument is a US/Central calendar day 'YYYY-MM-DD',
 * and a range [start, end] covers both whole days, start 00:00 to end 24:00 US/Central.
 */
export interface DayRange {
  start: string;
  end: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written 'YYYY-MM-DD' (2026-02-30 is not one). */
export function isCalendarDay(v: unknown): v is string {
  const m = typeof v === 'string' ? DAY.exec(v) : null;
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === v;
}

/** Checks a range's days and order; the error names the argument fields the caller used. */
export function parseDayRange(
  start: unknown,
  end: unknown,
  fields: { start: string; end: string },
): DayRange {
  const errors: Record<string, string[]> = {};
  if (!isCalendarDay(start)) errors[fields.start] = [REPORT_MSG.dateInvalid];
  if (!isCalendarDay(end)) errors[fields.end] = [REPORT_MSG.dateInvalid];
  const first = Object.values(errors)[0];
  if (first) throw AppError.validation(first[0]!, errors);
  if ((end as string) < (start as string)) {
    throw AppError.validation(REPORT_MSG.endBeforeStart, {
      [fields.end]: [REPORT_MSG.endBeforeStart],
    });
  }
  return { start: start as string, end: end as string };
}

/** The `count` US/Central months 'YYYY-MM' up to and including the one `now` falls in. */
export function centralMonthKeys(now: Date, count: number): string[] {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: PRODUCT_TIMEZONE,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(now);
  const part = (type: 'year' | 'month') => Number(parts.find((p) => p.type === type)?.value);
  const keys: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    // Date.UTC normalises month overflow: month -1 is December of the year before.
    keys.push(
      new Date(Date.UTC(part('year'), part('month') - 1 - back, 1)).toISOString().slice(0, 7),
    );
  }
  return keys;
}
