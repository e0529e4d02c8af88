import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Add from '@mui/icons-material/Add';
import Clear from '@mui/icons-material/Clear';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Search from '@mui/icons-material/Search';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { GRID_MIN_HEIGHT } from '@app/shared';
import { errorMessage } from '../../app/http';
import { DataTable } from './DataTable';
import { GridEmptyOverlay } from './GridOverlays';
import type {
  AppDataGridProps,
  GridColDef,
  GridRenderCellParams,
  GridValidRowModel,
  RowAction,
} from './types';

export const ACTIONS_FIELD = '__actions';
/** Width of one icon button in the actions column. */
const ACTION_WIDTH = 40;

function rowActions<R extends GridValidRowModel>(props: AppDataGridProps<R>): RowAction<R>[] {
  const list: RowAction<R>[] = [];
  if (props.onView)
    list.push({ label: 'View', icon: <VisibilityOutlined />, onClick: props.onView });
  if (props.onEdit) list.push({ label: 'Edit', icon: <EditOutlined />, onClick: props.onEdit });
  list.push(...(props.extraActions ?? []));
  if (props.onDelete) {
    list.push({ label: 'Delete', icon: <DeleteOutlined />, onClick: props.onDelete });
  }
  return list;
}

/**
 * The list grid every screen uses (spec 1 section 2, generic data grid): a toolbar with keyword
 * search, optional filters and an add button; server-side or in-memory paging with page sizes
 * 15/25/50 (25 by default); view/edit/delete actions in a right-hand column that stays in view
 * when the table scrolls sideways; a minimum height of 400; loading, error and empty states.
 *
 * Loaded on demand: import `LazyAppDataGrid` from './index', not this file.
 */
export default function AppDataGrid<R extends GridValidRowModel>(props: AppDataGridProps<R>) {
  const {
    label,
    rows,
    columns,
    getRowId,
    rowLabel,
    loading = false,
    error,
    onRetry,
    rowCount,
    paginationModel,
    onPaginationModelChange,
    search,
    onAdd,
    addLabel = 'New',
    filters,
    emptyText,
    noMatchText,
    layout,
  } = props;
  const actions = rowActions(props);
  const onRowClick = props.onRowClick ?? props.onView;

  const allColumns = useMemo<GridColDef<R>[]>(() => {
    if (actions.length === 0) return columns;
    const actionColumn: GridColDef<R> = {
      field: ACTIONS_FIELD,
      type: 'actions',
      headerName: 'Actions',
      width: Math.max(88, actions.length * ACTION_WIDTH + 24),
      headerClassName: 'app-grid-pinned',
      cellClassName: 'app-grid-pinned',
      renderCell: (params: GridRenderCellParams<R>) => (
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          {actions.map((action) => (
            <IconButton
              key={action.label}
              size="small"
              aria-label={`${action.label} ${rowLabel(params.row)}`}
              title={action.label}
              tabIndex={params.tabIndex}
              onClick={(event) => {
                event.stopPropagation();
                action.onClick(params.row);
              }}
            >
              {action.icon}
            </IconButton>
          ))}
        </Box>
      ),
    };
    return [...columns, actionColumn];
    // The action handlers change identity every render; their labels and count do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [columns, actions.map((a) => a.label).join('|'), rowLabel]);

  const keyword = search?.value.trim() ?? '';
  const noMatch =
    keyword === ''
      ? null
      : (noMatchText ?? `Nothing matches “${keyword}”. Try another keyword or clear the search.`);

  const showToolbar = search || onAdd || filters;
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {showToolbar && (
        <Box
          role="toolbar"
          aria-label={`${label} toolbar`}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
            p: 2,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {search && (
            <OutlinedInput
              size="small"
              type="search"
              value={search.value}
              onChange={(e) => search.onChange(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Escape' && search.value) search.onChange('');
              }}
              placeholder={search.placeholder ?? 'Search'}
              inputProps={{ 'aria-label': search.placeholder ?? `Search ${label.toLowerCase()}` }}
              startAdornment={
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              }
              endAdornment={
                search.value ? (
                  <InputAdornment position="end">
                    <IconButton
                      size="small"
                      edge="end"
                      aria-label="Clear search"
                      onClick={() => search.onChange('')}
                    >
                      <Clear fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ) : null
              }
              sx={{
                flex: '1 1 240px',
                maxWidth: { sm: 360 },
                // The clear button replaces the browser's own.
                '& input::-webkit-search-cancel-button': { display: 'none' },
              }}
            />
          )}
          {filters}
          {onAdd && (
            <Button variant="contained" startIcon={<Add />} onClick={onAdd} sx={{ ml: 'auto' }}>
              {addLabel}
            </Button>
          )}
        </Box>
      )}
      {error != null && (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            onRetry && (
              <Button color="inherit" size="small" onClick={onRetry}>
                Retry
              </Button>
            )
          }
        >
          {errorMessage(error)}
        </Alert>
      )}
      <DataTable<R>
        label={label}
        rows={rows}
        columns={allColumns}
        getRowId={getRowId}
        loading={loading}
        rowCount={rowCount}
        paginationModel={paginationModel}
        onPaginationModelChange={onPaginationModelChange}
        firstLastButtons={layout?.firstLastButtons}
        onRowClick={onRowClick}
        arrivedRowIds={props.arrivedRowIds}
        empty={<GridEmptyOverlay empty={emptyText} noMatch={noMatch} />}
        minHeight={layout?.minHeight ?? GRID_MIN_HEIGHT}
      />
    </Paper>
  );
}
