import {
  EXPORT_CSV_PATH,
  centralDateOf,
  exportFileName,
  type ExportStatusFilter,
} from '@app/shared';
import { fetchFile, saveBlob } from '../../referrals/print/referralFiles';

export interface ExportFileFilter {
  statuses: readonly ExportStatusFilter[];
  startDate: string;
  endDate: string;
}

/**
 * '/api/referrals/export.csv?statuses=active,declined&startDate=...&endDate=...': the server
 * writes every matching row, not just the page on screen.
 */
export function exportCsvUrl({ statuses, startDate, endDate }: ExportFileFilter): string {
  const q = (value: string) => encodeURIComponent(value);
  return (
    `${EXPORT_CSV_PATH}?statuses=${statuses.map(q).join(',')}` +
    `&startDate=${q(startDate)}&endDate=${q(endDate)}`
  );
}

/**
 * Downloads the CSV with the session cookie, named Referrals_{today US/Central}.csv as the server
 * names it. Fetched (not a plain link) so a refusal (rate limit, invalid range) shows its message
 * instead of saving an error page as the file.
 */
export async function downloadExportFile(filter: ExportFileFilter, now = new Date()) {
  const blob = await fetchFile(exportCsvUrl(filter));
  saveBlob(blob, exportFileName(centralDateOf(now)));
}
