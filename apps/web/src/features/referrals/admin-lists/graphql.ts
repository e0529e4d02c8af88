import { graphql } from '../../../gql/staff';
import type { AdminListRowFragment } from '../../../gql/staff/graphql';

/** A row of the admin lists: the staff row plus the two day counts (one decimal). */
export type AdminListRow = AdminListRowFragment;

export type AdminListField = 'referrals_admin' | 'referrals_aging';

graphql(`
  fragment AdminListRow on ReferralListRow {
    ...ReferralListRow
    # Days from sending to completion, or to now.
    processing_days
    # Days since the current appointment when it is past.
    aging_days
  }
`);

graphql(`
  fragment AdminListPage on ReferralListPage {
    rows {
      ...AdminListRow
    }
    total_count
    page_info {
      start_cursor
      end_cursor
      has_next_page
      has_previous_page
    }
  }
`);

/** manage/referrals: every sent referral of every clinic, completed ones hidden (admin). */
export const ADMIN_REFERRALS = graphql(`
  query AdminReferrals(
    $keyword: String
    $birthdate: String
    $is_fax: ReferralFaxFilter
    $first: Int
    $after: String
    $last: Int
    $before: String
  ) {
    referrals_admin(
      keyword: $keyword
      birthdate: $birthdate
      is_fax: $is_fax
      first: $first
      after: $after
      last: $last
      before: $before
    ) {
      ...AdminListPage
    }
  }
`);

/** manage/appointment-aging: scheduled or sent_fax, appointment more than 7 days past (admin). */
export const REFERRALS_AGING = graphql(`
  query ReferralsAging(
    $keyword: String
    $birthdate: String
    $is_fax: ReferralFaxFilter
    $first: Int
    $after: String
    $last: Int
    $before: String
  ) {
    referrals_aging(
      keyword: $keyword
      birthdate: $birthdate
      is_fax: $is_fax
      first: $first
      after: $after
      last: $last
      before: $before
    ) {
      ...AdminListPage
    }
  }
`);
