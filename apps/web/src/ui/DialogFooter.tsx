import Button, { type ButtonProps } from '@mui/material/Button';
import DialogActions, { type DialogActionsProps } from '@mui/material/DialogActions';

export interface DialogFooterProps {
  onCancel: () => void;
  /** 'Cancel' unless told. */
  cancelLabel?: string;
  /** Blocks the cancel button while the action runs. */
  cancelDisabled?: boolean;
  /** 'Save' unless told. */
  confirmLabel?: string;
  /** Without it the confirm button submits the dialog's form. */
  onConfirm?: () => void;
  confirmColor?: ButtonProps['color'];
  disabled?: boolean;
  loading?: boolean;
  sx?: DialogActionsProps['sx'];
}

/** A dialog's footer: a quiet cancel button, then the contained confirm (or submit) button. */
export function DialogFooter(props: DialogFooterProps) {
  return (
    <DialogActions sx={props.sx}>
      <Button onClick={props.onCancel} disabled={props.cancelDisabled}>
        {props.cancelLabel ?? 'Cancel'}
      </Button>
      <Button
        type={props.onConfirm ? 'button' : 'submit'}
        variant="contained"
        color={props.confirmColor}
        disabled={props.disabled}
        loading={props.loading}
        onClick={props.onConfirm}
      >
        {props.confirmLabel ?? 'Save'}
      </Button>
    </DialogActions>
  );
}
