import { graphql } from '../../gql/public';
import type {
  ClinicByCodeQuery,
  PublicClinicsQuery,
  PublicReferrerQuery,
} from '../../gql/public/graphql';

/** A row of the 'Clinics Directory'. */
export type PublicClinicDto = PublicClinicsQuery['public_clinics'][number];

export const PUBLIC_CLINICS = graphql(`
  query PublicClinics($keyword: String) {
    public_clinics(keyword: $keyword, is_public: true) {
      id
      code
      name
      full_address
    }
  }
`);

export type PublicProviderDocumentDto = PublicProviderDto['documents'][number];

export type PublicProviderDto = PublicClinicDetailDto['providers'][number];

export type PublicClinicDetailDto = ClinicByCodeQuery['clinic_by_code'];

export const CLINIC_BY_CODE = graphql(`
  query ClinicByCode($code: String!) {
    clinic_by_code(code: $code) {
      id
      code
      name
      full_address
      office_phone
      fax
      is_fax
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
`);

export const PUBLIC_FORM_ATTRIBUTES = graphql(`
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
`);

export type PublicReferrerDto = NonNullable<PublicReferrerQuery['public_referrer']>;

export const PUBLIC_REFERRER = graphql(`
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
`);

export const SAVE_PUBLIC_REFERRAL = graphql(`
  mutation SavePublicReferral($referral: String!, $patient: String!) {
    save_public_referral(referral: $referral, patient: $patient) {
      uuid
      upload_token
    }
  }
`);

export const SUBMIT_PUBLIC_REFERRAL = graphql(`
  mutation SubmitPublicReferral($uuid: String!, $upload_token: String!) {
    submit_public_referral(uuid: $uuid, upload_token: $upload_token)
  }
`);
