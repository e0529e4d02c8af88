import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import type { GridColDef } from '../../../ui/data-grid';
import { PageHeader } from '../../../ui/PageHeader';
import { LazyAppDataGrid, useGridQuery } from '../../../ui/data-grid';
import { USER_LIST, type UserRow } from './graphql';
import { UserDetailDialog } from './UserDetailDialog';

const COLUMNS: GridColDef<UserRow>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 180,
    valueGetter: (_v, row) => `${row.firstname} ${row.lastname}`,
  },
  { field: 'email', headerName: 'Email', flex: 1.2, minWidth: 220 },
  {
    field: 'role',
    headerName: 'Role',
    width: 170,
    valueGetter: (_v, row) => row.role.label,
  },
];

const userLabel = (u: UserRow) => `${u.firstname} ${u.lastname}`;

/** /manage/users: every user, paged and searched on the server; a row opens the user's clinics. */
export function UserListPage() {
  const grid = useGridQuery();
  const [shownUser, setShownUser] = useState<UserRow | null>(null);
  const variables = useMemo(
    () => ({ ...grid.variables, keyword: grid.query.keyword || undefined }),
    [grid.variables, grid.query.keyword],
  );
  const { data, previousData, loading, error, refetch } = useQuery(USER_LIST, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const total = data?.users_count;
  const { settleTotal } = grid;
  useEffect(() => settleTotal(total), [total, settleTotal]);

  return (
    <>
      <PageHeader
        title="Users"
        subtitle="Everyone with an account, and the clinics they belong to."
      />
      <LazyAppDataGrid<UserRow>
        label="Users"
        rows={shown?.users ?? []}
        rowCount={shown?.users_count ?? 0}
        columns={COLUMNS}
        rowLabel={userLabel}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        paginationModel={grid.paginationModel}
        onPaginationModelChange={grid.setPaginationModel}
        search={{
          value: grid.search,
          onChange: grid.setSearch,
          placeholder: 'Search by name or email',
        }}
        onView={setShownUser}
        emptyText="No users yet. Users are added from a clinic's page or when a clinic is enrolled."
      />
      <UserDetailDialog user={shownUser} onClose={() => setShownUser(null)} />
    </>
  );
}
