import {
  EXPORT_COLUMNS,
  exportCellTexts,
  MAINTAINED_LABELS,
  providerDisplayName,
  statusLabel,
} from '@app/shared';
import { csvLine } from './csv.js';
import type { ExportRow } from './export.repo.js';

const fullName = (first: string | null, last: string | null): string | null =>
  first === null && last === null ? null : [first, last].filter(Boolean).join(' ');

const hasText = (v: string | null) => v !== null && v.trim() !== '';

/** What the grid and the file show of one exported referral (status as the referrer sees it). */
export function exportView(r: ExportRow) {
  return {
    id: r.id,
    uuid: r.uuid,
    status: r.status,
    status_label: statusLabel({ status: r.status, reason: r.reason, source: r.source }, 'referrer'),
    patient_name: fullName(r.patient_firstname, r.patient_lastname) ?? '',
    mrn: r.mrn,
    birthdate: r.birthdate,
    diagnosis: r.diagnosis,
    sent_at: r.sent_at,
    sent_by: fullName(r.sender_firstname, r.sender_lastname),
    receiver: r.receiver_id === null ? null : { id: r.receiver_id, name: r.receiver_name ?? '' },
    is_fax: r.is_fax,
    provider:
      r.provider_id === null
        ? null
        : {
            id: r.provider_id,
            display_name: providerDisplayName({
              title: r.provider_title,
              firstname: r.provider_firstname,
              lastname: r.provider_lastname,
              is_default: r.provider_is_default ?? false,
            }),
          },
    appointment_maintained:
      r.appointment_maintained === null
        ? null
        : (MAINTAINED_LABELS[r.appointment_maintained] ?? r.appointment_maintained),
    // A decline reason wins: a declined referral's appointment (if any) no longer holds.
    appointment_or_reason: hasText(r.reason) ? r.reason : r.appointment_at,
  };
}

export type ExportView = ReturnType<typeof exportView>;

export const CSV_HEADER = csvLine(EXPORT_COLUMNS.map((c) => c.label));

/** One line of the file: the texts the export grid shows (the shared EXPORT_CELL_TEXT). */
export function csvRow(r: ExportRow): string {
  return csvLine(exportCellTexts(exportView(r)));
}
