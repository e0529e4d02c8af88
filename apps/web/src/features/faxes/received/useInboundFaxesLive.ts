import { useEffect, useRef } from 'react';
import { useSubscription } from '@apollo/client/react';
import { LIVE_REFETCH_DEBOUNCE_MS } from '../../referrals/lists/useReferralsLive';
import { INBOUND_FAXES_CHANGED, type InboundFaxChange } from './graphql';

/** The status a change carries when the fax was deleted. */
export const DELETED_STATUS = 'deleted';

/**
 * Calls `refresh` when a fax the viewer sees changes (`inbound_faxes_changed`): a new fax, OCR
 * finished, assigned, reviewed, deleted. Bursts (intake publishes processing then processed)
 * cause one refresh. The page stays usable without the socket: subscription errors are ignored.
 */
export function useInboundFaxesLive(
  refresh: () => void,
  /** Sees each change as it comes (e.g. 'deleted' for the open fax). */
  onChange?: (change: InboundFaxChange) => void,
) {
  const latest = useRef({ refresh, onChange });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = { refresh, onChange };
  }, [refresh, onChange]);
  useEffect(() => () => clearTimeout(timer.current), []);

  useSubscription(INBOUND_FAXES_CHANGED, {
    ignoreResults: true,
    onData: ({ data }) => {
      const change = data.data?.inbound_faxes_changed;
      if (change) latest.current.onChange?.(change);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current.refresh(), LIVE_REFETCH_DEBOUNCE_MS);
    },
    onError: () => undefined,
  });
}
