import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { REPORT_MSG, type AnalyticsRow, type ReportDateRange } from '@app/shared';
import { ChartPanel, LazyHorizontalBarChart, csvFileName, type ChartTable } from '../charts';
import type { AnalyticsTab } from './analyticsTabs';
import { REFERRAL_LIST, REFERRAL_LIST_BY_USER } from './graphql';
import { rangeHeading } from './useAnalyticsFilter';

const NO_ROWS: readonly AnalyticsRow[] = [];

/** The rows of the tab's query, in the server's order (count desc, then name). */
function useAnalyticsRows(tab: AnalyticsTab, range: ReportDateRange) {
  const variables = { start_date: range.start, end_date: range.end, type: tab.type };
  const byClinic = useQuery(REFERRAL_LIST, {
    variables,
    skip: tab.field !== 'referral_list',
    fetchPolicy: 'cache-and-network',
  });
  const byUser = useQuery(REFERRAL_LIST_BY_USER, {
    variables,
    skip: tab.field !== 'referral_list_by_user',
    fetchPolicy: 'cache-and-network',
  });
  const result = tab.field === 'referral_list' ? byClinic : byUser;
  const rows =
    (tab.field === 'referral_list'
      ? byClinic.data?.referral_list
      : byUser.data?.referral_list_by_user) ?? NO_ROWS;
  return { rows, loading: result.loading, error: result.error, refetch: result.refetch };
}

/** One analytics tab: its heading, the bar chart, and the numbers as a table and CSV. */
export function AnalyticsChart({ tab, range }: { tab: AnalyticsTab; range: ReportDateRange }) {
  const { rows, loading, error } = useAnalyticsRows(tab, range);
  const showing = rangeHeading(range);
  const title = tab.heading ?? showing;

  const data = useMemo(() => rows.map((r) => ({ name: r.name, value: r.referrals })), [rows]);
  const table = useMemo<ChartTable>(
    () => ({
      columns: [tab.nameColumn, tab.seriesLabel],
      rows: data.map((d) => [d.name, d.value]),
    }),
    [data, tab.nameColumn, tab.seriesLabel],
  );

  return (
    <ChartPanel
      title={title}
      subtitle={tab.heading ? showing : undefined}
      table={table}
      fileName={csvFileName(tab.label, `${range.start} ${range.end}`)}
      loading={loading}
      error={error}
    >
      <LazyHorizontalBarChart
        data={data}
        seriesLabel={tab.seriesLabel}
        color={tab.color}
        axisLabel={REPORT_MSG.axisLabel}
      />
    </ChartPanel>
  );
}
