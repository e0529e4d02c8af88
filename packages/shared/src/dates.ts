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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar date stored 'YYYY-MM-DD' (a birthdate) as 'DD MMM YYYY', with no time zone shift;
 * '' for none or an unreadable value.
 */
export function formatCalendarDate(ymd: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(ymd ?? '');
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && month ? `${m[3]} ${month} ${m[1]}` : '';
}

/**
 * An appointment as 'DD MMM YYYY - HH:mm:ss': appointments keep the clinic's wall-clock time as
 * UTC (checkAppointmentDate), so it is read back in UTC, never shifted; '' for none.
 */
export function formatAppointmentDateTime(value: Date | string | null | undefined): string {
  if (!value) return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${two(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} - ` +
    `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`
  );
}

/**
 * Whole years from a 'YYYY-MM-DD' birth date to `today` (a Date read in its local calendar, or
 * 'YYYY-MM-DD'); null for none, an unreadable value or a date after today.
 */
export function ageInYears(
  birthdate: string | null | undefined,
  today: Date | string,
): number | null {
  const b = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthdate ?? '');
  if (!b) return null;
  const [y, m, d] =
    typeof today === 'string'
      ? today.split('-').map(Number)
      : [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  if (y === undefined || m === undefined || d === undefined) return null;
  const age =
    y - Number(b[1]) - (m < Number(b[2]) || (m === Number(b[2]) && d < Number(b[3])) ? 1 : 0);
  return age >= 0 ? age : null;
}
