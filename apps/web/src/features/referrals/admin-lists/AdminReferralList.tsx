import { useNavigate } from 'react-router';
import { REFERRAL_MSG } from '@app/shared';
import { PageHeader } from '../../../ui/PageHeader';
import { LazyAppDataGrid } from '../../../ui/data-grid';
import { NO_MATCH_TEXT } from '../lists/listPages';
import { ListToolbar, useListFilters } from '../lists/ListToolbar';
import { useKeysetPage } from '../lists/useKeysetPage';
import type { AdminColumn } from './columns';
import {
  ADMIN_REFERRALS,
  REFERRALS_AGING,
  type AdminListField,
  type AdminListRow,
} from './graphql';

export interface AdminListDef {
  field: AdminListField;
  title: string;
  subtitle: string;
  columns: AdminColumn[];
  /** The 'View' filter (all, fax, none). */
  faxFilter: boolean;
  /** What an empty list says. */
  empty: string;
}

const QUERIES = { referrals_admin: ADMIN_REFERRALS, referrals_aging: REFERRALS_AGING } as const;

/** The load failure banner with the spec's wording (spec 2 section 8), as the grid shows errors. */
const LOAD_FAILED = { message: REFERRAL_MSG.loadFailed };

const reviewPath = (row: AdminListRow) => `/referrals/${row.uuid}/review`;

/**
 * An admin referral list (manage/referrals, manage/appointment-aging): every clinic's referrals,
 * keyset pages of 15/25/50, search by name or birthdate; a row opens the referral's detail view.
 */
export function AdminReferralList({ def }: { def: AdminListDef }) {
  const navigate = useNavigate();
  // The staff toolbar reads only which filters a table has.
  const toolbarTab = { faxFilter: def.faxFilter, maintainedFilter: false };
  const filters = useListFilters(toolbarTab);
  const list = useKeysetPage<AdminListRow>({
    query: QUERIES[def.field],
    field: def.field,
    variables: filters.variables,
  });
  return (
    <>
      <PageHeader title={def.title} subtitle={def.subtitle} />
      <LazyAppDataGrid<AdminListRow>
        label={def.title}
        rows={list.rows}
        columns={def.columns}
        getRowId={(row) => row.uuid}
        rowLabel={(row) => row.patient_name ?? 'referral'}
        loading={list.loading}
        error={list.error != null ? LOAD_FAILED : undefined}
        onRetry={list.refetch}
        rowCount={list.totalCount}
        paginationModel={list.paginationModel}
        onPaginationModelChange={list.onPaginationModelChange}
        filters={<ListToolbar tab={toolbarTab} state={filters} />}
        onView={(row) => void navigate(reviewPath(row))}
        emptyText={filters.narrowed ? NO_MATCH_TEXT : def.empty}
        layout={{ firstLastButtons: true }}
      />
    </>
  );
}
