import { graphql } from '../../../gql/staff';
import type { AdminClinicListQuery } from '../../../gql/staff/graphql';

export type ClinicRow = AdminClinicListQuery['clinics'][number];

export const CLINIC_LIST = graphql(`
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
`);

export const DELETE_CLINIC = graphql(`
  mutation DeleteClinic($id: ID!, $forceDelete: Boolean) {
    delete_clinic(id: $id, forceDelete: $forceDelete)
  }
`);
