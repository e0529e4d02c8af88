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
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  defaultProviderValues,
  isDefaultProvider,
  newProviderValues,
  sortDefaultFirst,
  type ProviderInput,
} from '@app/shared';
import { EmptyState } from '../../ui/EmptyState';
import { serverMessage } from '../../ui/pickers/serverErrors';
import { ConfirmDialog } from '../../ui/data-grid/ConfirmDialog';
import { DELETE_PROVIDER, type ProviderDto } from './graphql';
import { ProviderDialog } from './ProviderDialog';
import { providerFormValues } from './providerValues';

interface ProvidersCardProps {
  clinicId: string;
  providers: ProviderDto[];
  canManage: boolean;
  onChanged: () => void;
}

/** The documents a provider asks for, required first. */
export function documentsNeeded(p: ProviderDto): string[] {
  return [
    ...p.documents.filter((d) => d.required).map((d) => d.document.name),
    ...p.documents
      .filter((d) => !d.required && d.document.name.toLowerCase() !== 'misc')
      .map((d) => `${d.document.name} (optional)`),
  ];
}

/** Providers as a table (default first is the caller's order); actions only with the handlers. */
export function ProvidersTable({
  providers,
  onEdit,
  onDelete,
}: {
  providers: ProviderDto[];
  onEdit?: (p: ProviderDto) => void;
  onDelete?: (p: ProviderDto) => void;
}) {
  const actions = !!onEdit || !!onDelete;
  return (
    <TableContainer>
      <Table size="small" aria-label="Clinic providers">
        <TableHead>
          <TableRow>
            {actions && <TableCell>Actions</TableCell>}
            <TableCell>Name</TableCell>
            <TableCell>Specialization</TableCell>
            <TableCell>Documents Needed</TableCell>
            <TableCell>Can Receive Referral</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {providers.map((p) => (
            <TableRow key={p.uuid} hover>
              {actions && (
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title="Edit">
                    <IconButton
                      size="small"
                      aria-label={`Edit ${p.display_name}`}
                      onClick={() => onEdit?.(p)}
                    >
                      <EditOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <IconButton
                      size="small"
                      aria-label={`Delete ${p.display_name}`}
                      onClick={() => onDelete?.(p)}
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              )}
              <TableCell sx={{ minWidth: 160 }}>
                {p.display_name}
                {p.has_user_provider && (
                  <Chip size="small" label="User" variant="outlined" sx={{ ml: 1 }} />
                )}
              </TableCell>
              <TableCell sx={{ minWidth: 140 }}>{p.specializations.join(', ') || '—'}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>{documentsNeeded(p).join(', ') || '—'}</TableCell>
              <TableCell>{p.can_receive ? 'Yes' : 'No'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The clinic's providers, default first, with add, edit and delete (spec 1 section 2). */
export function ProvidersCard({ clinicId, providers, canManage, onChanged }: ProvidersCardProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState<{ initial: ProviderInput; provider?: ProviderDto } | null>(
    null,
  );
  const [deleting, setDeleting] = useState<ProviderDto | null>(null);
  const [remove] = useMutation(DELETE_PROVIDER);
  const sorted = sortDefaultFirst(providers);
  const hasDefault = providers.some(isDefaultProvider);

  /** A refusal stays in the dialog with the server's reason (the shared confirmation's way). */
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ variables: { uuid: deleting.uuid } });
    } catch (e) {
      throw new Error(serverMessage(e), { cause: e });
    }
    enqueueSnackbar('Provider deleted', { variant: 'success' });
    onChanged();
  };

  return (
    <Card component="section" aria-labelledby="providers-card-title">
      <CardHeader
        title="Providers"
        slotProps={{ title: { id: 'providers-card-title', component: 'h2', variant: 'h6' } }}
        action={
          canManage && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
              {!hasDefault && (
                <Button
                  startIcon={<AddOutlined />}
                  onClick={() => setEditing({ initial: defaultProviderValues() })}
                >
                  Add Default Provider
                </Button>
              )}
              <Button
                startIcon={<AddOutlined />}
                onClick={() => setEditing({ initial: newProviderValues() })}
              >
                Add Provider
              </Button>
            </Box>
          )
        }
        sx={{ flexWrap: 'wrap', gap: 1 }}
      />
      <CardContent sx={{ pt: 0 }}>
        {sorted.length === 0 ? (
          <EmptyState text="No providers yet." />
        ) : (
          <ProvidersTable
            providers={sorted}
            onEdit={
              canManage
                ? (p) => setEditing({ initial: providerFormValues(p), provider: p })
                : undefined
            }
            onDelete={canManage ? setDeleting : undefined}
          />
        )}
      </CardContent>
      {canManage && (
        <>
          <ProviderDialog
            open={editing !== null}
            clinicId={clinicId}
            initial={editing?.initial ?? null}
            provider={editing?.provider}
            onClose={() => setEditing(null)}
            onSaved={onChanged}
          />
          <ConfirmDialog
            open={deleting !== null}
            title="Are you sure?"
            message={`Click proceed if you want to delete ${deleting?.display_name ?? 'this provider'}.`}
            choices={[{ label: 'Proceed', run: confirmDelete }]}
            onClose={() => setDeleting(null)}
          />
        </>
      )}
    </Card>
  );
}
