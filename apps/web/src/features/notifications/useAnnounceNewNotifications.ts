import { useEffect, useRef } from 'react';
import { useSnackbar, type VariantType } from 'notistack';
import { parseNotificationData } from '@app/shared';
import type { AppNotification } from './types';

const SNACKBAR_VARIANTS: readonly VariantType[] = [
  'default',
  'error',
  'success',
  'warning',
  'info',
];

/** The notification's severity as a snackbar variant; unknown severities read as info. */
export function snackbarVariant(severity: string): VariantType {
  const s = severity.toLowerCase();
  if (s === 'danger') return 'error';
  return SNACKBAR_VARIANTS.find((v) => v === s) ?? 'info';
}

/**
 * A snackbar with the title of each unread notification that arrives after the first list was
 * shown (the list is re-emitted whole on every change, so arrivals are found by uuid).
 */
export function useAnnounceNewNotifications(notifications: AppNotification[], loading: boolean) {
  const { enqueueSnackbar } = useSnackbar();
  const seen = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (loading) return;
    if (seen.current === null) {
      seen.current = new Set(notifications.map((n) => n.uuid));
      return;
    }
    for (const n of notifications) {
      if (seen.current.has(n.uuid)) continue;
      seen.current.add(n.uuid);
      if (!n.read_at) {
        enqueueSnackbar(parseNotificationData(n.data).title, {
          variant: snackbarVariant(n.severity),
        });
      }
    }
  }, [notifications, loading, enqueueSnackbar]);
}
