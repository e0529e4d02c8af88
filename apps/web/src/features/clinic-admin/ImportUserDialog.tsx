import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { fieldErrors, importUserByEmailSchema } from '@app/shared';
import { OutlinedTextField } from '../../ui/OutlinedTextField';
import { serverMessage, validationErrors } from '../../ui/pickers/serverErrors';
import { ADD_USER_TO_CLINIC } from './graphql';
import { ResponsiveDialog } from './ResponsiveDialog';
import { DialogFooter } from '../../ui/DialogFooter';

interface ImportUserDialogProps {
  open: boolean;
  clinicId: string;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 'Add Existing User to Clinic': the manager types the user's registered e-mail and imports them
 * with the default masks (permission 4, notification 1). Nothing is searched or listed: the
 * server matches the e-mail exactly and answers every e-mail it cannot import the same way
 * (issue 18 item 2).
 */
export function ImportUserDialog({ open, clinicId, onClose, onSaved }: ImportUserDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [add, { loading: saving }] = useMutation(ADD_USER_TO_CLINIC);

  useEffect(() => {
    if (!open) {
      setEmail('');
      setEmailError(null);
      setError(null);
    }
  }, [open]);

  const importUser = async () => {
    setEmailError(null);
    setError(null);
    const parsed = importUserByEmailSchema.safeParse({ email });
    if (!parsed.success) {
      setEmailError(fieldErrors(parsed.error)['email']?.[0] ?? null);
      return;
    }
    try {
      await add({ variables: { ...parsed.data, clinicId } });
      enqueueSnackbar('Successfully added a user', { variant: 'success' });
      onSaved();
      onClose();
    } catch (e) {
      const underField = validationErrors(e)['email']?.[0];
      if (underField) setEmailError(underField);
      else setError(serverMessage(e));
    }
  };

  return (
    <ResponsiveDialog open={open} onClose={onClose} aria-labelledby="import-user-title">
      <DialogTitle id="import-user-title">Add Existing User to Clinic</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void importUser();
        }}
      >
        <DialogContent>
          <Box sx={{ pt: 1 }}>
            <OutlinedTextField
              label="Registered Email"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={emailError !== null}
              helperText={emailError ?? undefined}
              required
              autoFocus
            />
          </Box>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogFooter onCancel={onClose} confirmLabel="Import User" loading={saving} />
      </Box>
    </ResponsiveDialog>
  );
}
