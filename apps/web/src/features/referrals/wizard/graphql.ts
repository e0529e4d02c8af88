import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CustomFormAttribute } from '@app/shared';

/** The receiving clinic as the wizard needs it (docs/referrals-api.md, ReceiverClinic). */
export interface ReceiverDto {
  id: string;
  name: string;
  full_address: string | null;
  office_phone: string | null;
  fax: string | null;
  is_order: boolean;
  is_fax: boolean;
  has_provider_user: boolean;
  organization: { id: string; name: string } | null;
}

export interface ProviderDocumentDto {
  id: string;
  required: boolean;
  document: { id: string; name: string };
  question: { id: string; uuid: string; question: string } | null;
}

/** A receiving provider: a row of Find Provider, and the provider a draft is addressed to. */
export interface WizardProviderDto {
  id: string;
  uuid: string;
  display_name: string;
  specializations: string[];
  is_favorite: boolean;
  clinic: { id: string; name: string };
  receiver: ReceiverDto;
  documents: ProviderDocumentDto[];
}

const RECEIVER_FIELDS = gql`
  fragment WizardReceiver on ReceiverClinic {
    id
    name
    full_address
    office_phone
    fax
    is_order
    is_fax
    has_provider_user
    organization {
      id
      name
    }
  }
`;

const PROVIDER_FIELDS = gql`
  fragment WizardProvider on Provider {
    id
    uuid
    display_name
    specializations
    is_favorite
    clinic {
      id
      name
    }
    receiver {
      ...WizardReceiver
    }
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
  }
  ${RECEIVER_FIELDS}
`;

export const WIZARD_PROVIDERS: TypedDocumentNode<
  { providers: WizardProviderDto[] },
  { keyword?: string }
> = gql`
  query WizardProviders($keyword: String) {
    providers(keyword: $keyword) {
      ...WizardProvider
    }
  }
  ${PROVIDER_FIELDS}
`;

export const PROVIDER_SHORTCUTS: TypedDocumentNode<
  { providers_favorite: WizardProviderDto[]; providers_most_recent: WizardProviderDto[] },
  Record<string, never>
> = gql`
  query ProviderShortcuts {
    providers_favorite {
      ...WizardProvider
    }
    providers_most_recent {
      ...WizardProvider
    }
  }
  ${PROVIDER_FIELDS}
`;

export const SAVE_FAVORITE_PROVIDER: TypedDocumentNode<
  { save_favorite_provider: boolean },
  { provider_id: string; favorite: boolean }
> = gql`
  mutation SaveFavoriteProvider($provider_id: ID!, $favorite: Boolean!) {
    save_favorite_provider(provider_id: $provider_id, favorite: $favorite)
  }
`;

export interface ReceivingFormDto {
  form_type: string;
  same_organization: boolean;
  attributes: CustomFormAttribute[];
}

export const RECEIVING_FORM: TypedDocumentNode<
  { receiving_form: ReceivingFormDto },
  { provider_id: string }
> = gql`
  query ReceivingForm($provider_id: ID!) {
    receiving_form(provider_id: $provider_id) {
      form_type
      same_organization
      attributes {
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
  }
`;

export interface ReferrerProviderDto {
  id: string;
  display_name: string;
  is_default?: boolean;
}

export const REFERRER_PROVIDERS: TypedDocumentNode<
  { providers_by_clinic_id: ReferrerProviderDto[] },
  { clinic_id: string }
> = gql`
  query ReferrerProviders($clinic_id: ID!) {
    providers_by_clinic_id(clinic_id: $clinic_id) {
      id
      display_name
      is_default
    }
  }
`;

export interface PatientDetailsDto {
  phone: string | null;
  ssn: string | null;
  birthdate: string | null;
  address_line1: string | null;
  address_city: string | null;
  address_state: string | null;
  address_zip: string | null;
  insurance_provider: string | null;
  policy_number: string | null;
}

export interface PatientDto {
  uuid: string;
  firstname: string;
  lastname: string;
  full_name: string;
  details: PatientDetailsDto;
}

const PATIENT_FIELDS_GQL = gql`
  fragment WizardPatient on Patient {
    uuid
    firstname
    lastname
    full_name
    details {
      phone
      ssn
      birthdate
      address_line1
      address_city
      address_state
      address_zip
      insurance_provider
      policy_number
    }
  }
`;

export const PATIENT_BY_SSN: TypedDocumentNode<
  { patient_by_ssn: PatientDto | null },
  { ssn: string }
> = gql`
  query PatientBySsn($ssn: String!) {
    patient_by_ssn(ssn: $ssn) {
      ...WizardPatient
    }
  }
  ${PATIENT_FIELDS_GQL}
`;

/** An uploaded file of a referral (docs/referrals-api.md, ReferralDocument). */
export interface ReferralDocumentDto {
  uuid: string;
  name: string;
  referral_document_name: string | null;
  document_id: string | null;
  size: number;
  url: string;
}

const DOCUMENT_FIELDS = gql`
  fragment WizardDocument on ReferralDocument {
    uuid
    name
    referral_document_name
    document_id
    size
    url
  }
`;

export interface ReferralAnswerDto {
  name: string;
  question: string;
  answer: string;
}

export interface WizardReferralDto {
  id: string;
  uuid: string;
  status: string;
  mrn: string | null;
  diagnosis: string | null;
  comment: string | null;
  extra_info: string;
  same_organization: boolean;
  patient: PatientDto | null;
  provider: WizardProviderDto | null;
  referrer_provider: ReferrerProviderDto | null;
  documents: ReferralDocumentDto[];
}

export const WIZARD_REFERRAL: TypedDocumentNode<
  { referral: WizardReferralDto; referral_answers: ReferralAnswerDto[] },
  { uuid: string }
> = gql`
  query WizardReferral($uuid: String!) {
    referral(uuid: $uuid) {
      id
      uuid
      status
      mrn
      diagnosis
      comment
      extra_info
      same_organization
      patient {
        ...WizardPatient
      }
      provider {
        ...WizardProvider
      }
      referrer_provider {
        id
        display_name
      }
      documents {
        ...WizardDocument
      }
    }
    referral_answers(referral_uuid: $uuid) {
      name
      question
      answer
    }
  }
  ${PATIENT_FIELDS_GQL}
  ${PROVIDER_FIELDS}
  ${DOCUMENT_FIELDS}
`;

export const SAVE_REFERRAL_ANSWERS: TypedDocumentNode<
  { save_referral_answers: ReferralAnswerDto[] },
  { referral_uuid: string; answers: ReferralAnswerDto[] }
> = gql`
  mutation SaveReferralAnswers($referral_uuid: String!, $answers: [ReferralAnswerInput!]!) {
    save_referral_answers(referral_uuid: $referral_uuid, answers: $answers) {
      name
      question
      answer
    }
  }
`;

export const DELETE_REFERRAL_DOCUMENT: TypedDocumentNode<
  { delete_referral_document: boolean },
  { referral_uuid: string; referral_document_uuid: string }
> = gql`
  mutation DeleteReferralDocument($referral_uuid: String!, $referral_document_uuid: String!) {
    delete_referral_document(
      referral_uuid: $referral_uuid
      referral_document_uuid: $referral_document_uuid
    )
  }
`;
