import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import CircularProgress from '@mui/material/CircularProgress';
import Send from '@mui/icons-material/Send';
import { useSnackbar } from 'notistack';
import type { WritableNoteGroup } from '@app/shared';
import { ApiError, errorMessage } from '../../../app/http';
import { ErrorDialog, type ErrorDialogContent } from '../../clinic-admin/ErrorDialog';
import { notesApi } from './api';
import { NOTES_LABELS } from './tabs';

/** The server's limit (docs/referrals-api.md "Lifecycle"). */
const NOTE_MAX_LENGTH = 5000;

export interface NoteComposerProps {
  referralUuid: string;
  group: WritableNoteGroup;
  /** The typed text, kept by the parent so switching tabs loses nothing. */
  draft: string;
  onDraftChange: (text: string) => void;
  onSent: () => void;
}

const WORDING: Record<WritableNoteGroup, { label: string; send: string }> = {
  external: { label: 'Message', send: 'Send message' },
  internal: { label: 'Internal note', send: 'Add note' },
};

function failureContent(error: unknown): ErrorDialogContent {
  const fieldErrors = error instanceof ApiError ? Object.values(error.body.errors ?? {}) : [];
  const message = errorMessage(error);
  const lines = [message, ...fieldErrors.flat().filter((line) => line !== message)];
  return { title: NOTES_LABELS.sendFailedTitle, lines };
}

/**
 * The input under a writable tab: Enter sends, Shift+Enter starts a new line, blank or
 * whitespace-only text cannot be sent (spec 2 section 5). The server's answer shows as a
 * snackbar; a failure opens a dialog and keeps the text.
 */
export function NoteComposer({
  referralUuid,
  group,
  draft,
  onDraftChange,
  onSent,
}: NoteComposerProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ErrorDialogContent | null>(null);
  const wording = WORDING[group];
  const canSend = draft.trim() !== '' && !sending;

  const send = async () => {
    if (!canSend) return;
    setSending(true);
    try {
      const answer = await notesApi.create(referralUuid, draft, group);
      onDraftChange('');
      enqueueSnackbar(answer.message, { variant: 'success' });
      onSent();
    } catch (error) {
      setFailure(failureContent(error));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Shift+Enter is a new line; Enter while composing (IME) picks a candidate.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 2 }}>
      <TextField
        label={wording.label}
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={onKeyDown}
        multiline
        maxRows={6}
        fullWidth
        size="small"
        helperText="Enter sends; Shift+Enter starts a new line."
        slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH, readOnly: sending } }}
      />
      <Tooltip title={wording.send}>
        {/* The span keeps the tooltip working while the button is disabled. */}
        <span>
          <IconButton
            color="primary"
            aria-label={wording.send}
            disabled={!canSend}
            onClick={() => void send()}
            sx={{ mt: 0.25 }}
          >
            {sending ? <CircularProgress size={22} aria-label="Sending" /> : <Send />}
          </IconButton>
        </span>
      </Tooltip>
      <ErrorDialog content={failure} onClose={() => setFailure(null)} />
    </Box>
  );
}
