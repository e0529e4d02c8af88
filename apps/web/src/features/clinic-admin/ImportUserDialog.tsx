import { useEffect, useState } from 'react';
import { useLazyQuery, useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { DEFAULT_NOTIFICATION_MASK, DEFAULT_PERMISSION_MASK, USER_MSG, isRole } from '@app/shared';
import { OutlinedTextField } from '../../ui/OutlinedTextField';
import { serverMessage } from '../../ui/pickers/serverErrors';
import { ADD_USER_TO_CLINIC, USERS_BY_EMAIL } from './graphql';
import { ResponsiveDialog } from './ResponsiveDialog';
import { DialogFooter } from '../../ui/DialogFooter';

interface ImportUserDialogProps {
  open: boolean;
  clinicId: string;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 'Add Existing User to Clinic': find a registered user by e-mail and import them with the
 * default masks (permission 4, notification 1). Provider users are not offered.
 */
export function ImportUserDialog({ open, clinicId, onClose, onSaved }: ImportUserDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [email, setEmail] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [search, { data, loading }] = useLazyQuery(USERS_BY_EMAIL, { fetchPolicy: 'network-only' });
  const [add, { loading: saving }] = useMutation(ADD_USER_TO_CLINIC);

  useEffect(() => {
    if (!open) {
      setEmail('');
      setPicked(null);
      setError(null);
    }
  }, [open]);

  const results = (data?.users ?? []).filter((u) => !isRole(u.role.name, 'provider'));

  const find = () => {
    setPicked(null);
    setError(null);
    if (email.trim())
      void search({ variables: { keyword: email.trim(), without_clinic_id: clinicId } });
  };

  const importUser = async () => {
    if (!picked) {
      setError(USER_MSG.userRequired);
      return;
    }
    try {
      await add({
        variables: {
          userId: picked,
          clinicId,
          permission: DEFAULT_PERMISSION_MASK,
          notification: DEFAULT_NOTIFICATION_MASK,
        },
      });
      enqueueSnackbar('Successfully added a user', { variant: 'success' });
      onSaved();
      onClose();
    } catch (e) {
      setError(serverMessage(e));
    }
  };

  return (
    <ResponsiveDialog open={open} onClose={onClose} aria-labelledby="import-user-title">
      <DialogTitle id="import-user-title">Add Existing User to Clinic</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            find();
          }}
          sx={{ display: 'flex', gap: 1, pt: 1, alignItems: 'flex-start' }}
        >
          <OutlinedTextField
            label="Registered Email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoFocus
          />
          <Button type="submit" variant="outlined" sx={{ mt: 1 }} disabled={loading}>
            Search
          </Button>
        </Box>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {data && results.length === 0 && (
          <Typography sx={{ mt: 2, color: 'text.secondary' }}>
            No registered user found with that e-mail.
          </Typography>
        )}
        {results.length > 0 && (
          <List aria-label="Users found" sx={{ mt: 1 }}>
            {results.map((u) => (
              <ListItemButton
                key={u.id}
                selected={picked === u.id}
                onClick={() => {
                  setPicked(u.id);
                  setError(null);
                }}
              >
                <ListItemText primary={`${u.firstname} ${u.lastname}`} secondary={u.email} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogFooter
        onCancel={onClose}
        confirmLabel="Import User"
        onConfirm={() => void importUser()}
        disabled={saving}
      />
    </ResponsiveDialog>
  );
}
