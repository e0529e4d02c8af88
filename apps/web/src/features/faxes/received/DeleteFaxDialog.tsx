import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useSnackbar } from 'notistack';
import { INBOUND_FAX_MSG } from '@app/shared';
import { ConfirmDialog } from '../../../ui/data-grid/ConfirmDialog';
import { DELETE_RECEIVED_FAX } from './graphql';
import { RECEIVED_UI } from './messages';

/** The server's first message, else the spec's fallback (spec 3 section 8). */
function deleteFailure(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]?.message) return error.errors[0].message;
  return INBOUND_FAX_MSG.deleteFailed;
}

interface DeleteFaxDialogProps {
  /** The fax to delete; null keeps the dialog closed. */
  faxId: string | null;
  onClose: () => void;
  onDeleted: (faxId: string) => void;
}

/** 'Are you sure? This will permanently delete the fax.' then delete_received_fax. */
export function DeleteFaxDialog({ faxId, onClose, onDeleted }: DeleteFaxDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [deleteFax] = useMutation(DELETE_RECEIVED_FAX);

  const run = async () => {
    if (!faxId) return;
    try {
      const { data } = await deleteFax({ variables: { fax_id: faxId } });
      const message = data?.delete_received_fax.message || INBOUND_FAX_MSG.deleted;
      enqueueSnackbar(`${INBOUND_FAX_MSG.deletedTitle} ${message}`, { variant: 'success' });
      onDeleted(faxId);
    } catch (error) {
      enqueueSnackbar(deleteFailure(error), { variant: 'error' });
    }
  };

  return (
    <ConfirmDialog
      open={faxId !== null}
      title={RECEIVED_UI.deleteTitle}
      message={INBOUND_FAX_MSG.deleteConfirm}
      choices={[{ label: INBOUND_FAX_MSG.deleteConfirmButton, run }]}
      onClose={onClose}
    />
  );
}
