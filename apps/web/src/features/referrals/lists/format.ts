import dayjs from 'dayjs';
import { DATE_DISPLAY_FORMAT, DATETIME_DISPLAY_FORMAT } from '@app/shared';

/** 'DD MMM YYYY - HH:mm:ss' in local time (spec 2 section 9); '' for none. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isValid() ? d.format(DATETIME_DISPLAY_FORMAT) : '';
}

/** A calendar date stored YYYY-MM-DD as 'DD MMM YYYY' (no time zone shift). */
export function formatDate(ymd: string | null | undefined): string {
  if (!ymd) return '';
  const d = dayjs(ymd.slice(0, 10)); // dayjs reads a bare date as a local calendar day.
  return d.isValid() ? d.format(DATE_DISPLAY_FORMAT) : '';
}

/** The completed sent table's 'Maintained Appointment' cell, worded like its filter. */
export function maintainedText(maintained: string | null, reason: string | null): string {
  if (maintained === 'yes') return 'Yes';
  if (maintained === 'no') return reason ? `No, ${reason}` : 'No';
  if (maintained === 'not_applicable') return 'Not Applicable';
  return '';
}
