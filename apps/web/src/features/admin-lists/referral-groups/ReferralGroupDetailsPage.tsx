import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import { Placeholder } from '../../../ui/Placeholder';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useSnackbar } from 'notistack';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { PageHeader } from '../../../ui/PageHeader';
import { ConfirmDialog } from '../../../ui/data-grid/ConfirmDialog';
import { NameForm } from '../common/NameForm';
import { referralGroupResolver } from '../common/resolvers';
import { serverMessage } from '../common/errors';
import {
  DELETE_REFERRAL_GROUP,
  REFERRAL_GROUP_DETAIL,
  SAVE_REFERRAL_GROUP,
  type ReferralGroupDetail,
} from './graphql';
import { GROUP_CRUMBS, groupPaths } from './paths';

/** Columns a phone leaves out (the address moves under the name). */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

function MemberClinics({ group }: { group: ReferralGroupDetail }) {
  return (
    <Card component="section" aria-labelledby="members-heading">
      <CardHeader
        title="Member Clinics"
        slotProps={{ title: { id: 'members-heading', component: 'h2', variant: 'h6' } }}
      />
      {group.members.length === 0 ? (
        <EmptyState text="No clinics belong to this group yet. Choose the group on a clinic's details to add it." />
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="members-heading">
            <TableHead>
              <TableRow>
                <TableCell>Clinic Name</TableCell>
                <TableCell>Clinic Code</TableCell>
                <TableCell sx={WIDE_ONLY}>Organization</TableCell>
                <TableCell sx={WIDE_ONLY}>Address</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {group.members.map((c) => (
                <TableRow key={c.id}>
                  <TableCell>
                    <Link component={RouterLink} to={`/manage/clinics/${c.id}`}>
                      {c.name}
                    </Link>
                    {c.full_address && (
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        sx={{ display: { md: 'none' }, mt: 0.5 }}
                      >
                        {c.full_address}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{c.code}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{c.organization?.name ?? ''}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{c.full_address ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Card>
  );
}

/**
 * /manage/referral-networks/details/{uuid}: the group and its member clinics; with ?edit=1 the
 * edit form instead.
 */
export function ReferralGroupDetailsPage({ uuid }: { uuid: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const editing = params.get('edit') === '1';
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<unknown>(null);
  const [removing, setRemoving] = useState(false);
  const { data, error } = useQuery(REFERRAL_GROUP_DETAIL, {
    variables: { uuid },
    fetchPolicy: 'cache-and-network',
  });
  const [save] = useMutation(SAVE_REFERRAL_GROUP);
  const [deleteGroup] = useMutation(DELETE_REFERRAL_GROUP, {
    refetchQueries: ['AdminReferralGroupList'],
  });
  const group = data?.referral_network;
  const title = editing ? 'Edit Referral Group' : (group?.name ?? 'Referral Group');

  let body;
  if (error && !group) {
    body = <ErrorBanner error={error} />;
  } else if (!group) {
    body = <Placeholder variant="rounded" height={200} aria-label="Loading referral group" />;
  } else if (editing) {
    body = (
      <Card sx={{ maxWidth: 640 }}>
        <CardContent sx={{ p: 3 }}>
          <ErrorBanner
            error={failure == null ? null : serverMessage(failure)}
            title="Cannot update referral group"
            sx={{ mb: 2.5 }}
          />
          <NameForm
            key={group.id}
            resolver={referralGroupResolver}
            label="Group Name"
            formLabel="Edit referral group"
            initialName={group.name}
            submitLabel="Update"
            autoFocus
            serverError={failure}
            onCancel={() => void navigate(groupPaths.details(uuid))}
            onSubmit={async ({ name }) => {
              setFailure(null);
              try {
                await save({ variables: { id: group.id, name } });
              } catch (e) {
                setFailure(e);
                return;
              }
              enqueueSnackbar('Successfully updated a referral group', { variant: 'success' });
              await navigate(groupPaths.details(uuid));
            }}
          />
        </CardContent>
      </Card>
    );
  } else {
    body = <MemberClinics group={group} />;
  }

  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          !editing && group
            ? `${group.member_count} member clinic${group.member_count === 1 ? '' : 's'}`
            : undefined
        }
        crumbs={GROUP_CRUMBS}
        actions={
          !editing &&
          group && (
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button
                variant="outlined"
                startIcon={<EditOutlined />}
                onClick={() => void navigate(groupPaths.edit(uuid))}
              >
                Edit
              </Button>
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutlined />}
                onClick={() => setRemoving(true)}
              >
                Delete
              </Button>
            </Box>
          )
        }
      />
      {body}
      <ConfirmDialog
        open={removing}
        title="Delete referral group?"
        message="You are about to delete the referral group."
        choices={[
          {
            label: 'Delete',
            run: async () => {
              await deleteGroup({ variables: { uuid } });
              enqueueSnackbar('Referral Group is Deleted', { variant: 'success' });
              await navigate(groupPaths.list);
            },
          },
        ]}
        onClose={() => setRemoving(false)}
      />
    </>
  );
}
