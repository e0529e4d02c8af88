import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AppNotification } from './types';

const NOTIFICATION_FIELDS = `
  id
  uuid
  data
  severity
  url
  read_at
  notified_at
  type
  level
`;

export interface NotificationsData {
  notifications: AppNotification[];
}
export interface UnreadCountData {
  notifications_unread_count: number;
}

export const NOTIFICATIONS_QUERY: TypedDocumentNode<NotificationsData, { limit: number }> = gql`
  query Notifications($limit: Int) {
    notifications(limit: $limit) { ${NOTIFICATION_FIELDS} }
  }
`;

/** Re-emits the whole visible list (unread first, then newest) whenever it changes. */
export const NOTIFICATIONS_SUBSCRIPTION: TypedDocumentNode<NotificationsData, { limit: number }> =
  gql`
  subscription NotificationsLive($limit: Int) {
    notifications(limit: $limit) { ${NOTIFICATION_FIELDS} }
  }
`;

export const UNREAD_COUNT_QUERY: TypedDocumentNode<UnreadCountData, Record<string, never>> = gql`
  query NotificationsUnreadCount {
    notifications_unread_count
  }
`;

export const UNREAD_COUNT_SUBSCRIPTION: TypedDocumentNode<
  UnreadCountData,
  Record<string, never>
> = gql`
  subscription NotificationsUnreadCountLive {
    notifications_unread_count
  }
`;

export const MARK_AS_READ: TypedDocumentNode<
  { user_notification_mark_as_read: AppNotification },
  { uuid: string }
> = gql`
  mutation MarkNotificationRead($uuid: String!) {
    user_notification_mark_as_read(uuid: $uuid) { ${NOTIFICATION_FIELDS} }
  }
`;

export const MARK_ALL_AS_READ: TypedDocumentNode<
  { user_notification_mark_all_as_read: number },
  { user_uuid: string }
> = gql`
  mutation MarkAllNotificationsRead($user_uuid: String!) {
    user_notification_mark_all_as_read(user_uuid: $user_uuid)
  }
`;
