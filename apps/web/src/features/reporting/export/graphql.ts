import { graphql } from '../../../gql/staff';
import type { ReferralsForExportQuery } from '../../../gql/staff/graphql';

/** One sent referral as the export shows it (issue 9 contract: ExportReferral). */
export type ExportReferral = ReferralsForExportQuery['referrals_for_export'][number];

export const REFERRALS_FOR_EXPORT = graphql(`
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
`);

/** Counted apart from the page, so paging does not count again. */
export const REFERRALS_FOR_EXPORT_COUNT = graphql(`
  query ReferralsForExportCount($statuses: [String!]!, $startDate: String!, $endDate: String!) {
    referrals_for_export_count(statuses: $statuses, startDate: $startDate, endDate: $endDate)
  }
`);
