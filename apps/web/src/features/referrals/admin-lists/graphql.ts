import { gql, type TypedDocumentNode } from '@apollo/client';
import type { FaxFilter } from '@app/shared';
import type { ReferralListRow } from '../lists/graphql';
import type { KeysetPage } from '../lists/useKeysetPage';

/** A row of the admin lists: the staff row plus the two day counts (one decimal). */
export interface AdminListRow extends ReferralListRow {
  /** Days from sending to completion, or to now. */
  processing_days: number | null;
  /** Days since the current appointment when it is past. */
  aging_days: number | null;
}

export type AdminListField = 'referrals_admin' | 'referrals_aging';

export interface AdminListFilters {
  keyword?: string;
  birthdate?: string;
  is_fax?: FaxFilter;
}

type AdminListQuery<F extends AdminListField> = TypedDocumentNode<
  Record<F, KeysetPage<AdminListRow>>,
  AdminListFilters & { first?: number; after?: string; last?: number; before?: string }
>;

const ADMIN_ROW = gql`
  fragment AdminListRow on ReferralListRow {
    uuid
    status
    status_label
    source
    is_fax
    is_order
    patient_name
    birthdate
    mrn
    diagnosis
    clinic_receiver {
      name
      is_fax
    }
    clinic_referrer {
      name
    }
    provider_name
    referral_source
    referral_source_note
    appointment_date
    decline_reason
    sent_at
    last_updated_by
    last_updated_at
    appointment_maintained
    not_maintained_reason
    processing_days
    aging_days
  }
`;

const queryText = (operation: string, field: AdminListField) => `
  query ${operation}($keyword: String, $birthdate: String, $is_fax: ReferralFaxFilter,
    $first: Int, $after: String, $last: Int, $before: String) {
    ${field}(keyword: $keyword, birthdate: $birthdate, is_fax: $is_fax,
      first: $first, after: $after, last: $last, before: $before) {
      rows { ...AdminListRow }
      total_count
      page_info { start_cursor end_cursor has_next_page has_previous_page }
    }
  }
`;

/** manage/referrals: every sent referral of every clinic, completed ones hidden (admin). */
export const ADMIN_REFERRALS = gql`
  ${queryText('AdminReferrals', 'referrals_admin')}
  ${ADMIN_ROW}
` as AdminListQuery<'referrals_admin'>;

/** manage/appointment-aging: scheduled or sent_fax, appointment more than 7 days past (admin). */
export const REFERRALS_AGING = gql`
  ${queryText('ReferralsAging', 'referrals_aging')}
  ${ADMIN_ROW}
` as AdminListQuery<'referrals_aging'>;
