import { useId } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Placeholder } from '../../../ui/Placeholder';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { MAKE_PRIMARY_CLINIC, USER_DETAIL, type UserMembership, type UserRow } from './graphql';

/** 'Primary' for the user's primary clinic, otherwise an action to make this clinic primary. */
function PrimaryClinic({ userUuid, membership }: { userUuid: string; membership: UserMembership }) {
  const { enqueueSnackbar } = useSnackbar();
  const [makePrimary, { loading }] = useMutation(MAKE_PRIMARY_CLINIC, {
    refetchQueries: [{ query: USER_DETAIL, variables: { user_uuid: userUuid } }],
    awaitRefetchQueries: true,
  });
  if (membership.is_primary) {
    return <Chip label="Primary" size="small" color="primary" sx={{ ml: 1 }} />;
  }
  if (!membership.clinic) return null;
  const clinic = membership.clinic;
  return (
    <Button
      size="small"
      sx={{ ml: 1 }}
      loading={loading}
      aria-label={`Make ${clinic.name} the primary clinic`}
      onClick={() =>
        void makePrimary({ variables: { user_uuid: userUuid, clinic_id: clinic.id } })
          .then(() => enqueueSnackbar('Primary clinic updated', { variant: 'success' }))
          .catch((e: Error) => enqueueSnackbar(e.message, { variant: 'error' }))
      }
    >
      Make Primary
    </Button>
  );
}

function Permissions({ membership }: { membership: UserMembership }) {
  const granted = membership.permissions.filter((p) => p.value);
  if (granted.length === 0) return <Typography color="text.secondary">None</Typography>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {granted.map((p) => (
        <Chip key={p.key} label={p.label} size="small" variant="outlined" />
      ))}
    </Box>
  );
}

/** A user's clinics with the role and granted permissions in each (user(user_uuid)). */
export function UserDetailDialog({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data, loading, error } = useQuery(USER_DETAIL, {
    variables: { user_uuid: user?.uuid ?? '' },
    skip: !user,
    fetchPolicy: 'cache-and-network',
  });
  const detail = data?.user.uuid === user?.uuid ? data?.user : undefined;

  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>{user ? `${user.firstname} ${user.lastname}` : 'User'}</DialogTitle>
      <DialogContent dividers>
        {user && (
          <Stack spacing={0.5} sx={{ mb: 2 }}>
            <Typography>{user.email}</Typography>
            <Typography color="text.secondary">
              {user.role.label}
              {detail?.phone ? ` · ${detail.phone}` : ''}
            </Typography>
          </Stack>
        )}
        <ErrorBanner error={error} sx={{ mb: 2 }} />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          Clinics
        </Typography>
        {loading && !detail ? (
          <Placeholder variant="rounded" height={96} />
        ) : !detail || detail.clinics.length === 0 ? (
          <Typography color="text.secondary">This user is not a member of any clinic.</Typography>
        ) : phone ? (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {detail.clinics.map((m) => (
              <Box
                component="li"
                key={m.id}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
              >
                <Typography sx={{ fontWeight: 600 }}>
                  {m.clinic?.name ?? '—'}
                  <PrimaryClinic userUuid={detail.uuid} membership={m} />
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 1 }}>
                  {m.role.label} · {m.activated ? 'Activated' : 'Pending'}
                </Typography>
                <Permissions membership={m} />
              </Box>
            ))}
          </Stack>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Clinics of this user">
              <TableHead>
                <TableRow>
                  <TableCell>Clinic</TableCell>
                  <TableCell>Role</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Permissions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {detail.clinics.map((m) => (
                  <TableRow key={m.id}>
                    <TableCell>
                      {m.clinic?.name ?? '—'}
                      <PrimaryClinic userUuid={detail.uuid} membership={m} />
                    </TableCell>
                    <TableCell>{m.role.label}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={m.activated ? 'Activated' : 'Pending'}
                        color={m.activated ? 'success' : 'default'}
                      />
                    </TableCell>
                    <TableCell>
                      <Permissions membership={m} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
