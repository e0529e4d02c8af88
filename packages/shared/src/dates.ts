/** Calendar helpers shared by the dashboard and reporting. */
export interface MonthYear {
  month: number; // 1-12
  year: number;
}

/** The month before `m`; January rolls back to December of the prior year. */
export function previousMonth(m: MonthYear): MonthYear {
  return m.month === 1 ? { month: 12, year: m.year - 1 } : { month: m.month - 1, year: m.year };
}

// One formatter: building an Intl formatter per call is slow (lists format every cell).
const CENTRAL_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Chicago',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * The spec's display format 'DD MMM YYYY - HH:mm:ss' in the product's timezone (US/Central),
 * whatever the zone of the machine or browser; '' for none or an unreadable value.
 */
export function formatCentralDateTime(value: Date | string | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = Object.fromEntries(CENTRAL_PARTS.formatToParts(date).map((x) => [x.type, x.value]));
  // en-GB writes September 'Sept'; the format wants three letters.
  const month = String(p['month']).slice(0, 3);
  return `${p['day']} ${month} ${p['year']} - ${p['hour']}:${p['minute']}:${p['second']}`;
}
