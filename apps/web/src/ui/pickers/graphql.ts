import { graphql } from '../../gql/staff';
import type { ClinicOptionsQuery, ProviderOptionsQuery } from '../../gql/staff/graphql';

export type ClinicOption = ClinicOptionsQuery['clinics'][number];

export const CLINIC_OPTIONS = graphql(`
  query ClinicOptions($keyword: String, $for_fax: Boolean, $limit: Int) {
    clinics(keyword: $keyword, for_fax: $for_fax, limit: $limit) {
      id
      name
    }
  }
`);

/** Every live clinic by name but the current one (a referral's other party; issue 17 item 9). */
export const CLINIC_SEARCH = graphql(`
  query ClinicSearch($keyword: String, $side: ClinicSearchSide!, $limit: Int) {
    clinic_search(keyword: $keyword, side: $side, limit: $limit) {
      id
      name
    }
  }
`);

export const SAVE_CLINIC_MINIMAL = graphql(`
  mutation SaveClinicMinimal($clinic: ClinicMinimalInput!) {
    save_clinic_minimal(clinic: $clinic) {
      id
      name
    }
  }
`);

export type ProviderOption = ProviderOptionsQuery['providers'][number];

export const PROVIDER_OPTIONS = graphql(`
  query ProviderOptions($keyword: String) {
    providers(keyword: $keyword) {
      id
      uuid
      display_name
      clinic {
        id
        name
      }
    }
  }
`);
