import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { NOTIFICATION_SUBSCRIPTION_LIMIT, isExternalUrl, parseNotificationData } from '@app/shared';
import { errorMessage } from '../../app/http';
import { useCurrentUser } from '../auth/SessionProvider';
import { ChangingClinicDialog, useSwitchClinic } from '../shell/useSwitchClinic';
import {
  MARK_ALL_AS_READ,
  MARK_AS_READ,
  NOTIFICATIONS_QUERY,
  NOTIFICATIONS_SUBSCRIPTION,
  UNREAD_COUNT_QUERY,
  UNREAD_COUNT_SUBSCRIPTION,
} from './graphql';
import type { AppNotification } from './types';
import { useAnnounceNewNotifications } from './useAnnounceNewNotifications';

interface NotificationsContextValue {
  notifications: AppNotification[];
  unreadCount: number;
  loading: boolean;
  error: unknown;
  /**
   * Marks it read, then goes to its url (full page load for external ones); one about another of
   * the user's clinics switches to that clinic first, where its referral can be seen.
   */
  open: (notification: AppNotification) => Promise<void>;
  markAllRead: () => Promise<void>;
  markingAll: boolean;
}

const NotificationsContext = createContext<NotificationsContextValue | null>(null);

const LIST_VARIABLES = { limit: NOTIFICATION_SUBSCRIPTION_LIMIT };
const NO_NOTIFICATIONS: AppNotification[] = [];

/** The query gives the first list and count; the subscriptions keep them live in the cache. */
function useLiveNotifications() {
  const list = useQuery(NOTIFICATIONS_QUERY, { variables: LIST_VARIABLES });
  const count = useQuery(UNREAD_COUNT_QUERY);
  const subscribeToList = list.subscribeToMore;
  const subscribeToCount = count.subscribeToMore;

  useEffect(
    () =>
      subscribeToList({
        document: NOTIFICATIONS_SUBSCRIPTION,
        variables: LIST_VARIABLES,
        updateQuery: (_previous, { subscriptionData }) => subscriptionData.data,
      }),
    [subscribeToList],
  );
  useEffect(
    () =>
      subscribeToCount({
        document: UNREAD_COUNT_SUBSCRIPTION,
        updateQuery: (_previous, { subscriptionData }) => subscriptionData.data,
      }),
    [subscribeToCount],
  );

  const refetchList = list.refetch;
  const refetchCount = count.refetch;
  const refetch = useCallback(
    () => Promise.all([refetchList(), refetchCount()]),
    [refetchList, refetchCount],
  );

  return {
    notifications: list.data?.notifications ?? NO_NOTIFICATIONS,
    unreadCount: count.data?.notifications_unread_count ?? 0,
    loading: list.loading && !list.data,
    error: list.error ?? count.error ?? null,
    refetch,
  };
}

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const live = useLiveNotifications();
  const [markAsRead] = useMutation(MARK_AS_READ);
  const [markAllAsRead, markAll] = useMutation(MARK_ALL_AS_READ);
  const { switching, switchTo } = useSwitchClinic();

  const open = useCallback(
    async (notification: AppNotification) => {
      if (!notification.read_at) {
        try {
          await markAsRead({ variables: { uuid: notification.uuid } });
        } catch (error) {
          // Still take the user where the notification points; the mark can be retried.
          enqueueSnackbar(errorMessage(error), { variant: 'error' });
        }
      }
      const url = notification.url;
      if (!url) return;
      if (isExternalUrl(url)) {
        window.location.assign(url);
        return;
      }
      const clinicId = otherClinicOf(notification, user);
      if (clinicId) await switchTo(clinicId, url);
      else navigate(url);
    },
    [enqueueSnackbar, markAsRead, navigate, switchTo, user],
  );
  useAnnounceNewNotifications(live.notifications, live.loading, open);

  const { refetch } = live;
  const markAllRead = useCallback(async () => {
    try {
      await markAllAsRead({ variables: { user_uuid: user.uuid } });
      // The subscriptions re-emit too; refetching keeps this correct if the socket is down.
      await refetch();
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  }, [enqueueSnackbar, markAllAsRead, refetch, user.uuid]);

  const value = useMemo<NotificationsContextValue>(
    () => ({
      notifications: live.notifications,
      unreadCount: live.unreadCount,
      loading: live.loading,
      error: live.error,
      open,
      markAllRead,
      markingAll: markAll.loading,
    }),
    [
      live.notifications,
      live.unreadCount,
      live.loading,
      live.error,
      open,
      markAllRead,
      markAll.loading,
    ],
  );
  return (
    <NotificationsContext.Provider value={value}>
      {children}
      <ChangingClinicDialog open={switching} />
    </NotificationsContext.Provider>
  );
}

/** The user's other clinic a notification is about, if it is about one (its clinic_receiver_id). */
function otherClinicOf(
  notification: AppNotification,
  user: ReturnType<typeof useCurrentUser>,
): string | null {
  const id = parseNotificationData(notification.data).clinic_receiver_id;
  if (id === null || String(id) === String(user.clinic?.id)) return null;
  const clinic = user.clinics.find((c) => String(c.id) === String(id));
  return clinic ? String(clinic.id) : null;
}

export function useNotifications(): NotificationsContextValue {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications must be used inside <NotificationsProvider>');
  return value;
}
