import type { GraphqlProbes, RouteProbes } from './types.js';

const NO_UUID = '00000000-0000-0000-0000-000000000000';

/** Users, permissions and notification settings; custom forms; address suggestions. */
export const graphql: GraphqlProbes = {
  'staff Query.roles': '{ roles { id } }',
  'staff Query.users': '{ users { id } }',
  'staff Query.users_count': '{ users_count }',
  'staff Query.user': `{ user(user_uuid: "${NO_UUID}") { id } }`,
  'staff Query.user_by_clinic': `{ user_by_clinic(user_uuid: "${NO_UUID}", clinic_id: 1) { id } }`,
  'staff Query.user_clinics_with_notification_settings':
    '{ user_clinics_with_notification_settings { notification } }',
  'staff Query.clinic_custom_form_attributes':
    '{ clinic_custom_form_attributes(clinic_id: 1, form_type: "external") { field } }',
  'staff Query.address_suggestions': '{ address_suggestions(query: "Clark") { full_address } }',
  'staff Mutation.save_clinic_user':
    'mutation { save_clinic_user(clinic_id: 1, user: { role_id: 4, email: "probe@example.test", firstname: "P", lastname: "Q" }) { id } }',
  'staff Mutation.save_user': `mutation { save_user(user_uuid: "${NO_UUID}", user: { firstname: "P", lastname: "Q" }) { id } }`,
  'staff Mutation.add_user_to_clinic':
    'mutation { add_user_to_clinic(email: "probe@example.test", clinicId: 1) { id } }',
  'staff Mutation.save_user_clinic':
    'mutation { save_user_clinic(user_id: 1, clinic_id: 1, permission: 4, notification: 1) { id } }',
  'staff Mutation.make_primary_clinic': `mutation { make_primary_clinic(user_uuid: "${NO_UUID}", clinic_id: 1) }`,
  'staff Mutation.delete_user_clinic': 'mutation { delete_user_clinic(clinicId: 1, userId: 1) }',
  'staff Mutation.save_user_notification_settings':
    'mutation { save_user_notification_settings(clinic_id: 1, notification_settings: 1) { notification } }',
  'staff Mutation.save_clinic_notification_settings':
    'mutation { save_clinic_notification_settings(clinicId: 1, notificationSettings: [1]) { notification } }',
  'staff Mutation.save_clinic_custom_form_attributes':
    'mutation { save_clinic_custom_form_attributes(clinic_id: 1, form_type: "external", custom_form_attributes: []) { field } }',
};

export const routes: RouteProbes = {};
