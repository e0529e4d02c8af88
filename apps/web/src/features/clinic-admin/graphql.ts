import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ClinicUserDto, CustomFormAttribute, FormType, SettingFlag } from '@app/shared';

export interface DocumentQuestionDto {
  id: string;
  uuid: string;
  question: string;
}

export interface DocumentDto {
  id: string;
  name: string;
  questions: DocumentQuestionDto[];
}

export interface ProviderDto {
  id: string;
  uuid: string;
  title: string | null;
  display_name: string;
  firstname: string;
  lastname: string | null;
  can_receive: boolean;
  is_default: boolean;
  has_user_provider: boolean;
  specializations: string[];
  documents: {
    id: string;
    required: boolean;
    document: { id: string; name: string };
    question: DocumentQuestionDto | null;
  }[];
  user: { id: string; uuid: string; email: string; full_name: string } | null;
}

export interface ClinicDto {
  id: string;
  uuid: string;
  code: string;
  name: string;
  is_order: boolean;
  can_receive: boolean;
  is_public: boolean;
  extra_info: string;
  office_phone: string | null;
  fax: string | null;
  address_line1: string | null;
  address_city: string | null;
  address_state: string | null;
  address_zip: string | null;
  full_address: string | null;
  referral_network: { id: string; uuid: string; name: string } | null;
  organization: { id: string; name: string } | null;
  tags: { id: string; tag: string; immutable: boolean }[];
  providers: ProviderDto[];
  users: ClinicUserDto[];
  clinic_users_count: number;
}

const CLINIC_USER_FIELDS = gql`
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
`;

const PROVIDER_FIELDS = gql`
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
`;

const CLINIC_FIELDS = gql`
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
  ${PROVIDER_FIELDS}
  ${CLINIC_USER_FIELDS}
`;

export const CLINIC: TypedDocumentNode<{ clinic: ClinicDto }, { id: string }> = gql`
  query Clinic($id: ID!) {
    clinic(id: $id) {
      ...ClinicFields
    }
  }
  ${CLINIC_FIELDS}
`;

export const CLINIC_BY_USER_UUID: TypedDocumentNode<
  { clinic_by_user_uuid: ClinicDto },
  { user_uuid: string }
> = gql`
  query ClinicByUserUuid($user_uuid: String!) {
    clinic_by_user_uuid(user_uuid: $user_uuid) {
      ...ClinicFields
    }
  }
  ${CLINIC_FIELDS}
`;

/** What save_clinic and save_non_affiliated_clinic take (docs/admin-api.md ClinicInput). */
export interface ClinicInputDto {
  id?: string;
  name: string;
  code?: string | null;
  referral_network_id?: string | null;
  organization_id?: string | null;
  tags?: string[];
  is_order: boolean;
  can_receive?: boolean;
  is_public?: boolean;
  address_line1?: string;
  address_city?: string;
  address_state?: string;
  address_zip?: string;
  full_address?: string;
  extra_info?: string;
  providers?: ProviderInputDto[];
  users?: ClinicUserInputDto[];
}

export interface ClinicUserInputDto {
  id?: string | null;
  role_id: number;
  email: string;
  firstname: string;
  lastname: string;
  phone?: string;
  provider_ids?: string[];
  permission?: number;
  notification?: number;
}

export interface ProviderInputDto {
  uuid?: string | null;
  title?: string | null;
  firstname: string;
  lastname?: string | null;
  can_receive?: boolean;
  is_default?: boolean;
  specializations?: string[];
  required_documents?: string[];
  optional_documents?: { document: string; question: string }[];
  user?: ClinicUserInputDto | null;
}

export const SAVE_CLINIC: TypedDocumentNode<
  { save_clinic: ClinicDto },
  { clinic: ClinicInputDto }
> = gql`
  mutation SaveClinic($clinic: ClinicInput!) {
    save_clinic(clinic: $clinic) {
      ...ClinicFields
    }
  }
  ${CLINIC_FIELDS}
`;

export const SAVE_NON_AFFILIATED_CLINIC: TypedDocumentNode<
  { save_non_affiliated_clinic: { id: string; name: string } },
  { clinic: ClinicInputDto }
> = gql`
  mutation SaveNonAffiliatedClinic($clinic: ClinicInput!) {
    save_non_affiliated_clinic(clinic: $clinic) {
      id
      name
    }
  }
`;

export interface NamedDto {
  id: string;
  name: string;
}

export const ORGANIZATIONS: TypedDocumentNode<{ organizations: NamedDto[] }> = gql`
  query Organizations {
    organizations(limit: 100) {
      id
      name
    }
  }
`;

export const SAVE_ORGANIZATION: TypedDocumentNode<
  { save_organization: NamedDto },
  { name: string }
> = gql`
  mutation SaveOrganization($name: String!) {
    save_organization(name: $name) {
      id
      name
    }
  }
`;

export const REFERRAL_NETWORKS: TypedDocumentNode<{ referral_networks: NamedDto[] }> = gql`
  query ReferralNetworkOptions {
    referral_networks {
      id
      name
    }
  }
`;

export const SPECIALIZATIONS: TypedDocumentNode<{ specializations: NamedDto[] }> = gql`
  query Specializations {
    specializations(limit: 100) {
      id
      name
    }
  }
`;

