import { createContext, useContext, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditNote from '@mui/icons-material/EditNote';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import TaskAlt from '@mui/icons-material/TaskAlt';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { LIST_ROW_ACTION_LABELS, listRowActions, type ListRowAction } from '@app/shared';
import type { ReferralListRow } from './graphql';

/** What the table around the cells knows: its side, the user's right to send, the handlers. */
export interface RowActionsContextValue {
  side: 'sent' | 'received';
  canSend: boolean;
  onAction: (action: ListRowAction, row: ReferralListRow) => void;
}

export const RowActionsContext = createContext<RowActionsContextValue | null>(null);

const ICONS: Record<ListRowAction, ReactElement> = {
  edit: <EditOutlined fontSize="small" />,
  update_draft: <EditNote fontSize="small" />,
  delete: <DeleteOutlined fontSize="small" />,
  view: <VisibilityOutlined fontSize="small" />,
  notes: <StickyNote2Outlined fontSize="small" />,
  review: <RateReviewOutlined fontSize="small" />,
  complete: <TaskAlt fontSize="small" />,
};

/** The row's actions (spec 2 section 4 "Referral list row actions") as labelled icon buttons. */
export function RowActionsCell({ row }: { row: ReferralListRow }) {
  const context = useContext(RowActionsContext);
  if (!context) return null;
  const actions = listRowActions({
    side: context.side,
    status: row.status,
    statusLabel: row.status_label,
    hasProvider: row.provider_name !== null,
    canSend: context.canSend,
  });
  const who = row.patient_name ?? 'this patient';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
      {actions.map((action) => {
        const label = LIST_ROW_ACTION_LABELS[action];
        return (
          <Tooltip key={action} title={label}>
            <IconButton
              size="small"
              aria-label={`${label}: ${who}`}
              color={action === 'delete' ? 'error' : 'default'}
              onClick={(event) => {
                event.stopPropagation();
                context.onAction(action, row);
              }}
            >
              {ICONS[action]}
            </IconButton>
          </Tooltip>
        );
      })}
    </Box>
  );
}
