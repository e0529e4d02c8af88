import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FaxOutlined from '@mui/icons-material/FaxOutlined';
import { INBOUND_FAX_LIST_MAX, INBOUND_FAX_LIST_STEP, INBOUND_FAX_MSG } from '@app/shared';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader, type Crumb } from '../../../ui/PageHeader';
import { useClinicAccess } from '../../clinic-admin/access';
import { FaxDetailPane } from './FaxDetailPane';
import { FaxListPane } from './FaxListPane';
import { INBOUND_FAXES } from './graphql';
import { UploadFaxButton } from './UploadFaxButton';
import { DELETED_STATUS, useInboundFaxesLive } from './useInboundFaxesLive';
import { useRefreshFaxes } from './useRefreshFaxes';

/**
 * Received faxes (spec 3 section 2.2): the list on the left, the chosen fax on the right, each
 * scrolling on its own. On a phone the panes stack: the list, then the fax in its place with a
 * back button. Both follow inbound_faxes_changed (OCR finishing, new faxes) without a reload.
 */
export function ReceivedFaxesPage({ crumbs }: { crumbs?: Crumb[] }) {
  const theme = useTheme();
  const stacked = useMediaQuery(theme.breakpoints.down('md'));
  const { isAdmin } = useClinicAccess();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // The newest faxes; 'Show older faxes' asks for more, and live refreshes keep the length.
  const [limit, setLimit] = useState(INBOUND_FAX_LIST_STEP);
  const list = useQuery(INBOUND_FAXES, {
    variables: { limit },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // While the longer list loads, the shorter one stays on screen.
  const shown = list.data ?? list.previousData;
  const refresh = useRefreshFaxes(selectedId !== null);
  // The open fax deleted by someone else: back to the prompt rather than a 'not found' error.
  useInboundFaxesLive(refresh, (change) => {
    if (change.status === DELETED_STATUS && change.id === selectedId) setSelectedId(null);
  });

  const select = (id: string) => {
    setSelectedId(id);
    // On a phone the fax replaces the list: start it at its top, not where the list was scrolled.
    if (stacked) window.scrollTo({ top: 0 });
  };

  const showList = !stacked || selectedId === null;
  const showDetail = !stacked || selectedId !== null;

  return (
    <>
      <PageHeader
        title={INBOUND_FAX_MSG.listTitle}
        subtitle={INBOUND_FAX_MSG.listHint}
        crumbs={crumbs}
        actions={
          isAdmin && (
            <UploadFaxButton
              onUploaded={(id) => {
                refresh();
                setSelectedId(id);
              }}
            />
          )
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(300px, 380px) minmax(0, 1fr)' },
          // Both panes fit the window from tablet width up; each scrolls inside.
          height: { md: 'calc(100dvh - 220px)' },
          minHeight: { md: 520 },
        }}
      >
        {showList && (
          <FaxListPane
            faxes={shown?.inbound_faxes}
            total={shown?.inbound_faxes_count}
            onShowOlder={
              limit < INBOUND_FAX_LIST_MAX
                ? () => setLimit((n) => Math.min(n + INBOUND_FAX_LIST_STEP, INBOUND_FAX_LIST_MAX))
                : undefined
            }
            loading={list.loading}
            error={list.error}
            selectedId={selectedId}
            onSelect={select}
            onDeleted={(id) => {
              if (id === selectedId) setSelectedId(null);
              void list.refetch().catch(() => undefined);
            }}
          />
        )}
        {showDetail &&
          (selectedId ? (
            <FaxDetailPane
              key={selectedId}
              faxId={selectedId}
              stacked={stacked}
              onClose={() => setSelectedId(null)}
              refresh={refresh}
            />
          ) : (
            <NothingSelected />
          ))}
      </Box>
    </>
  );
}

function NothingSelected() {
  return (
    <Paper variant="outlined" sx={{ display: 'grid', placeItems: 'center' }}>
      <EmptyState
        icon={<FaxOutlined sx={{ fontSize: 48, opacity: 0.5 }} />}
        text={`${INBOUND_FAX_MSG.selectTitle} - ${INBOUND_FAX_MSG.selectHint}`}
      />
    </Paper>
  );
}
