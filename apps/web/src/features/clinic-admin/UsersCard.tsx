import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import { CLINIC_ADMIN_MSG, isRole } from '@app/shared';
import { EmptyState } from '../../ui/EmptyState';
import { serverMessage } from '../../ui/pickers/serverErrors';
import { ConfirmDialog } from '../../ui/data-grid/ConfirmDialog';
import { DELETE_USER_CLINIC, type ClinicUserDto } from './graphql';
import { ImportUserDialog } from './ImportUserDialog';
import { useCurrentUser } from '../auth/SessionProvider';
import { useClinicAccess } from './access';
import { AddUserDialog, UpdateUserDialog, type Grantor } from './UserDialog';

interface UsersCardProps {
  clinicId: string;
  users: ClinicUserDto[];
  canManage: boolean;
  onChanged: () => void;
}

export const isProviderUser = (u: ClinicUserDto) =>
  u.is_provider || isRole(u.role.name, 'provider');

/** The clinic's users with add, import, edit and remove (spec 1 section 2). */
export function UsersCard({ clinicId, users, canManage, onChanged }: UsersCardProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState<ClinicUserDto | null>(null);
  const [removing, setRemoving] = useState<ClinicUserDto | null>(null);
  const [remove] = useMutation(DELETE_USER_CLINIC);
  const me = useCurrentUser();
  const { isAdmin } = useClinicAccess();
  const isMe = (u: ClinicUserDto) => String(u.id) === me.id;
  // What the editor holds in this clinic: the grant rule lets a manager grant only that.
  const grantor: Grantor = {
    admin: isAdmin,
    userId: me.id,
    mask: users.find(isMe)?.permission ?? 0,
  };

  /** A refusal stays in the dialog with the server's reason (the shared confirmation's way). */
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove({
        variables: { clinicId, userId: removing.id, is_primary: removing.is_primary },
      });
    } catch (e) {
      throw new Error(serverMessage(e) || 'Cannot process request.', { cause: e });
    }
    enqueueSnackbar(CLINIC_ADMIN_MSG.userDeleted, { variant: 'success' });
    onChanged();
  };

  return (
    <Card component="section" aria-labelledby="users-card-title">
      <CardHeader
        title="Users"
        slotProps={{ title: { id: 'users-card-title', component: 'h2', variant: 'h6' } }}
        action={
          canManage && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
              <Button startIcon={<PersonAddOutlined />} onClick={() => setAdding(true)}>
                Add User
              </Button>
              <Button startIcon={<GroupAddOutlined />} onClick={() => setImporting(true)}>
                Import Existing User
              </Button>
            </Box>
          )
        }
        sx={{ flexWrap: 'wrap', gap: 1 }}
      />
      <CardContent sx={{ pt: 0 }}>
        {users.length === 0 ? (
          <EmptyState text="No users in this clinic yet." />
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Clinic users">
              <TableHead>
                <TableRow>
                  {canManage && <TableCell>Actions</TableCell>}
                  <TableCell>Name</TableCell>
                  <TableCell>Email</TableCell>
                  <TableCell>Role</TableCell>
                  <TableCell>Activated</TableCell>
                  <TableCell>Permissions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {users.map((u) => {
                  const provider = isProviderUser(u);
                  return (
                    <TableRow key={u.id} hover>
                      {canManage && (
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {!provider && (
                            <>
                              <Tooltip title="Edit">
                                <IconButton
                                  size="small"
                                  aria-label={`Edit ${u.full_name}`}
                                  onClick={() => setEditing(u)}
                                >
                                  <EditOutlined fontSize="small" />
                                </IconButton>
                              </Tooltip>
                              {/* Nobody removes themselves from a clinic (the server refuses). */}
                              {!isMe(u) && (
                                <Tooltip title="Remove">
                                  <IconButton
                                    size="small"
                                    aria-label={`Remove ${u.full_name}`}
                                    onClick={() => setRemoving(u)}
                                  >
                                    <DeleteOutlined fontSize="small" />
                                  </IconButton>
                                </Tooltip>
                              )}
                            </>
                          )}
                        </TableCell>
                      )}
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{u.full_name}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{u.email}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {provider ? 'Provider' : u.role.label}
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          label={u.activated ? 'Activated' : 'Pending'}
                          color={u.activated ? 'success' : 'warning'}
                          variant="outlined"
                        />
                      </TableCell>
                      <TableCell>
                        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', minWidth: 160 }}>
                          {u.permissions
                            .filter((p) => p.value)
                            .map((p) => (
                              <Chip key={p.key} size="small" label={p.label} />
                            ))}
                        </Box>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
      {canManage && (
        <>
          <AddUserDialog
            open={adding}
            clinicId={clinicId}
            onClose={() => setAdding(false)}
            onSaved={onChanged}
          />
          <ImportUserDialog
            open={importing}
            clinicId={clinicId}
            onClose={() => setImporting(false)}
            onSaved={onChanged}
          />
          <UpdateUserDialog
            open={editing !== null}
            clinicId={clinicId}
            user={editing}
            grantor={grantor}
            onClose={() => setEditing(null)}
            onSaved={onChanged}
          />
          <ConfirmDialog
            open={removing !== null}
            title="Are you sure?"
            message="Click proceed if you want to remove this user from this clinic."
            choices={[{ label: 'Proceed', run: confirmRemove }]}
            onClose={() => setRemoving(null)}
          />
        </>
      )}
    </Card>
  );
}
