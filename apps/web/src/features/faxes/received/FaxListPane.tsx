import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { Placeholder } from '../../../ui/Placeholder';
import Typography from '@mui/material/Typography';
import { INBOUND_FAX_MSG } from '@app/shared';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { serverMessage } from '../../../ui/pickers/serverErrors';
import { DeleteFaxDialog } from './DeleteFaxDialog';
import { FaxCard } from './FaxCard';
import type { InboundFaxListItemDto } from './graphql';
import { RECEIVED_UI } from './messages';
import { useNow } from './useNow';

interface FaxListPaneProps {
  faxes: InboundFaxListItemDto[] | undefined;
  /** All the faxes the viewer sees (the list holds the newest of them). */
  total: number | undefined;
  loading: boolean;
  error: unknown;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onDeleted: (id: string) => void;
  /** Asks for older faxes; undefined once the list is as long as it gets. */
  onShowOlder?: () => void;
}

/** The left pane: the received faxes newest first, each a selectable card. */
export function FaxListPane(props: FaxListPaneProps) {
  const { faxes, total, loading, error, selectedId, onSelect, onDeleted, onShowOlder } = props;
  const now = useNow();
  const [deleting, setDeleting] = useState<string | null>(null);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={INBOUND_FAX_MSG.listTitle}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, overflow: 'hidden' }}
    >
      {/* Keeps its height so the list does not jump while a refetch runs. */}
      <Box sx={{ height: 4 }}>{loading && faxes && <LinearProgress />}</Box>
      <Box sx={{ flex: 1, overflowY: 'auto', p: 1.5 }}>
        {error != null && (
          <ErrorBanner
            title={INBOUND_FAX_MSG.fetchFailed}
            error={serverMessage(error)}
            sx={{ mb: 1.5 }}
          />
        )}
        {!faxes && loading && <ListSkeleton />}
        {faxes?.length === 0 && <EmptyState text={INBOUND_FAX_MSG.empty} />}
        {faxes && faxes.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {faxes.map((fax) => (
              <li key={fax.id}>
                <FaxCard
                  fax={fax}
                  now={now}
                  selected={fax.id === selectedId}
                  onSelect={() => onSelect(fax.id)}
                  onDelete={() => setDeleting(fax.id)}
                />
              </li>
            ))}
          </Box>
        )}
        {faxes && total !== undefined && total > faxes.length && (
          <Box sx={{ mt: 1.5, display: 'grid', justifyItems: 'center', gap: 0.5 }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {RECEIVED_UI.showingNewest(faxes.length, total)}
            </Typography>
            {onShowOlder && (
              <Button size="small" onClick={onShowOlder} disabled={loading}>
                {RECEIVED_UI.showOlder}
              </Button>
            )}
          </Box>
        )}
      </Box>
      <DeleteFaxDialog faxId={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} />
    </Paper>
  );
}

function ListSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 1 }} role="status" aria-busy="true" aria-label="Loading faxes">
      {[0, 1, 2, 3].map((i) => (
        <Placeholder key={i} variant="rounded" height={92} />
      ))}
    </Box>
  );
}
