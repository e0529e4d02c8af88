import type { GridColDef } from '../../../ui/data-grid';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import FaxOutlined from '@mui/icons-material/FaxOutlined';
import { EXPORT_CELL_TEXT, EXPORT_COLUMNS, type ExportColumnKey } from '@app/shared';
import type { ExportReferral } from './graphql';

type ExportColumn = GridColDef<ExportReferral>;

/** The shared label of a column, so the grid and the CSV header agree. */
const label = (key: ExportColumnKey) => EXPORT_COLUMNS.find((c) => c.key === key)!.label;

/**
 * A column showing the shared text of its key (EXPORT_CELL_TEXT), the very text the CSV file
 * writes for it.
 */
const column = (field: keyof ExportReferral, key: ExportColumnKey, minWidth: number) =>
  ({
    field,
    headerName: label(key),
    minWidth,
    flex: 1,
    valueGetter: (_value, row) => EXPORT_CELL_TEXT[key](row),
  }) satisfies ExportColumn;

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
        {EXPORT_CELL_TEXT.id(row)}
      </Link>
    ),
  },
  column('status_label', 'status', 170),
  column('patient_name', 'patient_name', 160),
  column('mrn', 'mrn', 110),
  { ...column('birthdate', 'birthdate', 130), flex: undefined },
  column('diagnosis', 'diagnosis', 160),
  { ...column('sent_at', 'sent_at', 190), flex: undefined },
  column('sent_by', 'sent_by', 150),
  {
    ...column('receiver', 'receiver', 180),
    renderCell: ({ row }) => (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        {row.is_fax && <FaxOutlined fontSize="small" color="action" titleAccess="Sent by fax" />}
        {EXPORT_CELL_TEXT.receiver(row)}
      </Box>
    ),
  },
  column('provider', 'provider', 160),
  column('appointment_maintained', 'appointment_maintained', 190),
  column('appointment_or_reason', 'appointment_or_reason', 250),
];
