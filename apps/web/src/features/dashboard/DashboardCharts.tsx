import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import Box from '@mui/material/Box';
import { CHART_COLORS, DASHBOARD_MONTHS, DAYS_WAITING_INTERVAL, REPORT_MSG } from '@app/shared';
import { ChartPanel, type BarDatum, type ChartColor } from '../reporting/charts';
import {
  LazyLineChart,
  LazyStackedBarChart,
  categoricalColor,
} from '../reporting/charts/lazyCharts';
import {
  countsTable,
  monthlyByClinicTable,
  parseDaysWaiting,
  parseMonthlyByClinic,
  parseMonthlyTotals,
  type MonthlyByClinic,
} from './dashboardData';
import {
  REJECTED_TOTAL_BY_MONTH,
  SENT_TOTAL_BY_MONTH,
  SENT_TOTAL_BY_MONTH_AND_CLINIC,
  WAIT_TOTAL_BY_DAYS,
} from './graphql';

export const DASHBOARD_CHART_TITLES = {
  daysWaiting: 'Total Referrals by Days Waiting',
  received: REPORT_MSG.receivedByMonth,
  rejected: REPORT_MSG.rejectedByMonth,
  sentByClinic: 'Sent Referrals by Month and Year',
} as const;

const CHART_HEIGHT = 360;
const LAST_MONTHS = `The last ${DASHBOARD_MONTHS} months`;
const NO_POINTS: BarDatum[] = [];
const NO_CLINICS: MonthlyByClinic = { months: [], series: [] };

/** The server's JSON text parsed; text that does not parse is the panel's error, not a blank chart. */
function useParsed<R>(json: string | undefined, parse: (json: string) => R, none: R) {
  return useMemo(() => {
    if (json == null) return { value: none, error: undefined };
    try {
      return { value: parse(json), error: undefined };
    } catch (error) {
      return { value: none, error };
    }
  }, [json, parse, none]);
}

/** Referrals still waiting for their receiver, in buckets of DAYS_WAITING_INTERVAL days. */
function DaysWaitingChart() {
  const { data, loading, error } = useQuery(WAIT_TOTAL_BY_DAYS, {
    variables: { days_interval: DAYS_WAITING_INTERVAL },
    fetchPolicy: 'cache-and-network',
  });
  const bars = useParsed(data?.wait_total_by_days_interval, parseDaysWaiting, NO_POINTS);
  const table = useMemo(() => countsTable(bars.value, ['Days Waiting', 'Referrals']), [bars.value]);
  return (
    <ChartPanel
      title={DASHBOARD_CHART_TITLES.daysWaiting}
      subtitle="Referrals waiting for their receiver"
      table={table}
      loading={loading}
      error={error ?? bars.error}
    >
      <LazyStackedBarChart
        height={CHART_HEIGHT}
        categories={bars.value.map((b) => b.name)}
        series={[
          {
            label: 'Referrals',
            data: bars.value.map((b) => b.value),
            color: CHART_COLORS.received,
          },
        ]}
        categoryLabel="Days Waiting"
        axisLabel={REPORT_MSG.axisLabel}
      />
    </ChartPanel>
  );
}

interface MonthlyTotalsChartProps<F extends string> {
  title: string;
  query: TypedDocumentNode<Record<F, string>, Record<string, never>>;
  field: F;
  seriesLabel: string;
  color: ChartColor;
}

/** One count per month of the last 12 (US/Central), as a line. */
function MonthlyTotalsChart<F extends string>(props: MonthlyTotalsChartProps<F>) {
  const { title, query, field, seriesLabel, color } = props;
  const { data, loading, error } = useQuery(query, { fetchPolicy: 'cache-and-network' });
  const points = useParsed(data?.[field], parseMonthlyTotals, NO_POINTS);
  const table = useMemo(
    () => countsTable(points.value, ['Month', seriesLabel]),
    [points.value, seriesLabel],
  );
  return (
    <ChartPanel
      title={title}
      subtitle={LAST_MONTHS}
      table={table}
      loading={loading}
      error={error ?? points.error}
    >
      <LazyLineChart
        height={CHART_HEIGHT}
        data={points.value}
        seriesLabel={seriesLabel}
        color={color}
        axisLabel={REPORT_MSG.axisLabel}
      />
    </ChartPanel>
  );
}

/** Referrals sent per month of the last 12, one stacked series per sending clinic. */
function SentByClinicChart() {
  const { data, loading, error } = useQuery(SENT_TOTAL_BY_MONTH_AND_CLINIC, {
    fetchPolicy: 'cache-and-network',
  });
  const stacks = useParsed(data?.sent_total_by_month_year, parseMonthlyByClinic, NO_CLINICS);
  const table = useMemo(() => monthlyByClinicTable(stacks.value), [stacks.value]);
  const series = useMemo(
    () => stacks.value.series.map((s, i) => ({ ...s, color: categoricalColor(i) })),
    [stacks.value],
  );
  return (
    <ChartPanel
      title={DASHBOARD_CHART_TITLES.sentByClinic}
      subtitle={LAST_MONTHS}
      table={table}
      loading={loading}
      error={error ?? stacks.error}
    >
      <LazyStackedBarChart
        height={CHART_HEIGHT}
        categories={stacks.value.months}
        series={series}
        axisLabel={REPORT_MSG.axisLabel}
      />
    </ChartPanel>
  );
}

/**
 * The dashboard's four charts (spec 3 section 2.6). Each asks for its own figures and loads the
 * chart library on first draw, after the cards and the clinic totals.
 */
export function DashboardCharts() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <MonthlyTotalsChart
        title={DASHBOARD_CHART_TITLES.received}
        query={SENT_TOTAL_BY_MONTH}
        field="sent_total_by_month_year_without_clinic"
        seriesLabel="Received"
        color="received"
      />
      {/* Red: REJECTED_COLOR is CHART_COLORS.declined. */}
      <MonthlyTotalsChart
        title={DASHBOARD_CHART_TITLES.rejected}
        query={REJECTED_TOTAL_BY_MONTH}
        field="rejected_total_by_month_year_without_clinic"
        seriesLabel="Rejected"
        color="declined"
      />
      <DaysWaitingChart />
      <SentByClinicChart />
    </Box>
  );
}
