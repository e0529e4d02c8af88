import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import type { GridColDef, GridRenderCellParams } from '../../ui/data-grid';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ORDER_MSG, REFERRAL_LABEL } from '@app/shared';
import { LazyAppDataGrid, matchesKeyword, type PaginationModel } from '../../ui/data-grid';
import { formatDate } from '../referrals/lists/format';
import { DecisionButtons } from './DecisionButtons';
import { PENDING_ORDERS, type OrderRef, type PendingOrderDto } from './graphql';
import { useOrderDecisions } from './useOrderDecisions';

export const NO_PENDING_ORDERS = 'No pending orders.';
const FIRST_PAGE: PaginationModel = { page: 0, pageSize: 25 };

/** Where an order's detail view is: the referral review page. */
export const orderPath = (uuid: string) => `/referrals/${uuid}/review`;

const patientName = (order: PendingOrderDto) => order.patient.full_name;

const orderRef = (order: PendingOrderDto): OrderRef => ({
  uuid: order.uuid,
  patientName: patientName(order),
  referrerName: order.referrer.name,
});

const COLUMNS: GridColDef<PendingOrderDto>[] = [
  {
    field: 'patient',
    headerName: 'Patient Name',
    flex: 1,
    minWidth: 160,
    valueGetter: (_value, row) => patientName(row),
    // The name opens the order's detail view (issue 20), as a click anywhere on the row does.
    renderCell: ({ row, tabIndex }: GridRenderCellParams<PendingOrderDto>) => (
      <Link component={RouterLink} to={orderPath(row.uuid)} tabIndex={tabIndex}>
        {patientName(row)}
      </Link>
    ),
  },
  { field: 'mrn', headerName: 'MRN', minWidth: 110 },
  {
    field: 'birthdate',
    headerName: REFERRAL_LABEL.dateOfBirth,
    minWidth: 130,
    // Sorts by the stored YYYY-MM-DD, shows 'DD MMM YYYY'.
    valueGetter: (_value, row) => row.patient.details.birthdate ?? '',
    valueFormatter: (value: string) => formatDate(value),
  },
  {
    field: 'diagnosis',
    headerName: REFERRAL_LABEL.diagnosis,
    flex: 1,
    minWidth: 180,
    valueGetter: (_value, row) => row.diagnosis.description ?? '',
  },
  {
    field: 'referrer',
    headerName: 'Clinic Referrer',
    flex: 1,
    minWidth: 170,
    valueGetter: (_value, row) => row.referrer.name,
  },
];

/**
 * The provider's pending orders (spec 3 section 2.5): Approve and Decline per row, both disabled
 * while a request runs or without a signature; a client-side filter by patient name
 * (case-insensitive, containing); the list is fetched again after every decision. A row opens
 * the order's detail view; Decline asks first and both wait 10 s for an Undo (issue 20).
 */
export function PendingOrders({ hasSignature }: { hasSignature: boolean }) {
  const navigate = useNavigate();
  const orders = useQuery(PENDING_ORDERS, { fetchPolicy: 'cache-and-network' });
  const decisions = useOrderDecisions(() => orders.refetch());
  const [filter, setFilter] = useState('');
  const [pagination, setPagination] = useState(FIRST_PAGE);

  const { hidden } = decisions;
  const rows = useMemo(
    () =>
      (orders.data?.pending_orders ?? []).filter(
        (o) => !hidden.has(o.uuid) && matchesKeyword(filter, patientName(o)),
      ),
    [orders.data, filter, hidden],
  );

  const columns: GridColDef<PendingOrderDto>[] = [
    ...COLUMNS,
    {
      field: 'actions',
      headerName: 'Actions',
      sortable: false,
      width: 200,
      headerClassName: 'app-grid-pinned',
      cellClassName: 'app-grid-pinned',
      renderCell: ({ row, tabIndex }: GridRenderCellParams<PendingOrderDto>) => (
        <DecisionButtons
          order={orderRef(row)}
          decisions={decisions}
          disabled={!hasSignature}
          tabIndex={tabIndex}
        />
      ),
    },
  ];

  const failed = orders.error != null;
  return (
    <Box component="section" aria-labelledby="pending-orders-title">
      <Typography id="pending-orders-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Pending Orders
      </Typography>
      <LazyAppDataGrid<PendingOrderDto>
        label="Pending orders"
        rows={rows}
        columns={columns}
        rowLabel={patientName}
        onRowClick={(row) => void navigate(orderPath(row.uuid))}
        loading={orders.loading}
        error={failed ? ORDER_MSG.loadFailed : undefined}
        onRetry={() => void orders.refetch().catch(() => undefined)}
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        search={{
          value: filter,
          onChange: (text) => {
            setFilter(text);
            setPagination((p) => ({ ...p, page: 0 }));
          },
          placeholder: 'Filter by patient name',
        }}
        emptyText={failed ? 'The orders could not be shown.' : NO_PENDING_ORDERS}
        noMatchText={`No pending orders for a patient named “${filter.trim()}”.`}
        layout={{ minHeight: 360 }}
      />
      {decisions.dialog}
    </Box>
  );
}
