import { graphql } from '../../gql/staff';

graphql(`
  fragment NotificationFields on Notification {
    id
    uuid
    data
    severity
    url
    read_at
    notified_at
    type
    level
    referral {
      uuid
      patient_name
      birthdate
    }
  }
`);

export const NOTIFICATIONS_QUERY = graphql(`
  query Notifications($limit: Int) {
    notifications(limit: $limit) {
      ...NotificationFields
    }
  }
`);

/** Re-emits the whole visible list (unread first, then newest) whenever it changes. */
export const NOTIFICATIONS_SUBSCRIPTION = graphql(`
  subscription NotificationsLive($limit: Int) {
    notifications(limit: $limit) {
      ...NotificationFields
    }
  }
`);

export const UNREAD_COUNT_QUERY = graphql(`
  query NotificationsUnreadCount {
    notifications_unread_count
  }
`);

export const UNREAD_COUNT_SUBSCRIPTION = graphql(`
  subscription NotificationsUnreadCountLive {
    notifications_unread_count
  }
`);

export const MARK_AS_READ = graphql(`
  mutation MarkNotificationRead($uuid: String!) {
    user_notification_mark_as_read(uuid: $uuid) {
      ...NotificationFields
    }
  }
`);

export const MARK_ALL_AS_READ = graphql(`
  mutation MarkAllNotificationsRead($user_uuid: String!) {
    user_notification_mark_all_as_read(user_uuid: $user_uuid)
  }
`);
