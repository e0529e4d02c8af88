import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { errorMessage } from '../../app/http';

export interface ConfirmChoice {
  label: string;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  /** Runs the action; a rejection keeps the dialog open with the error's message. */
  run: () => Promise<void>;
}

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** A second, quieter line (what each choice does). */
  detail?: string;
  /** What the choices take besides the yes (a decline's optional reason). */
  children?: ReactNode;
  choices: ConfirmChoice[];
  onClose: () => void;
}

/**
 * The one confirmation of the product (issue 20: every destructive action asks first): asks before
 * a destructive action ('You are about to archive this clinic record.'), with one or more choices
 * (Archive, Delete). The busy choice shows a spinner; Cancel stays available.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, choices, onClose } = props;
  // Keep the wording while the dialog fades out, when the caller has already cleared its target.
  const [text, setText] = useState({
    title: props.title,
    message: props.message,
    detail: props.detail,
  });
  if (
    open &&
    (text.title !== props.title || text.message !== props.message || text.detail !== props.detail)
  ) {
    setText({ title: props.title, message: props.message, detail: props.detail });
  }
  const { title, message, detail } = text;
  const titleId = useId();
  const textId = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const close = () => {
    if (busy) return;
    setFailure(null);
    onClose();
  };

  const choose = async (choice: ConfirmChoice) => {
    setBusy(choice.label);
    setFailure(null);
    try {
      await choice.run();
      setBusy(null);
      onClose();
    } catch (error) {
      setBusy(null);
      setFailure(error);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{message}</DialogContentText>
        {detail && (
          <DialogContentText variant="body2" sx={{ mt: 1 }}>
            {detail}
          </DialogContentText>
        )}
        {props.children}
        {failure != null && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(failure)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={busy !== null} autoFocus>
          Cancel
        </Button>
        {choices.map((choice) => (
          <Button
            key={choice.label}
            variant={choice.variant ?? 'contained'}
            color={choice.color ?? 'error'}
            loading={busy === choice.label}
            disabled={busy !== null && busy !== choice.label}
            onClick={() => void choose(choice)}
          >
            {choice.label}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
