import { useCallback, useMemo, useState } from 'react';
import { useSubscription } from '@apollo/client/react';
import type { ReviewAccess } from './api';
import { credentialVars } from './credentials';
import { PUBLIC_REFERRAL_NOTES, type PublicNoteDto } from './graphql';

const newestFirst = (a: PublicNoteDto, b: PublicNoteDto) =>
  b.created_at.localeCompare(a.created_at);

/**
 * The notes channel, live: the subscription sends the whole list on subscribing and after every
 * change. A note the referrer just sent shows at once, before the list that holds it arrives.
 */
export function usePublicNotes(access: ReviewAccess) {
  const variables = useMemo(() => credentialVars(access), [access]);
  const { data, loading, error } = useSubscription(PUBLIC_REFERRAL_NOTES, { variables });
  const [sent, setSent] = useState<PublicNoteDto[]>([]);

  const notes = useMemo(() => {
    const byUuid = new Map<string, PublicNoteDto>();
    for (const note of sent) byUuid.set(note.uuid, note);
    for (const note of data?.public_referral_notes ?? []) byUuid.set(note.uuid, note);
    return [...byUuid.values()].sort(newestFirst);
  }, [data, sent]);

  return {
    notes,
    loading: loading && !data,
    error: data ? undefined : error,
    addSent: useCallback((note: PublicNoteDto) => setSent((list) => [note, ...list]), []),
  };
}
