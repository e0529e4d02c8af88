import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CustomFormAttribute } from '@app/shared';

/** A row of the 'Clinics Directory'. */
export interface PublicClinicDto {
  id: string;
  code: string;
  name: string;
  full_address: string | null;
}

export const PUBLIC_CLINICS: TypedDocumentNode<
  { public_clinics: PublicClinicDto[] },
  { keyword: string | null }
> = gql`
  query PublicClinics($keyword: String) {
    public_clinics(keyword: $keyword, is_public: true) {
      id
      code
      name
      full_address
    }
  }
`;

export interface PublicProviderDocumentDto {
  id: string;
  name: string;
  required: boolean;
  question: string | null;
}

export interface PublicProviderDto {
  uuid: string;
  display_name: string;
  specializations: string[];
  documents: PublicProviderDocumentDto[];
}

export interface PublicClinicDetailDto {
  id: string;
  code: string;
  name: string;
  full_address: string | null;
  office_phone: string | null;
  fax: string | null;
  providers: PublicProviderDto[];
}

export const CLINIC_BY_CODE: TypedDocumentNode<
  { clinic_by_code: PublicClinicDetailDto },
  { code: string }
> = gql`
  query ClinicByCode($code: String!) {
    clinic_by_code(code: $code) {
      id
      code
      name
      full_address
      office_phone
      fax
      providers {
        uuid
        display_name
        specializations
        documents {
          id
          name
          required
          question
        }
      }
    }
  }
`;

export const PUBLIC_FORM_ATTRIBUTES: TypedDocumentNode<
  { public_clinic_custom_form_attributes: CustomFormAttribute[] },
  { clinic_code: string }
> = gql`
  query PublicClinicFormAttributes($clinic_code: String!) {
    public_clinic_custom_form_attributes(clinic_code: $clinic_code, form_type: "external") {
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

export interface PublicReferrerDto {
  contact_email: string;
  physician: string | null;
  clinic_name: string | null;
  contact: string | null;
  office_phone: string | null;
  fax: string | null;
}

export const PUBLIC_REFERRER: TypedDocumentNode<
  { public_referrer: PublicReferrerDto | null },
  { referrer_email: string }
> = gql`
  query PublicReferrer($referrer_email: String!) {
    public_referrer(referrer_email: $referrer_email) {
      contact_email
      physician
      clinic_name
      contact
      office_phone
      fax
    }
  }
`;

export const SAVE_PUBLIC_REFERRAL: TypedDocumentNode<
  { save_public_referral: { uuid: string; upload_token: string } },
  { referral: string; patient: string }
> = gql`
  mutation SavePublicReferral($referral: String!, $patient: String!) {
    save_public_referral(referral: $referral, patient: $patient) {
      uuid
      upload_token
    }
  }
`;

export const SUBMIT_PUBLIC_REFERRAL: TypedDocumentNode<
  { submit_public_referral: string },
  { uuid: string; upload_token: string }
> = gql`
  mutation SubmitPublicReferral($uuid: String!, $upload_token: String!) {
    submit_public_referral(uuid: $uuid, upload_token: $upload_token)
  }
`;
