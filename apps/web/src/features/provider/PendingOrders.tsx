import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import type { GridColDef, GridRenderCellParams } from '../../ui/data-grid';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ORDER_MSG, REFERRAL_LABEL } from '@app/shared';
import { errorMessage } from '../../app/http';
import { LazyAppDataGrid, matchesKeyword, type PaginationModel } from '../../ui/data-grid';
import { formatDate } from '../referrals/lists/format';
import {
  PENDING_ORDERS,
  UPDATE_ORDER_STATUS,
  type OrderDecision,
  type PendingOrderDto,
} from './graphql';

/** How long the approve / decline snackbars stay (spec 3 section 9). */
export const ORDER_SNACKBAR_MS = 2000;
export const NO_PENDING_ORDERS = 'No pending orders.';
const FIRST_PAGE: PaginationModel = { page: 0, pageSize: 25 };

interface Decision {
  label: 'Approve' | 'Decline';
  button: Pick<ButtonProps, 'variant' | 'color'>;
  /** The success wording and snackbar style (spec 3 section 8). */
  text: string;
  variant: 'success' | 'warning';
}

const DECISIONS: Record<OrderDecision, Decision> = {
  order_approved: {
    label: 'Approve',
    button: { variant: 'contained' },
    text: ORDER_MSG.approved,
    variant: 'success',
  },
  not_approved: {
    label: 'Decline',
    button: { variant: 'outlined', color: 'error' },
    text: ORDER_MSG.notApproved,
    variant: 'warning',
  },
};

const patientName = (order: PendingOrderDto) => order.patient.full_name;

const COLUMNS: GridColDef<PendingOrderDto>[] = [
  {
    field: 'patient',
    headerName: 'Patient Name',
    flex: 1,
    minWidth: 160,
    valueGetter: (_value, row) => patientName(row),
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
 * (case-insensitive, containing); the list is fetched again after every decision.
 */
export function PendingOrders({ hasSignature }: { hasSignature: boolean }) {
  const { enqueueSnackbar } = useSnackbar();
  const orders = useQuery(PENDING_ORDERS, { fetchPolicy: 'cache-and-network' });
  const [updateOrderStatus] = useMutation(UPDATE_ORDER_STATUS);
  const [filter, setFilter] = useState('');
  const [pagination, setPagination] = useState(FIRST_PAGE);
  /** The order whose decision is being sent; every button waits for it. */
  const [busy, setBusy] = useState<{ uuid: string; status: OrderDecision } | null>(null);

  const decide = async (order: PendingOrderDto, status: OrderDecision) => {
    setBusy({ uuid: order.uuid, status });
    try {
      const { data } = await updateOrderStatus({ variables: { uuid: order.uuid, status } });
      const outcome = DECISIONS[status];
      enqueueSnackbar(data?.update_order_status || outcome.text, {
        variant: outcome.variant,
        autoHideDuration: ORDER_SNACKBAR_MS,
      });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), {
        variant: 'error',
        autoHideDuration: ORDER_SNACKBAR_MS,
      });
    } finally {
      // A refused decision may mean the order moved on elsewhere: refresh either way.
      await orders.refetch().catch(() => undefined);
      setBusy(null);
    }
  };

  const rows = useMemo(
    () => (orders.data?.pending_orders ?? []).filter((o) => matchesKeyword(filter, patientName(o))),
    [orders.data, filter],
  );

  const disabled = busy !== null || !hasSignature;
  const columns: GridColDef<PendingOrderDto>[] = [
    ...COLUMNS,
    {
      field: 'actions',
      headerName: 'Actions',
      sortable: false,
      width: 200,
      headerClassName: 'app-grid-pinned',
      cellClassName: 'app-grid-pinned',
      renderCell: ({ row, tabIndex }: GridRenderCellParams<PendingOrderDto>) => {
        return (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', height: '100%' }}>
            {(Object.keys(DECISIONS) as OrderDecision[]).map((status) => (
              <Button
                key={status}
                size="small"
                {...DECISIONS[status].button}
                tabIndex={tabIndex}
                disabled={disabled}
                loading={busy?.uuid === row.uuid && busy.status === status}
                aria-label={`${DECISIONS[status].label} order for ${patientName(row)}`}
                onClick={() => void decide(row, status)}
              >
                {DECISIONS[status].label}
              </Button>
            ))}
          </Box>
        );
      },
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
    </Box>
  );
}
