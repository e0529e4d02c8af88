import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ErrorBanner } from '../../ui/ErrorBanner';
import { ORGANIZATIONS, SAVE_ORGANIZATION } from './graphql';
import { DialogFooter } from '../../ui/DialogFooter';
import { CLINIC_ADMIN_MSG } from '@app/shared';

/**
 * Creates an organization from the clinic form (admins only) and hands it back to be selected.
 * An existing name (any case) returns that organization rather than a twin.
 */
export function AddOrganizationDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (organization: { id: string; name: string }) => void;
}) {
  const titleId = useId();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [save, { loading, error, reset }] = useMutation(SAVE_ORGANIZATION, {
    refetchQueries: [{ query: ORGANIZATIONS }],
    awaitRefetchQueries: true,
  });
  const missing = name.trim() === '';

  const close = () => {
    setName('');
    setTouched(false);
    reset();
    onClose();
  };

  const submit = async () => {
    setTouched(true);
    if (missing) return;
    const result = await save({ variables: { name: name.trim() } }).catch(() => null);
    const created = result?.data?.save_organization;
    if (created) {
      onCreated(created);
      close();
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Add Organization</DialogTitle>
      <DialogContent>
        <ErrorBanner error={error} sx={{ mb: 2 }} />
        <TextField
          autoFocus
          fullWidth
          required
          label="Organization Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void submit();
            }
          }}
          error={touched && missing}
          helperText={touched && missing ? CLINIC_ADMIN_MSG.organizationNameRequired : undefined}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogFooter onCancel={close} onConfirm={() => void submit()} loading={loading} />
    </Dialog>
  );
}
