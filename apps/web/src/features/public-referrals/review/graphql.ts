import { gql, type TypedDocumentNode } from '@apollo/client';
import type { PublicReferrerDto } from '../graphql';

/** The public schema's types the review page reads (/work/tmp/public-contract.md). */
export interface PublicDocumentDto {
  uuid: string;
  name: string;
  /** The provider document (section) the file was uploaded for; null for misc files. */
  referral_document_name: string | null;
  created_at: string;
}

export interface PublicReferralViewDto {
  uuid: string;
  status: string;
  /** The status as the referrer sees it. */
  status_label: string;
  sent_at: string | null;
  patient: { firstname: string; lastname: string; birthdate: string | null };
  referrer: PublicReferrerDto;
  receiver: {
    name: string;
    full_address: string | null;
    office_phone: string | null;
    fax: string | null;
  };
  diagnosis: string | null;
  provider: string | null;
  /** The decline reason. */
  reason: string | null;
  appointment_date: string | null;
  documents: PublicDocumentDto[];
  can_upload: boolean;
}

export interface PublicNoteDto {
  uuid: string;
  note: string;
  created_at: string;
  /** False: written by the public referrer. */
  from_clinic: boolean;
  author: string;
}

export interface PublicAnswerDto {
  name: string;
  question: string;
  answer: string;
}

/** Every credentialed call carries these three (the server keeps no session). */
export interface PublicCredentialVars {
  referral_uuid: string;
  email: string;
  access_code: string;
}

const VIEW_FIELDS = gql`
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
  }
`;

export const VERIFY_ACCESS_CODE: TypedDocumentNode<
  { verify_referral_access_code: PublicReferralViewDto },
  PublicCredentialVars
> = gql`
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
  ${VIEW_FIELDS}
`;

export const PUBLIC_REFERRAL_ANSWERS: TypedDocumentNode<
  { public_referral_answers: PublicAnswerDto[] },
  PublicCredentialVars
> = gql`
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
`;

const NOTE_FIELDS = gql`
  fragment PublicNoteFields on PublicNote {
    uuid
    note
    created_at
    from_clinic
    author
  }
`;

export const SEND_PUBLIC_NOTE: TypedDocumentNode<
  { send_note: PublicNoteDto },
  PublicCredentialVars & { note: string }
> = gql`
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
  ${NOTE_FIELDS}
`;

/** The whole list, newest first, on subscribing and again after each change. */
export const PUBLIC_REFERRAL_NOTES: TypedDocumentNode<
  { public_referral_notes: PublicNoteDto[] },
  PublicCredentialVars
> = gql`
  subscription PublicReferralNotes(
    $referral_uuid: String!
    $email: String!
    $access_code: String!
  ) {
    public_referral_notes(referral_uuid: $referral_uuid, email: $email, access_code: $access_code) {
      ...PublicNoteFields
    }
  }
  ${NOTE_FIELDS}
`;
