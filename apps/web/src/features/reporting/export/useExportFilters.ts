import { useMemo, useState } from 'react';
import {
  EXPORT_STATUS_FILTER_VALUES,
  REPORT_MSG,
  exportDefaultRange,
  isOrderedRange,
  type ExportStatusFilter,
} from '@app/shared';
import type { ExportFileFilter } from './exportFile';

export interface ExportFilterState {
  startDate: string;
  endDate: string;
  statuses: readonly ExportStatusFilter[];
  setStartDate: (value: string) => void;
  setEndDate: (value: string) => void;
  toggleStatus: (status: ExportStatusFilter, checked: boolean) => void;
  /** 'End date must be after start date' when the dates are the wrong way round. */
  rangeError: string | null;
  /** What the grid and the file ask for; null while the filter cannot match anything. */
  filter: ExportFileFilter | null;
}

/**
 * Spec 3 section 2.3: sent from the start of the quarter to tomorrow, every status checked.
 * Changes apply at once; a range the wrong way round, an incomplete date or no status asks the
 * server nothing.
 */
export function useExportFilters(now: () => Date = () => new Date()): ExportFilterState {
  const [initial] = useState(() => exportDefaultRange(now()));
  const [startDate, setStartDate] = useState(initial.start);
  const [endDate, setEndDate] = useState(initial.end);
  const [statuses, setStatuses] = useState<readonly ExportStatusFilter[]>(
    EXPORT_STATUS_FILTER_VALUES,
  );

  const toggleStatus = (status: ExportStatusFilter, checked: boolean) =>
    // Kept in the checkboxes' order, so the same choice always asks the same query.
    setStatuses((current) =>
      EXPORT_STATUS_FILTER_VALUES.filter((s) => (s === status ? checked : current.includes(s))),
    );

  const complete = startDate !== '' && endDate !== '';
  const ordered = isOrderedRange({ start: startDate, end: endDate });
  const filter = useMemo(
    () => (ordered && statuses.length > 0 ? { statuses, startDate, endDate } : null),
    [ordered, statuses, startDate, endDate],
  );

  return {
    startDate,
    endDate,
    statuses,
    setStartDate,
    setEndDate,
    toggleStatus,
    rangeError: complete && !ordered ? REPORT_MSG.endBeforeStart : null,
    filter,
  };
}
