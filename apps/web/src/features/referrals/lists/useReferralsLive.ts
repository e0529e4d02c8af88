import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { ARRIVAL_HIGHLIGHT_MS } from '../../../ui/data-grid';
import { REFERRALS_CHANGED, STAFF_LIST_QUERIES } from './graphql';

/** Bursts of changes (a send writes several rows) cause one refetch. */
export const LIVE_REFETCH_DEBOUNCE_MS = 300;

/** What the arrivals need of a row. */
interface LiveRow {
  uuid: string;
  patient_name: string | null;
}

export interface LiveArrivals {
  /** Rows that arrived live within the last ARRIVAL_HIGHLIGHT_MS. */
  arrived: ReadonlySet<string>;
  /** The latest arrival in words, for a polite live region ('Referral arrived: Ada Byron'). */
  announcement: string;
}

const NONE: ReadonlySet<string> = new Set();

/** 'Referral arrived: Ada Byron', '2 referrals arrived: Ada Byron, Lise Meitner'. */
export function arrivalText(rows: readonly LiveRow[]): string {
  const names = rows.map((r) => r.patient_name ?? 'a patient').join(', ');
  return rows.length === 1
    ? `Referral arrived: ${names}`
    : `${rows.length} referrals arrived: ${names}`;
}

/**
 * Refetches the page shown when a referral of the current clinic changes (`referrals_changed`),
 * and tells which rows arrived with it: a row the event named that the page did not show before.
 * Those stay in `arrived` for ARRIVAL_HIGHLIGHT_MS. This tab's own writes send it no event, so
 * what the user did themselves is never highlighted. The list stays usable without the socket: a
 * refused or broken subscription is ignored.
 */
export function useReferralsLive<Row extends LiveRow>(
  refetch: () => Promise<readonly Row[]>,
  rows: readonly Row[],
): LiveArrivals {
  const latest = useRef({ refetch, rows });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The referrals events named since the last refetch; the rows shown when the first came. */
  const pending = useRef<{ named: Set<string>; shown: Set<string> } | null>(null);
  const expiries = useRef(new Set<ReturnType<typeof setTimeout>>());
  const [arrived, setArrived] = useState(NONE);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    latest.current = { refetch, rows };
  }, [refetch, rows]);
  useEffect(() => {
    const timers = expiries.current;
    return () => {
      clearTimeout(timer.current);
      timers.forEach(clearTimeout);
    };
  }, []);

  const highlight = useCallback((fresh: readonly Row[]) => {
    const ids = fresh.map((r) => r.uuid);
    setArrived((now) => new Set([...now, ...ids]));
    setAnnouncement(arrivalText(fresh));
    const expiry = setTimeout(() => {
      expiries.current.delete(expiry);
      setArrived((now) => new Set([...now].filter((id) => !ids.includes(id))));
    }, ARRIVAL_HIGHLIGHT_MS);
    expiries.current.add(expiry);
  }, []);

  useSubscription(REFERRALS_CHANGED, {
    ignoreResults: true,
    onData: ({ data }) => {
      pending.current ??= {
        named: new Set(),
        shown: new Set(latest.current.rows.map((r) => r.uuid)),
      };
      // An event without its referral (a malformed or foreign message) still refreshes the list.
      const uuid = data.data?.referrals_changed?.uuid;
      if (uuid) pending.current.named.add(uuid);
      clearTimeout(timer.current);
      timer.current = setTimeout(async () => {
        const { named, shown } = pending.current!;
        pending.current = null;
        const answer = await latest.current.refetch();
        const fresh = answer.filter((r) => named.has(r.uuid) && !shown.has(r.uuid));
        if (fresh.length > 0) highlight(fresh);
      }, LIVE_REFETCH_DEBOUNCE_MS);
    },
    onError: () => undefined,
  });

  return { arrived, announcement };
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
