import { useState, type KeyboardEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Send from '@mui/icons-material/Send';
import { serverMessage } from '../../../ui/pickers/serverErrors';
import type { ReviewAccess } from './api';
import { credentialVars } from './credentials';
import { SEND_PUBLIC_NOTE, type PublicNoteDto } from './graphql';

/** The server's limit on a note (docs/referrals-api.md "Lifecycle"). */
const NOTE_MAX_LENGTH = 5000;

/**
 * A message to the receiving clinic: Enter sends, Shift+Enter starts a new line, blank or
 * whitespace-only text is not sent (spec 2 section 5). A failure shows the server's error and
 * keeps the text (section 8).
 */
export function PublicNoteComposer({
  access,
  onSent,
}: {
  access: ReviewAccess;
  onSent: (note: PublicNoteDto) => void;
}) {
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sendNote, { loading }] = useMutation(SEND_PUBLIC_NOTE);
  const canSend = text.trim() !== '' && !loading;

  const send = async () => {
    if (!canSend) return;
    setFailure(null);
    try {
      const { data } = await sendNote({ variables: { ...credentialVars(access), note: text } });
      setText('');
      if (data) onSent(data.send_note);
    } catch (error) {
      setFailure(serverMessage(error));
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Shift+Enter is a new line; Enter while composing (IME) picks a candidate.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <TextField
        label="Message to the clinic"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        multiline
        minRows={2}
        maxRows={8}
        fullWidth
        helperText="Enter sends; Shift+Enter starts a new line."
        slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH, readOnly: loading } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          endIcon={<Send />}
          disabled={!canSend && !loading}
          loading={loading}
          onClick={() => void send()}
        >
          Send Message
        </Button>
      </Box>
    </Box>
  );
}