export const DOCUMENTS: TypedDocumentNode<{ documents: DocumentDto[] }> = gql`
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
`;

export interface SettingName {
  key: string;
  label: string;
}

export const SETTING_NAMES: TypedDocumentNode<{
  user_permission_settings: SettingName[];
  user_notification_settings: SettingName[];
}> = gql`
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
`;

export const USERS_BY_EMAIL: TypedDocumentNode<
  {
    users: {
      id: string;
      uuid: string;
      email: string;
      firstname: string;
      lastname: string;
      role: { id: number; name: string };
    }[];
  },
  { keyword: string; without_clinic_id?: string }
> = gql`
  query UsersByEmail($keyword: String, $without_clinic_id: ID) {
    users(keyword: $keyword, without_clinic_id: $without_clinic_id, limit: 10) {
      id
      uuid
      email
      firstname
      lastname
      role {
        id
        name
      }
    }
  }
`;

export const SAVE_CLINIC_USER: TypedDocumentNode<
  { save_clinic_user: ClinicUserDto },
  { clinic_id: string; user: ClinicUserInputDto }
> = gql`
  mutation SaveClinicUser($clinic_id: ID!, $user: ClinicUserInput!) {
    save_clinic_user(clinic_id: $clinic_id, user: $user) {
      ...ClinicUserFields
    }
  }
  ${CLINIC_USER_FIELDS}
`;

export const SAVE_USER: TypedDocumentNode<
  { save_user: ClinicUserDto },
  {
    user_uuid: string;
    clinic_id?: string;
    user: {
      firstname: string;
      lastname: string;
      phone?: string;
      role_id?: number;
      permission?: number;
      notification?: number;
    };
  }
> = gql`
  mutation SaveUser($user_uuid: String!, $user: UserUpdateInput!, $clinic_id: ID) {
    save_user(user_uuid: $user_uuid, user: $user, clinic_id: $clinic_id) {
      ...ClinicUserFields
    }
  }
  ${CLINIC_USER_FIELDS}
`;

export const ADD_USER_TO_CLINIC: TypedDocumentNode<
  { add_user_to_clinic: ClinicUserDto },
  { userId: string; clinicId: string; permission?: number; notification?: number }
> = gql`
  mutation AddUserToClinic($userId: ID!, $clinicId: ID!, $permission: Int, $notification: Int) {
    add_user_to_clinic(
      userId: $userId
      clinicId: $clinicId
      permission: $permission
      notification: $notification
    ) {
      ...ClinicUserFields
    }
  }
  ${CLINIC_USER_FIELDS}
`;

export const DELETE_USER_CLINIC: TypedDocumentNode<
  { delete_user_clinic: boolean },
  { clinicId: string; userId: string; is_primary?: boolean }
> = gql`
  mutation DeleteUserClinic($clinicId: ID!, $userId: ID!, $is_primary: Boolean) {
    delete_user_clinic(clinicId: $clinicId, userId: $userId, is_primary: $is_primary)
  }
`;

export const SAVE_CLINIC_PROVIDER: TypedDocumentNode<
  { save_clinic_provider: ProviderDto },
  { clinic_id: string; provider: ProviderInputDto }
> = gql`
  mutation SaveClinicProvider($clinic_id: ID!, $provider: ProviderInput!) {
    save_clinic_provider(clinic_id: $clinic_id, provider: $provider) {
      ...ProviderFields
    }
  }
  ${PROVIDER_FIELDS}
`;

export const SAVE_PROVIDER: TypedDocumentNode<
  { save_provider: ProviderDto },
  { provider: ProviderInputDto }
> = gql`
  mutation SaveProvider($provider: ProviderInput!) {
    save_provider(provider: $provider) {
      ...ProviderFields
    }
  }
  ${PROVIDER_FIELDS}
`;

export const DELETE_PROVIDER: TypedDocumentNode<{ delete_provider: boolean }, { uuid: string }> =
  gql`
    mutation DeleteProvider($uuid: String!) {
      delete_provider(uuid: $uuid)
    }
  `;

export const CUSTOM_FORM: TypedDocumentNode<
  { clinic_custom_form_attributes: CustomFormAttribute[] },
  { clinic_id: string; form_type: FormType }
> = gql`
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
`;

export const SAVE_CUSTOM_FORM: TypedDocumentNode<
  { save_clinic_custom_form_attributes: CustomFormAttribute[] },
  { clinic_id: string; form_type: FormType; custom_form_attributes: CustomFormAttribute[] }
> = gql`
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
`;

export interface ClinicNotificationSettingsDto {
  clinic: { id: string; name: string };
  notifications: SettingFlag[];
  notification: number;
}

export const USER_CLINICS_NOTIFICATIONS: TypedDocumentNode<{
  user_clinics_with_notification_settings: ClinicNotificationSettingsDto[];
}> = gql`
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
`;

export const SAVE_CLINIC_NOTIFICATION_SETTINGS: TypedDocumentNode<
  { save_clinic_notification_settings: ClinicNotificationSettingsDto },
  { clinicId: string; notificationSettings: number[] }
> = gql`
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
`;

export type { ClinicUserDto } from '@app/shared';
