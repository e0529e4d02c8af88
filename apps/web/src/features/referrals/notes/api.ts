import { http } from '../../../app/http';
import type { ReferralNoteDto } from './graphql';

/** The groups a person can write to; system lines come from the server only. */
export type WritableNoteGroup = 'internal' | 'external';

/** POST /api/referrals/:uuid/notes answers the spec's message (also when the note went by fax). */
export interface NoteCreatedAnswer {
  message: string;
  note: ReferralNoteDto;
}

export const notesApi = {
  create: (referralUuid: string, note: string, group: WritableNoteGroup) =>
    http.post<NoteCreatedAnswer>(`/api/referrals/${encodeURIComponent(referralUuid)}/notes`, {
      note,
      group,
    }),
};
