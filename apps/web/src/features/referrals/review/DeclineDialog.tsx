import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { REFERRAL_LIFECYCLE_MSG } from '@app/shared';
import { DialogFooter } from '../../../ui/DialogFooter';

interface Props {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

/** 'Decline Referral': a required reason; Confirm stays disabled while it is blank. */
export function DeclineDialog({ open, busy, onClose, onConfirm }: Props) {
  const [reason, setReason] = useState('');
  const blank = reason.trim() === '';
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => setReason('') } }}
    >
      <DialogTitle>{REFERRAL_LIFECYCLE_MSG.declineReferral}</DialogTitle>
      <DialogContent>
        <TextField
          label="Reason"
          required
          multiline
          minRows={3}
          fullWidth
          autoFocus
          margin="dense"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </DialogContent>
      <DialogFooter
        onCancel={onClose}
        cancelLabel="Close"
        cancelDisabled={busy}
        confirmLabel="Confirm"
        confirmColor="error"
        onConfirm={() => onConfirm(reason.trim())}
        disabled={blank}
        loading={busy}
      />
    </Dialog>
  );
}
