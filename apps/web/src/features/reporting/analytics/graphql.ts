import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AnalyticsRow } from '@app/shared';

/** Dates are US/Central calendar days 'YYYY-MM-DD', both included. */
export interface AnalyticsVariables {
  start_date: string;
  end_date: string;
  type: string;
}

/** Referrals sent or received, one row per clinic (type 'sent' | 'received'). */
export const REFERRAL_LIST: TypedDocumentNode<
  { referral_list: AnalyticsRow[] },
  AnalyticsVariables
> = gql`
  query ReferralList($start_date: String!, $end_date: String!, $type: String!) {
    referral_list(start_date: $start_date, end_date: $end_date, type: $type) {
      name
      referrals
    }
  }
`;

/** Referrals sent, accepted or declined, one row per user (type 'sent' | 'accepted' | 'declined'). */
export const REFERRAL_LIST_BY_USER: TypedDocumentNode<
  { referral_list_by_user: AnalyticsRow[] },
  AnalyticsVariables
> = gql`
  query ReferralListByUser($start_date: String!, $end_date: String!, $type: String!) {
    referral_list_by_user(start_date: $start_date, end_date: $end_date, type: $type) {
      name
      referrals
    }
  }
`;
