import { graphql } from '../../../gql/staff';
import type { FaxFilter, MaintainedFilter, ReferralListName } from '@app/shared';
import type { QuickEditReferralQuery, ReferralListRowFragment } from '../../../gql/staff/graphql';

/** A row of the staff referral lists (`ReferralListRow`, docs/referrals-api.md "Lists"). */
export type ReferralListRow = ReferralListRowFragment;

graphql(`
  fragment ReferralListRow on ReferralListRow {
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
  }
`);

graphql(`
  fragment ReferralListPage on ReferralListPage {
    rows {
      ...ReferralListRow
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

/** The staff lists (not the admin ones). */
export type StaffListField = Exclude<ReferralListName, 'referrals_admin' | 'referrals_aging'>;

export interface ListFilters {
  keyword?: string;
  birthdate?: string;
  is_fax?: FaxFilter;
  appointment_maintained?: MaintainedFilter;
}

/**
 * The query of each list: every list answers the same page shape; only the completed sent list
 * takes the 'Appointment Maintained' filter. Written out so codegen checks each against the schema.
 */
const LIST_QUERIES = {
  referral_active_sent: graphql(`
    query ReferralActiveSent(
      $keyword: String
      $birthdate: String
      $is_fax: ReferralFaxFilter
      $first: Int
      $after: String
      $last: Int
      $before: String
    ) {
      referral_active_sent(
        keyword: $keyword
        birthdate: $birthdate
        is_fax: $is_fax
        first: $first
        after: $after
        last: $last
        before: $before
      ) {
        ...ReferralListPage
      }
    }
  `),
  referral_active_received: graphql(`
    query ReferralActiveReceived(
      $keyword: String
      $birthdate: String
      $is_fax: ReferralFaxFilter
      $first: Int
      $after: String
      $last: Int
      $before: String
    ) {
      referral_active_received(
        keyword: $keyword
        birthdate: $birthdate
        is_fax: $is_fax
        first: $first
        after: $after
        last: $last
        before: $before
      ) {
        ...ReferralListPage
      }
    }
  `),
  referral_declined_sent: graphql(`
    query ReferralDeclinedSent(
      $keyword: String
      $birthdate: String
      $is_fax: ReferralFaxFilter
      $first: Int
      $after: String
      $last: Int
      $before: String
    ) {
      referral_declined_sent(
        keyword: $keyword
        birthdate: $birthdate
        is_fax: $is_fax
        first: $first
        after: $after
        last: $last
        before: $before
      ) {
        ...ReferralListPage
      }
    }
  `),
  referral_declined_received: graphql(`
    query ReferralDeclinedReceived(
      $keyword: String
      $birthdate: String
      $is_fax: ReferralFaxFilter
      $first: Int
      $after: String
      $last: Int
      $before: String
    ) {
      referral_declined_received(
        keyword: $keyword
        birthdate: $birthdate
        is_fax: $is_fax
        first: $first
        after: $after
        last: $last
        before: $before
      ) {
        ...ReferralListPage
      }
    }
  `),
  referral_completed_sent: graphql(`
    query ReferralCompletedSent(
      $keyword: String
      $birthdate: String
      $is_fax: ReferralFaxFilter
      $appointment_maintained: AppointmentMaintainedFilter
      $first: Int
      $after: String
      $last: Int
      $before: String
    ) {
      referral_completed_sent(
        keyword: $keyword
        birthdate: $birthdate
        is_fax: $is_fax
        appointment_maintained: $appointment_maintained
        first: $first
        after: $after
        last: $last
        before: $before
      ) {
        ...ReferralListPage
      }
    }
  `),
  referral_completed_received: graphql(`
    query ReferralCompletedReceived(
      $keyword: String
      $birthdate: String
      $is_fax: ReferralFaxFilter
      $first: Int
      $after: String
      $last: Int
      $before: String
    ) {
      referral_completed_received(
        keyword: $keyword
        birthdate: $birthdate
        is_fax: $is_fax
        first: $first
        after: $after
        last: $last
        before: $before
      ) {
        ...ReferralListPage
      }
    }
  `),
  referral_faxed_sent: graphql(`
    query ReferralFaxedSent(
      $keyword: String
      $birthdate: String
      $is_fax: ReferralFaxFilter
      $first: Int
      $after: String
      $last: Int
      $before: String
    ) {
      referral_faxed_sent(
        keyword: $keyword
        birthdate: $birthdate
        is_fax: $is_fax
        first: $first
        after: $after
        last: $last
        before: $before
      ) {
        ...ReferralListPage
      }
    }
  `),
} as const satisfies Record<StaffListField, unknown>;

export function listQuery(field: StaffListField) {
  return LIST_QUERIES[field];
}

/** Every staff list query (a page refetches the ones it shows after its own save). */
export const STAFF_LIST_QUERIES = Object.values(LIST_QUERIES);

export const DELETE_REFERRAL = graphql(`
  mutation DeleteReferral($uuid: String!) {
    delete_referral(uuid: $uuid)
  }
`);

/** Fires for any change to a referral sent or received by the current clinic. */
export const REFERRALS_CHANGED = graphql(`
  subscription ReferralsChanged {
    referrals_changed {
      uuid
      status
    }
  }
`);

/** What the quick dialog needs to edit a manually created referral. */
export type QuickEditReferralDto = QuickEditReferralQuery['referral'];

export const QUICK_EDIT_REFERRAL = graphql(`
  query QuickEditReferral($uuid: String!) {
    referral(uuid: $uuid) {
      id
      uuid
      is_order
      mrn
      diagnosis
      sent_at
      patient {
        uuid
        firstname
        lastname
        details {
          birthdate
        }
      }
      receiver {
        id
        name
      }
      provider {
        id
        uuid
        display_name
        clinic {
          id
          name
        }
      }
    }
  }
`);
