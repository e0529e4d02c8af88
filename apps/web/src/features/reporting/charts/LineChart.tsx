import { LineChart as MuiLineChart } from '@mui/x-charts/LineChart';
import { CHART_COLORS } from '@app/shared';
import type { BarDatum } from './HorizontalBarChart';
import type { ChartColor } from './palette';

export interface LineChartProps {
  /** The points, left to right in the order given (oldest month first); `name` labels the x axis. */
  data: readonly BarDatum[];
  /** The series name in the legend and tooltip ('Received'); the legend adds the total. */
  seriesLabel: string;
  color: ChartColor;
  /** The value axis label ('Number of Referrals'). */
  axisLabel: string;
  /** In px; the lazy wrapper's placeholder takes the same. */
  height: number;
}

/**
 * One line of counts over ordered labels (the dashboard's months). Every point has a mark, so
 * single values and the line's course read without relying on colour alone.
 */
export default function LineChart(props: LineChartProps) {
  const { data, seriesLabel, color, axisLabel, height } = props;
  const total = data.reduce((sum, d) => sum + d.value, 0);
  return (
    <MuiLineChart
      height={height}
      xAxis={[{ scaleType: 'point', data: data.map((d) => d.name) }]}
      yAxis={[{ label: axisLabel, tickMinStep: 1, min: 0, width: 'auto' }]}
      series={[
        {
          data: data.map((d) => d.value),
          color: CHART_COLORS[color],
          showMark: true,
          label: (location) =>
            location === 'legend'
              ? `${seriesLabel} (Total: ${total.toLocaleString('en-US')})`
              : seriesLabel,
        },
      ]}
      slotProps={{ tooltip: { trigger: 'axis' } }}
      grid={{ horizontal: true }}
    />
  );
}
