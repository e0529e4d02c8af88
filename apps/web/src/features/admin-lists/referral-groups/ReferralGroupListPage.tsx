import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import type { GridColDef } from '../../../ui/data-grid';
import { useSnackbar } from 'notistack';
import { PageHeader } from '../../../ui/PageHeader';
import { ConfirmDialog } from '../../../ui/data-grid/ConfirmDialog';
import { LazyAppDataGrid, useGridQuery } from '../../../ui/data-grid';
import { DELETE_REFERRAL_GROUP, REFERRAL_GROUP_LIST, type ReferralGroupRow } from './graphql';
import { groupPaths } from './paths';
import { PAGE_TITLES } from '@app/shared';

const COLUMNS: GridColDef<ReferralGroupRow>[] = [
  { field: 'name', headerName: 'Group Name', flex: 1, minWidth: 200 },
  {
    field: 'member_count',
    headerName: 'Member Clinics',
    type: 'number',
    width: 150,
  },
];

/** /manage/referral-networks: the referral groups, filtered by keyword on the server. */
export function ReferralGroupListPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const grid = useGridQuery();
  const [removing, setRemoving] = useState<ReferralGroupRow | null>(null);
  const keyword = grid.query.keyword || undefined;
  const { data, previousData, loading, error, refetch } = useQuery(REFERRAL_GROUP_LIST, {
    variables: { keyword },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteGroup] = useMutation(DELETE_REFERRAL_GROUP);
  const shown = data ?? previousData;

  const remove = async () => {
    if (!removing) return;
    await deleteGroup({ variables: { uuid: removing.uuid } });
    enqueueSnackbar('Referral Group is Deleted', { variant: 'success' });
    await refetch();
  };

  return (
    <>
      <PageHeader title={PAGE_TITLES.referralGroups} />
      <LazyAppDataGrid<ReferralGroupRow>
        label="Referral groups"
        rows={shown?.referral_networks ?? []}
        columns={COLUMNS}
        rowLabel={(g) => g.name}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        paginationModel={grid.paginationModel}
        onPaginationModelChange={grid.setPaginationModel}
        search={{
          value: grid.search,
          onChange: grid.setSearch,
          placeholder: 'Filter referral groups',
        }}
        onAdd={() => void navigate(groupPaths.enroll)}
        addLabel="Create"
        onView={(g) => void navigate(groupPaths.details(g.uuid))}
        onEdit={(g) => void navigate(groupPaths.edit(g.uuid))}
        onDelete={setRemoving}
        emptyText="No referral groups yet. Choose Create to add the first one."
      />
      <ConfirmDialog
        open={removing !== null}
        title="Delete referral group?"
        message="You are about to delete the referral group."
        choices={[{ label: 'Delete', run: remove }]}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
