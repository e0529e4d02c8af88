import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import type { GridColDef } from '../../../ui/data-grid';
import { useSnackbar } from 'notistack';
import { PageHeader } from '../../../ui/PageHeader';
import { ConfirmDialog } from '../../../ui/data-grid/ConfirmDialog';
import { LazyAppDataGrid, useGridQuery } from '../../../ui/data-grid';
import { CLINIC_LIST, DELETE_CLINIC, type ClinicRow } from './graphql';
import { CLINIC_ADMIN_MSG } from '@app/shared';

function clinicAddress(c: ClinicRow): string {
  if (c.full_address) return c.full_address;
  const cityLine = [c.address_state, c.address_zip].filter(Boolean).join(' ');
  return [c.address_line1, c.address_city, cityLine].filter(Boolean).join(', ');
}

const COLUMNS: GridColDef<ClinicRow>[] = [
  { field: 'name', headerName: 'Clinic Name', flex: 1.2, minWidth: 200 },
  { field: 'code', headerName: 'Clinic Code', width: 130 },
  {
    field: 'referral_network',
    headerName: 'Referral Group',
    flex: 0.8,
    minWidth: 150,
    valueGetter: (_v, row) => row.referral_network?.name ?? '',
  },
  {
    field: 'organization',
    headerName: 'Organization',
    flex: 0.8,
    minWidth: 150,
    valueGetter: (_v, row) => row.organization?.name ?? '',
  },
  {
    field: 'address',
    headerName: 'Address',
    flex: 1.5,
    minWidth: 240,
    valueGetter: (_v, row) => clinicAddress(row),
  },
];

const clinicLabel = (c: ClinicRow) => c.name;

/** /manage/clinics: every clinic, paged and searched on the server (spec 1 section 2). */
export function ClinicListPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const grid = useGridQuery();
  const [removing, setRemoving] = useState<ClinicRow | null>(null);
  const variables = useMemo(
    () => ({ ...grid.variables, keyword: grid.query.keyword || undefined }),
    [grid.variables, grid.query.keyword],
  );
  const { data, previousData, loading, error, refetch } = useQuery(CLINIC_LIST, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const [deleteClinic] = useMutation(DELETE_CLINIC);
  const shown = data ?? previousData;
  const total = data?.clinics_count;
  const { settleTotal } = grid;
  useEffect(() => settleTotal(total), [total, settleTotal]);

  const open = (c: ClinicRow) => void navigate(`/manage/clinics/${c.id}`);
  const remove = (force: boolean) => async () => {
    if (!removing) return;
    await deleteClinic({ variables: { id: removing.id, forceDelete: force } });
    enqueueSnackbar(force ? CLINIC_ADMIN_MSG.deleted : CLINIC_ADMIN_MSG.archived, {
      variant: 'success',
    });
    await refetch();
  };

  return (
    <>
      <PageHeader
        title="Clinics"
        subtitle="Every clinic on the platform. Enroll a clinic to add one."
      />
      <LazyAppDataGrid<ClinicRow>
        label="Clinics"
        rows={shown?.clinics ?? []}
        rowCount={shown?.clinics_count ?? 0}
        columns={COLUMNS}
        rowLabel={clinicLabel}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        paginationModel={grid.paginationModel}
        onPaginationModelChange={grid.setPaginationModel}
        search={{ value: grid.search, onChange: grid.setSearch, placeholder: 'Search clinics' }}
        onAdd={() => void navigate('/clinics/enroll')}
        addLabel="Enroll Clinic"
        onRowClick={open}
        onEdit={open}
        onDelete={setRemoving}
        emptyText="No clinics yet. Choose Enroll Clinic to add the first one."
      />
      <ConfirmDialog
        open={removing !== null}
        title={removing ? `Remove ${removing.name}?` : 'Remove clinic?'}
        message="You are about to archive this clinic record."
        detail="Archive hides the clinic and keeps its history. Delete removes it for good."
        choices={[
          { label: 'Archive', color: 'warning', run: remove(false) },
          { label: 'Delete', color: 'error', run: remove(true) },
        ]}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
