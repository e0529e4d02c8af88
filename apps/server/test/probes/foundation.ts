import type { GraphqlProbes, RouteProbes } from './types.js';

export const graphql: GraphqlProbes = {
  'staff Query.me': '{ me { uuid } }',
  'staff Query.notifications': '{ notifications { uuid } }',
  'staff Query.notifications_unread_count': '{ notifications_unread_count }',
  'staff Query.user_permission_settings': '{ user_permission_settings { key } }',
  'staff Query.user_notification_settings': '{ user_notification_settings { key } }',
  'staff Query.admin_referral_counts': '{ admin_referral_counts { count } }',
  'staff Mutation.switch_clinic': 'mutation { switch_clinic(userUuid: "x", clinicId: 1) { uuid } }',
  'staff Mutation.user_notification_mark_as_read':
    'mutation { user_notification_mark_as_read(uuid: "00000000-0000-0000-0000-000000000000") { uuid } }',
  'staff Mutation.user_notification_mark_all_as_read':
    'mutation { user_notification_mark_all_as_read(user_uuid: "x") }',
  'staff Subscription.current_user': 'subscription { current_user { uuid } }',
  'staff Subscription.notifications': 'subscription { notifications { uuid } }',
  'staff Subscription.notifications_unread_count': 'subscription { notifications_unread_count }',
};

export const routes: RouteProbes = {
  'POST /api/auth/check': { method: 'POST', url: '/api/auth/check' },
  'POST /api/u': { method: 'POST', url: '/api/u' },
  'PUT /api/notifications/:uuid': {
    method: 'PUT',
    url: '/api/notifications/00000000-0000-0000-0000-000000000000',
  },
  'GET /graphql': { method: 'GET', url: '/graphql' },
};
