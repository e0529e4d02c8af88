import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import type { GridColDef } from '../../../ui/data-grid';
import { useSnackbar } from 'notistack';
import { PageHeader } from '../../../ui/PageHeader';
import { ConfirmDialog } from '../../../ui/data-grid/ConfirmDialog';
import { LazyAppDataGrid, matchesKeyword, useGridQuery } from '../../../ui/data-grid';
import { DocumentNameDialog } from './DocumentNameDialog';
import { DELETE_DOCUMENT, DOCUMENT_LIST, type DocumentRow } from './graphql';

/** The spec caps the document option list at 100 (section 9). */
const DOCUMENT_LIMIT = 100;

const COLUMNS: GridColDef<DocumentRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 200 },
];

/** /manage/documents: the referral documents clinics can require; paged in memory. */
export function DocumentListPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const grid = useGridQuery();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<DocumentRow | null>(null);
  const { data, loading, error, refetch } = useQuery(DOCUMENT_LIST, {
    variables: { limit: DOCUMENT_LIMIT },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteDocument] = useMutation(DELETE_DOCUMENT);
  const keyword = grid.query.keyword;
  const rows = useMemo(
    () => (data?.documents ?? []).filter((d) => matchesKeyword(keyword, d.name)),
    [data, keyword],
  );
  const open = (d: DocumentRow) => void navigate(`/manage/documents/${d.id}`);

  return (
    <>
      <PageHeader title="Documents" subtitle="Documents a provider can ask for with a referral." />
      <LazyAppDataGrid<DocumentRow>
        label="Documents"
        rows={rows}
        columns={COLUMNS}
        rowLabel={(d) => d.name}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        paginationModel={grid.paginationModel}
        onPaginationModelChange={grid.setPaginationModel}
        search={{ value: grid.search, onChange: grid.setSearch, placeholder: 'Search documents' }}
        onAdd={() => setAdding(true)}
        addLabel="New Document"
        onRowClick={open}
        onEdit={open}
        onDelete={setRemoving}
        emptyText="No documents yet. Choose New Document to add the first one."
      />
      <DocumentNameDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(document) => {
          setAdding(false);
          enqueueSnackbar('Successfully created a document', { variant: 'success' });
          open(document);
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Archive document?"
        message="You are about to archive this document."
        choices={[
          {
            label: 'Archive',
            color: 'warning',
            run: async () => {
              if (!removing) return;
              await deleteDocument({ variables: { id: removing.id } });
              enqueueSnackbar('Document archived', { variant: 'success' });
              await refetch();
            },
          },
        ]}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
