/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AdminClinicList($keyword: String, $limit: Int, $offset: Int) {\n    clinics(\n      keyword: $keyword\n      limit: $limit\n      offset: $offset\n      order_by_column: \"name\"\n      order_by: \"asc\"\n    ) {\n      id\n      name\n      code\n      full_address\n      address_line1\n      address_city\n      address_state\n      address_zip\n      referral_network {\n        id\n        name\n      }\n      organization {\n        id\n        name\n      }\n    }\n    clinics_count(keyword: $keyword)\n  }\n": typeof types.AdminClinicListDocument,
    "\n  mutation DeleteClinic($id: ID!, $forceDelete: Boolean) {\n    delete_clinic(id: $id, forceDelete: $forceDelete)\n  }\n": typeof types.DeleteClinicDocument,
    "\n  query AdminDocumentList($limit: Int) {\n    documents(limit: $limit) {\n      id\n      name\n    }\n  }\n": typeof types.AdminDocumentListDocument,
    "\n  fragment DocumentQuestionFields on DocumentQuestion {\n    id\n    uuid\n    question\n    document_id\n  }\n": typeof types.DocumentQuestionFieldsFragmentDoc,
    "\n  query AdminDocumentDetail($id: ID!) {\n    document(document_id: $id) {\n      id\n      name\n      questions {\n        ...DocumentQuestionFields\n      }\n    }\n  }\n": typeof types.AdminDocumentDetailDocument,
    "\n  mutation SaveDocument($name: String!, $id: ID) {\n    save_document(name: $name, id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.SaveDocumentDocument,
    "\n  mutation DeleteDocument($id: ID!) {\n    delete_document(id: $id)\n  }\n": typeof types.DeleteDocumentDocument,
    "\n  mutation SaveDocumentQuestion($document_id: ID!, $question: String!, $uuid: String) {\n    save_document_question(document_id: $document_id, question: $question, uuid: $uuid) {\n      ...DocumentQuestionFields\n    }\n  }\n": typeof types.SaveDocumentQuestionDocument,
    "\n  mutation DeleteDocumentQuestion($uuid: String!) {\n    delete_document_question(uuid: $uuid)\n  }\n": typeof types.DeleteDocumentQuestionDocument,
    "\n  query AdminReferralGroupList($keyword: String) {\n    referral_networks(keyword: $keyword) {\n      id\n      uuid\n      name\n      member_count\n    }\n  }\n": typeof types.AdminReferralGroupListDocument,
    "\n  query AdminReferralGroupDetail($uuid: String!) {\n    referral_network(referral_network_uuid: $uuid) {\n      id\n      uuid\n      name\n      member_count\n      members {\n        id\n        name\n        code\n        full_address\n        organization {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.AdminReferralGroupDetailDocument,
    "\n  mutation SaveReferralGroup($name: String!, $id: ID) {\n    save_referral_network(name: $name, id: $id) {\n      id\n      uuid\n      name\n      member_count\n    }\n  }\n": typeof types.SaveReferralGroupDocument,
    "\n  mutation DeleteReferralGroup($uuid: String!) {\n    delete_referral_network(uuid: $uuid)\n  }\n": typeof types.DeleteReferralGroupDocument,
    "\n  query AdminRoleList {\n    roles {\n      id\n      name\n      label\n    }\n  }\n": typeof types.AdminRoleListDocument,
    "\n  query AdminUserList($keyword: String, $limit: Int, $offset: Int) {\n    users(keyword: $keyword, limit: $limit, offset: $offset) {\n      id\n      uuid\n      email\n      firstname\n      lastname\n      role {\n        id\n        name\n        label\n      }\n    }\n    users_count(keyword: $keyword)\n  }\n": typeof types.AdminUserListDocument,
    "\n  query AdminUserDetail($user_uuid: String!) {\n    user(user_uuid: $user_uuid) {\n      id\n      uuid\n      email\n      firstname\n      lastname\n      phone\n      role {\n        id\n        name\n        label\n      }\n      clinics {\n        id\n        activated\n        is_primary\n        role {\n          id\n          name\n          label\n        }\n        permissions {\n          key\n          label\n          value\n        }\n        clinic {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.AdminUserDetailDocument,
    "\n  mutation MakePrimaryClinic($user_uuid: String!, $clinic_id: ID!) {\n    make_primary_clinic(user_uuid: $user_uuid, clinic_id: $clinic_id)\n  }\n": typeof types.MakePrimaryClinicDocument,
    "\n  fragment ClinicUserFields on ClinicUser {\n    id\n    uuid\n    email\n    firstname\n    lastname\n    full_name\n    phone\n    role {\n      id\n      name\n      label\n    }\n    activated\n    activated_at\n    is_primary\n    is_provider\n    permission\n    notification\n    permissions {\n      key\n      label\n      value\n    }\n    notifications {\n      key\n      label\n      value\n    }\n    provider_ids\n  }\n": typeof types.ClinicUserFieldsFragmentDoc,
    "\n  fragment ProviderFields on Provider {\n    id\n    uuid\n    title\n    display_name\n    firstname\n    lastname\n    can_receive\n    is_default\n    has_user_provider\n    specializations\n    documents {\n      id\n      required\n      document {\n        id\n        name\n      }\n      question {\n        id\n        uuid\n        question\n      }\n    }\n    user {\n      id\n      uuid\n      email\n      full_name\n    }\n  }\n": typeof types.ProviderFieldsFragmentDoc,
    "\n  fragment ClinicFields on Clinic {\n    id\n    uuid\n    code\n    name\n    is_order\n    can_receive\n    is_public\n    extra_info\n    office_phone\n    fax\n    address_line1\n    address_city\n    address_state\n    address_zip\n    full_address\n    referral_network {\n      id\n      uuid\n      name\n    }\n    organization {\n      id\n      name\n    }\n    tags {\n      id\n      tag\n      immutable\n    }\n    providers {\n      ...ProviderFields\n    }\n    users {\n      ...ClinicUserFields\n    }\n    clinic_users_count\n  }\n": typeof types.ClinicFieldsFragmentDoc,
    "\n  query Clinic($id: ID!) {\n    clinic(id: $id) {\n      ...ClinicFields\n    }\n  }\n": typeof types.ClinicDocument,
    "\n  query ClinicByUserUuid($user_uuid: String!) {\n    clinic_by_user_uuid(user_uuid: $user_uuid) {\n      ...ClinicFields\n    }\n  }\n": typeof types.ClinicByUserUuidDocument,
    "\n  mutation SaveClinic($clinic: ClinicInput!) {\n    save_clinic(clinic: $clinic) {\n      ...ClinicFields\n    }\n  }\n": typeof types.SaveClinicDocument,
    "\n  mutation SaveNonAffiliatedClinic($clinic: ClinicInput!) {\n    save_non_affiliated_clinic(clinic: $clinic) {\n      id\n      name\n    }\n  }\n": typeof types.SaveNonAffiliatedClinicDocument,
    "\n  query Organizations {\n    organizations(limit: 100) {\n      id\n      name\n    }\n  }\n": typeof types.OrganizationsDocument,
    "\n  mutation SaveOrganization($name: String!) {\n    save_organization(name: $name) {\n      id\n      name\n    }\n  }\n": typeof types.SaveOrganizationDocument,
    "\n  query ReferralNetworkOptions {\n    referral_networks {\n      id\n      name\n    }\n  }\n": typeof types.ReferralNetworkOptionsDocument,
    "\n  query Specializations {\n    specializations(limit: 100) {\n      id\n      name\n    }\n  }\n": typeof types.SpecializationsDocument,
    "\n  query DocumentsWithQuestions {\n    documents(limit: 100) {\n      id\n      name\n      questions {\n        id\n        uuid\n        question\n      }\n    }\n  }\n": typeof types.DocumentsWithQuestionsDocument,
    "\n  query SettingNames {\n    user_permission_settings {\n      key\n      label\n    }\n    user_notification_settings {\n      key\n      label\n    }\n  }\n": typeof types.SettingNamesDocument,
    "\n  mutation SaveClinicUser($clinic_id: ID!, $user: ClinicUserInput!) {\n    save_clinic_user(clinic_id: $clinic_id, user: $user) {\n      ...ClinicUserFields\n    }\n  }\n": typeof types.SaveClinicUserDocument,
    "\n  mutation SaveUser($user_uuid: String!, $user: UserUpdateInput!, $clinic_id: ID) {\n    save_user(user_uuid: $user_uuid, user: $user, clinic_id: $clinic_id) {\n      ...ClinicUserFields\n    }\n  }\n": typeof types.SaveUserDocument,
    "\n  mutation AddUserToClinic($email: String!, $clinicId: ID!, $permission: Int, $notification: Int) {\n    add_user_to_clinic(\n      email: $email\n      clinicId: $clinicId\n      permission: $permission\n      notification: $notification\n    ) {\n      ...ClinicUserFields\n    }\n  }\n": typeof types.AddUserToClinicDocument,
    "\n  mutation DeleteUserClinic($clinicId: ID!, $userId: ID!, $is_primary: Boolean) {\n    delete_user_clinic(clinicId: $clinicId, userId: $userId, is_primary: $is_primary)\n  }\n": typeof types.DeleteUserClinicDocument,
    "\n  mutation SaveClinicProvider($clinic_id: ID!, $provider: ProviderInput!) {\n    save_clinic_provider(clinic_id: $clinic_id, provider: $provider) {\n      ...ProviderFields\n    }\n  }\n": typeof types.SaveClinicProviderDocument,
    "\n  mutation SaveProvider($provider: ProviderInput!) {\n    save_provider(provider: $provider) {\n      ...ProviderFields\n    }\n  }\n": typeof types.SaveProviderDocument,
    "\n  mutation DeleteProvider($uuid: String!) {\n    delete_provider(uuid: $uuid)\n  }\n": typeof types.DeleteProviderDocument,
    "\n  query ClinicCustomFormAttributes($clinic_id: ID!, $form_type: String!) {\n    clinic_custom_form_attributes(clinic_id: $clinic_id, form_type: $form_type) {\n      field\n      label\n      size\n      required\n      hidden\n      kind\n      choices\n      helpText\n    }\n  }\n": typeof types.ClinicCustomFormAttributesDocument,
    "\n  mutation SaveClinicCustomFormAttributes(\n    $clinic_id: ID!\n    $form_type: String!\n    $custom_form_attributes: [FormAttributeInput!]!\n  ) {\n    save_clinic_custom_form_attributes(\n      clinic_id: $clinic_id\n      form_type: $form_type\n      custom_form_attributes: $custom_form_attributes\n    ) {\n      field\n      label\n      size\n      required\n      hidden\n      kind\n      choices\n      helpText\n    }\n  }\n": typeof types.SaveClinicCustomFormAttributesDocument,
    "\n  query UserClinicsWithNotificationSettings {\n    user_clinics_with_notification_settings {\n      clinic {\n        id\n        name\n      }\n      notifications {\n        key\n        label\n        value\n      }\n      notification\n    }\n  }\n": typeof types.UserClinicsWithNotificationSettingsDocument,
    "\n  mutation SaveClinicNotificationSettings($clinicId: ID!, $notificationSettings: [Int!]!) {\n    save_clinic_notification_settings(\n      clinicId: $clinicId\n      notificationSettings: $notificationSettings\n    ) {\n      clinic {\n        id\n        name\n      }\n      notifications {\n        key\n        label\n        value\n      }\n      notification\n    }\n  }\n": typeof types.SaveClinicNotificationSettingsDocument,
    "\n  query AdminReferralCounts($month: Int, $year: Int) {\n    admin_referral_counts(month: $month, year: $year) {\n      month\n      year\n      count\n    }\n  }\n": typeof types.AdminReferralCountsDocument,
    "\n  query ClinicReferralTotals($month: Int!, $year: Int!) {\n    clinic_referral_totals(month: $month, year: $year) {\n      clinic_id\n      name\n      sent\n      received\n    }\n  }\n": typeof types.ClinicReferralTotalsDocument,
    "\n  query WaitTotalByDays($days_interval: Int!) {\n    wait_total_by_days_interval(days_interval: $days_interval)\n  }\n": typeof types.WaitTotalByDaysDocument,
    "\n  query SentTotalByMonth {\n    sent_total_by_month_year_without_clinic\n  }\n": typeof types.SentTotalByMonthDocument,
    "\n  query RejectedTotalByMonth {\n    rejected_total_by_month_year_without_clinic\n  }\n": typeof types.RejectedTotalByMonthDocument,
    "\n  query SentTotalByMonthAndClinic {\n    sent_total_by_month_year\n  }\n": typeof types.SentTotalByMonthAndClinicDocument,
    "\n  mutation SaveFaxReferral(\n    $fax_id: ID!\n    $firstname: String!\n    $lastname: String!\n    $birthdate: String!\n    $ssn: String!\n    $diagnosis: String!\n    $referring_clinic: Int!\n    $receiving_provider: Int\n    $fromReceivedFax: Boolean\n    $page_start: Int!\n    $page_end: Int!\n  ) {\n    save_fax_referral(\n      fax_id: $fax_id\n      firstname: $firstname\n      lastname: $lastname\n      birthdate: $birthdate\n      ssn: $ssn\n      diagnosis: $diagnosis\n      referring_clinic: $referring_clinic\n      receiving_provider: $receiving_provider\n      fromReceivedFax: $fromReceivedFax\n      page_start: $page_start\n      page_end: $page_end\n    ) {\n      message\n      referral {\n        id\n        uuid\n        status\n      }\n    }\n  }\n": typeof types.SaveFaxReferralDocument,
    "\n  query FaxClinicProviders($clinic_id: ID!) {\n    providers_by_clinic_id(clinic_id: $clinic_id) {\n      id\n      display_name\n      can_receive\n    }\n  }\n": typeof types.FaxClinicProvidersDocument,
    "\n  query SuggestedClinic($id: ID!) {\n    clinic(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.SuggestedClinicDocument,
    "\n  fragment OutboundFaxFields on Fax {\n    id\n    fax_id\n    referral_uuid\n    receiver {\n      id\n      name\n    }\n    referrer {\n      id\n      name\n    }\n    status\n    pagesSent\n    units\n    costPerUnit\n    submitTime\n    completionTime\n    updated_at\n    attemptsMade\n    error\n    can_resend\n  }\n": typeof types.OutboundFaxFieldsFragmentDoc,
    "\n  query OutboundFaxes($status: String, $limit: Int, $offset: Int) {\n    faxes(status: $status, limit: $limit, offset: $offset) {\n      ...OutboundFaxFields\n    }\n    faxes_count(status: $status)\n  }\n": typeof types.OutboundFaxesDocument,
    "\n  mutation ResendFax($fax_id: ID!) {\n    resend_fax(fax_id: $fax_id) {\n      message\n      fax {\n        ...OutboundFaxFields\n      }\n    }\n  }\n": typeof types.ResendFaxDocument,
    "\n  fragment InboundFaxListFields on InboundFax {\n    id\n    status\n    reviewed\n    clinic {\n      id\n      name\n    }\n    metadata {\n      uri\n      subject\n      from_number\n      from_location\n      pages_count\n      date_created\n      date_created_ago\n    }\n    actions {\n      can_select_receiving_provider\n      can_assign\n      can_delete\n      can_create_referral\n    }\n    created_at\n  }\n": typeof types.InboundFaxListFieldsFragmentDoc,
    "\n  query InboundFaxes($status: String, $clinic_id: Int, $limit: Int, $offset: Int) {\n    inbound_faxes(status: $status, clinic_id: $clinic_id, limit: $limit, offset: $offset) {\n      ...InboundFaxListFields\n    }\n    inbound_faxes_count(status: $status, clinic_id: $clinic_id)\n  }\n": typeof types.InboundFaxesDocument,
    "\n  fragment DetectedFieldFields on DetectedField {\n    value\n    avg_confidence\n    confidence\n    pages\n  }\n": typeof types.DetectedFieldFieldsFragmentDoc,
    "\n  query InboundFax($id: ID!) {\n    inbound_fax(id: $id) {\n      ...InboundFaxListFields\n      external_id\n      source\n      detected_clinic {\n        id\n        name\n      }\n      pdf_url\n      ocr_data\n      processed_data {\n        detected_referrals {\n          pdf_pages\n          patient_name {\n            ...DetectedFieldFields\n          }\n          firstname {\n            ...DetectedFieldFields\n          }\n          lastname {\n            ...DetectedFieldFields\n          }\n          birthdate {\n            ...DetectedFieldFields\n          }\n          ssn {\n            ...DetectedFieldFields\n          }\n          diagnosis {\n            ...DetectedFieldFields\n          }\n          referring_clinic {\n            ...DetectedFieldFields\n          }\n          form_suggestion {\n            firstname\n            lastname\n            birthdate\n            ssn\n            diagnosis\n            referring_clinic\n            referring_clinic_name\n            page_start\n            page_end\n          }\n        }\n      }\n      error\n      referrals {\n        uuid\n        status\n        patient_name\n      }\n    }\n  }\n": typeof types.InboundFaxDocument,
    "\n  mutation SaveFaxClinicAssociation($fax_id: ID!, $clinic_id: Int!) {\n    save_fax_clinic_association(fax_id: $fax_id, clinic_id: $clinic_id) {\n      id\n      name\n    }\n  }\n": typeof types.SaveFaxClinicAssociationDocument,
    "\n  mutation DeleteReceivedFax($fax_id: ID!) {\n    delete_received_fax(fax_id: $fax_id) {\n      message\n    }\n  }\n": typeof types.DeleteReceivedFaxDocument,
    "\n  subscription InboundFaxesChanged {\n    inbound_faxes_changed {\n      id\n      status\n    }\n  }\n": typeof types.InboundFaxesChangedDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    uuid\n    data\n    severity\n    url\n    read_at\n    notified_at\n    type\n    level\n    referral {\n      uuid\n      patient_name\n      birthdate\n    }\n  }\n": typeof types.NotificationFieldsFragmentDoc,
    "\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      ...NotificationFields\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  subscription NotificationsLive($limit: Int) {\n    notifications(limit: $limit) {\n      ...NotificationFields\n    }\n  }\n": typeof types.NotificationsLiveDocument,
    "\n  query NotificationsUnreadCount {\n    notifications_unread_count\n  }\n": typeof types.NotificationsUnreadCountDocument,
    "\n  subscription NotificationsUnreadCountLive {\n    notifications_unread_count\n  }\n": typeof types.NotificationsUnreadCountLiveDocument,
    "\n  mutation MarkNotificationRead($uuid: String!) {\n    user_notification_mark_as_read(uuid: $uuid) {\n      ...NotificationFields\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead($user_uuid: String!) {\n    user_notification_mark_all_as_read(user_uuid: $user_uuid)\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  fragment UserProviderFields on UserProvider {\n    id\n    auto_approved\n    signature {\n      id\n      fileurl\n      name\n    }\n  }\n": typeof types.UserProviderFieldsFragmentDoc,
    "\n  query UserProvider {\n    user_provider {\n      ...UserProviderFields\n    }\n  }\n": typeof types.UserProviderDocument,
    "\n  query PendingOrders {\n    pending_orders {\n      id\n      uuid\n      mrn\n      patient {\n        full_name\n        details {\n          birthdate\n        }\n      }\n      diagnosis {\n        description\n      }\n      referrer {\n        id\n        name\n      }\n    }\n  }\n": typeof types.PendingOrdersDocument,
    "\n  mutation UpdateOrderStatus($uuid: String!, $status: String!, $reason: String) {\n    update_order_status(uuid: $uuid, status: $status, reason: $reason)\n  }\n": typeof types.UpdateOrderStatusDocument,
    "\n  mutation SaveUserProviderSignature($signature: String!, $name: String) {\n    save_user_provider_signature(signature: $signature, name: $name) {\n      ...UserProviderFields\n    }\n  }\n": typeof types.SaveUserProviderSignatureDocument,
    "\n  mutation UpdateAutoApproved($auto_approved: Boolean!) {\n    update_auto_approved(auto_approved: $auto_approved) {\n      ...UserProviderFields\n    }\n  }\n": typeof types.UpdateAutoApprovedDocument,
    "\n  fragment AdminListRow on ReferralListRow {\n    ...ReferralListRow\n    # Days from sending to completion, or to now.\n    processing_days\n    # Days since the current appointment when it is past.\n    aging_days\n  }\n": typeof types.AdminListRowFragmentDoc,
    "\n  fragment AdminListPage on ReferralListPage {\n    rows {\n      ...AdminListRow\n    }\n    total_count\n    page_info {\n      start_cursor\n      end_cursor\n      has_next_page\n      has_previous_page\n    }\n  }\n": typeof types.AdminListPageFragmentDoc,
    "\n  query AdminReferrals(\n    $keyword: String\n    $birthdate: String\n    $is_fax: ReferralFaxFilter\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    referrals_admin(\n      keyword: $keyword\n      birthdate: $birthdate\n      is_fax: $is_fax\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n    ) {\n      ...AdminListPage\n    }\n  }\n": typeof types.AdminReferralsDocument,
    "\n  query ReferralsAging(\n    $keyword: String\n    $birthdate: String\n    $is_fax: ReferralFaxFilter\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    referrals_aging(\n      keyword: $keyword\n      birthdate: $birthdate\n      is_fax: $is_fax\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n    ) {\n      ...AdminListPage\n    }\n  }\n": typeof types.ReferralsAgingDocument,
    "\n  fragment ReferralListRow on ReferralListRow {\n    uuid\n    status\n    status_label\n    source\n    is_fax\n    is_order\n    patient_name\n    birthdate\n    mrn\n    diagnosis\n    clinic_receiver {\n      name\n      is_fax\n    }\n    clinic_referrer {\n      name\n    }\n    provider_name\n    referral_source\n    referral_source_note\n    appointment_date\n    decline_reason\n    sent_at\n    last_updated_by\n    last_updated_at\n    appointment_maintained\n    not_maintained_reason\n  }\n": typeof types.ReferralListRowFragmentDoc,
    "\n  fragment ReferralListPage on ReferralListPage {\n    rows {\n      ...ReferralListRow\n    }\n    total_count\n    page_info {\n      start_cursor\n      end_cursor\n      has_next_page\n      has_previous_page\n    }\n  }\n": typeof types.ReferralListPageFragmentDoc,
    "\n    query ReferralActiveSent(\n      $keyword: String\n      $birthdate: String\n      $is_fax: ReferralFaxFilter\n      $first: Int\n      $after: String\n      $last: Int\n      $before: String\n    ) {\n      referral_active_sent(\n        keyword: $keyword\n        birthdate: $birthdate\n        is_fax: $is_fax\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n      ) {\n        ...ReferralListPage\n      }\n    }\n  ": typeof types.ReferralActiveSentDocument,
    "\n    query ReferralActiveReceived(\n      $keyword: String\n      $birthdate: String\n      $is_fax: ReferralFaxFilter\n      $first: Int\n      $after: String\n      $last: Int\n      $before: String\n    ) {\n      referral_active_received(\n        keyword: $keyword\n        birthdate: $birthdate\n        is_fax: $is_fax\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n      ) {\n        ...ReferralListPage\n      }\n    }\n  ": typeof types.ReferralActiveReceivedDocument,
    "\n    query ReferralDeclinedSent(\n      $keyword: String\n      $birthdate: String\n      $is_fax: ReferralFaxFilter\n      $first: Int\n      $after: String\n      $last: Int\n      $before: String\n    ) {\n      referral_declined_sent(\n        keyword: $keyword\n        birthdate: $birthdate\n        is_fax: $is_fax\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n      ) {\n        ...ReferralListPage\n      }\n    }\n  ": typeof types.ReferralDeclinedSentDocument,
    "\n    query ReferralDeclinedReceived(\n      $keyword: String\n      $birthdate: String\n      $is_fax: ReferralFaxFilter\n      $first: Int\n      $after: String\n      $last: Int\n      $before: String\n    ) {\n      referral_declined_received(\n        keyword: $keyword\n        birthdate: $birthdate\n        is_fax: $is_fax\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n      ) {\n        ...ReferralListPage\n      }\n    }\n  ": typeof types.ReferralDeclinedReceivedDocument,
    "\n    query ReferralCompletedSent(\n      $keyword: String\n      $birthdate: String\n      $is_fax: ReferralFaxFilter\n      $appointment_maintained: AppointmentMaintainedFilter\n      $first: Int\n      $after: String\n      $last: Int\n      $before: String\n    ) {\n      referral_completed_sent(\n        keyword: $keyword\n        birthdate: $birthdate\n        is_fax: $is_fax\n        appointment_maintained: $appointment_maintained\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n      ) {\n        ...ReferralListPage\n      }\n    }\n  ": typeof types.ReferralCompletedSentDocument,
    "\n    query ReferralCompletedReceived(\n      $keyword: String\n      $birthdate: String\n      $is_fax: ReferralFaxFilter\n      $first: Int\n      $after: String\n      $last: Int\n      $before: String\n    ) {\n      referral_completed_received(\n        keyword: $keyword\n        birthdate: $birthdate\n        is_fax: $is_fax\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n      ) {\n        ...ReferralListPage\n      }\n    }\n  ": typeof types.ReferralCompletedReceivedDocument,
    "\n    query ReferralFaxedSent(\n      $keyword: String\n      $birthdate: String\n      $is_fax: ReferralFaxFilter\n      $first: Int\n      $after: String\n      $last: Int\n      $before: String\n    ) {\n      referral_faxed_sent(\n        keyword: $keyword\n        birthdate: $birthdate\n        is_fax: $is_fax\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n      ) {\n        ...ReferralListPage\n      }\n    }\n  ": typeof types.ReferralFaxedSentDocument,
    "\n  mutation DeleteReferral($uuid: String!) {\n    delete_referral(uuid: $uuid)\n  }\n": typeof types.DeleteReferralDocument,
    "\n  subscription ReferralsChanged {\n    referrals_changed {\n      uuid\n      status\n    }\n  }\n": typeof types.ReferralsChangedDocument,
    "\n  query QuickEditReferral($uuid: String!) {\n    referral(uuid: $uuid) {\n      id\n      uuid\n      is_order\n      mrn\n      diagnosis\n      sent_at\n      patient {\n        uuid\n        firstname\n        lastname\n        details {\n          birthdate\n        }\n      }\n      receiver {\n        id\n        name\n      }\n      provider {\n        id\n        uuid\n        display_name\n        clinic {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.QuickEditReferralDocument,
    "\n  fragment ReferralNoteLine on ReferralNote {\n    id\n    uuid\n    note\n    group\n    created_at\n    user {\n      firstname\n      lastname\n    }\n    clinic {\n      id\n      name\n    }\n    public_author\n  }\n": typeof types.ReferralNoteLineFragmentDoc,
    "\n  query ReferralNotes($referral_uuid: String!) {\n    referral_notes(referral_uuid: $referral_uuid) {\n      ...ReferralNoteLine\n    }\n  }\n": typeof types.ReferralNotesDocument,
    "\n  subscription ReferralNotesLive($referral_uuid: String!) {\n    referral_notes(referral_uuid: $referral_uuid) {\n      ...ReferralNoteLine\n    }\n  }\n": typeof types.ReferralNotesLiveDocument,
    "\n  query NotesReferral($uuid: String!) {\n    referral(uuid: $uuid) {\n      id\n      uuid\n      viewer\n      is_fax\n      source\n      patient {\n        uuid\n        full_name\n      }\n    }\n  }\n": typeof types.NotesReferralDocument,
    "\n  mutation SaveReferral($params: String!) {\n    save_referral(params: $params) {\n      message\n      referral {\n        id\n        uuid\n        status\n        is_order\n        is_fax\n      }\n    }\n  }\n": typeof types.SaveReferralDocument,
    "\n  fragment ReviewReferral on Referral {\n    id\n    uuid\n    status\n    status_label\n    decline_reason\n    appointment_date\n    viewer\n    is_fax\n    source\n    is_order\n    mrn\n    diagnosis\n    comment\n    extra_info\n    custom_form {\n      field\n      label\n      kind\n    }\n    answers {\n      name\n      question\n      answer\n    }\n    sent_at\n    patient {\n      uuid\n      full_name\n      firstname\n      lastname\n      details {\n        birthdate\n        phone\n        ssn\n        full_address\n        address_line1\n        address_city\n        address_state\n        address_zip\n        insurance_provider\n        policy_number\n      }\n    }\n    provider {\n      id\n      display_name\n    }\n    referrer_provider {\n      id\n      display_name\n    }\n    receiver {\n      id\n      name\n      full_address\n      office_phone\n      fax\n    }\n    referrer {\n      id\n      name\n      full_address\n      office_phone\n      fax\n    }\n    documents {\n      uuid\n      name\n      referral_document_name\n      url\n    }\n    referrer_metadata {\n      clinic_name\n      physician\n      contact\n      contact_email\n      office_phone\n      fax\n      address\n    }\n    approver_name\n    signature_url\n    can_edit_patient\n    can_update_information\n    can_update_source\n  }\n": typeof types.ReviewReferralFragmentDoc,
    "\n  query ReviewReferral($uuid: String!) {\n    referral(uuid: $uuid) {\n      ...ReviewReferral\n    }\n  }\n": typeof types.ReviewReferralDocument,
    "\n  query UploadDocumentSections($uuid: String!) {\n    referral(uuid: $uuid) {\n      id\n      same_organization\n      provider {\n        id\n        documents {\n          ...WizardProviderDocument\n        }\n      }\n    }\n  }\n": typeof types.UploadDocumentSectionsDocument,
    "\n  mutation OpenReferral($uuid: String!) {\n    open_referral(uuid: $uuid) {\n      ...ReviewReferral\n    }\n  }\n": typeof types.OpenReferralDocument,
    "\n  mutation PromoteReferral($uuid: String!, $status: String!, $completion: ReferralCompletionInput) {\n    promote_referral(uuid: $uuid, status: $status, completion: $completion) {\n      message\n      detail\n      referral {\n        ...ReviewReferral\n      }\n    }\n  }\n": typeof types.PromoteReferralDocument,
    "\n  mutation DeclineReferral($uuid: String!, $reason: String!) {\n    decline_referral(uuid: $uuid, reason: $reason) {\n      message\n      detail\n      referral {\n        ...ReviewReferral\n      }\n    }\n  }\n": typeof types.DeclineReferralDocument,
    "\n  mutation SetReferralAppointment(\n    $uuid: String!\n    $appointment_date: String!\n    $is_reschedule: Boolean\n  ) {\n    set_referral_appointment(\n      uuid: $uuid\n      appointment_date: $appointment_date\n      is_reschedule: $is_reschedule\n    ) {\n      message\n      detail\n      referral {\n        ...ReviewReferral\n      }\n    }\n  }\n": typeof types.SetReferralAppointmentDocument,
    "\n  mutation EndorseReferral($referral_uuid: String!) {\n    endorse_referral(referral_uuid: $referral_uuid)\n  }\n": typeof types.EndorseReferralDocument,
    "\n  subscription ReferralChanged($uuid: String!) {\n    referral_changed(uuid: $uuid) {\n      uuid\n      status\n    }\n  }\n": typeof types.ReferralChangedDocument,
    "\n  fragment WizardReceiver on ReceiverClinic {\n    id\n    name\n    full_address\n    office_phone\n    fax\n    is_order\n    is_fax\n    has_provider_user\n    organization {\n      id\n      name\n    }\n  }\n": typeof types.WizardReceiverFragmentDoc,
    "\n  fragment WizardProviderDocument on ProviderDocument {\n    id\n    required\n    document {\n      id\n      name\n    }\n    question {\n      id\n      uuid\n      question\n    }\n  }\n": typeof types.WizardProviderDocumentFragmentDoc,
    "\n  fragment WizardProvider on Provider {\n    id\n    uuid\n    display_name\n    specializations\n    is_favorite\n    clinic {\n      id\n      name\n    }\n    receiver {\n      ...WizardReceiver\n    }\n    documents {\n      ...WizardProviderDocument\n    }\n  }\n": typeof types.WizardProviderFragmentDoc,
    "\n  query WizardProviders($keyword: String) {\n    providers(keyword: $keyword) {\n      ...WizardProvider\n    }\n  }\n": typeof types.WizardProvidersDocument,
    "\n  query ProviderShortcuts {\n    providers_favorite {\n      ...WizardProvider\n    }\n    providers_most_recent {\n      ...WizardProvider\n    }\n  }\n": typeof types.ProviderShortcutsDocument,
    "\n  mutation SaveFavoriteProvider($provider_id: ID!, $favorite: Boolean!) {\n    save_favorite_provider(provider_id: $provider_id, favorite: $favorite)\n  }\n": typeof types.SaveFavoriteProviderDocument,
    "\n  query ReceivingForm($provider_id: ID!) {\n    receiving_form(provider_id: $provider_id) {\n      form_type\n      same_organization\n      attributes {\n        field\n        label\n        size\n        required\n        hidden\n        kind\n        choices\n        helpText\n      }\n    }\n  }\n": typeof types.ReceivingFormDocument,
    "\n  query ReferrerProviders($clinic_id: ID!) {\n    providers_by_clinic_id(clinic_id: $clinic_id) {\n      id\n      display_name\n      is_default\n    }\n  }\n": typeof types.ReferrerProvidersDocument,
    "\n  fragment WizardPatient on Patient {\n    uuid\n    firstname\n    lastname\n    full_name\n    details {\n      phone\n      ssn\n      birthdate\n      address_line1\n      address_city\n      address_state\n      address_zip\n      insurance_provider\n      policy_number\n    }\n  }\n": typeof types.WizardPatientFragmentDoc,
    "\n  query PatientBySsn($ssn: String!) {\n    patient_by_ssn(ssn: $ssn) {\n      ...WizardPatient\n    }\n  }\n": typeof types.PatientBySsnDocument,
    "\n  fragment WizardDocument on ReferralDocument {\n    uuid\n    name\n    referral_document_name\n    document_id\n    size\n    url\n  }\n": typeof types.WizardDocumentFragmentDoc,
    "\n  query WizardReferral($uuid: String!) {\n    referral(uuid: $uuid) {\n      id\n      uuid\n      status\n      mrn\n      diagnosis\n      comment\n      extra_info\n      same_organization\n      patient {\n        ...WizardPatient\n      }\n      provider {\n        ...WizardProvider\n      }\n      referrer_provider {\n        id\n        display_name\n      }\n      documents {\n        ...WizardDocument\n      }\n    }\n    referral_answers(referral_uuid: $uuid) {\n      name\n      question\n      answer\n    }\n  }\n": typeof types.WizardReferralDocument,
    "\n  mutation SaveReferralAnswers($referral_uuid: String!, $answers: [ReferralAnswerInput!]!) {\n    save_referral_answers(referral_uuid: $referral_uuid, answers: $answers) {\n      name\n      question\n      answer\n    }\n  }\n": typeof types.SaveReferralAnswersDocument,
    "\n  mutation DeleteReferralDocument($referral_uuid: String!, $referral_document_uuid: String!) {\n    delete_referral_document(\n      referral_uuid: $referral_uuid\n      referral_document_uuid: $referral_document_uuid\n    )\n  }\n": typeof types.DeleteReferralDocumentDocument,
    "\n  query ReferralList($start_date: String!, $end_date: String!, $type: String!) {\n    referral_list(start_date: $start_date, end_date: $end_date, type: $type) {\n      name\n      referrals\n    }\n  }\n": typeof types.ReferralListDocument,
    "\n  query ReferralListByUser($start_date: String!, $end_date: String!, $type: String!) {\n    referral_list_by_user(start_date: $start_date, end_date: $end_date, type: $type) {\n      name\n      referrals\n    }\n  }\n": typeof types.ReferralListByUserDocument,
    "\n  query ReferralsForExport(\n    $statuses: [String!]!\n    $startDate: String!\n    $endDate: String!\n    $limit: Int\n    $offset: Int\n  ) {\n    referrals_for_export(\n      statuses: $statuses\n      startDate: $startDate\n      endDate: $endDate\n      limit: $limit\n      offset: $offset\n    ) {\n      id\n      uuid\n      status\n      status_label\n      patient_name\n      mrn\n      birthdate\n      diagnosis\n      sent_at\n      sent_by\n      receiver {\n        id\n        name\n      }\n      is_fax\n      provider {\n        id\n        display_name\n      }\n      appointment_maintained\n      appointment_or_reason\n    }\n  }\n": typeof types.ReferralsForExportDocument,
    "\n  query ReferralsForExportCount($statuses: [String!]!, $startDate: String!, $endDate: String!) {\n    referrals_for_export_count(statuses: $statuses, startDate: $startDate, endDate: $endDate)\n  }\n": typeof types.ReferralsForExportCountDocument,
    "\n  mutation SwitchClinic($userUuid: String!, $clinicId: ID!) {\n    switch_clinic(userUuid: $userUuid, clinicId: $clinicId) {\n      uuid\n    }\n  }\n": typeof types.SwitchClinicDocument,
    "\n  subscription CurrentUserLive {\n    current_user {\n      uuid\n    }\n  }\n": typeof types.CurrentUserLiveDocument,
    "\n  query AddressSuggestions($query: String!) {\n    address_suggestions(query: $query) {\n      address_line1\n      place\n      region\n      postcode\n      full_address\n    }\n  }\n": typeof types.AddressSuggestionsDocument,
    "\n  query ClinicOptions($keyword: String, $for_fax: Boolean, $limit: Int) {\n    clinics(keyword: $keyword, for_fax: $for_fax, limit: $limit) {\n      id\n      name\n    }\n  }\n": typeof types.ClinicOptionsDocument,
    "\n  query ClinicSearch($keyword: String, $side: ClinicSearchSide!, $limit: Int) {\n    clinic_search(keyword: $keyword, side: $side, limit: $limit) {\n      id\n      name\n    }\n  }\n": typeof types.ClinicSearchDocument,
    "\n  mutation SaveClinicMinimal($clinic: ClinicMinimalInput!) {\n    save_clinic_minimal(clinic: $clinic) {\n      id\n      name\n    }\n  }\n": typeof types.SaveClinicMinimalDocument,
    "\n  query ProviderOptions($keyword: String) {\n    providers(keyword: $keyword) {\n      id\n      uuid\n      display_name\n      clinic {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ProviderOptionsDocument,
};
const documents: Documents = {
    "\n  query AdminClinicList($keyword: String, $limit: Int, $offset: Int) {\n    clinics(\n      keyword: $keyword\n      limit: $limit\n      offset: $offset\n      order_by_column: \"name\"\n      order_by: \"asc\"\n    ) {\n      id\n      name\n      code\n      full_address\n      address_line1\n      address_city\n      address_state\n      address_zip\n      referral_network {\n        id\n        name\n      }\n      organization {\n        id\n        name\n      }\n    }\n    clinics_count(keyword: $keyword)\n  }\n": types.AdminClinicListDocument,
    "\n  mutation DeleteClinic($id: ID!, $forceDelete: Boolean) {\n    delete_clinic(id: $id, forceDelete: $forceDelete)\n  }\n": types.DeleteClinicDocument,
    "\n  query AdminDocumentList($limit: Int) {\n    documents(limit: $limit) {\n      id\n      name\n    }\n  }\n": types.AdminDocumentListDocument,
    "\n  fragment DocumentQuestionFields on DocumentQuestion {\n    id\n    uuid\n    question\n    document_id\n  }\n": types.DocumentQuestionFieldsFragmentDoc,
    "\n  query AdminDocumentDetail($id: ID!) {\n    document(document_id: $id) {\n      id\n      name\n      questions {\n        ...DocumentQuestionFields\n      }\n    }\n  }\n": types.AdminDocumentDetailDocument,
    "\n  mutation SaveDocument($name: String!, $id: ID) {\n    save_document(name: $name, id: $id) {\n      id\n      name\n    }\n  }\n": types.SaveDocumentDocument,
    "\n  mutation DeleteDocument($id: ID!) {\n    delete_document(id: $id)\n  }\n": types.DeleteDocumentDocument,
    "\n  mutation SaveDocumentQuestion($document_id: ID!, $question: String!, $uuid: String) {\n    save_document_question(document_id: $document_id, question: $question, uuid: $uuid) {\n      ...DocumentQuestionFields\n    }\n  }\n": types.SaveDocumentQuestionDocument,
    "\n  mutation DeleteDocumentQuestion($uuid: String!) {\n    delete_document_question(uuid: $uuid)\n  }\n": types.DeleteDocumentQuestionDocument,
    "\n  query AdminReferralGroupList($keyword: String) {\n    referral_networks(keyword: $keyword) {\n      id\n      uuid\n      name\n      member_count\n    }\n  }\n": types.AdminReferralGroupListDocument,
    "\n  query AdminReferralGroupDetail($uuid: String!) {\n    referral_network(referral_network_uuid: $uuid) {\n      id\n      uuid\n      name\n      member_count\n      members {\n        id\n        name\n        code\n        full_address\n        organization {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.AdminReferralGroupDetailDocument,
    "\n  mutation SaveReferralGroup($name: String!, $id: ID) {\n    save_referral_network(name: $name, id: $id) {\n      id\n      uuid\n      name\n      member_count\n    }\n  }\n": types.SaveReferralGroupDocument,
    "\n  mutation DeleteReferralGroup($uuid: String!) {\n    delete_referral_network(uuid: $uuid)\n  }\n": types.DeleteReferralGroupDocument,
    "\n  query AdminRoleList {\n    roles {\n      id\n      name\n      label\n    }\n  }\n": types.AdminRoleListDocument,
    "\n  query AdminUserList($keyword: String, $limit: Int, $offset: Int) {\n    users(keyword: $keyword, limit: $limit, offset: $offset) {\n      id\n      uuid\n      email\n      firstname\n      lastname\n      role {\n        id\n        name\n        label\n      }\n    }\n    users_count(keyword: $keyword)\n  }\n": types.AdminUserListDocument,
    "\n  query AdminUserDetail($user_uuid: String!) {\n    user(user_uuid: $user_uuid) {\n      id\n      uuid\n      email\n      firstname\n      lastname\n      phone\n      role {\n        id\n        name\n        label\n      }\n      clinics {\n        id\n        activated\n        is_primary\n        role {\n          id\n          name\n          label\n        }\n        permissions {\n          key\n          label\n          value\n        }\n        clinic {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.AdminUserDetailDocument,
    "\n  mutation MakePrimaryClinic($user_uuid: String!, $clinic_id: ID!) {\n    make_primary_clinic(user_uuid: $user_uuid, clinic_id: $clinic_id)\n  }\n": types.MakePrimaryClinicDocument,
    "\n  fragment ClinicUserFields on ClinicUser {\n    id\n    uuid\n    email\n    firstname\n    lastname\n    full_name\n    phone\n    role {\n      id\n      name\n      label\n    }\n    activated\n    activated_at\n    is_primary\n    is_provider\n    permission\n    notification\n    permissions {\n      key\n      label\n      value\n    }\n    notifications {\n      key\n      label\n      value\n    }\n    provider_ids\n  }\n": types.ClinicUserFieldsFragmentDoc,
    "\n  fragment ProviderFields on Provider {\n    id\n    uuid\n    title\n    display_name\n    firstname\n    lastname\n    can_receive\n    is_default\n    has_user_provider\n    specializations\n    documents {\n      id\n      required\n      document {\n        id\n        name\n      }\n      question {\n        id\n        uuid\n        question\n      }\n    }\n    user {\n      id\n      uuid\n      email\n      full_name\n    }\n  }\n": types.ProviderFieldsFragmentDoc,
    "\n  fragment ClinicFields on Clinic {\n    id\n    uuid\n    code\n    name\n    is_order\n    can_receive\n    is_public\n    extra_info\n    office_phone\n    fax\n    address_line1\n    address_city\n    address_state\n    address_zip\n    full_address\n    referral_network {\n      id\n      uuid\n      name\n    }\n    organization {\n      id\n      name\n    }\n    tags {\n      id\n      tag\n      immutable\n    }\n    providers {\n      ...ProviderFields\n    }\n    users {\n      ...ClinicUserFields\n    }\n    clinic_users_count\n  }\n": types.ClinicFieldsFragmentDoc,
    "\n  query Clinic($id: ID!) {\n    clinic(id: $id) {\n      ...ClinicFields\n    }\n  }\n": types.ClinicDocument,
    "\n  query ClinicByUserUuid($user_uuid: String!) {\n    clinic_by_user_uuid(user_uuid: $user_uuid) {\n      ...ClinicFields\n    }\n  }\n": types.ClinicByUserUuidDocument,
    "\n  mutation SaveClinic($clinic: ClinicInput!) {\n    save_clinic(clinic: $clinic) {\n      ...ClinicFields\n    }\n  }\n": types.SaveClinicDocument,
    "\n  mutation SaveNonAffiliatedClinic($clinic: ClinicInput!) {\n    save_non_affiliated_clinic(clinic: $clinic) {\n      id\n      name\n    }\n  }\n": types.SaveNonAffiliatedClinicDocument,
    "\n  query Organizations {\n    organizations(limit: 100) {\n      id\n      name\n    }\n  }\n": types.OrganizationsDocument,
    "\n  mutation SaveOrganization($name: String!) {\n    save_organization(name: $name) {\n      id\n      name\n    }\n  }\n": types.SaveOrganizationDocument,
    "\n  query ReferralNetworkOptions {\n    referral_networks {\n      id\n      name\n    }\n  }\n": types.ReferralNetworkOptionsDocument,
    "\n  query Specializations {\n    specializations(limit: 100) {\n      id\n      name\n    }\n  }\n": types.SpecializationsDocument,
    "\n  query DocumentsWithQuestions {\n    documents(limit: 100) {\n      id\n      name\n      questions {\n        id\n        uuid\n        question\n      }\n    }\n  }\n": types.DocumentsWithQuestionsDocument,
    "\n  query SettingNames {\n    user_permission_settings {\n      key\n      label\n    }\n    user_notification_settings {\n      key\n      label\n    }\n  }\n": types.SettingNamesDocument,
    "\n  mutation SaveClinicUser($clinic_id: ID!, $user: ClinicUserInput!) {\n    save_clinic_user(clinic_id: $clinic_id, user: $user) {\n      ...ClinicUserFields\n    }\n  }\n": types.SaveClinicUserDocument,
    "\n  mutation SaveUser($user_uuid: String!, $user: UserUpdateInput!, $clinic_id: ID) {\n    save_user(user_uuid: $user_uuid, user: $user, clinic_id: $clinic_id) {\n      ...ClinicUserFields\n    }\n  }\n": types.SaveUserDocument,
    "\n  mutation AddUserToClinic($email: String!, $clinicId: ID!, $permission: Int, $notification: Int) {\n    add_user_to_clinic(\n      email: $email\n      clinicId: $clinicId\n      permission: $permission\n      notification: $notification\n    ) {\n      ...ClinicUserFields\n    }\n  }\n": types.AddUserToClinicDocument,
    "\n  mutation DeleteUserClinic($clinicId: ID!, $userId: ID!, $is_primary: Boolean) {\n    delete_user_clinic(clinicId: $clinicId, userId: $userId, is_primary: $is_primary)\n  }\n": types.DeleteUserClinicDocument,
    "\n  mutation SaveClinicProvider($clinic_id: ID!, $provider: ProviderInput!) {\n    save_clinic_provider(clinic_id: $clinic_id, provider: $provider) {\n      ...ProviderFields\n    }\n  }\n": types.SaveClinicProviderDocument,
    "\n  mutation SaveProvider($provider: ProviderInput!) {\n    save_provider(provider: $provider) {\n      ...ProviderFields\n    }\n  }\n": types.SaveProviderDocument,
    "\n  mutation DeleteProvider($uuid: String!) {\n    delete_provider(uuid: $uuid)\n  }\n": types.DeleteProviderDocument,
    "\n  query ClinicCustomFormAttributes($clinic_id: ID!, $form_type: String!) {\n    clinic_custom_form_attributes(clinic_id: $clinic_id, form_type: $form_type) {\n      field\n      label\n      size\n      required\n      hidden\n      kind\n      choices\n      helpText\n    }\n  }\n": types.ClinicCustomFormAttributesDocument,
    "\n  mutation SaveClinicCustomFormAttributes(\n    $clinic_id: ID!\n    $form_type: String!\n    $custom_form_attributes: [FormAttributeInput!]!\n  ) {\n    save_clinic_custom_form_attributes(\n      clinic_id: $clinic_id\n      form_type: $form_type\n      custom_form_attributes: $custom_form_attributes\n    ) {\n      field\n      label\n      size\n      required\n      hidden\n      kind\n      choices\n      helpText\n    }\n  }\n": types.SaveClinicCustomFormAttributesDocument,
    "\n  query UserClinicsWithNotificationSettings {\n    user_clinics_with_notification_settings {\n      clinic {\n        id\n        name\n      }\n      notifications {\n        key\n        label\n        value\n      }\n      notification\n    }\n  }\n": types.UserClinicsWithNotificationSettingsDocument,
    "\n  mutation SaveClinicNotificationSettings($clinicId: ID!, $notificationSettings: [Int!]!) {\n    save_clinic_notification_settings(\n      clinicId: $clinicId\n      notificationSettings: $notificationSettings\n    ) {\n      clinic {\n        id\n        name\n      }\n      notifications {\n        key\n        label\n        value\n      }\n      notification\n    }\n  }\n": types.SaveClinicNotificationSettingsDocument,
    "\n  query AdminReferralCounts($month: Int, $year: Int) {\n    admin_referral_counts(month: $month, year: $year) {\n      month\n      year\n      count\n    }\n  }\n": types.AdminReferralCountsDocument,
    "\n  query ClinicReferralTotals($month: Int!, $year: Int!) {\n    clinic_referral_totals(month: $month, year: $year) {\n      clinic_id\n      name\n      sent\n      received\n    }\n  }\n": types.ClinicReferralTotalsDocument,
    "\n  query WaitTotalByDays($days_interval: Int!) {\n    wait_total_by_days_interval(days_interval: $days_interval)\n  }\n": types.WaitTotalByDaysDocument,
    "\n  query SentTotalByMonth {\n    sent_total_by_month_year_without_clinic\n  }\n": types.SentTotalByMonthDocument,
    "\n  query RejectedTotalByMonth {\n    rejected_total_by_month_year_without_clinic\n  }\n": types.RejectedTotalByMonthDocument,
    "\n  query SentTotalByMonthAndClinic {\n    sent_total_by_month_year\n  }\n": types.SentTotalByMonthAndClinicDocument,
    "\n  mutation SaveFaxReferral(\n    $fax_id: ID!\n    $firstname: String!\n    $lastname: String!\n    $birthdate: String!\n    $ssn: String!\n    $diagnosis: String!\n    $referring_clinic: Int!\n    $receiving_provider: Int\n    $fromReceivedFax: Boolean\n    $page_start: Int!\n    $page_end: Int!\n  ) {\n    save_fax_referral(\n      fax_id: $fax_id\n      firstname: $firstname\n      lastname: $lastname\n      birthdate: $birthdate\n      ssn: $ssn\n      diagnosis: $diagnosis\n      referring_clinic: $referring_clinic\n      receiving_provider: $receiving_provider\n      fromReceivedFax: $fromReceivedFax\n      page_start: $page_start\n      page_end: $page_end\n    ) {\n      message\n      referral {\n        id\n        uuid\n        status\n      }\n    }\n  }\n": types.SaveFaxReferralDocument,
    "\n  query FaxClinicProviders($clinic_id: ID!) {\n    providers_by_clinic_id(clinic_id: $clinic_id) {\n      id\n      display_name\n      can_receive\n    }\n  }\n": types.FaxClinicProvidersDocument,
    "\n  query SuggestedClinic($id: ID!) {\n    clinic(id: $id) {\n      id\n      name\n    }\n  }\n": types.SuggestedClinicDocument,
    "\n  fragment OutboundFaxFields on Fax {\n    id\n    fax_id\n    referral_uuid\n    receiver {\n      id\n      name\n    }\n    referrer {\n      id\n      name\n    }\n    status\n    pagesSent\n    units\n    costPerUnit\n    submitTime\n    completionTime\n    updated_at\n    attemptsMade\n    error\n    can_resend\n  }\n": types.OutboundFaxFieldsFragmentDoc,
    "\n  query OutboundFaxes($status: String, $limit: Int, $offset: Int) {\n    faxes(status: $status, limit: $limit, offset: $offset) {\n      ...OutboundFaxFields\n    }\n    faxes_count(status: $status)\n  }\n": types.OutboundFaxesDocument,
    "\n  mutation ResendFax($fax_id: ID!) {\n    resend_fax(fax_id: $fax_id) {\n      message\n      fax {\n        ...OutboundFaxFields\n      }\n    }\n  }\n": types.ResendFaxDocument,
    "\n  fragment InboundFaxListFields on InboundFax {\n    id\n    status\n    reviewed\n    clinic {\n      id\n      name\n    }\n    metadata {\n      uri\n      subject\n      from_number\n      from_location\n      pages_count\n      date_created\n      date_created_ago\n    }\n    actions {\n      can_select_receiving_provider\n      can_assign\n      can_delete\n      can_create_referral\n    }\n    created_at\n  }\n": types.InboundFaxListFieldsFragmentDoc,
    "\n  query InboundFaxes($status: String, $clinic_id: Int, $limit: Int, $offset: Int) {\n    inbound_faxes(status: $status, clinic_id: $clinic_id, limit: $limit, offset: $offset) {\n      ...InboundFaxListFields\n    }\n    inbound_faxes_count(status: $status, clinic_id: $clinic_id)\n  }\n": types.InboundFaxesDocument,
    "\n  fragment DetectedFieldFields on DetectedField {\n    value\n    avg_confidence\n    confidence\n    pages\n  }\n": types.DetectedFieldFieldsFragmentDoc,
    "\n  query InboundFax($id: ID!) {\n    inbound_fax(id: $id) {\n      ...InboundFaxListFields\n      external_id\n      source\n      detected_clinic {\n        id\n        name\n      }\n      pdf_url\n      ocr_data\n      processed_data {\n        detected_referrals {\n          pdf_pages\n          patient_name {\n            ...DetectedFieldFields\n          }\n          firstname {\n            ...DetectedFieldFields\n          }\n          lastname {\n            ...DetectedFieldFields\n          }\n          birthdate {\n            ...DetectedFieldFields\n          }\n          ssn {\n            ...DetectedFieldFields\n          }\n          diagnosis {\n            ...DetectedFieldFields\n          }\n          referring_clinic {\n            ...DetectedFieldFields\n          }\n          form_suggestion {\n            firstname\n            lastname\n            birthdate\n            ssn\n            diagnosis\n            referring_clinic\n            referring_clinic_name\n            page_start\n            page_end\n          }\n        }\n      }\n      error\n      referrals {\n        uuid\n        status\n        patient_name\n      }\n    }\n  }\n": types.InboundFaxDocument,
    "\n  mutation SaveFaxClinicAssociation($fax_id: ID!, $clinic_id: Int!) {\n    save_fax_clinic_association(fax_id: $fax_id, clinic_id: $clinic_id) {\n      id\n      name\n    }\n  }\n": types.SaveFaxClinicAssociationDocument,
    "\n  mutation DeleteReceivedFax($fax_id: ID!) {\n    delete_received_fax(fax_id: $fax_id) {\n      message\n    }\n  }\n": types.DeleteReceivedFaxDocument,
    "\n  subscription InboundFaxesChanged {\n    inbound_faxes_changed {\n      id\n      status\n    }\n  }\n": types.InboundFaxesChangedDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    uuid\n    data\n    severity\n    url\n    read_at\n    notified_at\n    type\n    level\n    referral {\n      uuid\n      patient_name\n      birthdate\n    }\n  }\n": types.NotificationFieldsFragmentDoc,
    "\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      ...NotificationFields\n    }\n  }\n": types.NotificationsDocument,
    "\n  subscription NotificationsLive($limit: Int) {\n    notifications(limit: $limit) {\n      ...NotificationFields\n    }\n  }\n": types.NotificationsLiveDocument,
    "\n  query NotificationsUnreadCount {\n    notifications_unread_count\n  }\n": types.NotificationsUnreadCountDocument,
    "\n  subscription NotificationsUnreadCountLive {\n    notifications_unread_count\n  }\n": types.NotificationsUnreadCountLiveDocument,
    "\n  mutation MarkNotificationRead($uuid: String!) {\n    user_notification_mark_as_read(uuid: $uuid) {\n      ...NotificationFields\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead($user_uuid: String!) {\n    user_notification_mark_all_as_read(user_uuid: $user_uuid)\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  fragment UserProviderFields on UserProvider {\n    id\n    auto_approved\n    signature {\n      id\n      fileurl\n      name\n    }\n  }\n": types.UserProviderFieldsFragmentDoc,
    "\n  query UserProvider {\n    user_provider {\n      ...UserProviderFields\n    }\n  }\n": types.UserProviderDocument,
    "\n  query PendingOrders {\n    pending_orders {\n      id\n      uuid\n      mrn\n      patient {\n        full_name\n        details {\n          birthdate\n        }\n      }\n      diagnosis {\n        description\n      }\n      referrer {\n        id\n        name\n      }\n    }\n  }\n": types.PendingOrdersDocument,
    "\n  mutation UpdateOrderStatus($uuid: String!, $status: String!, $reason: String) {\n    update_order_status(uuid: $uuid, status: $status, reason: $reason)\n  }\n": types.UpdateOrderStatusDocument,
    "\n  mutation SaveUserProviderSignature($signature: String!, $name: String) {\n    save_user_provider_signature(signature: $signature, name: $name) {\n      ...UserProviderFields\n    }\n  }\n": types.SaveUserProviderSignatureDocument,
    "\n  mutation UpdateAutoApproved($auto_approved: Boolean!) {\n    update_auto_approved(auto_approved: $auto_approved) {\n      ...UserProviderFields\n    }\n  }\n": types.UpdateAutoApprovedDocument,
    "\n  fragment AdminListRow on ReferralListRow {\n    ...ReferralListRow\n    # Days from sending to completion, or to now.\n    processing_days\n    # Days since the current appointment when it is past.\n    aging_days\n  }\n": types.AdminListRowFragmentDoc,
    "\n  fragment AdminListPage on ReferralListPage {\n    rows {\n      ...AdminListRow\n    }\n    total_count\n    page_info {\n      start_cursor\n      end_cursor\n      has_next_page\n      has_previous_page\n    }\n  }\n": types.AdminListPageFragmentDoc,
    "\n  query AdminReferrals(\n    $keyword: String\n    $birthdate: String\n    $is_fax: ReferralFaxFilter\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    referrals_admin(\n      keyword: $keyword\n      birthdate: $birthdate\n      is_fax: $is_fax\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n    ) {\n      ...AdminListPage\n    }\n  }\n": types.AdminReferralsDocument,
    "\n  query ReferralsAging(\n    $keyword: String\n    $birthdate: String\n    $is_fax: ReferralFaxFilter\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    referrals_aging(\n      keyword: $keyword\n      birthdate: $birthdate\n      is_fax: $is_fax\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n    ) {\n      ...AdminListPage\n    }\n  }\n": types.ReferralsAgingDocument,
    "\n  fragment ReferralListRow on ReferralListRow {\n    uuid\n    status\n    status_label\n    source\n    is_fax\n    is_order\n    patient_name\n    birthdate\n    mrn\n    diagnosis\n    clinic_receiver {\n      name\n      is_fax\n    }\n    clinic_referrer {\n      name\n    }\n    provider_name\n    referral_source\n    referral_source_note\n    appointment_date\n    decline_reason\n    sent_at\n    last_updated_by\n    last_updated_at\n    appointment_maintained\n    not_maintained_reason\n  }\n": types.ReferralListRowFragmentDoc,
    "\n  fragment ReferralListPage on ReferralListPage {\n    rows {\n      ...ReferralListRow\n    }\n    total_count\n    page_info {\n      start_cursor\n      end_cursor\n      has_next_page\n      has_previous_page\n    }\n  }\n": types.ReferralListPageFragmentDoc,
    "\n    query ReferralActiveSent(\n      $keyword: String\n      $birthdate: String\n      $is_fax: ReferralFaxFilter\n      $first: Int\n      $after: String\n      $last: Int\n      $before: String\n    ) {\n      referral_active_sent(\n        keyword: $keyword\n        birthdate: $birthdate\n        is_fax: $is_fax\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n      ) {\n        ...ReferralListPage\n      }\n    }\n  ": types.ReferralActiveSentDocument,
    "\n    query ReferralActiveReceived(\n      $keyword: String\n      $birthdate: String\n      $is_fax: ReferralFaxFilter\n      $first: Int\n      $after: String\n      $last: Int\n      $before: String\n    ) {\n      referral_active_received(\n        keyword: $keyword\n        birthdate: $birthdate\n        is_fax: $is_fax\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n      ) {\n        ...ReferralListPage\n      }\n    }\n  ": types.ReferralActiveReceivedDocument,
    "\n    query ReferralDeclinedSent(\n      $keyword: String\n      $birthdate: String\n      $is_fax: ReferralFaxFilter\n      $first: Int\n      $after: String\n      $last: Int\n      $before: String\n    ) {\n      referral_declined_sent(\n        keyword: $keyword\n        birthdate: $birthdate\n        is_fax: $is_fax\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n      ) {\n        ...ReferralListPage\n      }\n    }\n  ": types.ReferralDeclinedSentDocument,
    "\n    query ReferralDeclinedReceived(\n      $keyword: String\n      $birthdate: String\n      $is_fax: ReferralFaxFilter\n      $first: Int\n      $after: String\n      $last: Int\n      $before: String\n    ) {\n      referral_declined_received(\n        keyword: $keyword\n        birthdate: $birthdate\n        is_fax: $is_fax\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n      ) {\n        ...ReferralListPage\n      }\n    }\n  ": types.ReferralDeclinedReceivedDocument,
    "\n    query ReferralCompletedSent(\n      $keyword: String\n      $birthdate: String\n      $is_fax: ReferralFaxFilter\n      $appointment_maintained: AppointmentMaintainedFilter\n      $first: Int\n      $after: String\n      $last: Int\n      $before: String\n    ) {\n      referral_completed_sent(\n        keyword: $keyword\n        birthdate: $birthdate\n        is_fax: $is_fax\n        appointment_maintained: $appointment_maintained\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n      ) {\n        ...ReferralListPage\n      }\n    }\n  ": types.ReferralCompletedSentDocument,
    "\n    query ReferralCompletedReceived(\n      $keyword: String\n      $birthdate: String\n      $is_fax: ReferralFaxFilter\n      $first: Int\n      $after: String\n      $last: Int\n      $before: String\n    ) {\n      referral_completed_received(\n        keyword: $keyword\n        birthdate: $birthdate\n        is_fax: $is_fax\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n      ) {\n        ...ReferralListPage\n      }\n    }\n  ": types.ReferralCompletedReceivedDocument,
    "\n    query ReferralFaxedSent(\n      $keyword: String\n      $birthdate: String\n      $is_fax: ReferralFaxFilter\n      $first: Int\n      $after: String\n      $last: Int\n      $before: String\n    ) {\n      referral_faxed_sent(\n        keyword: $keyword\n        birthdate: $birthdate\n        is_fax: $is_fax\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n      ) {\n        ...ReferralListPage\n      }\n    }\n  ": types.ReferralFaxedSentDocument,
    "\n  mutation DeleteReferral($uuid: String!) {\n    delete_referral(uuid: $uuid)\n  }\n": types.DeleteReferralDocument,
    "\n  subscription ReferralsChanged {\n    referrals_changed {\n      uuid\n      status\n    }\n  }\n": types.ReferralsChangedDocument,
    "\n  query QuickEditReferral($uuid: String!) {\n    referral(uuid: $uuid) {\n      id\n      uuid\n      is_order\n      mrn\n      diagnosis\n      sent_at\n      patient {\n        uuid\n        firstname\n        lastname\n        details {\n          birthdate\n        }\n      }\n      receiver {\n        id\n        name\n      }\n      provider {\n        id\n        uuid\n        display_name\n        clinic {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.QuickEditReferralDocument,
    "\n  fragment ReferralNoteLine on ReferralNote {\n    id\n    uuid\n    note\n    group\n    created_at\n    user {\n      firstname\n      lastname\n    }\n    clinic {\n      id\n      name\n    }\n    public_author\n  }\n": types.ReferralNoteLineFragmentDoc,
    "\n  query ReferralNotes($referral_uuid: String!) {\n    referral_notes(referral_uuid: $referral_uuid) {\n      ...ReferralNoteLine\n    }\n  }\n": types.ReferralNotesDocument,
    "\n  subscription ReferralNotesLive($referral_uuid: String!) {\n    referral_notes(referral_uuid: $referral_uuid) {\n      ...ReferralNoteLine\n    }\n  }\n": types.ReferralNotesLiveDocument,
    "\n  query NotesReferral($uuid: String!) {\n    referral(uuid: $uuid) {\n      id\n      uuid\n      viewer\n      is_fax\n      source\n      patient {\n        uuid\n        full_name\n      }\n    }\n  }\n": types.NotesReferralDocument,
    "\n  mutation SaveReferral($params: String!) {\n    save_referral(params: $params) {\n      message\n      referral {\n        id\n        uuid\n        status\n        is_order\n        is_fax\n      }\n    }\n  }\n": types.SaveReferralDocument,
    "\n  fragment ReviewReferral on Referral {\n    id\n    uuid\n    status\n    status_label\n    decline_reason\n    appointment_date\n    viewer\n    is_fax\n    source\n    is_order\n    mrn\n    diagnosis\n    comment\n    extra_info\n    custom_form {\n      field\n      label\n      kind\n    }\n    answers {\n      name\n      question\n      answer\n    }\n    sent_at\n    patient {\n      uuid\n      full_name\n      firstname\n      lastname\n      details {\n        birthdate\n        phone\n        ssn\n        full_address\n        address_line1\n        address_city\n        address_state\n        address_zip\n        insurance_provider\n        policy_number\n      }\n    }\n    provider {\n      id\n      display_name\n    }\n    referrer_provider {\n      id\n      display_name\n    }\n    receiver {\n      id\n      name\n      full_address\n      office_phone\n      fax\n    }\n    referrer {\n      id\n      name\n      full_address\n      office_phone\n      fax\n    }\n    documents {\n      uuid\n      name\n      referral_document_name\n      url\n    }\n    referrer_metadata {\n      clinic_name\n      physician\n      contact\n      contact_email\n      office_phone\n      fax\n      address\n    }\n    approver_name\n    signature_url\n    can_edit_patient\n    can_update_information\n    can_update_source\n  }\n": types.ReviewReferralFragmentDoc,
    "\n  query ReviewReferral($uuid: String!) {\n    referral(uuid: $uuid) {\n      ...ReviewReferral\n    }\n  }\n": types.ReviewReferralDocument,
    "\n  query UploadDocumentSections($uuid: String!) {\n    referral(uuid: $uuid) {\n      id\n      same_organization\n      provider {\n        id\n        documents {\n          ...WizardProviderDocument\n        }\n      }\n    }\n  }\n": types.UploadDocumentSectionsDocument,
    "\n  mutation OpenReferral($uuid: String!) {\n    open_referral(uuid: $uuid) {\n      ...ReviewReferral\n    }\n  }\n": types.OpenReferralDocument,
    "\n  mutation PromoteReferral($uuid: String!, $status: String!, $completion: ReferralCompletionInput) {\n    promote_referral(uuid: $uuid, status: $status, completion: $completion) {\n      message\n      detail\n      referral {\n        ...ReviewReferral\n      }\n    }\n  }\n": types.PromoteReferralDocument,
    "\n  mutation DeclineReferral($uuid: String!, $reason: String!) {\n    decline_referral(uuid: $uuid, reason: $reason) {\n      message\n      detail\n      referral {\n        ...ReviewReferral\n      }\n    }\n  }\n": types.DeclineReferralDocument,
    "\n  mutation SetReferralAppointment(\n    $uuid: String!\n    $appointment_date: String!\n    $is_reschedule: Boolean\n  ) {\n    set_referral_appointment(\n      uuid: $uuid\n      appointment_date: $appointment_date\n      is_reschedule: $is_reschedule\n    ) {\n      message\n      detail\n      referral {\n        ...ReviewReferral\n      }\n    }\n  }\n": types.SetReferralAppointmentDocument,
    "\n  mutation EndorseReferral($referral_uuid: String!) {\n    endorse_referral(referral_uuid: $referral_uuid)\n  }\n": types.EndorseReferralDocument,
    "\n  subscription ReferralChanged($uuid: String!) {\n    referral_changed(uuid: $uuid) {\n      uuid\n      status\n    }\n  }\n": types.ReferralChangedDocument,
    "\n  fragment WizardReceiver on ReceiverClinic {\n    id\n    name\n    full_address\n    office_phone\n    fax\n    is_order\n    is_fax\n    has_provider_user\n    organization {\n      id\n      name\n    }\n  }\n": types.WizardReceiverFragmentDoc,
    "\n  fragment WizardProviderDocument on ProviderDocument {\n    id\n    required\n    document {\n      id\n      name\n    }\n    question {\n      id\n      uuid\n      question\n    }\n  }\n": types.WizardProviderDocumentFragmentDoc,
    "\n  fragment WizardProvider on Provider {\n    id\n    uuid\n    display_name\n    specializations\n    is_favorite\n    clinic {\n      id\n      name\n    }\n    receiver {\n      ...WizardReceiver\n    }\n    documents {\n      ...WizardProviderDocument\n    }\n  }\n": types.WizardProviderFragmentDoc,
    "\n  query WizardProviders($keyword: String) {\n    providers(keyword: $keyword) {\n      ...WizardProvider\n    }\n  }\n": types.WizardProvidersDocument,
    "\n  query ProviderShortcuts {\n    providers_favorite {\n      ...WizardProvider\n    }\n    providers_most_recent {\n      ...WizardProvider\n    }\n  }\n": types.ProviderShortcutsDocument,
    "\n  mutation SaveFavoriteProvider($provider_id: ID!, $favorite: Boolean!) {\n    save_favorite_provider(provider_id: $provider_id, favorite: $favorite)\n  }\n": types.SaveFavoriteProviderDocument,
    "\n  query ReceivingForm($provider_id: ID!) {\n    receiving_form(provider_id: $provider_id) {\n      form_type\n      same_organization\n      attributes {\n        field\n        label\n        size\n        required\n        hidden\n        kind\n        choices\n        helpText\n      }\n    }\n  }\n": types.ReceivingFormDocument,
    "\n  query ReferrerProviders($clinic_id: ID!) {\n    providers_by_clinic_id(clinic_id: $clinic_id) {\n      id\n      display_name\n      is_default\n    }\n  }\n": types.ReferrerProvidersDocument,
    "\n  fragment WizardPatient on Patient {\n    uuid\n    firstname\n    lastname\n    full_name\n    details {\n      phone\n      ssn\n      birthdate\n      address_line1\n      address_city\n      address_state\n      address_zip\n      insurance_provider\n      policy_number\n    }\n  }\n": types.WizardPatientFragmentDoc,
    "\n  query PatientBySsn($ssn: String!) {\n    patient_by_ssn(ssn: $ssn) {\n      ...WizardPatient\n    }\n  }\n": types.PatientBySsnDocument,
    "\n  fragment WizardDocument on ReferralDocument {\n    uuid\n    name\n    referral_document_name\n    document_id\n    size\n    url\n  }\n": types.WizardDocumentFragmentDoc,
    "\n  query WizardReferral($uuid: String!) {\n    referral(uuid: $uuid) {\n      id\n      uuid\n      status\n      mrn\n      diagnosis\n      comment\n      extra_info\n      same_organization\n      patient {\n        ...WizardPatient\n      }\n      provider {\n        ...WizardProvider\n      }\n      referrer_provider {\n        id\n        display_name\n      }\n      documents {\n        ...WizardDocument\n      }\n    }\n    referral_answers(referral_uuid: $uuid) {\n      name\n      question\n      answer\n    }\n  }\n": types.WizardReferralDocument,
    "\n  mutation SaveReferralAnswers($referral_uuid: String!, $answers: [ReferralAnswerInput!]!) {\n    save_referral_answers(referral_uuid: $referral_uuid, answers: $answers) {\n      name\n      question\n      answer\n    }\n  }\n": types.SaveReferralAnswersDocument,
    "\n  mutation DeleteReferralDocument($referral_uuid: String!, $referral_document_uuid: String!) {\n    delete_referral_document(\n      referral_uuid: $referral_uuid\n      referral_document_uuid: $referral_document_uuid\n    )\n  }\n": types.DeleteReferralDocumentDocument,
    "\n  query ReferralList($start_date: String!, $end_date: String!, $type: String!) {\n    referral_list(start_date: $start_date, end_date: $end_date, type: $type) {\n      name\n      referrals\n    }\n  }\n": types.ReferralListDocument,
    "\n  query ReferralListByUser($start_date: String!, $end_date: String!, $type: String!) {\n    referral_list_by_user(start_date: $start_date, end_date: $end_date, type: $type) {\n      name\n      referrals\n    }\n  }\n": types.ReferralListByUserDocument,
    "\n  query ReferralsForExport(\n    $statuses: [String!]!\n    $startDate: String!\n    $endDate: String!\n    $limit: Int\n    $offset: Int\n  ) {\n    referrals_for_export(\n      statuses: $statuses\n      startDate: $startDate\n      endDate: $endDate\n      limit: $limit\n      offset: $offset\n    ) {\n      id\n      uuid\n      status\n      status_label\n      patient_name\n      mrn\n      birthdate\n      diagnosis\n      sent_at\n      sent_by\n      receiver {\n        id\n        name\n      }\n      is_fax\n      provider {\n        id\n        display_name\n      }\n      appointment_maintained\n      appointment_or_reason\n    }\n  }\n": types.ReferralsForExportDocument,
    "\n  query ReferralsForExportCount($statuses: [String!]!, $startDate: String!, $endDate: String!) {\n    referrals_for_export_count(statuses: $statuses, startDate: $startDate, endDate: $endDate)\n  }\n": types.ReferralsForExportCountDocument,
    "\n  mutation SwitchClinic($userUuid: String!, $clinicId: ID!) {\n    switch_clinic(userUuid: $userUuid, clinicId: $clinicId) {\n      uuid\n    }\n  }\n": types.SwitchClinicDocument,
    "\n  subscription CurrentUserLive {\n    current_user {\n      uuid\n    }\n  }\n": types.CurrentUserLiveDocument,
    "\n  query AddressSuggestions($query: String!) {\n    address_suggestions(query: $query) {\n      address_line1\n      place\n      region\n      postcode\n      full_address\n    }\n  }\n": types.AddressSuggestionsDocument,
    "\n  query ClinicOptions($keyword: String, $for_fax: Boolean, $limit: Int) {\n    clinics(keyword: $keyword, for_fax: $for_fax, limit: $limit) {\n      id\n      name\n    }\n  }\n": types.ClinicOptionsDocument,
    "\n  query ClinicSearch($keyword: String, $side: ClinicSearchSide!, $limit: Int) {\n    clinic_search(keyword: $keyword, side: $side, limit: $limit) {\n      id\n      name\n    }\n  }\n": types.ClinicSearchDocument,
    "\n  mutation SaveClinicMinimal($clinic: ClinicMinimalInput!) {\n    save_clinic_minimal(clinic: $clinic) {\n      id\n      name\n    }\n  }\n": types.SaveClinicMinimalDocument,
    "\n  query ProviderOptions($keyword: String) {\n    providers(keyword: $keyword) {\n      id\n      uuid\n      display_name\n      clinic {\n        id\n        name\n      }\n    }\n  }\n": types.ProviderOptionsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminClinicList($keyword: String, $limit: Int, $offset: Int) {\n    clinics(\n      keyword: $keyword\n      limit: $limit\n      offset: $offset\n      order_by_column: \"name\"\n      order_by: \"asc\"\n    ) {\n      id\n      name\n      code\n      full_address\n      address_line1\n      address_city\n      address_state\n      address_zip\n      referral_network {\n        id\n        name\n      }\n      organization {\n        id\n        name\n      }\n    }\n    clinics_count(keyword: $keyword)\n  }\n"): (typeof documents)["\n  query AdminClinicList($keyword: String, $limit: Int, $offset: Int) {\n    clinics(\n      keyword: $keyword\n      limit: $limit\n      offset: $offset\n      order_by_column: \"name\"\n      order_by: \"asc\"\n    ) {\n      id\n      name\n      code\n      full_address\n      address_line1\n      address_city\n      address_state\n      address_zip\n      referral_network {\n        id\n        name\n      }\n      organization {\n        id\n        name\n      }\n    }\n    clinics_count(keyword: $keyword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteClinic($id: ID!, $forceDelete: Boolean) {\n    delete_clinic(id: $id, forceDelete: $forceDelete)\n  }\n"): (typeof documents)["\n  mutation DeleteClinic($id: ID!, $forceDelete: Boolean) {\n    delete_clinic(id: $id, forceDelete: $forceDelete)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDocumentList($limit: Int) {\n    documents(limit: $limit) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminDocumentList($limit: Int) {\n    documents(limit: $limit) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DocumentQuestionFields on DocumentQuestion {\n    id\n    uuid\n    question\n    document_id\n  }\n"): (typeof documents)["\n  fragment DocumentQuestionFields on DocumentQuestion {\n    id\n    uuid\n    question\n    document_id\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDocumentDetail($id: ID!) {\n    document(document_id: $id) {\n      id\n      name\n      questions {\n        ...DocumentQuestionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDocumentDetail($id: ID!) {\n    document(document_id: $id) {\n      id\n      name\n      questions {\n        ...DocumentQuestionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDocument($name: String!, $id: ID) {\n    save_document(name: $name, id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation SaveDocument($name: String!, $id: ID) {\n    save_document(name: $name, id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDocument($id: ID!) {\n    delete_document(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteDocument($id: ID!) {\n    delete_document(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDocumentQuestion($document_id: ID!, $question: String!, $uuid: String) {\n    save_document_question(document_id: $document_id, question: $question, uuid: $uuid) {\n      ...DocumentQuestionFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveDocumentQuestion($document_id: ID!, $question: String!, $uuid: String) {\n    save_document_question(document_id: $document_id, question: $question, uuid: $uuid) {\n      ...DocumentQuestionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDocumentQuestion($uuid: String!) {\n    delete_document_question(uuid: $uuid)\n  }\n"): (typeof documents)["\n  mutation DeleteDocumentQuestion($uuid: String!) {\n    delete_document_question(uuid: $uuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReferralGroupList($keyword: String) {\n    referral_networks(keyword: $keyword) {\n      id\n      uuid\n      name\n      member_count\n    }\n  }\n"): (typeof documents)["\n  query AdminReferralGroupList($keyword: String) {\n    referral_networks(keyword: $keyword) {\n      id\n      uuid\n      name\n      member_count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReferralGroupDetail($uuid: String!) {\n    referral_network(referral_network_uuid: $uuid) {\n      id\n      uuid\n      name\n      member_count\n      members {\n        id\n        name\n        code\n        full_address\n        organization {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReferralGroupDetail($uuid: String!) {\n    referral_network(referral_network_uuid: $uuid) {\n      id\n      uuid\n      name\n      member_count\n      members {\n        id\n        name\n        code\n        full_address\n        organization {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveReferralGroup($name: String!, $id: ID) {\n    save_referral_network(name: $name, id: $id) {\n      id\n      uuid\n      name\n      member_count\n    }\n  }\n"): (typeof documents)["\n  mutation SaveReferralGroup($name: String!, $id: ID) {\n    save_referral_network(name: $name, id: $id) {\n      id\n      uuid\n      name\n      member_count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReferralGroup($uuid: String!) {\n    delete_referral_network(uuid: $uuid)\n  }\n"): (typeof documents)["\n  mutation DeleteReferralGroup($uuid: String!) {\n    delete_referral_network(uuid: $uuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRoleList {\n    roles {\n      id\n      name\n      label\n    }\n  }\n"): (typeof documents)["\n  query AdminRoleList {\n    roles {\n      id\n      name\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUserList($keyword: String, $limit: Int, $offset: Int) {\n    users(keyword: $keyword, limit: $limit, offset: $offset) {\n      id\n      uuid\n      email\n      firstname\n      lastname\n      role {\n        id\n        name\n        label\n      }\n    }\n    users_count(keyword: $keyword)\n  }\n"): (typeof documents)["\n  query AdminUserList($keyword: String, $limit: Int, $offset: Int) {\n    users(keyword: $keyword, limit: $limit, offset: $offset) {\n      id\n      uuid\n      email\n      firstname\n      lastname\n      role {\n        id\n        name\n        label\n      }\n    }\n    users_count(keyword: $keyword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUserDetail($user_uuid: String!) {\n    user(user_uuid: $user_uuid) {\n      id\n      uuid\n      email\n      firstname\n      lastname\n      phone\n      role {\n        id\n        name\n        label\n      }\n      clinics {\n        id\n        activated\n        is_primary\n        role {\n          id\n          name\n          label\n        }\n        permissions {\n          key\n          label\n          value\n        }\n        clinic {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUserDetail($user_uuid: String!) {\n    user(user_uuid: $user_uuid) {\n      id\n      uuid\n      email\n      firstname\n      lastname\n      phone\n      role {\n        id\n        name\n        label\n      }\n      clinics {\n        id\n        activated\n        is_primary\n        role {\n          id\n          name\n          label\n        }\n        permissions {\n          key\n          label\n          value\n        }\n        clinic {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MakePrimaryClinic($user_uuid: String!, $clinic_id: ID!) {\n    make_primary_clinic(user_uuid: $user_uuid, clinic_id: $clinic_id)\n  }\n"): (typeof documents)["\n  mutation MakePrimaryClinic($user_uuid: String!, $clinic_id: ID!) {\n    make_primary_clinic(user_uuid: $user_uuid, clinic_id: $clinic_id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClinicUserFields on ClinicUser {\n    id\n    uuid\n    email\n    firstname\n    lastname\n    full_name\n    phone\n    role {\n      id\n      name\n      label\n    }\n    activated\n    activated_at\n    is_primary\n    is_provider\n    permission\n    notification\n    permissions {\n      key\n      label\n      value\n    }\n    notifications {\n      key\n      label\n      value\n    }\n    provider_ids\n  }\n"): (typeof documents)["\n  fragment ClinicUserFields on ClinicUser {\n    id\n    uuid\n    email\n    firstname\n    lastname\n    full_name\n    phone\n    role {\n      id\n      name\n      label\n    }\n    activated\n    activated_at\n    is_primary\n    is_provider\n    permission\n    notification\n    permissions {\n      key\n      label\n      value\n    }\n    notifications {\n      key\n      label\n      value\n    }\n    provider_ids\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProviderFields on Provider {\n    id\n    uuid\n    title\n    display_name\n    firstname\n    lastname\n    can_receive\n    is_default\n    has_user_provider\n    specializations\n    documents {\n      id\n      required\n      document {\n        id\n        name\n      }\n      question {\n        id\n        uuid\n        question\n      }\n    }\n    user {\n      id\n      uuid\n      email\n      full_name\n    }\n  }\n"): (typeof documents)["\n  fragment ProviderFields on Provider {\n    id\n    uuid\n    title\n    display_name\n    firstname\n    lastname\n    can_receive\n    is_default\n    has_user_provider\n    specializations\n    documents {\n      id\n      required\n      document {\n        id\n        name\n      }\n      question {\n        id\n        uuid\n        question\n      }\n    }\n    user {\n      id\n      uuid\n      email\n      full_name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClinicFields on Clinic {\n    id\n    uuid\n    code\n    name\n    is_order\n    can_receive\n    is_public\n    extra_info\n    office_phone\n    fax\n    address_line1\n    address_city\n    address_state\n    address_zip\n    full_address\n    referral_network {\n      id\n      uuid\n      name\n    }\n    organization {\n      id\n      name\n    }\n    tags {\n      id\n      tag\n      immutable\n    }\n    providers {\n      ...ProviderFields\n    }\n    users {\n      ...ClinicUserFields\n    }\n    clinic_users_count\n  }\n"): (typeof documents)["\n  fragment ClinicFields on Clinic {\n    id\n    uuid\n    code\n    name\n    is_order\n    can_receive\n    is_public\n    extra_info\n    office_phone\n    fax\n    address_line1\n    address_city\n    address_state\n    address_zip\n    full_address\n    referral_network {\n      id\n      uuid\n      name\n    }\n    organization {\n      id\n      name\n    }\n    tags {\n      id\n      tag\n      immutable\n    }\n    providers {\n      ...ProviderFields\n    }\n    users {\n      ...ClinicUserFields\n    }\n    clinic_users_count\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Clinic($id: ID!) {\n    clinic(id: $id) {\n      ...ClinicFields\n    }\n  }\n"): (typeof documents)["\n  query Clinic($id: ID!) {\n    clinic(id: $id) {\n      ...ClinicFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClinicByUserUuid($user_uuid: String!) {\n    clinic_by_user_uuid(user_uuid: $user_uuid) {\n      ...ClinicFields\n    }\n  }\n"): (typeof documents)["\n  query ClinicByUserUuid($user_uuid: String!) {\n    clinic_by_user_uuid(user_uuid: $user_uuid) {\n      ...ClinicFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveClinic($clinic: ClinicInput!) {\n    save_clinic(clinic: $clinic) {\n      ...ClinicFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveClinic($clinic: ClinicInput!) {\n    save_clinic(clinic: $clinic) {\n      ...ClinicFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveNonAffiliatedClinic($clinic: ClinicInput!) {\n    save_non_affiliated_clinic(clinic: $clinic) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation SaveNonAffiliatedClinic($clinic: ClinicInput!) {\n    save_non_affiliated_clinic(clinic: $clinic) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Organizations {\n    organizations(limit: 100) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query Organizations {\n    organizations(limit: 100) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveOrganization($name: String!) {\n    save_organization(name: $name) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation SaveOrganization($name: String!) {\n    save_organization(name: $name) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReferralNetworkOptions {\n    referral_networks {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ReferralNetworkOptions {\n    referral_networks {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Specializations {\n    specializations(limit: 100) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query Specializations {\n    specializations(limit: 100) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentsWithQuestions {\n    documents(limit: 100) {\n      id\n      name\n      questions {\n        id\n        uuid\n        question\n      }\n    }\n  }\n"): (typeof documents)["\n  query DocumentsWithQuestions {\n    documents(limit: 100) {\n      id\n      name\n      questions {\n        id\n        uuid\n        question\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingNames {\n    user_permission_settings {\n      key\n      label\n    }\n    user_notification_settings {\n      key\n      label\n    }\n  }\n"): (typeof documents)["\n  query SettingNames {\n    user_permission_settings {\n      key\n      label\n    }\n    user_notification_settings {\n      key\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveClinicUser($clinic_id: ID!, $user: ClinicUserInput!) {\n    save_clinic_user(clinic_id: $clinic_id, user: $user) {\n      ...ClinicUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveClinicUser($clinic_id: ID!, $user: ClinicUserInput!) {\n    save_clinic_user(clinic_id: $clinic_id, user: $user) {\n      ...ClinicUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveUser($user_uuid: String!, $user: UserUpdateInput!, $clinic_id: ID) {\n    save_user(user_uuid: $user_uuid, user: $user, clinic_id: $clinic_id) {\n      ...ClinicUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveUser($user_uuid: String!, $user: UserUpdateInput!, $clinic_id: ID) {\n    save_user(user_uuid: $user_uuid, user: $user, clinic_id: $clinic_id) {\n      ...ClinicUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddUserToClinic($email: String!, $clinicId: ID!, $permission: Int, $notification: Int) {\n    add_user_to_clinic(\n      email: $email\n      clinicId: $clinicId\n      permission: $permission\n      notification: $notification\n    ) {\n      ...ClinicUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddUserToClinic($email: String!, $clinicId: ID!, $permission: Int, $notification: Int) {\n    add_user_to_clinic(\n      email: $email\n      clinicId: $clinicId\n      permission: $permission\n      notification: $notification\n    ) {\n      ...ClinicUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUserClinic($clinicId: ID!, $userId: ID!, $is_primary: Boolean) {\n    delete_user_clinic(clinicId: $clinicId, userId: $userId, is_primary: $is_primary)\n  }\n"): (typeof documents)["\n  mutation DeleteUserClinic($clinicId: ID!, $userId: ID!, $is_primary: Boolean) {\n    delete_user_clinic(clinicId: $clinicId, userId: $userId, is_primary: $is_primary)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveClinicProvider($clinic_id: ID!, $provider: ProviderInput!) {\n    save_clinic_provider(clinic_id: $clinic_id, provider: $provider) {\n      ...ProviderFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveClinicProvider($clinic_id: ID!, $provider: ProviderInput!) {\n    save_clinic_provider(clinic_id: $clinic_id, provider: $provider) {\n      ...ProviderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveProvider($provider: ProviderInput!) {\n    save_provider(provider: $provider) {\n      ...ProviderFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveProvider($provider: ProviderInput!) {\n    save_provider(provider: $provider) {\n      ...ProviderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProvider($uuid: String!) {\n    delete_provider(uuid: $uuid)\n  }\n"): (typeof documents)["\n  mutation DeleteProvider($uuid: String!) {\n    delete_provider(uuid: $uuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClinicCustomFormAttributes($clinic_id: ID!, $form_type: String!) {\n    clinic_custom_form_attributes(clinic_id: $clinic_id, form_type: $form_type) {\n      field\n      label\n      size\n      required\n      hidden\n      kind\n      choices\n      helpText\n    }\n  }\n"): (typeof documents)["\n  query ClinicCustomFormAttributes($clinic_id: ID!, $form_type: String!) {\n    clinic_custom_form_attributes(clinic_id: $clinic_id, form_type: $form_type) {\n      field\n      label\n      size\n      required\n      hidden\n      kind\n      choices\n      helpText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveClinicCustomFormAttributes(\n    $clinic_id: ID!\n    $form_type: String!\n    $custom_form_attributes: [FormAttributeInput!]!\n  ) {\n    save_clinic_custom_form_attributes(\n      clinic_id: $clinic_id\n      form_type: $form_type\n      custom_form_attributes: $custom_form_attributes\n    ) {\n      field\n      label\n      size\n      required\n      hidden\n      kind\n      choices\n      helpText\n    }\n  }\n"): (typeof documents)["\n  mutation SaveClinicCustomFormAttributes(\n    $clinic_id: ID!\n    $form_type: String!\n    $custom_form_attributes: [FormAttributeInput!]!\n  ) {\n    save_clinic_custom_form_attributes(\n      clinic_id: $clinic_id\n      form_type: $form_type\n      custom_form_attributes: $custom_form_attributes\n    ) {\n      field\n      label\n      size\n      required\n      hidden\n      kind\n      choices\n      helpText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserClinicsWithNotificationSettings {\n    user_clinics_with_notification_settings {\n      clinic {\n        id\n        name\n      }\n      notifications {\n        key\n        label\n        value\n      }\n      notification\n    }\n  }\n"): (typeof documents)["\n  query UserClinicsWithNotificationSettings {\n    user_clinics_with_notification_settings {\n      clinic {\n        id\n        name\n      }\n      notifications {\n        key\n        label\n        value\n      }\n      notification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveClinicNotificationSettings($clinicId: ID!, $notificationSettings: [Int!]!) {\n    save_clinic_notification_settings(\n      clinicId: $clinicId\n      notificationSettings: $notificationSettings\n    ) {\n      clinic {\n        id\n        name\n      }\n      notifications {\n        key\n        label\n        value\n      }\n      notification\n    }\n  }\n"): (typeof documents)["\n  mutation SaveClinicNotificationSettings($clinicId: ID!, $notificationSettings: [Int!]!) {\n    save_clinic_notification_settings(\n      clinicId: $clinicId\n      notificationSettings: $notificationSettings\n    ) {\n      clinic {\n        id\n        name\n      }\n      notifications {\n        key\n        label\n        value\n      }\n      notification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReferralCounts($month: Int, $year: Int) {\n    admin_referral_counts(month: $month, year: $year) {\n      month\n      year\n      count\n    }\n  }\n"): (typeof documents)["\n  query AdminReferralCounts($month: Int, $year: Int) {\n    admin_referral_counts(month: $month, year: $year) {\n      month\n      year\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClinicReferralTotals($month: Int!, $year: Int!) {\n    clinic_referral_totals(month: $month, year: $year) {\n      clinic_id\n      name\n      sent\n      received\n    }\n  }\n"): (typeof documents)["\n  query ClinicReferralTotals($month: Int!, $year: Int!) {\n    clinic_referral_totals(month: $month, year: $year) {\n      clinic_id\n      name\n      sent\n      received\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitTotalByDays($days_interval: Int!) {\n    wait_total_by_days_interval(days_interval: $days_interval)\n  }\n"): (typeof documents)["\n  query WaitTotalByDays($days_interval: Int!) {\n    wait_total_by_days_interval(days_interval: $days_interval)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SentTotalByMonth {\n    sent_total_by_month_year_without_clinic\n  }\n"): (typeof documents)["\n  query SentTotalByMonth {\n    sent_total_by_month_year_without_clinic\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RejectedTotalByMonth {\n    rejected_total_by_month_year_without_clinic\n  }\n"): (typeof documents)["\n  query RejectedTotalByMonth {\n    rejected_total_by_month_year_without_clinic\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SentTotalByMonthAndClinic {\n    sent_total_by_month_year\n  }\n"): (typeof documents)["\n  query SentTotalByMonthAndClinic {\n    sent_total_by_month_year\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveFaxReferral(\n    $fax_id: ID!\n    $firstname: String!\n    $lastname: String!\n    $birthdate: String!\n    $ssn: String!\n    $diagnosis: String!\n    $referring_clinic: Int!\n    $receiving_provider: Int\n    $fromReceivedFax: Boolean\n    $page_start: Int!\n    $page_end: Int!\n  ) {\n    save_fax_referral(\n      fax_id: $fax_id\n      firstname: $firstname\n      lastname: $lastname\n      birthdate: $birthdate\n      ssn: $ssn\n      diagnosis: $diagnosis\n      referring_clinic: $referring_clinic\n      receiving_provider: $receiving_provider\n      fromReceivedFax: $fromReceivedFax\n      page_start: $page_start\n      page_end: $page_end\n    ) {\n      message\n      referral {\n        id\n        uuid\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveFaxReferral(\n    $fax_id: ID!\n    $firstname: String!\n    $lastname: String!\n    $birthdate: String!\n    $ssn: String!\n    $diagnosis: String!\n    $referring_clinic: Int!\n    $receiving_provider: Int\n    $fromReceivedFax: Boolean\n    $page_start: Int!\n    $page_end: Int!\n  ) {\n    save_fax_referral(\n      fax_id: $fax_id\n      firstname: $firstname\n      lastname: $lastname\n      birthdate: $birthdate\n      ssn: $ssn\n      diagnosis: $diagnosis\n      referring_clinic: $referring_clinic\n      receiving_provider: $receiving_provider\n      fromReceivedFax: $fromReceivedFax\n      page_start: $page_start\n      page_end: $page_end\n    ) {\n      message\n      referral {\n        id\n        uuid\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FaxClinicProviders($clinic_id: ID!) {\n    providers_by_clinic_id(clinic_id: $clinic_id) {\n      id\n      display_name\n      can_receive\n    }\n  }\n"): (typeof documents)["\n  query FaxClinicProviders($clinic_id: ID!) {\n    providers_by_clinic_id(clinic_id: $clinic_id) {\n      id\n      display_name\n      can_receive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuggestedClinic($id: ID!) {\n    clinic(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query SuggestedClinic($id: ID!) {\n    clinic(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OutboundFaxFields on Fax {\n    id\n    fax_id\n    referral_uuid\n    receiver {\n      id\n      name\n    }\n    referrer {\n      id\n      name\n    }\n    status\n    pagesSent\n    units\n    costPerUnit\n    submitTime\n    completionTime\n    updated_at\n    attemptsMade\n    error\n    can_resend\n  }\n"): (typeof documents)["\n  fragment OutboundFaxFields on Fax {\n    id\n    fax_id\n    referral_uuid\n    receiver {\n      id\n      name\n    }\n    referrer {\n      id\n      name\n    }\n    status\n    pagesSent\n    units\n    costPerUnit\n    submitTime\n    completionTime\n    updated_at\n    attemptsMade\n    error\n    can_resend\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutboundFaxes($status: String, $limit: Int, $offset: Int) {\n    faxes(status: $status, limit: $limit, offset: $offset) {\n      ...OutboundFaxFields\n    }\n    faxes_count(status: $status)\n  }\n"): (typeof documents)["\n  query OutboundFaxes($status: String, $limit: Int, $offset: Int) {\n    faxes(status: $status, limit: $limit, offset: $offset) {\n      ...OutboundFaxFields\n    }\n    faxes_count(status: $status)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendFax($fax_id: ID!) {\n    resend_fax(fax_id: $fax_id) {\n      message\n      fax {\n        ...OutboundFaxFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResendFax($fax_id: ID!) {\n    resend_fax(fax_id: $fax_id) {\n      message\n      fax {\n        ...OutboundFaxFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InboundFaxListFields on InboundFax {\n    id\n    status\n    reviewed\n    clinic {\n      id\n      name\n    }\n    metadata {\n      uri\n      subject\n      from_number\n      from_location\n      pages_count\n      date_created\n      date_created_ago\n    }\n    actions {\n      can_select_receiving_provider\n      can_assign\n      can_delete\n      can_create_referral\n    }\n    created_at\n  }\n"): (typeof documents)["\n  fragment InboundFaxListFields on InboundFax {\n    id\n    status\n    reviewed\n    clinic {\n      id\n      name\n    }\n    metadata {\n      uri\n      subject\n      from_number\n      from_location\n      pages_count\n      date_created\n      date_created_ago\n    }\n    actions {\n      can_select_receiving_provider\n      can_assign\n      can_delete\n      can_create_referral\n    }\n    created_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboundFaxes($status: String, $clinic_id: Int, $limit: Int, $offset: Int) {\n    inbound_faxes(status: $status, clinic_id: $clinic_id, limit: $limit, offset: $offset) {\n      ...InboundFaxListFields\n    }\n    inbound_faxes_count(status: $status, clinic_id: $clinic_id)\n  }\n"): (typeof documents)["\n  query InboundFaxes($status: String, $clinic_id: Int, $limit: Int, $offset: Int) {\n    inbound_faxes(status: $status, clinic_id: $clinic_id, limit: $limit, offset: $offset) {\n      ...InboundFaxListFields\n    }\n    inbound_faxes_count(status: $status, clinic_id: $clinic_id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DetectedFieldFields on DetectedField {\n    value\n    avg_confidence\n    confidence\n    pages\n  }\n"): (typeof documents)["\n  fragment DetectedFieldFields on DetectedField {\n    value\n    avg_confidence\n    confidence\n    pages\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboundFax($id: ID!) {\n    inbound_fax(id: $id) {\n      ...InboundFaxListFields\n      external_id\n      source\n      detected_clinic {\n        id\n        name\n      }\n      pdf_url\n      ocr_data\n      processed_data {\n        detected_referrals {\n          pdf_pages\n          patient_name {\n            ...DetectedFieldFields\n          }\n          firstname {\n            ...DetectedFieldFields\n          }\n          lastname {\n            ...DetectedFieldFields\n          }\n          birthdate {\n            ...DetectedFieldFields\n          }\n          ssn {\n            ...DetectedFieldFields\n          }\n          diagnosis {\n            ...DetectedFieldFields\n          }\n          referring_clinic {\n            ...DetectedFieldFields\n          }\n          form_suggestion {\n            firstname\n            lastname\n            birthdate\n            ssn\n            diagnosis\n            referring_clinic\n            referring_clinic_name\n            page_start\n            page_end\n          }\n        }\n      }\n      error\n      referrals {\n        uuid\n        status\n        patient_name\n      }\n    }\n  }\n"): (typeof documents)["\n  query InboundFax($id: ID!) {\n    inbound_fax(id: $id) {\n      ...InboundFaxListFields\n      external_id\n      source\n      detected_clinic {\n        id\n        name\n      }\n      pdf_url\n      ocr_data\n      processed_data {\n        detected_referrals {\n          pdf_pages\n          patient_name {\n            ...DetectedFieldFields\n          }\n          firstname {\n            ...DetectedFieldFields\n          }\n          lastname {\n            ...DetectedFieldFields\n          }\n          birthdate {\n            ...DetectedFieldFields\n          }\n          ssn {\n            ...DetectedFieldFields\n          }\n          diagnosis {\n            ...DetectedFieldFields\n          }\n          referring_clinic {\n            ...DetectedFieldFields\n          }\n          form_suggestion {\n            firstname\n            lastname\n            birthdate\n            ssn\n            diagnosis\n            referring_clinic\n            referring_clinic_name\n            page_start\n            page_end\n          }\n        }\n      }\n      error\n      referrals {\n        uuid\n        status\n        patient_name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveFaxClinicAssociation($fax_id: ID!, $clinic_id: Int!) {\n    save_fax_clinic_association(fax_id: $fax_id, clinic_id: $clinic_id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation SaveFaxClinicAssociation($fax_id: ID!, $clinic_id: Int!) {\n    save_fax_clinic_association(fax_id: $fax_id, clinic_id: $clinic_id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReceivedFax($fax_id: ID!) {\n    delete_received_fax(fax_id: $fax_id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteReceivedFax($fax_id: ID!) {\n    delete_received_fax(fax_id: $fax_id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription InboundFaxesChanged {\n    inbound_faxes_changed {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  subscription InboundFaxesChanged {\n    inbound_faxes_changed {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationFields on Notification {\n    id\n    uuid\n    data\n    severity\n    url\n    read_at\n    notified_at\n    type\n    level\n    referral {\n      uuid\n      patient_name\n      birthdate\n    }\n  }\n"): (typeof documents)["\n  fragment NotificationFields on Notification {\n    id\n    uuid\n    data\n    severity\n    url\n    read_at\n    notified_at\n    type\n    level\n    referral {\n      uuid\n      patient_name\n      birthdate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      ...NotificationFields\n    }\n  }\n"): (typeof documents)["\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      ...NotificationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationsLive($limit: Int) {\n    notifications(limit: $limit) {\n      ...NotificationFields\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationsLive($limit: Int) {\n    notifications(limit: $limit) {\n      ...NotificationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationsUnreadCount {\n    notifications_unread_count\n  }\n"): (typeof documents)["\n  query NotificationsUnreadCount {\n    notifications_unread_count\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationsUnreadCountLive {\n    notifications_unread_count\n  }\n"): (typeof documents)["\n  subscription NotificationsUnreadCountLive {\n    notifications_unread_count\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($uuid: String!) {\n    user_notification_mark_as_read(uuid: $uuid) {\n      ...NotificationFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($uuid: String!) {\n    user_notification_mark_as_read(uuid: $uuid) {\n      ...NotificationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead($user_uuid: String!) {\n    user_notification_mark_all_as_read(user_uuid: $user_uuid)\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead($user_uuid: String!) {\n    user_notification_mark_all_as_read(user_uuid: $user_uuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserProviderFields on UserProvider {\n    id\n    auto_approved\n    signature {\n      id\n      fileurl\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment UserProviderFields on UserProvider {\n    id\n    auto_approved\n    signature {\n      id\n      fileurl\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserProvider {\n    user_provider {\n      ...UserProviderFields\n    }\n  }\n"): (typeof documents)["\n  query UserProvider {\n    user_provider {\n      ...UserProviderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingOrders {\n    pending_orders {\n      id\n      uuid\n      mrn\n      patient {\n        full_name\n        details {\n          birthdate\n        }\n      }\n      diagnosis {\n        description\n      }\n      referrer {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query PendingOrders {\n    pending_orders {\n      id\n      uuid\n      mrn\n      patient {\n        full_name\n        details {\n          birthdate\n        }\n      }\n      diagnosis {\n        description\n      }\n      referrer {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrderStatus($uuid: String!, $status: String!, $reason: String) {\n    update_order_status(uuid: $uuid, status: $status, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation UpdateOrderStatus($uuid: String!, $status: String!, $reason: String) {\n    update_order_status(uuid: $uuid, status: $status, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveUserProviderSignature($signature: String!, $name: String) {\n    save_user_provider_signature(signature: $signature, name: $name) {\n      ...UserProviderFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveUserProviderSignature($signature: String!, $name: String) {\n    save_user_provider_signature(signature: $signature, name: $name) {\n      ...UserProviderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAutoApproved($auto_approved: Boolean!) {\n    update_auto_approved(auto_approved: $auto_approved) {\n      ...UserProviderFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAutoApproved($auto_approved: Boolean!) {\n    update_auto_approved(auto_approved: $auto_approved) {\n      ...UserProviderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminListRow on ReferralListRow {\n    ...ReferralListRow\n    # Days from sending to completion, or to now.\n    processing_days\n    # Days since the current appointment when it is past.\n    aging_days\n  }\n"): (typeof documents)["\n  fragment AdminListRow on ReferralListRow {\n    ...ReferralListRow\n    # Days from sending to completion, or to now.\n    processing_days\n    # Days since the current appointment when it is past.\n    aging_days\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminListPage on ReferralListPage {\n    rows {\n      ...AdminListRow\n    }\n    total_count\n    page_info {\n      start_cursor\n      end_cursor\n      has_next_page\n      has_previous_page\n    }\n  }\n"): (typeof documents)["\n  fragment AdminListPage on ReferralListPage {\n    rows {\n      ...AdminListRow\n    }\n    total_count\n    page_info {\n      start_cursor\n      end_cursor\n      has_next_page\n      has_previous_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReferrals(\n    $keyword: String\n    $birthdate: String\n    $is_fax: ReferralFaxFilter\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    referrals_admin(\n      keyword: $keyword\n      birthdate: $birthdate\n      is_fax: $is_fax\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n    ) {\n      ...AdminListPage\n    }\n  }\n"): (typeof documents)["\n  query AdminReferrals(\n    $keyword: String\n    $birthdate: String\n    $is_fax: ReferralFaxFilter\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    referrals_admin(\n      keyword: $keyword\n      birthdate: $birthdate\n      is_fax: $is_fax\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n    ) {\n      ...AdminListPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReferralsAging(\n    $keyword: String\n    $birthdate: String\n    $is_fax: ReferralFaxFilter\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    referrals_aging(\n      keyword: $keyword\n      birthdate: $birthdate\n      is_fax: $is_fax\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n    ) {\n      ...AdminListPage\n    }\n  }\n"): (typeof documents)["\n  query ReferralsAging(\n    $keyword: String\n    $birthdate: String\n    $is_fax: ReferralFaxFilter\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    referrals_aging(\n      keyword: $keyword\n      birthdate: $birthdate\n      is_fax: $is_fax\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n    ) {\n      ...AdminListPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReferralListRow on ReferralListRow {\n    uuid\n    status\n    status_label\n    source\n    is_fax\n    is_order\n    patient_name\n    birthdate\n    mrn\n    diagnosis\n    clinic_receiver {\n      name\n      is_fax\n    }\n    clinic_referrer {\n      name\n    }\n    provider_name\n    referral_source\n    referral_source_note\n    appointment_date\n    decline_reason\n    sent_at\n    last_updated_by\n    last_updated_at\n    appointment_maintained\n    not_maintained_reason\n  }\n"): (typeof documents)["\n  fragment ReferralListRow on ReferralListRow {\n    uuid\n    status\n    status_label\n    source\n    is_fax\n    is_order\n    patient_name\n    birthdate\n    mrn\n    diagnosis\n    clinic_receiver {\n      name\n      is_fax\n    }\n    clinic_referrer {\n      name\n    }\n    provider_name\n    referral_source\n    referral_source_note\n    appointment_date\n    decline_reason\n    sent_at\n    last_updated_by\n    last_updated_at\n    appointment_maintained\n    not_maintained_reason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReferralListPage on ReferralListPage {\n    rows {\n      ...ReferralListRow\n    }\n    total_count\n    page_info {\n      start_cursor\n      end_cursor\n      has_next_page\n      has_previous_page\n    }\n  }\n"): (typeof documents)["\n  fragment ReferralListPage on ReferralListPage {\n    rows {\n      ...ReferralListRow\n    }\n    total_count\n    page_info {\n      start_cursor\n      end_cursor\n      has_next_page\n      has_previous_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ReferralActiveSent(\n      $keyword: String\n      $birthdate: String\n      $is_fax: ReferralFaxFilter\n      $first: Int\n      $after: String\n      $last: Int\n      $before: String\n    ) {\n      referral_active_sent(\n        keyword: $keyword\n        birthdate: $birthdate\n        is_fax: $is_fax\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n      ) {\n        ...ReferralListPage\n      }\n    }\n  "): (typeof documents)["\n    query ReferralActiveSent(\n      $keyword: String\n      $birthdate: String\n      $is_fax: ReferralFaxFilter\n      $first: Int\n      $after: String\n      $last: Int\n      $before: String\n    ) {\n      referral_active_sent(\n        keyword: $keyword\n        birthdate: $birthdate\n        is_fax: $is_fax\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n      ) {\n        ...ReferralListPage\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ReferralActiveReceived(\n      $keyword: String\n      $birthdate: String\n      $is_fax: ReferralFaxFilter\n      $first: Int\n      $after: String\n      $last: Int\n      $before: String\n    ) {\n      referral_active_received(\n        keyword: $keyword\n        birthdate: $birthdate\n        is_fax: $is_fax\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n      ) {\n        ...ReferralListPage\n      }\n    }\n  "): (typeof documents)["\n    query ReferralActiveReceived(\n      $keyword: String\n      $birthdate: String\n      $is_fax: ReferralFaxFilter\n      $first: Int\n      $after: String\n      $last: Int\n      $before: String\n    ) {\n      referral_active_received(\n        keyword: $keyword\n        birthdate: $birthdate\n        is_fax: $is_fax\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n      ) {\n        ...ReferralListPage\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ReferralDeclinedSent(\n      $keyword: String\n      $birthdate: String\n      $is_fax: ReferralFaxFilter\n      $first: Int\n      $after: String\n      $last: Int\n      $before: String\n    ) {\n      referral_declined_sent(\n        keyword: $keyword\n        birthdate: $birthdate\n        is_fax: $is_fax\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n      ) {\n        ...ReferralListPage\n      }\n    }\n  "): (typeof documents)["\n    query ReferralDeclinedSent(\n      $keyword: String\n      $birthdate: String\n      $is_fax: ReferralFaxFilter\n      $first: Int\n      $after: String\n      $last: Int\n      $before: String\n    ) {\n      referral_declined_sent(\n        keyword: $keyword\n        birthdate: $birthdate\n        is_fax: $is_fax\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n      ) {\n        ...ReferralListPage\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ReferralDeclinedReceived(\n      $keyword: String\n      $birthdate: String\n      $is_fax: ReferralFaxFilter\n      $first: Int\n      $after: String\n      $last: Int\n      $before: String\n    ) {\n      referral_declined_received(\n        keyword: $keyword\n        birthdate: $birthdate\n        is_fax: $is_fax\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n      ) {\n        ...ReferralListPage\n      }\n    }\n  "): (typeof documents)["\n    query ReferralDeclinedReceived(\n      $keyword: String\n      $birthdate: String\n      $is_fax: ReferralFaxFilter\n      $first: Int\n      $after: String\n      $last: Int\n      $before: String\n    ) {\n      referral_declined_received(\n        keyword: $keyword\n        birthdate: $birthdate\n        is_fax: $is_fax\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n      ) {\n        ...ReferralListPage\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ReferralCompletedSent(\n      $keyword: String\n      $birthdate: String\n      $is_fax: ReferralFaxFilter\n      $appointment_maintained: AppointmentMaintainedFilter\n      $first: Int\n      $after: String\n      $last: Int\n      $before: String\n    ) {\n      referral_completed_sent(\n        keyword: $keyword\n        birthdate: $birthdate\n        is_fax: $is_fax\n        appointment_maintained: $appointment_maintained\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n      ) {\n        ...ReferralListPage\n      }\n    }\n  "): (typeof documents)["\n    query ReferralCompletedSent(\n      $keyword: String\n      $birthdate: String\n      $is_fax: ReferralFaxFilter\n      $appointment_maintained: AppointmentMaintainedFilter\n      $first: Int\n      $after: String\n      $last: Int\n      $before: String\n    ) {\n      referral_completed_sent(\n        keyword: $keyword\n        birthdate: $birthdate\n        is_fax: $is_fax\n        appointment_maintained: $appointment_maintained\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n      ) {\n        ...ReferralListPage\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ReferralCompletedReceived(\n      $keyword: String\n      $birthdate: String\n      $is_fax: ReferralFaxFilter\n      $first: Int\n      $after: String\n      $last: Int\n      $before: String\n    ) {\n      referral_completed_received(\n        keyword: $keyword\n        birthdate: $birthdate\n        is_fax: $is_fax\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n      ) {\n        ...ReferralListPage\n      }\n    }\n  "): (typeof documents)["\n    query ReferralCompletedReceived(\n      $keyword: String\n      $birthdate: String\n      $is_fax: ReferralFaxFilter\n      $first: Int\n      $after: String\n      $last: Int\n      $before: String\n    ) {\n      referral_completed_received(\n        keyword: $keyword\n        birthdate: $birthdate\n        is_fax: $is_fax\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n      ) {\n        ...ReferralListPage\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ReferralFaxedSent(\n      $keyword: String\n      $birthdate: String\n      $is_fax: ReferralFaxFilter\n      $first: Int\n      $after: String\n      $last: Int\n      $before: String\n    ) {\n      referral_faxed_sent(\n        keyword: $keyword\n        birthdate: $birthdate\n        is_fax: $is_fax\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n      ) {\n        ...ReferralListPage\n      }\n    }\n  "): (typeof documents)["\n    query ReferralFaxedSent(\n      $keyword: String\n      $birthdate: String\n      $is_fax: ReferralFaxFilter\n      $first: Int\n      $after: String\n      $last: Int\n      $before: String\n    ) {\n      referral_faxed_sent(\n        keyword: $keyword\n        birthdate: $birthdate\n        is_fax: $is_fax\n        first: $first\n        after: $after\n        last: $last\n        before: $before\n      ) {\n        ...ReferralListPage\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReferral($uuid: String!) {\n    delete_referral(uuid: $uuid)\n  }\n"): (typeof documents)["\n  mutation DeleteReferral($uuid: String!) {\n    delete_referral(uuid: $uuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ReferralsChanged {\n    referrals_changed {\n      uuid\n      status\n    }\n  }\n"): (typeof documents)["\n  subscription ReferralsChanged {\n    referrals_changed {\n      uuid\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuickEditReferral($uuid: String!) {\n    referral(uuid: $uuid) {\n      id\n      uuid\n      is_order\n      mrn\n      diagnosis\n      sent_at\n      patient {\n        uuid\n        firstname\n        lastname\n        details {\n          birthdate\n        }\n      }\n      receiver {\n        id\n        name\n      }\n      provider {\n        id\n        uuid\n        display_name\n        clinic {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuickEditReferral($uuid: String!) {\n    referral(uuid: $uuid) {\n      id\n      uuid\n      is_order\n      mrn\n      diagnosis\n      sent_at\n      patient {\n        uuid\n        firstname\n        lastname\n        details {\n          birthdate\n        }\n      }\n      receiver {\n        id\n        name\n      }\n      provider {\n        id\n        uuid\n        display_name\n        clinic {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReferralNoteLine on ReferralNote {\n    id\n    uuid\n    note\n    group\n    created_at\n    user {\n      firstname\n      lastname\n    }\n    clinic {\n      id\n      name\n    }\n    public_author\n  }\n"): (typeof documents)["\n  fragment ReferralNoteLine on ReferralNote {\n    id\n    uuid\n    note\n    group\n    created_at\n    user {\n      firstname\n      lastname\n    }\n    clinic {\n      id\n      name\n    }\n    public_author\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReferralNotes($referral_uuid: String!) {\n    referral_notes(referral_uuid: $referral_uuid) {\n      ...ReferralNoteLine\n    }\n  }\n"): (typeof documents)["\n  query ReferralNotes($referral_uuid: String!) {\n    referral_notes(referral_uuid: $referral_uuid) {\n      ...ReferralNoteLine\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ReferralNotesLive($referral_uuid: String!) {\n    referral_notes(referral_uuid: $referral_uuid) {\n      ...ReferralNoteLine\n    }\n  }\n"): (typeof documents)["\n  subscription ReferralNotesLive($referral_uuid: String!) {\n    referral_notes(referral_uuid: $referral_uuid) {\n      ...ReferralNoteLine\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotesReferral($uuid: String!) {\n    referral(uuid: $uuid) {\n      id\n      uuid\n      viewer\n      is_fax\n      source\n      patient {\n        uuid\n        full_name\n      }\n    }\n  }\n"): (typeof documents)["\n  query NotesReferral($uuid: String!) {\n    referral(uuid: $uuid) {\n      id\n      uuid\n      viewer\n      is_fax\n      source\n      patient {\n        uuid\n        full_name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveReferral($params: String!) {\n    save_referral(params: $params) {\n      message\n      referral {\n        id\n        uuid\n        status\n        is_order\n        is_fax\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveReferral($params: String!) {\n    save_referral(params: $params) {\n      message\n      referral {\n        id\n        uuid\n        status\n        is_order\n        is_fax\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewReferral on Referral {\n    id\n    uuid\n    status\n    status_label\n    decline_reason\n    appointment_date\n    viewer\n    is_fax\n    source\n    is_order\n    mrn\n    diagnosis\n    comment\n    extra_info\n    custom_form {\n      field\n      label\n      kind\n    }\n    answers {\n      name\n      question\n      answer\n    }\n    sent_at\n    patient {\n      uuid\n      full_name\n      firstname\n      lastname\n      details {\n        birthdate\n        phone\n        ssn\n        full_address\n        address_line1\n        address_city\n        address_state\n        address_zip\n        insurance_provider\n        policy_number\n      }\n    }\n    provider {\n      id\n      display_name\n    }\n    referrer_provider {\n      id\n      display_name\n    }\n    receiver {\n      id\n      name\n      full_address\n      office_phone\n      fax\n    }\n    referrer {\n      id\n      name\n      full_address\n      office_phone\n      fax\n    }\n    documents {\n      uuid\n      name\n      referral_document_name\n      url\n    }\n    referrer_metadata {\n      clinic_name\n      physician\n      contact\n      contact_email\n      office_phone\n      fax\n      address\n    }\n    approver_name\n    signature_url\n    can_edit_patient\n    can_update_information\n    can_update_source\n  }\n"): (typeof documents)["\n  fragment ReviewReferral on Referral {\n    id\n    uuid\n    status\n    status_label\n    decline_reason\n    appointment_date\n    viewer\n    is_fax\n    source\n    is_order\n    mrn\n    diagnosis\n    comment\n    extra_info\n    custom_form {\n      field\n      label\n      kind\n    }\n    answers {\n      name\n      question\n      answer\n    }\n    sent_at\n    patient {\n      uuid\n      full_name\n      firstname\n      lastname\n      details {\n        birthdate\n        phone\n        ssn\n        full_address\n        address_line1\n        address_city\n        address_state\n        address_zip\n        insurance_provider\n        policy_number\n      }\n    }\n    provider {\n      id\n      display_name\n    }\n    referrer_provider {\n      id\n      display_name\n    }\n    receiver {\n      id\n      name\n      full_address\n      office_phone\n      fax\n    }\n    referrer {\n      id\n      name\n      full_address\n      office_phone\n      fax\n    }\n    documents {\n      uuid\n      name\n      referral_document_name\n      url\n    }\n    referrer_metadata {\n      clinic_name\n      physician\n      contact\n      contact_email\n      office_phone\n      fax\n      address\n    }\n    approver_name\n    signature_url\n    can_edit_patient\n    can_update_information\n    can_update_source\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewReferral($uuid: String!) {\n    referral(uuid: $uuid) {\n      ...ReviewReferral\n    }\n  }\n"): (typeof documents)["\n  query ReviewReferral($uuid: String!) {\n    referral(uuid: $uuid) {\n      ...ReviewReferral\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UploadDocumentSections($uuid: String!) {\n    referral(uuid: $uuid) {\n      id\n      same_organization\n      provider {\n        id\n        documents {\n          ...WizardProviderDocument\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UploadDocumentSections($uuid: String!) {\n    referral(uuid: $uuid) {\n      id\n      same_organization\n      provider {\n        id\n        documents {\n          ...WizardProviderDocument\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenReferral($uuid: String!) {\n    open_referral(uuid: $uuid) {\n      ...ReviewReferral\n    }\n  }\n"): (typeof documents)["\n  mutation OpenReferral($uuid: String!) {\n    open_referral(uuid: $uuid) {\n      ...ReviewReferral\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PromoteReferral($uuid: String!, $status: String!, $completion: ReferralCompletionInput) {\n    promote_referral(uuid: $uuid, status: $status, completion: $completion) {\n      message\n      detail\n      referral {\n        ...ReviewReferral\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PromoteReferral($uuid: String!, $status: String!, $completion: ReferralCompletionInput) {\n    promote_referral(uuid: $uuid, status: $status, completion: $completion) {\n      message\n      detail\n      referral {\n        ...ReviewReferral\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineReferral($uuid: String!, $reason: String!) {\n    decline_referral(uuid: $uuid, reason: $reason) {\n      message\n      detail\n      referral {\n        ...ReviewReferral\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineReferral($uuid: String!, $reason: String!) {\n    decline_referral(uuid: $uuid, reason: $reason) {\n      message\n      detail\n      referral {\n        ...ReviewReferral\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetReferralAppointment(\n    $uuid: String!\n    $appointment_date: String!\n    $is_reschedule: Boolean\n  ) {\n    set_referral_appointment(\n      uuid: $uuid\n      appointment_date: $appointment_date\n      is_reschedule: $is_reschedule\n    ) {\n      message\n      detail\n      referral {\n        ...ReviewReferral\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetReferralAppointment(\n    $uuid: String!\n    $appointment_date: String!\n    $is_reschedule: Boolean\n  ) {\n    set_referral_appointment(\n      uuid: $uuid\n      appointment_date: $appointment_date\n      is_reschedule: $is_reschedule\n    ) {\n      message\n      detail\n      referral {\n        ...ReviewReferral\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndorseReferral($referral_uuid: String!) {\n    endorse_referral(referral_uuid: $referral_uuid)\n  }\n"): (typeof documents)["\n  mutation EndorseReferral($referral_uuid: String!) {\n    endorse_referral(referral_uuid: $referral_uuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ReferralChanged($uuid: String!) {\n    referral_changed(uuid: $uuid) {\n      uuid\n      status\n    }\n  }\n"): (typeof documents)["\n  subscription ReferralChanged($uuid: String!) {\n    referral_changed(uuid: $uuid) {\n      uuid\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WizardReceiver on ReceiverClinic {\n    id\n    name\n    full_address\n    office_phone\n    fax\n    is_order\n    is_fax\n    has_provider_user\n    organization {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment WizardReceiver on ReceiverClinic {\n    id\n    name\n    full_address\n    office_phone\n    fax\n    is_order\n    is_fax\n    has_provider_user\n    organization {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WizardProviderDocument on ProviderDocument {\n    id\n    required\n    document {\n      id\n      name\n    }\n    question {\n      id\n      uuid\n      question\n    }\n  }\n"): (typeof documents)["\n  fragment WizardProviderDocument on ProviderDocument {\n    id\n    required\n    document {\n      id\n      name\n    }\n    question {\n      id\n      uuid\n      question\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WizardProvider on Provider {\n    id\n    uuid\n    display_name\n    specializations\n    is_favorite\n    clinic {\n      id\n      name\n    }\n    receiver {\n      ...WizardReceiver\n    }\n    documents {\n      ...WizardProviderDocument\n    }\n  }\n"): (typeof documents)["\n  fragment WizardProvider on Provider {\n    id\n    uuid\n    display_name\n    specializations\n    is_favorite\n    clinic {\n      id\n      name\n    }\n    receiver {\n      ...WizardReceiver\n    }\n    documents {\n      ...WizardProviderDocument\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WizardProviders($keyword: String) {\n    providers(keyword: $keyword) {\n      ...WizardProvider\n    }\n  }\n"): (typeof documents)["\n  query WizardProviders($keyword: String) {\n    providers(keyword: $keyword) {\n      ...WizardProvider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderShortcuts {\n    providers_favorite {\n      ...WizardProvider\n    }\n    providers_most_recent {\n      ...WizardProvider\n    }\n  }\n"): (typeof documents)["\n  query ProviderShortcuts {\n    providers_favorite {\n      ...WizardProvider\n    }\n    providers_most_recent {\n      ...WizardProvider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveFavoriteProvider($provider_id: ID!, $favorite: Boolean!) {\n    save_favorite_provider(provider_id: $provider_id, favorite: $favorite)\n  }\n"): (typeof documents)["\n  mutation SaveFavoriteProvider($provider_id: ID!, $favorite: Boolean!) {\n    save_favorite_provider(provider_id: $provider_id, favorite: $favorite)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReceivingForm($provider_id: ID!) {\n    receiving_form(provider_id: $provider_id) {\n      form_type\n      same_organization\n      attributes {\n        field\n        label\n        size\n        required\n        hidden\n        kind\n        choices\n        helpText\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReceivingForm($provider_id: ID!) {\n    receiving_form(provider_id: $provider_id) {\n      form_type\n      same_organization\n      attributes {\n        field\n        label\n        size\n        required\n        hidden\n        kind\n        choices\n        helpText\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReferrerProviders($clinic_id: ID!) {\n    providers_by_clinic_id(clinic_id: $clinic_id) {\n      id\n      display_name\n      is_default\n    }\n  }\n"): (typeof documents)["\n  query ReferrerProviders($clinic_id: ID!) {\n    providers_by_clinic_id(clinic_id: $clinic_id) {\n      id\n      display_name\n      is_default\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WizardPatient on Patient {\n    uuid\n    firstname\n    lastname\n    full_name\n    details {\n      phone\n      ssn\n      birthdate\n      address_line1\n      address_city\n      address_state\n      address_zip\n      insurance_provider\n      policy_number\n    }\n  }\n"): (typeof documents)["\n  fragment WizardPatient on Patient {\n    uuid\n    firstname\n    lastname\n    full_name\n    details {\n      phone\n      ssn\n      birthdate\n      address_line1\n      address_city\n      address_state\n      address_zip\n      insurance_provider\n      policy_number\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientBySsn($ssn: String!) {\n    patient_by_ssn(ssn: $ssn) {\n      ...WizardPatient\n    }\n  }\n"): (typeof documents)["\n  query PatientBySsn($ssn: String!) {\n    patient_by_ssn(ssn: $ssn) {\n      ...WizardPatient\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WizardDocument on ReferralDocument {\n    uuid\n    name\n    referral_document_name\n    document_id\n    size\n    url\n  }\n"): (typeof documents)["\n  fragment WizardDocument on ReferralDocument {\n    uuid\n    name\n    referral_document_name\n    document_id\n    size\n    url\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WizardReferral($uuid: String!) {\n    referral(uuid: $uuid) {\n      id\n      uuid\n      status\n      mrn\n      diagnosis\n      comment\n      extra_info\n      same_organization\n      patient {\n        ...WizardPatient\n      }\n      provider {\n        ...WizardProvider\n      }\n      referrer_provider {\n        id\n        display_name\n      }\n      documents {\n        ...WizardDocument\n      }\n    }\n    referral_answers(referral_uuid: $uuid) {\n      name\n      question\n      answer\n    }\n  }\n"): (typeof documents)["\n  query WizardReferral($uuid: String!) {\n    referral(uuid: $uuid) {\n      id\n      uuid\n      status\n      mrn\n      diagnosis\n      comment\n      extra_info\n      same_organization\n      patient {\n        ...WizardPatient\n      }\n      provider {\n        ...WizardProvider\n      }\n      referrer_provider {\n        id\n        display_name\n      }\n      documents {\n        ...WizardDocument\n      }\n    }\n    referral_answers(referral_uuid: $uuid) {\n      name\n      question\n      answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveReferralAnswers($referral_uuid: String!, $answers: [ReferralAnswerInput!]!) {\n    save_referral_answers(referral_uuid: $referral_uuid, answers: $answers) {\n      name\n      question\n      answer\n    }\n  }\n"): (typeof documents)["\n  mutation SaveReferralAnswers($referral_uuid: String!, $answers: [ReferralAnswerInput!]!) {\n    save_referral_answers(referral_uuid: $referral_uuid, answers: $answers) {\n      name\n      question\n      answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReferralDocument($referral_uuid: String!, $referral_document_uuid: String!) {\n    delete_referral_document(\n      referral_uuid: $referral_uuid\n      referral_document_uuid: $referral_document_uuid\n    )\n  }\n"): (typeof documents)["\n  mutation DeleteReferralDocument($referral_uuid: String!, $referral_document_uuid: String!) {\n    delete_referral_document(\n      referral_uuid: $referral_uuid\n      referral_document_uuid: $referral_document_uuid\n    )\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReferralList($start_date: String!, $end_date: String!, $type: String!) {\n    referral_list(start_date: $start_date, end_date: $end_date, type: $type) {\n      name\n      referrals\n    }\n  }\n"): (typeof documents)["\n  query ReferralList($start_date: String!, $end_date: String!, $type: String!) {\n    referral_list(start_date: $start_date, end_date: $end_date, type: $type) {\n      name\n      referrals\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReferralListByUser($start_date: String!, $end_date: String!, $type: String!) {\n    referral_list_by_user(start_date: $start_date, end_date: $end_date, type: $type) {\n      name\n      referrals\n    }\n  }\n"): (typeof documents)["\n  query ReferralListByUser($start_date: String!, $end_date: String!, $type: String!) {\n    referral_list_by_user(start_date: $start_date, end_date: $end_date, type: $type) {\n      name\n      referrals\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReferralsForExport(\n    $statuses: [String!]!\n    $startDate: String!\n    $endDate: String!\n    $limit: Int\n    $offset: Int\n  ) {\n    referrals_for_export(\n      statuses: $statuses\n      startDate: $startDate\n      endDate: $endDate\n      limit: $limit\n      offset: $offset\n    ) {\n      id\n      uuid\n      status\n      status_label\n      patient_name\n      mrn\n      birthdate\n      diagnosis\n      sent_at\n      sent_by\n      receiver {\n        id\n        name\n      }\n      is_fax\n      provider {\n        id\n        display_name\n      }\n      appointment_maintained\n      appointment_or_reason\n    }\n  }\n"): (typeof documents)["\n  query ReferralsForExport(\n    $statuses: [String!]!\n    $startDate: String!\n    $endDate: String!\n    $limit: Int\n    $offset: Int\n  ) {\n    referrals_for_export(\n      statuses: $statuses\n      startDate: $startDate\n      endDate: $endDate\n      limit: $limit\n      offset: $offset\n    ) {\n      id\n      uuid\n      status\n      status_label\n      patient_name\n      mrn\n      birthdate\n      diagnosis\n      sent_at\n      sent_by\n      receiver {\n        id\n        name\n      }\n      is_fax\n      provider {\n        id\n        display_name\n      }\n      appointment_maintained\n      appointment_or_reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReferralsForExportCount($statuses: [String!]!, $startDate: String!, $endDate: String!) {\n    referrals_for_export_count(statuses: $statuses, startDate: $startDate, endDate: $endDate)\n  }\n"): (typeof documents)["\n  query ReferralsForExportCount($statuses: [String!]!, $startDate: String!, $endDate: String!) {\n    referrals_for_export_count(statuses: $statuses, startDate: $startDate, endDate: $endDate)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwitchClinic($userUuid: String!, $clinicId: ID!) {\n    switch_clinic(userUuid: $userUuid, clinicId: $clinicId) {\n      uuid\n    }\n  }\n"): (typeof documents)["\n  mutation SwitchClinic($userUuid: String!, $clinicId: ID!) {\n    switch_clinic(userUuid: $userUuid, clinicId: $clinicId) {\n      uuid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CurrentUserLive {\n    current_user {\n      uuid\n    }\n  }\n"): (typeof documents)["\n  subscription CurrentUserLive {\n    current_user {\n      uuid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressSuggestions($query: String!) {\n    address_suggestions(query: $query) {\n      address_line1\n      place\n      region\n      postcode\n      full_address\n    }\n  }\n"): (typeof documents)["\n  query AddressSuggestions($query: String!) {\n    address_suggestions(query: $query) {\n      address_line1\n      place\n      region\n      postcode\n      full_address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClinicOptions($keyword: String, $for_fax: Boolean, $limit: Int) {\n    clinics(keyword: $keyword, for_fax: $for_fax, limit: $limit) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ClinicOptions($keyword: String, $for_fax: Boolean, $limit: Int) {\n    clinics(keyword: $keyword, for_fax: $for_fax, limit: $limit) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClinicSearch($keyword: String, $side: ClinicSearchSide!, $limit: Int) {\n    clinic_search(keyword: $keyword, side: $side, limit: $limit) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ClinicSearch($keyword: String, $side: ClinicSearchSide!, $limit: Int) {\n    clinic_search(keyword: $keyword, side: $side, limit: $limit) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveClinicMinimal($clinic: ClinicMinimalInput!) {\n    save_clinic_minimal(clinic: $clinic) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation SaveClinicMinimal($clinic: ClinicMinimalInput!) {\n    save_clinic_minimal(clinic: $clinic) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderOptions($keyword: String) {\n    providers(keyword: $keyword) {\n      id\n      uuid\n      display_name\n      clinic {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProviderOptions($keyword: String) {\n    providers(keyword: $keyword) {\n      id\n      uuid\n      display_name\n      clinic {\n        id\n        name\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;