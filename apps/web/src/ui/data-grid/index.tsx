import { lazy, Suspense, type ComponentType } from 'react';
import Paper from '@mui/material/Paper';
import { Placeholder } from '../Placeholder';
import { GRID_MIN_HEIGHT } from '@app/shared';
import type { AppDataGridProps, GridValidRowModel } from './types';

export type {
  AppDataGridProps,
  GridColDef,
  GridRenderCellParams,
  GridValidRowModel,
} from './types';
export { useGridQuery, type PaginationModel } from './useGridQuery';
export { ARRIVAL_HIGHLIGHT_MS, matchesKeyword } from './gridState';

// The grid's code loads with the first list a user opens, never with the login page or the
// shell.
const AppDataGrid = lazy(() => import('./AppDataGrid')) as unknown as ComponentType<
  AppDataGridProps<GridValidRowModel>
>;

/** Holds the grid's place (same minimum height) while its code loads. */
export function GridPlaceholder() {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      role="status"
      aria-busy="true"
      aria-label="Loading table"
    >
      <Placeholder variant="rounded" height={40} sx={{ mb: 2, maxWidth: 360 }} />
      <Placeholder variant="rounded" height={GRID_MIN_HEIGHT - 56} />
    </Paper>
  );
}

/** The shared list grid, loaded on demand. See AppDataGrid for what it does. */
export function LazyAppDataGrid<R extends GridValidRowModel>(props: AppDataGridProps<R>) {
  return (
    <Suspense fallback={<GridPlaceholder />}>
      <AppDataGrid {...(props as unknown as AppDataGridProps<GridValidRowModel>)} />
    </Suspense>
  );
}
