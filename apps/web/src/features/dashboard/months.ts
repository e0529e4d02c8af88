import { PRODUCT_TIMEZONE, type MonthYear } from '@app/shared';

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

export function monthLabel({ month, year }: MonthYear): string {
  const name = new Date(Date.UTC(year, month - 1, 15)).toLocaleString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${name} ${year}`;
}
