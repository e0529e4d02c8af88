import { BarChart } from '@mui/x-charts/BarChart';

export interface StackedBarSeries {
  /** The name in the legend and tooltip (a clinic). */
  label: string;
  /** One count per category, in the categories' order. */
  data: readonly number[];
  /** '#rrggbb' (CHART_COLORS or categoricalColor). */
  color: string;
}

export interface StackedBarChartProps {
  /** The x axis, left to right (months, or days-waiting buckets). */
  categories: readonly string[];
  /** Stacked bottom to top in the order given; a single series draws plain bars. */
  series: readonly StackedBarSeries[];
  /** The value axis label ('Number of Referrals'). */
  axisLabel: string;
  /** The category axis label ('Days Waiting'); none by default. */
  categoryLabel?: string;
  /** In px; the lazy wrapper's placeholder takes the same. */
  height: number;
}

/**
 * Vertical bars, one per category, each series stacked on the ones before it. A white edge parts
 * the stacked segments so neighbours tell apart even where their colours are close.
 */
export default function StackedBarChart(props: StackedBarChartProps) {
  const { categories, series, axisLabel, categoryLabel, height } = props;
  return (
    <BarChart
      height={height}
      xAxis={[{ scaleType: 'band', data: [...categories], label: categoryLabel }]}
      yAxis={[{ label: axisLabel, tickMinStep: 1, width: 'auto' }]}
      series={series.map((s) => ({
        data: [...s.data],
        label: s.label,
        color: s.color,
        stack: 'total',
      }))}
      slotProps={{ tooltip: { trigger: 'axis' } }}
      grid={{ horizontal: true }}
      sx={{ '& .MuiBarChart-element': { stroke: '#ffffff', strokeWidth: 1 } }}
    />
  );
}
