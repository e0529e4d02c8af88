import { useEffect, useRef } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { REPORT_MSG } from '@app/shared';
import { LazyAppDataGrid, useGridQuery } from '../../../ui/data-grid';
import { PageHeader } from '../../../ui/PageHeader';
import { EXPORT_GRID_COLUMNS } from './exportColumns';
import { ExportFileButton } from './ExportFileButton';
import { ExportFilters } from './ExportFilters';
import { REFERRALS_FOR_EXPORT, REFERRALS_FOR_EXPORT_COUNT, type ExportReferral } from './graphql';
import { useExportFilters } from './useExportFilters';

const NO_ROWS: readonly ExportReferral[] = [];

interface ExportPageProps {
  /** The clock the default range reads (tests pin it). */
  now?: () => Date;
}

/**
 * 'Export Sent Referrals' (spec 3 section 2.3): the filters, a server-paged grid of every column
 * (page in the URL like the other lists) and 'Export File' for all matching rows.
 */
export function ExportPage({ now }: ExportPageProps) {
  const filters = useExportFilters(now);
  const { filter } = filters;
  const grid = useGridQuery();

  const page = useQuery(
    REFERRALS_FOR_EXPORT,
    filter
      ? {
          variables: { ...filter, statuses: [...filter.statuses], ...grid.variables },
          fetchPolicy: 'cache-and-network',
        }
      : skipToken,
  );
  const count = useQuery(
    REFERRALS_FOR_EXPORT_COUNT,
    filter
      ? {
          variables: { ...filter, statuses: [...filter.statuses] },
          fetchPolicy: 'cache-and-network',
        }
      : skipToken,
  );

  // A new filter starts again at the first page (not on the first render: keep a reloaded page).
  const shownFilter = useRef(filter);
  const { setPaginationModel, paginationModel, settleTotal } = grid;
  useEffect(() => {
    if (shownFilter.current === filter) return;
    shownFilter.current = filter;
    if (paginationModel.page !== 0) setPaginationModel({ ...paginationModel, page: 0 });
  }, [filter, paginationModel, setPaginationModel]);

  const total = filter ? (count.data ?? count.previousData)?.referrals_for_export_count : 0;
  useEffect(() => settleTotal(total), [total, settleTotal]);
  const rows = filter
    ? ((page.data ?? page.previousData)?.referrals_for_export ?? NO_ROWS)
    : NO_ROWS;

  return (
    <>
      <PageHeader title={REPORT_MSG.exportTitle} />
      <Box sx={{ mb: 2 }}>
        <ExportFilters state={filters} />
      </Box>
      <LazyAppDataGrid<ExportReferral>
        label="Sent referrals to export"
        rows={rows}
        columns={EXPORT_GRID_COLUMNS}
        rowLabel={(r) => `Referral ${r.id}`}
        loading={page.loading || count.loading}
        error={page.error ?? count.error}
        onRetry={() => {
          void page.refetch();
          void count.refetch();
        }}
        rowCount={total ?? 0}
        paginationModel={grid.paginationModel}
        onPaginationModelChange={grid.setPaginationModel}
        filters={<ExportFileButton filter={filter} />}
        emptyText={REPORT_MSG.noReferrals}
      />
    </>
  );
}
