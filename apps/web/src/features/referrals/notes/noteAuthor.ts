import type { ReferralNoteDto } from './graphql';
import { NOTES_LABELS } from './tabs';

/**
 * 'Pat Sender (Northside Family Medicine)'; a public referrer's message names them; the system
 * writes its own lines.
 */
export function noteAuthor(note: ReferralNoteDto): string {
  if (note.public_author) return note.public_author;
  if (!note.user) return NOTES_LABELS.systemAuthor;
  const name = `${note.user.firstname} ${note.user.lastname}`.trim();
  return note.clinic ? `${name} (${note.clinic.name})` : name;
}
