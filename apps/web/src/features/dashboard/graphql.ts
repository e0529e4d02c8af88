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
