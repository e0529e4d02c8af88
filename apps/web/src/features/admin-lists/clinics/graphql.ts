import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ClinicRow {
  id: string;
  name: string;
  code: string;
  full_address: string | null;
  address_line1: string | null;
  address_city: string | null;
  address_state: string | null;
  address_zip: string | null;
  referral_network: { id: string; name: string } | null;
  organization: { id: string; name: string } | null;
}

export interface ClinicListVariables {
  keyword?: string;
  limit: number;
  offset: number;
}

export const CLINIC_LIST: TypedDocumentNode<
  { clinics: ClinicRow[]; clinics_count: number },
  ClinicListVariables
> = gql`
  query AdminClinicList($keyword: String, $limit: Int, $offset: Int) {
    clinics(
      keyword: $keyword
      limit: $limit
      offset: $offset
      order_by_column: "name"
      order_by: "asc"
    ) {
      id
      name
      code
      full_address
      address_line1
      address_city
      address_state
      address_zip
      referral_network {
        id
        name
      }
      organization {
        id
        name
      }
    }
    clinics_count(keyword: $keyword)
  }
`;

export const DELETE_CLINIC: TypedDocumentNode<
  { delete_clinic: boolean },
  { id: string; forceDelete: boolean }
> = gql`
  mutation DeleteClinic($id: ID!, $forceDelete: Boolean) {
    delete_clinic(id: $id, forceDelete: $forceDelete)
  }
`;
