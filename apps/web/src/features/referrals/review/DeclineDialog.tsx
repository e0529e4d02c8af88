import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { REFERRAL_LIFECYCLE_MSG } from '@app/shared';

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
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
        <Button
          variant="contained"
          color="error"
          loading={busy}
          disabled={blank}
          onClick={() => onConfirm(reason.trim())}
        >
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
