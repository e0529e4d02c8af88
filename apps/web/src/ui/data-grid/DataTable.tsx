import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { keyframes, lighten, type SxProps, type Theme } from '@mui/material/styles';
import { Placeholder } from '../Placeholder';
import { ARRIVAL_HIGHLIGHT_MS, PAGE_SIZE_OPTIONS } from './gridState';
import { columnWidths } from './columnWidths';
import { useGridFocus } from './useGridFocus';
import { useElementWidth } from './useElementWidth';
import type { GridColDef, GridRowId, GridValidRowModel } from './types';
import type { PaginationModel } from './useGridQuery';

export interface DataTableProps<R extends GridValidRowModel> {
  /** Names the grid for assistive technology. */
  label: string;
  rows: readonly R[];
  columns: GridColDef<R>[];
  getRowId?: (row: R) => GridRowId;
  loading?: boolean;
  /** Server paging: the total across pages, `rows` being one page. Without it the table pages
   * (and sorts) the rows it was given. */
  rowCount?: number;
  paginationModel: PaginationModel;
  onPaginationModelChange: (model: PaginationModel) => void;
  firstLastButtons?: boolean;
  onRowClick?: (row: R) => void;
  getRowClassName?: (row: R) => string;
  /**
   * Rows that just arrived live: tinted, with a bar at their start, fading out over
   * ARRIVAL_HIGHLIGHT_MS (the tint holds without fading when the user asks for reduced motion).
   * The caller takes a row out of the set when that time is up.
   */
  arrivedRowIds?: ReadonlySet<GridRowId>;
  /** Rows grow with their text (notes) instead of one line cut with an ellipsis. */
  wrapText?: boolean;
  /** What the table shows with no rows (an empty state that says what to do). */
  empty: ReactNode;
  minHeight: number | string;
  sx?: SxProps<Theme>;
}

type Sort = { field: string; direction: 'asc' | 'desc' } | null;

const ROW_HEIGHT = 52;
const EMPTY_HEIGHT = 240;

function cellValue<R>(row: R, column: GridColDef<R>): unknown {
  const raw = (row as Record<string, unknown>)[column.field];
  return column.valueGetter ? column.valueGetter(raw, row) : raw;
}

