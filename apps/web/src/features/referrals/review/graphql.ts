import { graphql } from '../../../gql/staff';
import type { ReviewReferralFragment } from '../../../gql/staff/graphql';

/**
 * A referral as the detail view reads it (schema type Referral; the field descriptions there say
 * what `source`, `referrer_metadata`, `approver_name` and the `can_*` edit rules mean).
 */
export type ReviewReferralDto = ReviewReferralFragment;

graphql(`
  fragment ReviewReferral on Referral {
    id
    uuid
    status
    status_label
    decline_reason
    appointment_date
    viewer
    is_fax
    source
    is_order
    mrn
    diagnosis
    comment
    extra_info
    custom_form {
      field
      label
      kind
    }
    answers {
      name
      question
      answer
    }
    sent_at
    patient {
      uuid
      full_name
      firstname
      lastname
      details {
        birthdate
        phone
        ssn
        full_address
        address_line1
        address_city
        address_state
        address_zip
        insurance_provider
        policy_number
      }
    }
    provider {
      id
      display_name
    }
    referrer_provider {
      id
      display_name
    }
    receiver {
      id
      name
      full_address
      office_phone
      fax
    }
    referrer {
      id
      name
      full_address
      office_phone
      fax
    }
    documents {
      uuid
      name
      referral_document_name
      url
    }
    referrer_metadata {
      clinic_name
      physician
      contact
      contact_email
      office_phone
      fax
      address
    }
    approver_name
    signature_url
    can_edit_patient
    can_update_information
    can_update_source
  }
`);

export const REVIEW_REFERRAL = graphql(`
  query ReviewReferral($uuid: String!) {
    referral(uuid: $uuid) {
      ...ReviewReferral
    }
  }
`);

/**
 * What the 'Upload Documents' dialog builds the wizard's sections from: the receiving provider's
 * documents (required, optional with questions) and whether both clinics share an organization.
 */
export const UPLOAD_DOCUMENT_SECTIONS = graphql(`
  query UploadDocumentSections($uuid: String!) {
    referral(uuid: $uuid) {
      id
      same_organization
      provider {
        id
        documents {
          ...WizardProviderDocument
        }
      }
    }
  }
`);

/** Moves a sent referral to under_review when its receiver opens it (once; server-side rule). */
export const OPEN_REFERRAL = graphql(`
  mutation OpenReferral($uuid: String!) {
    open_referral(uuid: $uuid) {
      ...ReviewReferral
    }
  }
`);

/**
 * The lifecycle calls (docs/referrals-api.md "Lifecycle") as the detail view makes them: each
 * answers the referral as it now is, which updates the page through the cache (same id).
 */
export const PROMOTE_REFERRAL = graphql(`
  mutation PromoteReferral($uuid: String!, $status: String!, $completion: ReferralCompletionInput) {
    promote_referral(uuid: $uuid, status: $status, completion: $completion) {
      message
      detail
      referral {
        ...ReviewReferral
      }
    }
  }
`);

export const DECLINE_REFERRAL = graphql(`
  mutation DeclineReferral($uuid: String!, $reason: String!) {
    decline_referral(uuid: $uuid, reason: $reason) {
      message
      detail
      referral {
        ...ReviewReferral
      }
    }
  }
`);

export const SET_REFERRAL_APPOINTMENT = graphql(`
  mutation SetReferralAppointment(
    $uuid: String!
    $appointment_date: String!
    $is_reschedule: Boolean
  ) {
    set_referral_appointment(
      uuid: $uuid
      appointment_date: $appointment_date
      is_reschedule: $is_reschedule
    ) {
      message
      detail
      referral {
        ...ReviewReferral
      }
    }
  }
`);

export const ENDORSE_REFERRAL = graphql(`
  mutation EndorseReferral($referral_uuid: String!) {
    endorse_referral(referral_uuid: $referral_uuid)
  }
`);

/** Any change to one referral the viewer sees (status, appointment, patient, documents, notes). */
export const REFERRAL_CHANGED = graphql(`
  subscription ReferralChanged($uuid: String!) {
    referral_changed(uuid: $uuid) {
      uuid
      status
    }
  }
`);
