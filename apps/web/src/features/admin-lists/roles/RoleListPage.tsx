import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import type { GridColDef } from '../../../ui/data-grid';
import { PageHeader } from '../../../ui/PageHeader';
import { LazyAppDataGrid, matchesKeyword, useGridQuery } from '../../../ui/data-grid';
import type { RoleRef } from '../users/graphql';
import { ROLE_LIST } from './graphql';

const COLUMNS: GridColDef<RoleRef>[] = [
  { field: 'label', headerName: 'Role', flex: 1, minWidth: 200 },
  { field: 'id', headerName: 'Role ID', width: 110, type: 'number' },
];

/** /manage/roles: the roles a user can hold, by label. The list is short: paged in memory. */
export function RoleListPage() {
  const grid = useGridQuery();
  const { data, loading, error, refetch } = useQuery(ROLE_LIST, {
    fetchPolicy: 'cache-and-network',
  });
  const keyword = grid.query.keyword;
  const rows = useMemo(
    () => (data?.roles ?? []).filter((r) => matchesKeyword(keyword, r.label, r.name)),
    [data, keyword],
  );

  return (
    <>
      <PageHeader title="Roles" subtitle="The roles a user can hold." />
      <LazyAppDataGrid<RoleRef>
        label="Roles"
        rows={rows}
        columns={COLUMNS}
        rowLabel={(r) => r.label}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        paginationModel={grid.paginationModel}
        onPaginationModelChange={grid.setPaginationModel}
        search={{ value: grid.search, onChange: grid.setSearch, placeholder: 'Search roles' }}
        emptyText="No roles are defined."
      />
    </>
  );
}
