import { lazy, Suspense, type ComponentType } from 'react';
import { Placeholder } from '../../../ui/Placeholder';
import type { LineChartProps } from './LineChart';
import type { StackedBarChartProps } from './StackedBarChart';

export type { LineChartProps } from './LineChart';
export type { StackedBarChartProps } from './StackedBarChart';
export { CATEGORICAL_COLORS, categoricalColor } from './categoricalPalette';

/**
 * `load`'s chart, fetched with the chart library on first draw (never with the shell: the
 * dashboard is the admins' landing page); a skeleton of its height holds the place meanwhile.
 */
function lazyChart<P extends { height: number }>(
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  const Chart = lazy(load);
  return function LazyChart(props: P) {
    return (
      <Suspense fallback={<Placeholder variant="rounded" height={props.height} />}>
        <Chart {...props} />
      </Suspense>
    );
  };
}

/** The line chart (LineChart.tsx), loaded on demand. */
export const LazyLineChart = lazyChart<LineChartProps>(() => import('./LineChart'));

/** The vertical, stacked bar chart (StackedBarChart.tsx), loaded on demand. */
export const LazyStackedBarChart = lazyChart<StackedBarChartProps>(
  () => import('./StackedBarChart'),
);
