import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Close from '@mui/icons-material/Close';
import LinearProgress from '@mui/material/LinearProgress';
import { REFERRAL_MSG, type ListRowAction } from '@app/shared';
import { LazyAppDataGrid } from '../../../ui/data-grid';
import { ConfirmDialog } from '../../../ui/data-grid/ConfirmDialog';
import { LiveAnnouncement } from '../../../ui/LiveAnnouncement';
import { logFactsOf } from '../notes/tabs';
import { DELETE_REFERRAL, listQuery, type ReferralListRow } from './graphql';
import { NO_MATCH_TEXT, type ListSide, type ListTab } from './listPages';
import { ListToolbar, useListFilters } from './ListToolbar';
import { RowActionsContext, type RowActionsContextValue } from './RowActions';
import { useKeysetPage } from './useKeysetPage';
import { useQuickEdit } from './useQuickEdit';
import { useReferralsLive } from './useReferralsLive';

const QuickReferralDialog = lazy(() => import('../quick/QuickReferralDialog'));
const ReferralNotesDialog = lazy(() =>
  import('../notes/ReferralNotesDialog').then((m) => ({ default: m.ReferralNotesDialog })),
);

/** Table minimum height (spec 2 section 9): the viewport less the header and pager. */
const TABLE_MIN_HEIGHT = 'calc(100vh - 192px)';

/**
 * Where each row action goes (the detail view opens the completion flow from ?complete=1). View
 * Notes opens the draggable notes dialog over the list instead.
 */
const ACTION_PATHS: Partial<Record<ListRowAction, (uuid: string) => string>> = {
  update_draft: (uuid) => `/referrals/${uuid}`,
  view: (uuid) => `/referrals/${uuid}/review`,
  review: (uuid) => `/referrals/${uuid}/review`,
  complete: (uuid) => `/referrals/${uuid}/review?complete=1`,
};

interface ReferralListTableProps {
  tab: ListTab;
  side: ListSide;
  canSend: boolean;
}

/**
 * One referral list (a tab of referrals/active, declined, completed or faxed): the toolbar's
 * search and filters, keyset pages, row actions, and a refetch whenever a referral of the clinic
 * changes, after which the rows that arrived with the change are highlighted and announced.
 */
export function ReferralListTable({ tab, side, canSend }: ReferralListTableProps) {
  const navigate = useNavigate();
  const filters = useListFilters(tab);
  const list = useKeysetPage<ReferralListRow>({
    query: listQuery(tab.field),
    field: tab.field,
    variables: filters.variables,
  });
  const live = useReferralsLive(list.refetch, list.rows);
  const [deleting, setDeleting] = useState<ReferralListRow | null>(null);
  const [deleteReferral] = useMutation(DELETE_REFERRAL);
  const quickEdit = useQuickEdit();
  const [errorClosed, setErrorClosed] = useState<unknown>(null);
  const [notesOf, setNotesOf] = useState<ReferralListRow | null>(null);

  const actions: RowActionsContextValue = {
    side,
    canSend,
    onAction: (action, row) => {
      if (action === 'delete') setDeleting(row);
      else if (action === 'edit') quickEdit.start(row.uuid);
      else if (action === 'notes') setNotesOf(row);
      else {
        const path = ACTION_PATHS[action];
        if (path) void navigate(path(row.uuid));
      }
    },
  };

  const showError = list.error != null && errorClosed !== list.error;

  return (
    <Box>
      {showError && (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            // Alert drops its own close button when given actions: both are drawn here.
            <>
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                Retry
              </Button>
              <IconButton
                color="inherit"
                size="small"
                aria-label="Close"
                onClick={() => setErrorClosed(list.error)}
              >
                <Close fontSize="small" />
              </IconButton>
            </>
          }
        >
          {REFERRAL_MSG.loadFailed}
        </Alert>
      )}
      {quickEdit.loading && <LinearProgress aria-label="Loading the referral to edit" />}
      <RowActionsContext value={actions}>
        <LazyAppDataGrid<ReferralListRow>
          label={tab.label}
          rows={list.rows}
          columns={tab.columns}
          getRowId={(row) => row.uuid}
          arrivedRowIds={live.arrived}
          rowLabel={(row) => row.patient_name ?? 'referral'}
          loading={list.loading}
          rowCount={list.totalCount}
          paginationModel={list.paginationModel}
          onPaginationModelChange={list.onPaginationModelChange}
          filters={<ListToolbar tab={tab} state={filters} />}
          emptyText={filters.narrowed ? NO_MATCH_TEXT : tab.empty}
          layout={{ firstLastButtons: true, minHeight: TABLE_MIN_HEIGHT }}
        />
      </RowActionsContext>
      <LiveAnnouncement text={live.announcement} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Draft"
        message={REFERRAL_MSG.areYouSure}
        detail={
          deleting
            ? `The draft referral for ${deleting.patient_name ?? 'this patient'} will be deleted.`
            : undefined
        }
        choices={[
          {
            label: 'Delete',
            run: async () => {
              if (!deleting) return;
              await deleteReferral({ variables: { uuid: deleting.uuid } });
              void list.refetch();
            },
          },
        ]}
        onClose={() => setDeleting(null)}
      />
      {notesOf && (
        <Suspense fallback={null}>
          <ReferralNotesDialog
            open
            onClose={() => setNotesOf(null)}
            referralUuid={notesOf.uuid}
            {...logFactsOf({
              is_fax: notesOf.is_fax,
              source: notesOf.source,
              viewer: side === 'sent' ? 'referrer' : 'receiver',
            })}
          />
        </Suspense>
      )}
      {quickEdit.editing && (
        <Suspense fallback={null}>
          <QuickReferralDialog
            open={quickEdit.open}
            isOrder={quickEdit.editing.isOrder}
            referral={quickEdit.editing.referral}
            onClose={quickEdit.close}
            onSaved={() => void list.refetch()}
          />
        </Suspense>
      )}
    </Box>
  );
}
