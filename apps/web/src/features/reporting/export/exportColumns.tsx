import type { GridColDef } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import FaxOutlined from '@mui/icons-material/FaxOutlined';
import { EXPORT_COLUMNS, MAINTAINED_LABELS, type ExportColumnKey } from '@app/shared';
import { formatDate, formatDateTime } from '../../referrals/lists/format';
import type { ExportReferral } from './graphql';

type ExportColumn = GridColDef<ExportReferral>;

/** The shared label of a column, so the grid and the CSV header agree. */
const label = (key: ExportColumnKey) => EXPORT_COLUMNS.find((c) => c.key === key)!.label;

const text = (
  field: keyof ExportReferral,
  key: ExportColumnKey,
  minWidth: number,
  valueGetter?: ExportColumn['valueGetter'],
): ExportColumn => ({ field, headerName: label(key), minWidth, flex: 1, valueGetter });

/** The server may send an appointment as an ISO time; a decline reason is shown as written. */
function appointmentOrReason(value: string | null): string {
  if (!value) return '';
  return /^\d{4}-\d{2}-\d{2}T/.test(value) ? formatDateTime(value) : value;
}

/**
 * Every export column (spec 3 section 2.3; labels and order as the CSV header of the issue 9
 * contract). 'Referral #' opens the review in a new tab; the receiver shows a fax icon when the
 * referral went by fax.
 */
export const EXPORT_GRID_COLUMNS: ExportColumn[] = [
  {
    field: 'id',
    headerName: label('id'),
    minWidth: 110,
    renderCell: ({ row }) => (
      <Link
        href={`/referrals/${encodeURIComponent(row.uuid)}/review`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Referral ${row.id} (opens in a new tab)`}
      >
        {row.id}
      </Link>
    ),
  },
  text('status_label', 'status', 170),
  text('patient_name', 'patient_name', 160),
  text('mrn', 'mrn', 110),
  {
    field: 'birthdate',
    headerName: label('birthdate'),
    minWidth: 130,
    valueFormatter: (value: string | null) => formatDate(value),
  },
  text('diagnosis', 'diagnosis', 160),
  {
    field: 'sent_at',
    headerName: label('sent_at'),
    minWidth: 190,
    valueFormatter: (value: string | null) => formatDateTime(value),
  },
  text('sent_by', 'sent_by', 150),
  {
    field: 'receiver',
    headerName: label('receiver'),
    minWidth: 180,
    flex: 1,
    valueGetter: (_value, row) => row.receiver?.name ?? '',
    renderCell: ({ row }) => (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        {row.is_fax && <FaxOutlined fontSize="small" color="action" titleAccess="Sent by fax" />}
        {row.receiver?.name}
      </Box>
    ),
  },
  text('provider', 'provider', 160, (_value, row) => row.provider?.display_name ?? ''),
  // The stored value ('yes') or its label ('Yes'): either reads the same.
  text('appointment_maintained', 'appointment_maintained', 190, (value: string | null) =>
    value ? (MAINTAINED_LABELS[value] ?? value) : '',
  ),
  text('appointment_or_reason', 'appointment_or_reason', 250, (_value, row) =>
    appointmentOrReason(row.appointment_or_reason),
  ),
];
