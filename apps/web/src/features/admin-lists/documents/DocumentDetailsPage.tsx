import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Placeholder } from '../../../ui/Placeholder';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useSnackbar } from 'notistack';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { PageHeader } from '../../../ui/PageHeader';
import { ConfirmDialog } from '../../../ui/data-grid/ConfirmDialog';
import { saveErrorText } from '../common/errors';
import { DocumentNameDialog } from './DocumentNameDialog';
import {
  DELETE_QUESTION,
  DOCUMENT_DETAIL,
  type DocumentDetail,
  type DocumentQuestion,
} from './graphql';
import { QuestionDialog } from './QuestionDialog';

const CRUMBS = [{ label: 'Documents', to: '/manage/documents' }];

function QuestionsCard({ document }: { document: DocumentDetail }) {
  const { enqueueSnackbar } = useSnackbar();
  // undefined: closed; null: adding; a question: editing it.
  const [editing, setEditing] = useState<DocumentQuestion | null | undefined>(undefined);
  const [removing, setRemoving] = useState<DocumentQuestion | null>(null);
  const [deleteQuestion] = useMutation(DELETE_QUESTION, {
    refetchQueries: ['AdminDocumentDetail'],
  });

  return (
    <Card component="section" aria-labelledby="questions-heading">
      <CardHeader
        title="Qualifying Questions"
        slotProps={{ title: { id: 'questions-heading', component: 'h2', variant: 'h6' } }}
        action={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)}>
            Add Question
          </Button>
        }
        sx={{ flexWrap: 'wrap', gap: 1 }}
      />
      {document.questions.length === 0 ? (
        <EmptyState text="No qualifying questions yet. Choose Add Question to ask the first one." />
      ) : (
        <List aria-labelledby="questions-heading" sx={{ pt: 0 }}>
          {document.questions.map((q, index) => (
            <ListItem
              key={q.uuid}
              divider={index < document.questions.length - 1}
              secondaryAction={
                <Stack direction="row" spacing={0.5}>
                  <Tooltip title="Edit">
                    <IconButton
                      aria-label={`Edit question: ${q.question}`}
                      onClick={() => setEditing(q)}
                    >
                      <EditOutlined />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <IconButton
                      aria-label={`Delete question: ${q.question}`}
                      onClick={() => setRemoving(q)}
                    >
                      <DeleteOutlined />
                    </IconButton>
                  </Tooltip>
                </Stack>
              }
              sx={{ pr: 14 }}
            >
              <ListItemText primary={q.question} sx={{ overflowWrap: 'anywhere' }} />
            </ListItem>
          ))}
        </List>
      )}
      <QuestionDialog
        open={editing !== undefined}
        documentId={document.id}
        question={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={(created) => {
          setEditing(undefined);
          enqueueSnackbar(
            created ? 'Successfully created a question' : 'Successfully updated a question',
            { variant: 'success' },
          );
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Delete question?"
        message="You are about to delete this qualifying question."
        choices={[
          {
            label: 'Delete',
            run: async () => {
              if (!removing) return;
              try {
                await deleteQuestion({ variables: { uuid: removing.uuid } });
              } catch (error) {
                throw new Error(saveErrorText(error), { cause: error });
              }
              enqueueSnackbar('Question deleted', { variant: 'success' });
            },
          },
        ]}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}

/** /manage/documents/{id}: the document's details and its qualifying questions. */
export function DocumentDetailsPage({ id }: { id: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const [renaming, setRenaming] = useState(false);
  const { data, error } = useQuery(DOCUMENT_DETAIL, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const document = data?.document;

  return (
    <>
      <PageHeader
        title={document?.name ?? 'Document'}
        crumbs={CRUMBS}
        actions={
          document && (
            <Button
              variant="outlined"
              startIcon={<EditOutlined />}
              onClick={() => setRenaming(true)}
            >
              Edit Name
            </Button>
          )
        }
      />
      {error && !document ? (
        <ErrorBanner error={error} />
      ) : !document ? (
        <Placeholder variant="rounded" height={240} aria-label="Loading document" />
      ) : (
        <Stack spacing={3}>
          <Card component="section" aria-labelledby="document-heading">
            <CardHeader
              title="Document Details"
              slotProps={{ title: { id: 'document-heading', component: 'h2', variant: 'h6' } }}
            />
            <CardContent sx={{ pt: 0 }}>
              <Typography variant="body2" color="text.secondary">
                Name
              </Typography>
              <Typography>{document.name}</Typography>
            </CardContent>
          </Card>
          <QuestionsCard document={document} />
        </Stack>
      )}
      <DocumentNameDialog
        open={renaming}
        document={document}
        onClose={() => setRenaming(false)}
        onSaved={() => {
          setRenaming(false);
          enqueueSnackbar('Successfully updated a document', { variant: 'success' });
        }}
      />
    </>
  );
}
