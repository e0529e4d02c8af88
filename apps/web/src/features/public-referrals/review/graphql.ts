import { graphql } from '../../../gql/public';
import type {
  PublicNoteFieldsFragment,
  PublicReferralAnswersQueryVariables,
  PublicReferralViewFieldsFragment,
} from '../../../gql/public/graphql';

/** The public schema's types the review page reads (/work/tmp/public-contract.md). */
export type PublicDocumentDto = PublicReferralViewDto['documents'][number];

export type PublicReferralViewDto = PublicReferralViewFieldsFragment;

export type PublicNoteDto = PublicNoteFieldsFragment;

/** Every credentialed call carries these three (the server keeps no session). */
export type PublicCredentialVars = PublicReferralAnswersQueryVariables;

graphql(`
  fragment PublicReferralViewFields on PublicReferralView {
    uuid
    status
    status_label
    sent_at
    patient {
      firstname
      lastname
      birthdate
    }
    referrer {
      contact_email
      physician
      clinic_name
      contact
      office_phone
      fax
    }
    receiver {
      name
      full_address
      office_phone
      fax
    }
    diagnosis
    provider
    reason
    appointment_date
    documents {
      uuid
      name
      referral_document_name
      created_at
    }
    can_upload
    is_fax
    fax {
      status
      label
      pages_sent
      updated_at
    }
  }
`);

export const VERIFY_ACCESS_CODE = graphql(`
  mutation VerifyReferralAccessCode(
    $referral_uuid: String!
    $email: String!
    $access_code: String!
  ) {
    verify_referral_access_code(
      referral_uuid: $referral_uuid
      email: $email
      access_code: $access_code
    ) {
      ...PublicReferralViewFields
    }
  }
`);

export const PUBLIC_REFERRAL_ANSWERS = graphql(`
  query PublicReferralAnswers($referral_uuid: String!, $email: String!, $access_code: String!) {
    public_referral_answers(
      referral_uuid: $referral_uuid
      email: $email
      access_code: $access_code
    ) {
      name
      question
      answer
    }
  }
`);

graphql(`
  fragment PublicNoteFields on PublicNote {
    uuid
    note
    created_at
    from_clinic
    author
  }
`);

export const SEND_PUBLIC_NOTE = graphql(`
  mutation SendPublicNote(
    $referral_uuid: String!
    $email: String!
    $access_code: String!
    $note: String!
  ) {
    send_note(
      referral_uuid: $referral_uuid
      email: $email
      access_code: $access_code
      note: $note
    ) {
      ...PublicNoteFields
    }
  }
`);

/** The whole list, newest first, on subscribing and again after each change. */
export const PUBLIC_REFERRAL_NOTES = graphql(`
  subscription PublicReferralNotes(
    $referral_uuid: String!
    $email: String!
    $access_code: String!
  ) {
    public_referral_notes(referral_uuid: $referral_uuid, email: $email, access_code: $access_code) {
      ...PublicNoteFields
    }
  }
`);
