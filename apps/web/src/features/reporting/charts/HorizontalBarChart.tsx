import { BarChart } from '@mui/x-charts/BarChart';
import { CHART_COLORS, chartHeight } from '@app/shared';
import { wrapLabel } from './chartFormat';
import type { ChartColor } from './palette';

export interface BarDatum {
  name: string;
  value: number;
}

export interface HorizontalBarChartProps {
  data: readonly BarDatum[];
  /** The series name in the legend and tooltip ('Sent'); the legend adds the total. */
  seriesLabel: string;
  color: ChartColor;
  /** The value axis label ('Number of Referrals'). */
  axisLabel: string;
}

/**
 * One bar per name, top to bottom in the order given (spec 3 section 2.4): names wrap at 30
 * characters, the height is max(500, 40 per bar), the legend shows the total and the tooltip
 * shows the full name with its count.
 */
export default function HorizontalBarChart(props: HorizontalBarChartProps) {
  const { data, seriesLabel, color, axisLabel } = props;
  const total = data.reduce((sum, d) => sum + d.value, 0);
  return (
    <BarChart
      layout="horizontal"
      height={chartHeight(data.length)}
      yAxis={[
        {
          scaleType: 'band',
          data: data.map((d) => d.name),
          width: 'auto',
          // Ticks wrap; the tooltip shows the whole name on one line.
          valueFormatter: (name: string, context) =>
            context.location === 'tick' ? wrapLabel(name) : name,
        },
      ]}
      xAxis={[{ label: axisLabel, tickMinStep: 1 }]}
      series={[
        {
          data: data.map((d) => d.value),
          color: CHART_COLORS[color],
          label: (location) =>
            location === 'legend'
              ? `${seriesLabel} (Total: ${total.toLocaleString('en-US')})`
              : seriesLabel,
        },
      ]}
      slotProps={{ tooltip: { trigger: 'axis' } }}
      grid={{ vertical: true }}
    />
  );
}
