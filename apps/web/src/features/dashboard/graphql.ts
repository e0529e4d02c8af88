import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ReferralCount {
  month: number;
  year: number;
  count: number;
}

export const ADMIN_REFERRAL_COUNTS: TypedDocumentNode<
  { admin_referral_counts: ReferralCount[] },
  { month: number; year: number }
> = gql`
  query AdminReferralCounts($month: Int, $year: Int) {
    admin_referral_counts(month: $month, year: $year) {
      month
      year
      count
    }
  }
`;

/** One clinic's referrals sent and received in the chosen month (every live clinic, zeros too). */
export interface ClinicReferralTotal {
  clinic_id: number;
  name: string;
  sent: number;
  received: number;
}

export const CLINIC_REFERRAL_TOTALS: TypedDocumentNode<
  { clinic_referral_totals: ClinicReferralTotal[] },
  { month: number; year: number }
> = gql`
  query ClinicReferralTotals($month: Int!, $year: Int!) {
    clinic_referral_totals(month: $month, year: $year) {
      clinic_id
      name
      sent
      received
    }
  }
`;

// The charts' figures come as JSON text (spec 3 section 3, "Dashboard data"); each chart asks
// for its own, so one failing or slow figure leaves the others drawn.

/** {"0-4": n, "5-9": n, ...}: referrals waiting for their receiver, by days since sent. */
export const WAIT_TOTAL_BY_DAYS: TypedDocumentNode<
  { wait_total_by_days_interval: string },
  { days_interval: number }
> = gql`
  query WaitTotalByDays($days_interval: Int!) {
    wait_total_by_days_interval(days_interval: $days_interval)
  }
`;

/** {"YYYY-MM": n}: referrals sent (so received) per month, the last 12 months. */
export const SENT_TOTAL_BY_MONTH: TypedDocumentNode<
  { sent_total_by_month_year_without_clinic: string },
  Record<string, never>
> = gql`
  query SentTotalByMonth {
    sent_total_by_month_year_without_clinic
  }
`;

/** {"YYYY-MM": n}: referrals declined or not approved per month, the last 12 months. */
export const REJECTED_TOTAL_BY_MONTH: TypedDocumentNode<
  { rejected_total_by_month_year_without_clinic: string },
  Record<string, never>
> = gql`
  query RejectedTotalByMonth {
    rejected_total_by_month_year_without_clinic
  }
`;

/** {"YYYY-MM": {"<clinic>": n}}: referrals sent per sending clinic and month, the last 12 months. */
export const SENT_TOTAL_BY_MONTH_AND_CLINIC: TypedDocumentNode<
  { sent_total_by_month_year: string },
  Record<string, never>
> = gql`
  query SentTotalByMonthAndClinic {
    sent_total_by_month_year
  }
`;