function compareValues(a: unknown, b: unknown): number {
  if (a == null || a === '') return b == null || b === '' ? 0 : 1;
  if (b == null || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

function sortRows<R>(rows: readonly R[], columns: GridColDef<R>[], sort: Sort): readonly R[] {
  const column = sort && columns.find((c) => c.field === sort.field);
  if (!sort || !column) return rows;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compareValues(cellValue(a, column), cellValue(b, column)));
}

function isSortable<R>(column: GridColDef<R>, serverPaged: boolean): boolean {
  return !serverPaged && column.type !== 'actions' && column.sortable !== false;
}

/**
 * Holds the arrival tint, then fades it over the last 30% of the highlight into the cell's own
 * background (the last keyframe names none), so the pinned actions cell stays opaque.
 */
const arrivalFade = keyframes`
  0%, 70% { background-color: var(--app-arrived-tint); }
`;

/** The rows that arrived live (`arrivedRowIds`): an opaque tint, and a bar so not colour alone. */
const arrivedRowsSx = (theme: Theme) => ({
  '& .app-row-arrived > td': {
    '--app-arrived-tint': lighten(theme.palette.primary.main, 0.86),
    animation: `${arrivalFade} ${ARRIVAL_HIGHLIGHT_MS}ms ease-out`,
    '@media (prefers-reduced-motion: reduce)': {
      animation: 'none',
      backgroundColor: 'var(--app-arrived-tint)',
    },
  },
  '& .app-row-arrived > td:first-of-type': {
    boxShadow: `inset 4px 0 0 ${theme.palette.primary.main}`,
  },
});

/** A click on a link, button or field inside a row is its own action, not the row's. */
const fromControl = (event: MouseEvent) =>
  (event.target as HTMLElement).closest('a, button, input, label') !== null;

/**
 * The table behind every list (spec 1 section 2, generic data grid): ARIA grid semantics with
 * the grid keyboard model, one-line rows of 52 px, header sorting for in-memory lists, paging
 * with 15/25/50 rows, a loading bar and skeleton, and an empty state. A few kilobytes where MUI
 * X's grid weighed 116 kB gzipped on every list screen (issue 19; docs/decisions.md).
 */
export function DataTable<R extends GridValidRowModel>(props: DataTableProps<R>) {
  const { label, rows, columns, loading = false, rowCount, paginationModel, wrapText } = props;
  const { onPaginationModelChange, onRowClick, getRowClassName, getRowId, arrivedRowIds } = props;
  const serverPaged = rowCount !== undefined;
  const [sort, setSort] = useState<Sort>(null);
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const total = serverPaged ? rowCount : rows.length;
  const { page, pageSize } = paginationModel;
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  const shownPage = serverPaged ? page : Math.min(page, lastPage);
  const shown = serverPaged
    ? sorted
    : sorted.slice(shownPage * pageSize, (shownPage + 1) * pageSize);
  const focus = useGridFocus(shown.length, columns.length);
  const [scrollerRef, available] = useElementWidth<HTMLDivElement>();
  const widths = useMemo(() => columnWidths(columns, available), [columns, available]);

  const idOf = (row: R, index: number): GridRowId =>
    getRowId ? getRowId(row) : String((row as { id?: GridRowId }).id ?? index);
  const hasArrived = (row: R, index: number) => arrivedRowIds?.has(idOf(row, index)) ?? false;
  const rowClassName = (row: R, index: number) =>
    [getRowClassName?.(row), hasArrived(row, index) && 'app-row-arrived']
      .filter(Boolean)
      .join(' ') || undefined;

  const toggleSort = (field: string) =>
    setSort((s) =>
      s?.field !== field
        ? { field, direction: 'asc' }
        : s.direction === 'asc'
          ? { field, direction: 'desc' }
          : null,
    );

  const cellSx = {
    height: wrapText ? undefined : ROW_HEIGHT,
    py: wrapText ? 1 : 0,
    px: 1.25,
    whiteSpace: wrapText ? 'normal' : 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  } as const;

  return (
    <Box
      sx={[
        { display: 'flex', flexDirection: 'column', minHeight: props.minHeight },
        ...(Array.isArray(props.sx) ? props.sx : [props.sx]),
      ]}
    >
      <Box ref={scrollerRef} sx={{ position: 'relative', flex: 1, overflowX: 'auto' }}>
        {loading && (
          <LinearProgress
            aria-label={`Loading ${label}`}
            sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 3 }}
          />
        )}
        <Table
          ref={focus.tableRef}
          role="grid"
          aria-label={label}
          aria-busy={loading}
          aria-rowcount={total + 1}
          aria-colcount={columns.length}
          onKeyDown={focus.onKeyDown}
          sx={(theme) => ({
            ...arrivedRowsSx(theme),
            // Fixed layout: the columns take the computed widths and long text ends in an
            // ellipsis, rather than the widest cell stretching its column past the screen.
            tableLayout: 'fixed',
            width: widths.reduce((sum, w) => sum + w, 0),
            minWidth: '100%',
            '& .app-grid-pinned': {
              position: 'sticky',
              right: 0,
              zIndex: 1,
              bgcolor: 'background.paper',
              borderLeft: 1,
              borderColor: 'divider',
            },
          })}
        >
          <colgroup>
            {widths.map((width, col) => (
              <col key={columns[col]!.field} style={{ width }} />
            ))}
          </colgroup>
          <TableHead>
            <TableRow role="row" aria-rowindex={1}>
              {columns.map((column, col) => {
                const sortable = isSortable(column, serverPaged);
                const direction = sort?.field === column.field ? sort.direction : undefined;
                const cell = focus.cellProps(-1, col);
                return (
                  <TableCell
                    key={column.field}
                    role="columnheader"
                    aria-colindex={col + 1}
                    aria-sort={
                      direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined
                    }
                    className={column.headerClassName}
                    align={column.type === 'number' ? 'right' : 'left'}
                    title={column.description}
                    {...cell}
                    onKeyDown={(event) => {
                      if (!sortable || event.target !== event.currentTarget) return;
                      if (event.key !== 'Enter' && event.key !== ' ') return;
                      event.preventDefault();
                      toggleSort(column.field);
                    }}
                    sx={{ ...cellSx, height: 56, fontWeight: 600 }}
                  >
                    {sortable ? (
                      <TableSortLabel
                        active={direction !== undefined}
                        direction={direction ?? 'asc'}
                        tabIndex={-1}
                        onClick={() => toggleSort(column.field)}
                      >
                        {column.headerName ?? column.field}
                      </TableSortLabel>
                    ) : (
                      (column.headerName ?? column.field)
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row, index) => (
              <TableRow
                key={idOf(row, index)}
                role="row"
                aria-rowindex={shownPage * pageSize + index + 2}
                hover={onRowClick !== undefined}
                className={rowClassName(row, index)}
                data-arrived={hasArrived(row, index) || undefined}
                onClick={
                  onRowClick &&
                  ((event: MouseEvent) => {
                    if (!fromControl(event)) onRowClick(row);
                  })
                }
                sx={onRowClick ? { cursor: 'pointer' } : undefined}
              >
                {columns.map((column, col) => {
                  const value = cellValue(row, column);
                  const formatted = column.valueFormatter
                    ? column.valueFormatter(value, row)
                    : value;
                  const cell = focus.cellProps(index, col);
                  const text =
                    typeof formatted === 'string' || typeof formatted === 'number'
                      ? String(formatted)
                      : undefined;
                  return (
                    <TableCell
                      key={column.field}
                      role="gridcell"
                      aria-colindex={col + 1}
                      className={column.cellClassName}
                      align={column.type === 'number' ? 'right' : 'left'}
                      title={!wrapText && !column.renderCell ? text : undefined}
                      {...cell}
                      onKeyDown={(event) => {
                        if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
                        if (!onRowClick || column.type === 'actions') return;
                        event.preventDefault();
                        onRowClick(row);
                      }}
                      sx={{ ...cellSx }}
                    >
                      {column.renderCell
                        ? column.renderCell({
                            row,
                            field: column.field,
                            value,
                            formattedValue: formatted,
                            tabIndex: cell.tabIndex,
                          })
                        : (text ?? (formatted as ReactNode))}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
            {shown.length === 0 &&
              loading &&
              [0, 1, 2, 3, 4].map((i) => (
                <TableRow key={i} role="row" aria-hidden>
                  <TableCell colSpan={columns.length} sx={{ height: ROW_HEIGHT, py: 0 }}>
                    <Placeholder variant="text" />
                  </TableCell>
                </TableRow>
              ))}
            {shown.length === 0 && !loading && (
              <TableRow role="row">
                <TableCell
                  role="gridcell"
                  colSpan={columns.length}
                  sx={{ height: EMPTY_HEIGHT, border: 0 }}
                >
                  {props.empty}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      <TablePagination
        component="div"
        count={total}
        page={shownPage}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
        showFirstButton={props.firstLastButtons}
        showLastButton={props.firstLastButtons}
        onPageChange={(_event, next) => onPaginationModelChange({ page: next, pageSize })}
        onRowsPerPageChange={(event) =>
          onPaginationModelChange({ page: 0, pageSize: Number(event.target.value) })
        }
        sx={{
          borderTop: 1,
          borderColor: 'divider',
          flexShrink: 0,
          // On a phone the page buttons go under the counts instead of off the screen.
          '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' },
        }}
      />
    </Box>
  );
}
