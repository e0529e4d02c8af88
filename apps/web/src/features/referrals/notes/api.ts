import type { NoteCreatedAnswer, NoteRequest, WritableNoteGroup } from '@app/shared';
import { http } from '../../../app/http';

export const notesApi = {
  create: (referralUuid: string, note: string, group: WritableNoteGroup) =>
    http.post<NoteCreatedAnswer>(`/api/referrals/${encodeURIComponent(referralUuid)}/notes`, {
      note,
      group,
    } satisfies NoteRequest),
};
