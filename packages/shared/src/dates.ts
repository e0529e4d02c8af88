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
const CENTRAL_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

const HOUR_MS = 3_600_000;

/** US/Central's offset from UTC (ms) at `ms`, as the zone database tells it. */
function zoneOffset(ms: number): number {
  const p = Object.fromEntries(
    CENTRAL_PARTS.formatToParts(new Date(ms)).map((x) => [x.type, Number(x.value)]),
  );
  const wall = Date.UTC(p['year']!, p['month']! - 1, p['day'], p['hour'], p['minute'], p['second']);
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * The offset of every UTC hour asked about so far. Asking Intl costs some 25 us a call, which
 * made it most of a 100,000-row export's time (issue 19 item 8); US/Central has only ever
 * changed its offset on a UTC hour (daylight saving at 2:00 local, standard time at noon of
 * 18 Nov 1883), so each hour is asked once. Bounded: cleared when it holds about a year of hours.
 */
const hourOffsets = new Map<number, number>();

function centralOffset(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = hourOffsets.get(hour);
  if (offset === undefined) {
    offset = zoneOffset(hour * HOUR_MS);
    if (hourOffsets.size >= 10_000) hourOffsets.clear();
    hourOffsets.set(hour, offset);
  }
  return offset;
}

/**
 * The spec's display format 'DD MMM YYYY - HH:mm:ss' in the product's timezone (US/Central),
 * whatever the zone of the machine or browser; '' for none or an unreadable value.
 */
export function formatCentralDateTime(value: Date | string | null | undefined): string {
  if (!value) return '';
  const ms = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(ms)) return '';
  return formatAppointmentDateTime(new Date(ms + centralOffset(ms)));
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));
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
