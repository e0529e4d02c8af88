import { CombinedGraphQLErrors } from '@apollo/client';
import Alert from '@mui/material/Alert';
import { alpha } from '@mui/material/styles';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REFERRAL_MSG } from '@app/shared';
import { EmptyState } from '../../../ui/EmptyState';
import { serverMessage } from '../../../ui/pickers/serverErrors';
import { formatDateTime } from '../../referrals/lists/format';
import type { ReviewAccess } from './api';
import type { PublicNoteDto } from './graphql';
import { PublicNoteComposer } from './PublicNoteComposer';
import { ReviewSection } from './ReviewSection';
import { usePublicNotes } from './usePublicNotes';

/** One message: the clinic's on the left in grey, the referrer's own on the right, tinted. */
function NoteBubble({ note }: { note: PublicNoteDto }) {
  const mine = !note.from_clinic;
  return (
    <Box
      component="li"
      aria-label={`${mine ? 'You' : note.author}, ${formatDateTime(note.created_at)}`}
      sx={{
        listStyle: 'none',
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: { xs: '92%', sm: '80%' },
        px: 2,
        py: 1.25,
        borderRadius: 2,
        bgcolor: (theme) =>
          mine ? alpha(theme.palette.primary.main, 0.08) : theme.palette.grey[100],
        border: 1,
        borderColor: mine ? 'primary.light' : 'divider',
      }}
    >
      <Typography variant="caption" color="text.secondary" component="div">
        <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {mine ? `You (${note.author})` : note.author}
        </Box>
        {` · ${formatDateTime(note.created_at)}`}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {note.note}
      </Typography>
    </Box>
  );
}

/**
 * A refusal from the server (e.g. 'Too many attempts...') is shown as it is; a lost connection
 * gets the spec's data-load banner rather than the socket's own words.
 */
function notesFailure(error: unknown): string {
  return CombinedGraphQLErrors.is(error) ? serverMessage(error) : REFERRAL_MSG.loadFailed;
}

/** The notes channel with the receiving clinic, newest first and live (spec 2 section 7). */
export function PublicNotes({ access }: { access: ReviewAccess }) {
  const { notes, loading, error, addSent } = usePublicNotes(access);
  return (
    <ReviewSection title="Notes">
      <Stack spacing={2}>
        <PublicNoteComposer access={access} onSent={addSent} />
        {loading && <LinearProgress aria-label="Loading notes" />}
        {error && <Alert severity="error">{notesFailure(error)}</Alert>}
        {!loading && !error && notes.length === 0 && (
          <EmptyState text="No messages yet. Write to the clinic above." />
        )}
        {notes.length > 0 && (
          <Stack component="ul" aria-label="Messages" spacing={1.5} sx={{ m: 0, p: 0 }}>
            {notes.map((note) => (
              <NoteBubble key={note.uuid} note={note} />
            ))}
          </Stack>
        )}
      </Stack>
    </ReviewSection>
  );
}
