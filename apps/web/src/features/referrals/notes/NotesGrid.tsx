import { useMemo, useState } from 'react';
import dayjs from 'dayjs';
import { DATETIME_DISPLAY_FORMAT, GRID_PAGE_SIZE } from '@app/shared';
import { DataTable } from '../../../ui/data-grid/DataTable';
import { GridEmptyOverlay } from '../../../ui/data-grid/GridOverlays';
import type { GridColDef } from '../../../ui/data-grid';
import type { ReferralNoteDto } from './graphql';
import { noteAuthor } from './noteAuthor';
import { groupTint } from './NotesLegend';
import { NOTES_LABELS, type NoteTab } from './tabs';

export interface NotesGridProps {
  tab: NoteTab;
  notes: readonly ReferralNoteDto[];
  loading: boolean;
}

/**
 * The log grid of one tab: Note/Message/Log, Created By, Created At. The shared AppDataGrid has
 * no row colours and one-line rows; notes need both (groups tinted, long text wrapped), so this
 * draws the shared table itself, without a toolbar. Loaded on demand.
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
          <span data-group={row.group} style={{ whiteSpace: 'pre-wrap' }}>
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
  return (
    <DataTable<ReferralNoteDto>
      label={tab.label}
      rows={notes}
      columns={columns}
      loading={loading}
      wrapText
      getRowClassName={(row) => (tab.legend ? `notes-row-${row.group}` : '')}
      paginationModel={paginationModel}
      onPaginationModelChange={setPaginationModel}
      empty={<GridEmptyOverlay empty={tab.emptyText} noMatch={null} />}
      minHeight={320}
      sx={(theme) => ({
        '& .notes-row-internal': { bgcolor: groupTint(theme, 'internal') },
        '& .notes-row-external': { bgcolor: groupTint(theme, 'external') },
      })}
    />
  );
}
