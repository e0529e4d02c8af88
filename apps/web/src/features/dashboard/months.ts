import { DASHBOARD_YEARS, PRODUCT_TIMEZONE, type MonthYear } from '@app/shared';

/** Today's month in the product's timezone (US/Central), so counts match the server's months. */
export function currentMonth(now: Date = new Date()): MonthYear {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: PRODUCT_TIMEZONE,
      year: 'numeric',
      month: 'numeric',
    }).formatToParts(now);
    const month = Number(parts.find((p) => p.type === 'month')?.value);
    const year = Number(parts.find((p) => p.type === 'year')?.value);
    if (month >= 1 && month <= 12 && year > 0) return { month, year };
  } catch {
    // a browser without that zone: fall back to local time below
  }
  return { month: now.getMonth() + 1, year: now.getFullYear() };
}

/** 'January' for 1 ... 'December' for 12. */
export function monthName(month: number): string {
  return new Date(Date.UTC(2000, month - 1, 15)).toLocaleString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  });
}

/** The month dropdown's choices, January to December. */
export const MONTH_OPTIONS = Array.from({ length: 12 }, (_, i) => ({
  value: i + 1,
  label: monthName(i + 1),
}));

/** The year dropdown's choices: this year and the ones before it (DASHBOARD_YEARS in all). */
export function yearOptions(thisYear: number): number[] {
  return Array.from({ length: DASHBOARD_YEARS }, (_, i) => thisYear - i);
}

export function monthLabel({ month, year }: MonthYear): string {
  return `${monthName(month)} ${year}`;
}
