import { gql, type TypedDocumentNode } from '@apollo/client';

/** One sent referral as the export shows it (issue 9 contract: ExportReferral). */
export interface ExportReferral {
  id: number;
  uuid: string;
  status: string;
  status_label: string;
  patient_name: string;
  mrn: string | null;
  birthdate: string | null;
  diagnosis: string | null;
  sent_at: string | null;
  sent_by: string | null;
  receiver: { id: number; name: string } | null;
  is_fax: boolean;
  provider: { id: number; display_name: string } | null;
  appointment_maintained: string | null;
  appointment_or_reason: string | null;
}

/** The export filter: status groups and US/Central days 'YYYY-MM-DD', both included. */
export interface ExportFilterVariables {
  statuses: string[];
  startDate: string;
  endDate: string;
}

export const REFERRALS_FOR_EXPORT: TypedDocumentNode<
  { referrals_for_export: ExportReferral[] },
  ExportFilterVariables & { limit: number; offset: number }
> = gql`
  query ReferralsForExport(
    $statuses: [String!]!
    $startDate: String!
    $endDate: String!
    $limit: Int
    $offset: Int
  ) {
    referrals_for_export(
      statuses: $statuses
      startDate: $startDate
      endDate: $endDate
      limit: $limit
      offset: $offset
    ) {
      id
      uuid
      status
      status_label
      patient_name
      mrn
      birthdate
      diagnosis
      sent_at
      sent_by
      receiver {
        id
        name
      }
      is_fax
      provider {
        id
        display_name
      }
      appointment_maintained
      appointment_or_reason
    }
  }
`;

/** Counted apart from the page, so paging does not count again. */
export const REFERRALS_FOR_EXPORT_COUNT: TypedDocumentNode<
  { referrals_for_export_count: number },
  ExportFilterVariables
> = gql`
  query ReferralsForExportCount($statuses: [String!]!, $startDate: String!, $endDate: String!) {
    referrals_for_export_count(statuses: $statuses, startDate: $startDate, endDate: $endDate)
  }
`;
