import { useEffect, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { REFERRAL_NOTES, REFERRAL_NOTES_SUBSCRIPTION, type ReferralNoteDto } from './graphql';

const NO_NOTES: ReferralNoteDto[] = [];

/**
 * The referral's notes, live: the query gives the first list; the subscription then replaces it
 * whole after each change. The page's log and the notes dialog share the cached list.
 */
export function useReferralNotes(referralUuid: string) {
  const variables = { referral_uuid: referralUuid };
  const { data, loading, error, refetch, subscribeToMore } = useQuery(REFERRAL_NOTES, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  // Whether the subscription has delivered: until then a new note is fetched after sending.
  const live = useRef(false);

  useEffect(() => {
    live.current = false;
    return subscribeToMore({
      document: REFERRAL_NOTES_SUBSCRIPTION,
      variables: { referral_uuid: referralUuid },
      updateQuery: (_previous, { subscriptionData }) => {
        live.current = true;
        return subscriptionData.data;
      },
      // The list stays as last loaded; sending still refreshes it.
      onError: () => {
        live.current = false;
      },
    });
  }, [subscribeToMore, referralUuid]);

  return {
    notes: data?.referral_notes ?? NO_NOTES,
    loading: loading && !data,
    error: data ? undefined : error,
    retry: () => void refetch().catch(() => undefined),
    /** After sending: the subscription brings the note, else fetch the list again. */
    afterSend: () => {
      if (!live.current) void refetch().catch(() => undefined);
    },
  };
}
