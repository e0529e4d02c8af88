import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ResponsiveDialog } from './ResponsiveDialog';

interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  text?: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Are you sure?' with Cancel and a proceed button. */
export function ConfirmDialog({
  open,
  title = 'Are you sure?',
  text,
  confirmLabel = 'Proceed',
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <ResponsiveDialog narrow open={open} onClose={onCancel} aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      {text && (
        <DialogContent>
          <DialogContentText>{text}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
