import { lazy, Suspense } from 'react';
import { Placeholder } from '../../../ui/Placeholder';
import { chartHeight } from '@app/shared';
import type { HorizontalBarChartProps } from './HorizontalBarChart';

export { ChartPanel } from './ChartPanel';
export * from './chartFormat';
export type { ChartColor } from './palette';
export type { BarDatum, HorizontalBarChartProps } from './HorizontalBarChart';

// The chart library is large: it loads with the first chart drawn, never with the shell.
const HorizontalBarChart = lazy(() => import('./HorizontalBarChart'));

/** The horizontal bar chart, loaded on demand; holds its height while the code loads. */
export function LazyHorizontalBarChart(props: HorizontalBarChartProps) {
  return (
    <Suspense fallback={<Placeholder variant="rounded" height={chartHeight(props.data.length)} />}>
      <HorizontalBarChart {...props} />
    </Suspense>
  );
}
