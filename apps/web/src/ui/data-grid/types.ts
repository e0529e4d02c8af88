import type { ReactElement, ReactNode } from 'react';
import type { PaginationModel } from './useGridQuery';

/** Any row object; rows are read, never changed, by the grid. */
export type GridValidRowModel = { [key: string]: unknown } | object;
export type GridRowId = string | number;

/** What a cell renderer receives (the subset of MUI X's params the screens use). */
export interface GridRenderCellParams<R> {
  row: R;
  field: string;
  value: unknown;
  /** The value after `valueFormatter`, as the cell would show it without a renderer. */
  formattedValue: unknown;
  /** 0 for the focused cell, -1 elsewhere: give it to buttons inside the cell (grid focus model). */
  tabIndex: 0 | -1;
}

/**
 * One column. The names follow MUI X's `GridColDef` (the grid replaced it, see
 * docs/decisions.md), keeping only what the screens use.
 */
export interface GridColDef<R> {
  field: string;
  headerName?: string;
  /** Shown as the header's tooltip. */
  description?: string;
  width?: number;
  minWidth?: number;
  maxWidth?: number;
  /** Share of the width left over by fixed columns. */
  flex?: number;
  /** 'number' aligns right; 'actions' is never sorted. */
  type?: 'string' | 'number' | 'actions';
  /** In-memory lists sort by any column unless this is false. */
  sortable?: boolean;
  // Method syntax on purpose: a column declares the value type of its own field
  // (`(value: string | null) => ...`), which method parameters accept.
  valueGetter?(value: unknown, row: R): unknown;
  valueFormatter?(value: unknown, row: R): ReactNode;
  renderCell?: (params: GridRenderCellParams<R>) => ReactNode;
  headerClassName?: string;
  cellClassName?: string;
}

/** One extra row action, drawn as an icon button in the actions column. */
export interface RowAction<R> {
  label: string;
  icon: ReactElement;
  onClick: (row: R) => void;
}

export interface AppDataGridProps<R extends GridValidRowModel> {
  /** Names the grid for assistive technology ('Clinics'). */
  label: string;
  rows: readonly R[];
  columns: GridColDef<R>[];
  getRowId?: (row: R) => GridRowId;
  /** A row's name in action labels ('Edit Northside Clinic'). */
  rowLabel: (row: R) => string;
  loading?: boolean;
  /** A failed load: shown as a banner with a retry button above the grid. */
  error?: unknown;
  onRetry?: () => void;
  /**
   * Server-side paging: the total row count across pages. Without it, the grid pages the rows it
   * was given.
   */
  rowCount?: number;
  paginationModel: PaginationModel;
  onPaginationModelChange: (model: PaginationModel) => void;
  /** The toolbar's keyword search; the caller debounces (see useGridQuery). */
  search?: { value: string; onChange: (text: string) => void; placeholder?: string };
  /** Shows the toolbar's add button. */
  onAdd?: () => void;
  /** @default 'New' */
  addLabel?: string;
  /** Extra filter controls in the toolbar (fax filter, 'Appointment Maintained' filter...). */
  filters?: ReactNode;
  onView?: (row: R) => void;
  onEdit?: (row: R) => void;
  onDelete?: (row: R) => void;
  extraActions?: RowAction<R>[];
  /** Rows that just arrived live, highlighted for a few seconds (see DataTable). */
  arrivedRowIds?: ReadonlySet<GridRowId>;
  /** Clicking (or Enter on) a row; defaults to onView. */
  onRowClick?: (row: R) => void;
  /** What an empty list says, including what to do ('No clinics yet. Choose Enroll Clinic...'). */
  emptyText: string;
  /** What an empty search says; defaults to a hint to change the keyword. */
  noMatchText?: string;
  /**
   * Pager with first/last page buttons and the table's minimum height (referral lists: keyset
   * pages, viewport height minus 192 px). @default { minHeight: GRID_MIN_HEIGHT }
   */
  layout?: { firstLastButtons?: boolean; minHeight?: number | string };
}
