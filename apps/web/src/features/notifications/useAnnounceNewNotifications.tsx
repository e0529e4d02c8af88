import { useEffect, useRef } from 'react';
import { closeSnackbar, useSnackbar, type SnackbarKey, type VariantType } from 'notistack';
import Button from '@mui/material/Button';
import { DismissSnackbar } from '../../ui/DismissSnackbar';
import { headline, notificationSubject } from './notificationSubject';
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

/** 'View' (where the notification points: its referral) beside the usual close button. */
function toastActions(n: AppNotification, onOpen: (n: AppNotification) => void) {
  function ToastActions(key: SnackbarKey) {
    return (
      <>
        {n.url && (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              closeSnackbar(key);
              onOpen(n);
            }}
          >
            View
          </Button>
        )}
        {DismissSnackbar(key)}
      </>
    );
  }
  return ToastActions;
}

/**
 * A snackbar for each unread notification that arrives after the first list was shown (the list
 * is re-emitted whole on every change, so arrivals are found by uuid): its title and the patient
 * it is about ('Referral Accepted: Ada Byron'), with 'View' to open it as the bell would.
 */
export function useAnnounceNewNotifications(
  notifications: AppNotification[],
  loading: boolean,
  onOpen: (notification: AppNotification) => void,
) {
  const { enqueueSnackbar } = useSnackbar();
  const seen = useRef<Set<string> | null>(null);
  const open = useRef(onOpen);
  useEffect(() => {
    open.current = onOpen;
  }, [onOpen]);

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
        enqueueSnackbar(headline(notificationSubject(n)), {
          variant: snackbarVariant(n.severity),
          action: toastActions(n, (x) => open.current(x)),
        });
      }
    }
  }, [notifications, loading, enqueueSnackbar]);
}
