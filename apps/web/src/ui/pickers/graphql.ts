import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ClinicOption {
  id: string;
  name: string;
}

export const CLINIC_OPTIONS: TypedDocumentNode<
  { clinics: ClinicOption[] },
  { keyword?: string; for_fax?: boolean; limit?: number }
> = gql`
  query ClinicOptions($keyword: String, $for_fax: Boolean, $limit: Int) {
    clinics(keyword: $keyword, for_fax: $for_fax, limit: $limit) {
      id
      name
    }
  }
`;

export const SAVE_CLINIC_MINIMAL: TypedDocumentNode<
  { save_clinic_minimal: ClinicOption },
  { clinic: { name: string; extra_info: string } }
> = gql`
  mutation SaveClinicMinimal($clinic: ClinicMinimalInput!) {
    save_clinic_minimal(clinic: $clinic) {
      id
      name
    }
  }
`;

export interface ProviderOption {
  id: string;
  uuid: string;
  display_name: string;
  clinic: ClinicOption;
}

export const PROVIDER_OPTIONS: TypedDocumentNode<
  { providers: ProviderOption[] },
  { keyword?: string }
> = gql`
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
`;
