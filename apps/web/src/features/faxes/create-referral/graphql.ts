import { graphql } from '../../../gql/staff';
import type { SaveFaxReferralMutationVariables } from '../../../gql/staff/graphql';

export type SaveFaxReferralVariables = SaveFaxReferralMutationVariables;

export const SAVE_FAX_REFERRAL = graphql(`
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
`);

/** The fax's clinic's providers (the query the referral wizard uses, with can_receive). */
export const FAX_CLINIC_PROVIDERS = graphql(`
  query FaxClinicProviders($clinic_id: ID!) {
    providers_by_clinic_id(clinic_id: $clinic_id) {
      id
      display_name
      can_receive
    }
  }
`);

/** The name of a suggested referring clinic known only by its id. */
export const SUGGESTED_CLINIC = graphql(`
  query SuggestedClinic($id: ID!) {
    clinic(id: $id) {
      id
      name
    }
  }
`);
