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

/** Moves a sent referral to under_review when its receiver opens it (once; server-side rule). */
export const OPEN_REFERRAL = graphql(`
  mutation OpenReferral($uuid: String!) {
    open_referral(uuid: $uuid) {
      ...ReviewReferral
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
