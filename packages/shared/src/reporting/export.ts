import { formatAppointmentDateTime, formatCalendarDate, formatCentralDateTime } from '../dates.js';
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

/**
 * One exported referral as the server answers it (the ExportReferral GraphQL row): what the grid
 * shows and the file writes, before formatting.
 */
export interface ExportRowValues {
  id: number;
  status_label: string;
  patient_name: string;
  mrn?: string | null;
  /** 'YYYY-MM-DD'. */
  birthdate?: string | null;
  diagnosis?: string | null;
  /** ISO timestamp. */
  sent_at?: string | null;
  sent_by?: string | null;
  receiver?: { name: string } | null;
  provider?: { display_name: string } | null;
  /** The stored value ('yes') or its label ('Yes'). */
  appointment_maintained?: string | null;
  /** The decline reason, else the current appointment (ISO timestamp). */
  appointment_or_reason?: string | null;
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T/;

/**
 * The text of each export column (issue 17 item 25): the one formatter of the export grid (web)
 * and the CSV file (server), so the file holds what the grid shows. Dates as the spec displays
 * them ('DD MMM YYYY - HH:mm:ss', 'DD MMM YYYY'), sent times in the product's timezone
 * (US/Central) whatever the browser's, appointments as the clinic's wall clock; the receiver by
 * name (the grid's fax icon is no text).
 */
export const EXPORT_CELL_TEXT: Record<ExportColumnKey, (v: ExportRowValues) => string> = {
  id: (v) => String(v.id),
  status: (v) => v.status_label,
  patient_name: (v) => v.patient_name,
  mrn: (v) => v.mrn ?? '',
  birthdate: (v) => formatCalendarDate(v.birthdate),
  diagnosis: (v) => v.diagnosis ?? '',
  sent_at: (v) => formatCentralDateTime(v.sent_at),
  sent_by: (v) => v.sent_by ?? '',
  receiver: (v) => v.receiver?.name ?? '',
  provider: (v) => v.provider?.display_name ?? '',
  appointment_maintained: (v) =>
    v.appointment_maintained
      ? (MAINTAINED_LABELS[v.appointment_maintained] ?? v.appointment_maintained)
      : '',
  appointment_or_reason: (v) => {
    const value = v.appointment_or_reason ?? '';
    return ISO_TIMESTAMP.test(value) ? formatAppointmentDateTime(value) : value;
  },
};

/** Every column's text in EXPORT_COLUMNS order: one line of the file. */
export function exportCellTexts(v: ExportRowValues): string[] {
  return EXPORT_COLUMNS.map((c) => EXPORT_CELL_TEXT[c.key](v));
}
