import { graphql } from '../../gql/staff';

export const ADMIN_REFERRAL_COUNTS = graphql(`
  query AdminReferralCounts($month: Int, $year: Int) {
    admin_referral_counts(month: $month, year: $year) {
      month
      year
      count
    }
  }
`);

export const CLINIC_REFERRAL_TOTALS = graphql(`
  query ClinicReferralTotals($month: Int!, $year: Int!) {
    clinic_referral_totals(month: $month, year: $year) {
      clinic_id
      name
      sent
      received
    }
  }
`);

// The charts' figures come as JSON text (spec 3 section 3, "Dashboard data"); each chart asks
// for its own, so one failing or slow figure leaves the others drawn.

/** {"0-4": n, "5-9": n, ...}: referrals waiting for their receiver, by days since sent. */
export const WAIT_TOTAL_BY_DAYS = graphql(`
  query WaitTotalByDays($days_interval: Int!) {
    wait_total_by_days_interval(days_interval: $days_interval)
  }
`);

/** {"YYYY-MM": n}: referrals sent (so received) per month, the last 12 months. */
export const SENT_TOTAL_BY_MONTH = graphql(`
  query SentTotalByMonth {
    sent_total_by_month_year_without_clinic
  }
`);

/** {"YYYY-MM": n}: referrals declined or not approved per month, the last 12 months. */
export const REJECTED_TOTAL_BY_MONTH = graphql(`
  query RejectedTotalByMonth {
    rejected_total_by_month_year_without_clinic
  }
`);

/** {"YYYY-MM": {"<clinic>": n}}: referrals sent per sending clinic and month, the last 12 months. */
export const SENT_TOTAL_BY_MONTH_AND_CLINIC = graphql(`
  query SentTotalByMonthAndClinic {
    sent_total_by_month_year
  }
`);
