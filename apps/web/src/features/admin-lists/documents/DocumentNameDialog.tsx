import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { NameForm } from '../common/NameForm';
import { documentResolver } from '../common/resolvers';
import { saveErrorText } from '../common/errors';
import { SAVE_DOCUMENT, type DocumentRow } from './graphql';

interface DocumentNameDialogProps {
  open: boolean;
  /** The document being renamed; none adds a new one. */
  document?: DocumentRow | null;
  onClose: () => void;
  onSaved: (document: DocumentRow, created: boolean) => void;
}

/** Add a document, or rename one (save_document). */
export function DocumentNameDialog({ open, document, onClose, onSaved }: DocumentNameDialogProps) {
  const titleId = useId();
  const [failure, setFailure] = useState<unknown>(null);
  const [save] = useMutation(SAVE_DOCUMENT, { refetchQueries: ['AdminDocumentList'] });
  const editing = !!document;
  const close = () => {
    setFailure(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{editing ? 'Edit Document' : 'New Document'}</DialogTitle>
      <DialogContent>
        <ErrorBanner
          error={failure == null ? null : saveErrorText(failure)}
          sx={{ mb: 2, whiteSpace: 'pre-wrap' }}
        />
        {open && (
          <NameForm
            key={document?.id ?? 'new'}
            resolver={documentResolver}
            label="Document Name"
            formLabel={editing ? 'Edit document' : 'New document'}
            initialName={document?.name}
            submitLabel={editing ? 'Update' : 'Save'}
            autoFocus
            serverError={failure}
            onCancel={close}
            onSubmit={async ({ name }) => {
              setFailure(null);
              try {
                const result = await save({ variables: { name, id: document?.id } });
                if (result.data) onSaved(result.data.save_document, !editing);
              } catch (error) {
                setFailure(error);
              }
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
