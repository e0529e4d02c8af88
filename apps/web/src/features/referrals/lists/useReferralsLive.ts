import { useCallback, useEffect, useRef } from 'react';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { REFERRALS_CHANGED, STAFF_LIST_QUERIES } from './graphql';

/** Bursts of changes (a send writes several rows) cause one refetch. */
export const LIVE_REFETCH_DEBOUNCE_MS = 300;

/**
 * Refetches the page shown when a referral of the current clinic changes (`referrals_changed`).
 * The list stays usable without the socket: a refused or broken subscription is ignored.
 */
export function useReferralsLive(refetch: () => void) {
  const latest = useRef(refetch);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = refetch;
  }, [refetch]);
  useEffect(() => () => clearTimeout(timer.current), []);

  useSubscription(REFERRALS_CHANGED, {
    ignoreResults: true,
    onData: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(), LIVE_REFETCH_DEBOUNCE_MS);
    },
    onError: () => undefined,
  });
}

/**
 * Refetches the referral lists shown now: after this tab's own save (Add Referral / Add Order), the
 * list shows the new row without waiting for the live event (issue 17).
 */
export function useRefetchReferralLists(): () => void {
  const client = useApolloClient();
  return useCallback(() => {
    void client.refetchQueries({ include: STAFF_LIST_QUERIES });
  }, [client]);
}
