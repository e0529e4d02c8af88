import { gql, type TypedDocumentNode } from '@apollo/client';

/** A referral as the detail view reads it (apps/server/schema.graphql, type Referral). */
export interface ReviewReferralDto {
  id: string;
  uuid: string;
  status: string;
  status_label: string;
  decline_reason: string | null;
  appointment_date: string | null;
  viewer: string;
  is_fax: boolean;
  is_order: boolean;
  /** How it came in: 'referral', 'fax', 'public' (the Referral Log's tab rules read it). */
  source: string;
  mrn: string | null;
  diagnosis: string | null;
  comment: string | null;
  extra_info: string;
  sent_at: string | null;
  patient: {
    uuid: string;
    full_name: string;
    firstname: string;
    lastname: string;
    details: {
      birthdate: string | null;
      phone: string | null;
      /** ***-**-1234 once sent (never the full number here). */
      ssn: string | null;
      full_address: string | null;
      address_line1: string | null;
      address_city: string | null;
      address_state: string | null;
      address_zip: string | null;
      insurance_provider: string | null;
      policy_number: string | null;
    };
  } | null;
  provider: { id: string; display_name: string } | null;
  referrer_provider: { id: string; display_name: string } | null;
  receiver: {
    id: string;
    name: string;
    full_address: string | null;
    office_phone: string | null;
    fax: string | null;
  } | null;
  referrer: {
    id: string;
    name: string;
    full_address: string | null;
    office_phone: string | null;
    fax: string | null;
  } | null;
  documents: { uuid: string; name: string; referral_document_name: string; url: string }[];
  /** Who sent it when no clinic of the product did, or the source the receiver recorded. */
  referrer_metadata: ReferrerMetadataDto | null;
  /** Orders past draft and pending approval: the approving provider (null until approved). */
  approver_name: string | null;
  signature_url: string | null;
  /** The edit dialogs this viewer may use (the server's rules, docs/referrals-api.md). */
  can_edit_patient: boolean;
  can_update_information: boolean;
  can_update_source: boolean;
}

export interface ReferrerMetadataDto {
  clinic_name: string | null;
  physician: string | null;
  contact: string | null;
  contact_email: string | null;
  office_phone: string | null;
  fax: string | null;
  address: string | null;
}

const REVIEW_FIELDS = gql`
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
`;

export const REVIEW_REFERRAL: TypedDocumentNode<{ referral: ReviewReferralDto }, { uuid: string }> =
  gql`
    query ReviewReferral($uuid: String!) {
      referral(uuid: $uuid) {
        ...ReviewReferral
      }
    }
    ${REVIEW_FIELDS}
  `;

/** Moves a sent referral to under_review when its receiver opens it (once; server-side rule). */
export const OPEN_REFERRAL: TypedDocumentNode<
  { open_referral: ReviewReferralDto },
  { uuid: string }
> = gql`
  mutation OpenReferral($uuid: String!) {
    open_referral(uuid: $uuid) {
      ...ReviewReferral
    }
  }
  ${REVIEW_FIELDS}
`;

export const ENDORSE_REFERRAL: TypedDocumentNode<
  { endorse_referral: string },
  { referral_uuid: string }
> = gql`
  mutation EndorseReferral($referral_uuid: String!) {
    endorse_referral(referral_uuid: $referral_uuid)
  }
`;

/** Any change to one referral the viewer sees (status, appointment, patient, documents, notes). */
export const REFERRAL_CHANGED: TypedDocumentNode<
  { referral_changed: { uuid: string; status: string } },
  { uuid: string }
> = gql`
  subscription ReferralChanged($uuid: String!) {
    referral_changed(uuid: $uuid) {
      uuid
      status
    }
  }
`;
