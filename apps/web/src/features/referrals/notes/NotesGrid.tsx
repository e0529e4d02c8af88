import { useMemo, useState } from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import dayjs from 'dayjs';
import { DATETIME_DISPLAY_FORMAT, GRID_PAGE_SIZE } from '@app/shared';
import { EmptyTextContext, GridEmptyOverlay } from '../../../ui/data-grid/GridOverlays';
import { PAGE_SIZE_OPTIONS } from '../../../ui/data-grid/gridState';
import type { ReferralNoteDto } from './graphql';
import { groupTint } from './NotesLegend';
import { NOTES_LABELS, type NoteTab } from './tabs';
import { styleNonce } from '../../../ui/csp-nonce';

export interface NotesGridProps {
  tab: NoteTab;
  notes: readonly ReferralNoteDto[];
  loading: boolean;
}

/**
 * 'Pat Sender (Northside Family Medicine)'; a public referrer's message names them; the system
 * writes its own lines.
 */
export function noteAuthor(note: ReferralNoteDto): string {
  if (note.public_author) return note.public_author;
  if (!note.user) return NOTES_LABELS.systemAuthor;
  const name = `${note.user.firstname} ${note.user.lastname}`.trim();
  return note.clinic ? `${name} (${note.clinic.name})` : name;
}

/**
 * The log grid of one tab: Note/Message/Log, Created By, Created At. The shared AppDataGrid has
 * no row colours and fixed row heights; notes need both (groups tinted, long text wrapped), so
 * this draws the MUI grid itself with the shared empty overlay and page sizes. Loaded on demand.
 */
export default function NotesGrid({ tab, notes, loading }: NotesGridProps) {
  const [paginationModel, setPaginationModel] = useState({ page: 0, pageSize: GRID_PAGE_SIZE });
  const columns = useMemo<GridColDef<ReferralNoteDto>[]>(
    () => [
      {
        field: 'note',
        headerName: tab.column,
        flex: 2,
        minWidth: 240,
        sortable: false,
        renderCell: ({ row }) => (
          <span data-group={row.group} style={{ whiteSpace: 'pre-wrap', paddingBlock: 8 }}>
            {row.note}
          </span>
        ),
      },
      {
        field: 'user',
        headerName: NOTES_LABELS.createdBy,
        flex: 1,
        minWidth: 160,
        sortable: false,
        valueGetter: (_value, row) => noteAuthor(row),
      },
      {
        field: 'created_at',
        headerName: NOTES_LABELS.createdAt,
        width: 200,
        valueFormatter: (value: string) => dayjs(value).format(DATETIME_DISPLAY_FORMAT),
      },
    ],
    [tab.column],
  );
  const emptyTexts = useMemo(() => ({ empty: tab.emptyText, noMatch: null }), [tab.emptyText]);

  return (
    <EmptyTextContext value={emptyTexts}>
      <DataGrid<ReferralNoteDto>
        // The grid's CSS variables go in a style element: it needs the page's CSP nonce.
        nonce={styleNonce}
        label={tab.label}
        rows={notes}
        columns={columns}
        loading={loading}
        getRowHeight={() => 'auto'}
        getRowClassName={({ row }) => (tab.legend ? `notes-row-${row.group}` : '')}
        disableColumnMenu
        disableRowSelectionOnClick
        pageSizeOptions={[...PAGE_SIZE_OPTIONS]}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        slots={{ noRowsOverlay: GridEmptyOverlay }}
        slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
        sx={(theme) => ({
          border: 0,
          minHeight: 320,
          '--DataGrid-overlayHeight': '200px',
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
          '& .notes-row-internal': { bgcolor: groupTint(theme, 'internal') },
          '& .notes-row-external': { bgcolor: groupTint(theme, 'external') },
        })}
      />
    </EmptyTextContext>
  );
}
