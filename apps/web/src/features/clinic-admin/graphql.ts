import { graphql } from '../../gql/staff';
import type {
  ClinicFieldsFragment,
  ClinicUserFieldsFragment,
  ClinicInput,
  ClinicUserInput,
  ProviderFieldsFragment,
  ProviderInput,
  SettingNamesQuery,
  UserClinicsWithNotificationSettingsQuery,
} from '../../gql/staff/graphql';

export type ProviderDto = ProviderFieldsFragment;

export type ClinicDto = ClinicFieldsFragment;

graphql(`
  fragment ClinicUserFields on ClinicUser {
    id
    uuid
    email
    firstname
    lastname
    full_name
    phone
    role {
      id
      name
      label
    }
    activated
    activated_at
    is_primary
    is_provider
    permission
    notification
    permissions {
      key
      label
      value
    }
    notifications {
      key
      label
      value
    }
    provider_ids
  }
`);

graphql(`
  fragment ProviderFields on Provider {
    id
    uuid
    title
    display_name
    firstname
    lastname
    can_receive
    is_default
    has_user_provider
    specializations
    documents {
      id
      required
      document {
        id
        name
      }
      question {
        id
        uuid
        question
      }
    }
    user {
      id
      uuid
      email
      full_name
    }
  }
`);

graphql(`
  fragment ClinicFields on Clinic {
    id
    uuid
    code
    name
    is_order
    can_receive
    is_public
    extra_info
    office_phone
    fax
    address_line1
    address_city
    address_state
    address_zip
    full_address
    referral_network {
      id
      uuid
      name
    }
    organization {
      id
      name
    }
    tags {
      id
      tag
      immutable
    }
    providers {
      ...ProviderFields
    }
    users {
      ...ClinicUserFields
    }
    clinic_users_count
  }
`);

export const CLINIC = graphql(`
  query Clinic($id: ID!) {
    clinic(id: $id) {
      ...ClinicFields
    }
  }
`);

export const CLINIC_BY_USER_UUID = graphql(`
  query ClinicByUserUuid($user_uuid: String!) {
    clinic_by_user_uuid(user_uuid: $user_uuid) {
      ...ClinicFields
    }
  }
`);

/** What save_clinic and save_non_affiliated_clinic take (docs/admin-api.md ClinicInput). */
export type ClinicInputDto = ClinicInput;

export type ClinicUserInputDto = ClinicUserInput;

export type ProviderInputDto = ProviderInput;

export const SAVE_CLINIC = graphql(`
  mutation SaveClinic($clinic: ClinicInput!) {
    save_clinic(clinic: $clinic) {
      ...ClinicFields
    }
  }
`);

export const SAVE_NON_AFFILIATED_CLINIC = graphql(`
  mutation SaveNonAffiliatedClinic($clinic: ClinicInput!) {
    save_non_affiliated_clinic(clinic: $clinic) {
      id
      name
    }
  }
`);

export const ORGANIZATIONS = graphql(`
  query Organizations {
    organizations(limit: 100) {
      id
      name
    }
  }
`);

export const SAVE_ORGANIZATION = graphql(`
  mutation SaveOrganization($name: String!) {
    save_organization(name: $name) {
      id
      name
    }
  }
`);

export const REFERRAL_NETWORKS = graphql(`
  query ReferralNetworkOptions {
    referral_networks {
      id
      name
    }
  }
`);

export const SPECIALIZATIONS = graphql(`
  query Specializations {
    specializations(limit: 100) {
      id
      name
    }
  }
`);

export const DOCUMENTS = graphql(`
  query DocumentsWithQuestions {
    documents(limit: 100) {
      id
      name
      questions {
        id
        uuid
        question
      }
    }
  }
`);

export type SettingName = SettingNamesQuery['user_permission_settings'][number];

export const SETTING_NAMES = graphql(`
  query SettingNames {
    user_permission_settings {
      key
      label
    }
    user_notification_settings {
      key
      label
    }
  }
`);

export const SAVE_CLINIC_USER = graphql(`
  mutation SaveClinicUser($clinic_id: ID!, $user: ClinicUserInput!) {
    save_clinic_user(clinic_id: $clinic_id, user: $user) {
      ...ClinicUserFields
    }
  }
`);

export const SAVE_USER = graphql(`
  mutation SaveUser($user_uuid: String!, $user: UserUpdateInput!, $clinic_id: ID) {
    save_user(user_uuid: $user_uuid, user: $user, clinic_id: $clinic_id) {
      ...ClinicUserFields
    }
  }
`);

export const ADD_USER_TO_CLINIC = graphql(`
  mutation AddUserToClinic($email: String!, $clinicId: ID!, $permission: Int, $notification: Int) {
    add_user_to_clinic(
      email: $email
      clinicId: $clinicId
      permission: $permission
      notification: $notification
    ) {
      ...ClinicUserFields
    }
  }
`);

export const DELETE_USER_CLINIC = graphql(`
  mutation DeleteUserClinic($clinicId: ID!, $userId: ID!, $is_primary: Boolean) {
    delete_user_clinic(clinicId: $clinicId, userId: $userId, is_primary: $is_primary)
  }
`);

export const SAVE_CLINIC_PROVIDER = graphql(`
  mutation SaveClinicProvider($clinic_id: ID!, $provider: ProviderInput!) {
    save_clinic_provider(clinic_id: $clinic_id, provider: $provider) {
      ...ProviderFields
    }
  }
`);

export const SAVE_PROVIDER = graphql(`
  mutation SaveProvider($provider: ProviderInput!) {
    save_provider(provider: $provider) {
      ...ProviderFields
    }
  }
`);

export const DELETE_PROVIDER = graphql(`
  mutation DeleteProvider($uuid: String!) {
    delete_provider(uuid: $uuid)
  }
`);

export const CUSTOM_FORM = graphql(`
  query ClinicCustomFormAttributes($clinic_id: ID!, $form_type: String!) {
    clinic_custom_form_attributes(clinic_id: $clinic_id, form_type: $form_type) {
      field
      label
      size
      required
      hidden
      kind
      choices
      helpText
    }
  }
`);

export const SAVE_CUSTOM_FORM = graphql(`
  mutation SaveClinicCustomFormAttributes(
    $clinic_id: ID!
    $form_type: String!
    $custom_form_attributes: [FormAttributeInput!]!
  ) {
    save_clinic_custom_form_attributes(
      clinic_id: $clinic_id
      form_type: $form_type
      custom_form_attributes: $custom_form_attributes
    ) {
      field
      label
      size
      required
      hidden
      kind
      choices
      helpText
    }
  }
`);

export type ClinicNotificationSettingsDto =
  UserClinicsWithNotificationSettingsQuery['user_clinics_with_notification_settings'][number];

export const USER_CLINICS_NOTIFICATIONS = graphql(`
  query UserClinicsWithNotificationSettings {
    user_clinics_with_notification_settings {
      clinic {
        id
        name
      }
      notifications {
        key
        label
        value
      }
      notification
    }
  }
`);

export const SAVE_CLINIC_NOTIFICATION_SETTINGS = graphql(`
  mutation SaveClinicNotificationSettings($clinicId: ID!, $notificationSettings: [Int!]!) {
    save_clinic_notification_settings(
      clinicId: $clinicId
      notificationSettings: $notificationSettings
    ) {
      clinic {
        id
        name
      }
      notifications {
        key
        label
        value
      }
      notification
    }
  }
`);

/** A member of the clinic as the clinic form lists it. */
export type ClinicUserDto = ClinicUserFieldsFragment;
