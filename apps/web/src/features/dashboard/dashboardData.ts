import dayjs from 'dayjs';
import type { BarDatum, ChartTable } from '../reporting/charts';

/**
 * The dashboard's JSON figures (issue 9 item 3, report contract "Dashboard") turned into chart
 * data and the tables behind each chart. A chart whose every count is 0 has no data: it says
 * 'No data found' rather than drawing a flat line.
 */

/** Months and clinics as the stacked chart draws them. */
export interface MonthlyByClinic {
  /** 'MMM YYYY', oldest first. */
  months: string[];
  /** One per clinic, by name; `data` has a count per month (0 where it sent none). */
  series: { label: string; data: number[] }[];
}

const UNREADABLE = 'The dashboard figures could not be read. Reload the page to try again.';

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The JSON text as an object of `isValue` values; anything else is an error, never a blank chart. */
function parseObject<T>(json: string, isValue: (v: unknown) => v is T): Record<string, T> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error(UNREADABLE);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(UNREADABLE);
  }
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (!entries.every(([, v]) => isValue(v))) throw new Error(UNREADABLE);
  return Object.fromEntries(entries) as Record<string, T>;
}

function isClinicCounts(value: unknown): value is Record<string, number> {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every(isCount)
  );
}

/** 'YYYY-MM' -> 'Nov 2026'. */
export function monthKeyLabel(key: string): string {
  // A bare 'YYYY-MM-DD' is that calendar day in any browser zone.
  return dayjs(`${key}-01`).format('MMM YYYY');
}

const byMonthKey = ([a]: [string, unknown], [b]: [string, unknown]) => a.localeCompare(b);
const bucketStart = (bucket: string) => Number.parseInt(bucket, 10);
const noneCounted = (data: readonly BarDatum[]) => data.every((d) => d.value === 0);

/** {"0-4": n, "5-9": n, ...} -> one bar per bucket, fewest days first. */
export function parseDaysWaiting(json: string): BarDatum[] {
  const data = Object.entries(parseObject(json, isCount))
    .sort(([a], [b]) => bucketStart(a) - bucketStart(b))
    .map(([name, value]) => ({ name, value }));
  return noneCounted(data) ? [] : data;
}

/** {"YYYY-MM": n} -> one point per month, oldest first, labelled 'MMM YYYY'. */
export function parseMonthlyTotals(json: string): BarDatum[] {
  const data = Object.entries(parseObject(json, isCount))
    .sort(byMonthKey)
    .map(([key, value]) => ({ name: monthKeyLabel(key), value }));
  return noneCounted(data) ? [] : data;
}

/** {"YYYY-MM": {"<clinic>": n}} -> the months, oldest first, and one series per clinic. */
export function parseMonthlyByClinic(json: string): MonthlyByClinic {
  const months = Object.entries(parseObject(json, isClinicCounts)).sort(byMonthKey);
  const clinics = [...new Set(months.flatMap(([, counts]) => Object.keys(counts)))].sort((a, b) =>
    a.localeCompare(b),
  );
  const series = clinics
    .map((label) => ({ label, data: months.map(([, counts]) => counts[label] ?? 0) }))
    .filter((s) => s.data.some((n) => n !== 0));
  return {
    months: series.length ? months.map(([key]) => monthKeyLabel(key)) : [],
    series,
  };
}

/** Bars or points as a two-column table: their label and count. */
export function countsTable(data: readonly BarDatum[], columns: [string, string]): ChartTable {
  return { columns, rows: data.map((d) => [d.name, d.value]) };
}

/** The stacked chart as a table: a row per clinic, a column per month (bounded at 12 wide). */
export function monthlyByClinicTable({ months, series }: MonthlyByClinic): ChartTable {
  return {
    columns: ['Clinic', ...months],
    rows: series.map((s) => [s.label, ...s.data]),
  };
}
