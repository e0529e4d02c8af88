import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { DECLINE_REASON_MAX } from '@app/shared';
import { ConfirmDialog } from '../../ui/data-grid/ConfirmDialog';
import type { OrderRef } from './graphql';

export const DECLINE_ORDER = {
  title: 'Decline Order',
  message: (o: OrderRef) =>
    `Are you sure? The order for ${o.patientName} from ${o.referrerName} will not be approved.`,
  reason: 'Reason (optional)',
  reasonHelp: (o: OrderRef) => `${o.referrerName} sees it with the decline.`,
  confirm: 'Decline',
} as const;

interface DeclineOrderDialogProps {
  /** The order to decline; null keeps the dialog closed. */
  order: OrderRef | null;
  onClose: () => void;
  onDecline: (order: OrderRef, reason: string) => void;
}

/** Decline asks first (issue 20), with an optional reason the referring clinic reads. */
export function DeclineOrderDialog({ order, onClose, onDecline }: DeclineOrderDialogProps) {
  const [reason, setReason] = useState('');
  // A new order starts with an empty reason; the last one stays while the dialog fades out.
  const [shown, setShown] = useState(order);
  if (order && order !== shown) {
    setShown(order);
    setReason('');
  }

  return (
    <ConfirmDialog
      open={order !== null}
      title={DECLINE_ORDER.title}
      message={shown ? DECLINE_ORDER.message(shown) : ''}
      choices={[
        {
          label: DECLINE_ORDER.confirm,
          run: async () => {
            if (order) onDecline(order, reason.trim());
          },
        },
      ]}
      onClose={onClose}
    >
      <TextField
        label={DECLINE_ORDER.reason}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        helperText={shown ? DECLINE_ORDER.reasonHelp(shown) : ' '}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: DECLINE_REASON_MAX } }}
        sx={{ mt: 2 }}
      />
    </ConfirmDialog>
  );
}
