import type { GridColDef } from '../../../ui/data-grid';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Replay from '@mui/icons-material/Replay';
import { OUTBOUND_FAX_COLUMNS } from '@app/shared';
import { formatCentralDateTime, formatCurrency, outboundFaxChip } from './format';
import type { OutboundFaxDto } from './graphql';

type Col = GridColDef<OutboundFaxDto>;
type Header = (typeof OUTBOUND_FAX_COLUMNS)[number];

const time = (field: keyof OutboundFaxDto, headerName: string): Col => ({
  field,
  headerName,
  width: 180,
  valueFormatter: (value: string | null) => formatCentralDateTime(value),
});

/** The spec's columns (OUTBOUND_FAX_COLUMNS), in its order. */
const SPEC_COLUMNS: Record<Header, Col> = {
  'Fax ID': { field: 'fax_id', headerName: 'Fax ID', minWidth: 130, flex: 1 },
  'Clinic Sender': {
    field: 'referrer',
    headerName: 'Clinic Sender',
    minWidth: 180,
    flex: 1,
    valueGetter: (_v, row) => row.referrer?.name ?? '',
  },
  'Clinic Receiver': {
    field: 'receiver',
    headerName: 'Clinic Receiver',
    minWidth: 180,
    flex: 1,
    valueGetter: (_v, row) => row.receiver?.name ?? '',
  },
  Status: {
    field: 'status',
    headerName: 'Status',
    width: 120,
    renderCell: ({ row }) => {
      const chip = outboundFaxChip(row.status);
      // A failed fax says why on hover.
      return (
        <Tooltip title={row.error ?? ''}>
          <Chip size="small" label={chip.label} color={chip.color} />
        </Tooltip>
      );
    },
  },
  'Pages Sent': { field: 'pagesSent', headerName: 'Pages Sent', width: 110, type: 'number' },
  'Submit Time': time('submitTime', 'Submit Time'),
  'Last Update Time': time('updated_at', 'Last Update Time'),
  'Attempts Made': {
    field: 'attemptsMade',
    headerName: 'Attempts Made',
    width: 140,
    type: 'number',
  },
};

/**
 * The outbound fax list's columns (spec 3 section 2.1): the spec's, then what the fax query also
 * yields (units, cost per unit, completion time), then the resend button, enabled only for a fax
 * the server lets be resent.
 */
export function outboundFaxColumns(onResend: (fax: OutboundFaxDto) => void): Col[] {
  return [
    ...OUTBOUND_FAX_COLUMNS.map((header) => SPEC_COLUMNS[header]),
    { field: 'units', headerName: 'Units', width: 90, type: 'number' },
    {
      field: 'costPerUnit',
      headerName: 'Cost per Unit',
      width: 120,
      type: 'number',
      valueFormatter: (value: number | null) => formatCurrency(value),
    },
    time('completionTime', 'Completion Time'),
    {
      field: '__resend',
      headerName: 'Resend',
      width: 90,
      sortable: false,
      // The grid's sticky right-hand column: the action stays in view on a narrow screen.
      headerClassName: 'app-grid-pinned',
      cellClassName: 'app-grid-pinned',
      renderCell: ({ row }) => (
        <IconButton
          size="small"
          aria-label={`Resend fax ${row.fax_id ?? row.id}`}
          title="Resend"
          disabled={!row.can_resend}
          onClick={(event) => {
            event.stopPropagation();
            onResend(row);
          }}
        >
          <Replay fontSize="small" />
        </IconButton>
      ),
    },
  ];
}
