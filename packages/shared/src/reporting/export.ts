import { REFERRAL_LABEL } from '../referrals/labels.js';
import { COMPLETED_STATUSES, REFERRAL_LISTS } from '../referrals/lists.js';
import type { ReferralStatus } from '../referrals/status.js';

/**
 * Export of sent referrals (spec 3 section 2.3): the grid's columns and the CSV header, in order,
 * and the status checkboxes. The server writes the file; the web shows the same columns.
 */
export const EXPORT_COLUMNS = [
  { key: 'id', label: 'Referral #' },
  { key: 'status', label: 'Status' },
  { key: 'patient_name', label: 'Patient Name' },
  { key: 'mrn', label: 'MRN' },
  { key: 'birthdate', label: REFERRAL_LABEL.dateOfBirth },
  { key: 'diagnosis', label: REFERRAL_LABEL.diagnosis },
  { key: 'sent_at', label: REFERRAL_LABEL.dateSent },
  // The spec's unnamed column: the user who sent the referral.
  { key: 'sent_by', label: 'Sent By' },
  { key: 'receiver', label: 'Clinic Receiver' },
  { key: 'provider', label: 'Provider' },
  { key: 'appointment_maintained', label: 'Maintained Appointment' },
  { key: 'appointment_or_reason', label: 'Appointment Date/Decline Reason' },
] as const;

export type ExportColumnKey = (typeof EXPORT_COLUMNS)[number]['key'];

/** The sent side's active statuses: the Active Sent list's, drafts excluded (never sent). */
const ACTIVE_SENT = REFERRAL_LISTS.referral_active_sent.statuses.filter((s) => s !== 'draft');

/** The checkboxes Active, Declined and Completed (all checked at first) and what each selects. */
export const EXPORT_STATUS_FILTERS = {
  active: { label: 'Active', statuses: ACTIVE_SENT },
  declined: { label: 'Declined', statuses: REFERRAL_LISTS.referral_declined_sent.statuses },
  completed: { label: 'Completed', statuses: COMPLETED_STATUSES },
} as const satisfies Record<string, { label: string; statuses: readonly ReferralStatus[] }>;

export type ExportStatusFilter = keyof typeof EXPORT_STATUS_FILTERS;

export const EXPORT_STATUS_FILTER_VALUES = Object.keys(
  EXPORT_STATUS_FILTERS,
) as ExportStatusFilter[];

export function isExportStatusFilter(v: string): v is ExportStatusFilter {
  return Object.hasOwn(EXPORT_STATUS_FILTERS, v);
}

/** The stored statuses the chosen checkboxes select. */
export function exportStatuses(filters: readonly ExportStatusFilter[]): ReferralStatus[] {
  return [...new Set(filters.flatMap((f) => EXPORT_STATUS_FILTERS[f].statuses))];
}

/** 'Maintained Appointment' cell for the stored appointment_maintained value. */
export const MAINTAINED_LABELS: Record<string, string> = {
  yes: 'Yes',
  no: 'No',
  not_applicable: 'N/A',
};

/** The downloaded file's name for the US/Central day 'YYYY-MM-DD' it is made on. */
export const exportFileName = (today: string) => `Referrals_${today}.csv`;

/** The REST route the 'Export File' button downloads (query: statuses, startDate, endDate). */
export const EXPORT_CSV_PATH = '/api/referrals/export.csv';
