import { graphql } from '../../../gql/staff';

/** Referrals sent or received, one row per clinic (type 'sent' | 'received'). */
export const REFERRAL_LIST = graphql(`
  query ReferralList($start_date: String!, $end_date: String!, $type: String!) {
    referral_list(start_date: $start_date, end_date: $end_date, type: $type) {
      name
      referrals
    }
  }
`);

/** Referrals sent, accepted or declined, one row per user (type 'sent' | 'accepted' | 'declined'). */
export const REFERRAL_LIST_BY_USER = graphql(`
  query ReferralListByUser($start_date: String!, $end_date: String!, $type: String!) {
    referral_list_by_user(start_date: $start_date, end_date: $end_date, type: $type) {
      name
      referrals
    }
  }
`);
