import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ResponsiveDialog } from './ResponsiveDialog';

export interface ErrorDialogContent {
  title: string;
  /** Lines shown one under another. */
  lines?: string[];
  /** Shown as preformatted text (the validation JSON of spec 1 section 8). */
  json?: unknown;
}

/** The error popup of the clinic screens. */
export function ErrorDialog({
  content,
  onClose,
}: {
  content: ErrorDialogContent | null;
  onClose: () => void;
}) {
  return (
    <ResponsiveDialog
      narrow
      open={content !== null}
      onClose={onClose}
      aria-labelledby="error-title"
    >
      <DialogTitle id="error-title" sx={{ color: 'error.main' }}>
        {content?.title}
      </DialogTitle>
      <DialogContent>
        {content?.lines?.map((line, i) => (
          <Typography key={i} sx={{ mb: 0.5, whiteSpace: 'pre-wrap' }}>
            {line}
          </Typography>
        ))}
        {content?.json !== undefined && (
          <Typography
            component="pre"
            sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', whiteSpace: 'pre-wrap', m: 0 }}
          >
            {JSON.stringify(content.json, null, 2)}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

/** Whether any field path of a validation object mentions `word` (e.g. 'user', 'provider'). */
export function mentions(errors: Record<string, string[]>, word: string): boolean {
  return Object.keys(errors).some((k) => k.toLowerCase().includes(word));
}
