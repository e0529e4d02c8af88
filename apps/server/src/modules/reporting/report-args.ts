import {
  exportStatuses,
  isExportStatusFilter,
  REPORT_MSG,
  type ExportStatusFilter,
} from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import type { ExportFilter } from './export.repo.js';
import { parseDayRange } from './report-range.js';

/** The checkboxes' values (active, declined, completed); an unknown one is refused. */
export function parseStatusFilters(values: readonly string[]): ExportStatusFilter[] {
  const unknown = values.filter((v) => !isExportStatusFilter(v));
  if (unknown.length > 0) {
    throw AppError.validation(REPORT_MSG.statusInvalid, { statuses: [REPORT_MSG.statusInvalid] });
  }
  return values as ExportStatusFilter[];
}

/** Export arguments as GraphQL and the CSV route name them (statuses, startDate, endDate). */
export function parseExportFilter(a: {
  statuses: readonly string[];
  startDate: unknown;
  endDate: unknown;
}): ExportFilter & { filters: ExportStatusFilter[] } {
  const filters = parseStatusFilters(a.statuses);
  const range = parseDayRange(a.startDate, a.endDate, { start: 'startDate', end: 'endDate' });
  return { filters, statuses: exportStatuses(filters), range };
}

/** A value of a fixed vocabulary (analytics type), or 422. */
export function oneOf<T extends string>(allowed: readonly T[], v: string, field: string): T {
  if (!(allowed as readonly string[]).includes(v)) {
    throw AppError.validation(REPORT_MSG.typeInvalid, { [field]: [REPORT_MSG.typeInvalid] });
  }
  return v as T;
}

/** An integer argument within [min, max], or 422 with `message`. */
export function intWithin(v: number, min: number, max: number, field: string, message: string) {
  if (!Number.isInteger(v) || v < min || v > max) {
    throw AppError.validation(message, { [field]: [message] });
  }
  return v;
}
