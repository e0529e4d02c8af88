import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ClinicOption } from '../../../ui/pickers';
import type { CreatedFaxReferral } from './types';

export interface SaveFaxReferralVariables {
  fax_id: string;
  firstname: string;
  lastname: string;
  birthdate: string;
  /** 9 digits, dashes stripped. */
  ssn: string;
  diagnosis: string;
  referring_clinic: number;
  receiving_provider: number | null;
  fromReceivedFax: boolean;
  page_start: number;
  page_end: number;
}

export const SAVE_FAX_REFERRAL: TypedDocumentNode<
  { save_fax_referral: { message: string; referral: CreatedFaxReferral | null } | null },
  SaveFaxReferralVariables
> = gql`
  mutation SaveFaxReferral(
    $fax_id: ID!
    $firstname: String!
    $lastname: String!
    $birthdate: String!
    $ssn: String!
    $diagnosis: String!
    $referring_clinic: Int!
    $receiving_provider: Int
    $fromReceivedFax: Boolean
    $page_start: Int!
    $page_end: Int!
  ) {
    save_fax_referral(
      fax_id: $fax_id
      firstname: $firstname
      lastname: $lastname
      birthdate: $birthdate
      ssn: $ssn
      diagnosis: $diagnosis
      referring_clinic: $referring_clinic
      receiving_provider: $receiving_provider
      fromReceivedFax: $fromReceivedFax
      page_start: $page_start
      page_end: $page_end
    ) {
      message
      referral {
        id
        uuid
        status
      }
    }
  }
`;

export interface ReceivingProviderDto {
  id: string;
  display_name: string;
  can_receive: boolean;
}

/** The fax's clinic's providers (the query the referral wizard uses, with can_receive). */
export const FAX_CLINIC_PROVIDERS: TypedDocumentNode<
  { providers_by_clinic_id: ReceivingProviderDto[] },
  { clinic_id: string }
> = gql`
  query FaxClinicProviders($clinic_id: ID!) {
    providers_by_clinic_id(clinic_id: $clinic_id) {
      id
      display_name
      can_receive
    }
  }
`;

/** The name of a suggested referring clinic known only by its id. */
export const SUGGESTED_CLINIC: TypedDocumentNode<{ clinic: ClinicOption }, { id: string }> = gql`
  query SuggestedClinic($id: ID!) {
    clinic(id: $id) {
      id
      name
    }
  }
`;
