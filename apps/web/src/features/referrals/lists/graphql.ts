import { gql, type TypedDocumentNode } from '@apollo/client';
import type { FaxFilter, MaintainedFilter, ReferralListName } from '@app/shared';
import type { KeysetPage } from './useKeysetPage';

/** A row of the staff referral lists (`ReferralListRow`, docs/referrals-api.md "Lists"). */
export interface ReferralListRow {
  uuid: string;
  status: string;
  status_label: string;
  source: string;
  is_fax: boolean;
  is_order: boolean;
  patient_name: string | null;
  birthdate: string | null;
  mrn: string | null;
  diagnosis: string | null;
  clinic_receiver: { name: string; is_fax: boolean } | null;
  clinic_referrer: { name: string } | null;
  provider_name: string | null;
  referral_source: string;
  referral_source_note: string | null;
  appointment_date: string | null;
  decline_reason: string | null;
  sent_at: string | null;
  last_updated_by: string | null;
  last_updated_at: string;
  appointment_maintained: string | null;
  not_maintained_reason: string | null;
}

/** The staff lists (not the admin ones). */
export type StaffListField = Exclude<ReferralListName, 'referrals_admin' | 'referrals_aging'>;

export interface ListFilters {
  keyword?: string;
  birthdate?: string;
  is_fax?: FaxFilter;
  appointment_maintained?: MaintainedFilter;
}

type ListQuery = TypedDocumentNode<
  Record<string, KeysetPage<ReferralListRow>>,
  ListFilters & { first?: number; after?: string; last?: number; before?: string }
>;

const ROW_FIELDS = `
  uuid status status_label source is_fax is_order patient_name birthdate mrn diagnosis
  clinic_receiver { name is_fax } clinic_referrer { name } provider_name
  referral_source referral_source_note appointment_date decline_reason sent_at
  last_updated_by last_updated_at appointment_maintained not_maintained_reason
`;

/** 'referral_active_sent' -> 'ReferralActiveSent' (names the operation in logs and tests). */
const operationName = (field: string) =>
  field.replace(/(^|_)([a-z])/g, (_m, _sep: string, c: string) => c.toUpperCase());

const queries = new Map<StaffListField, ListQuery>();

/**
 * The query of one list: every list answers the same page shape; only the completed sent list
 * takes the 'Appointment Maintained' filter. Built once per list so Apollo sees one document.
 */
export function listQuery(field: StaffListField): ListQuery {
  let query = queries.get(field);
  if (!query) {
    const maintained = field === 'referral_completed_sent';
    query = gql(`
      query ${operationName(field)}($keyword: String, $birthdate: String,
        $is_fax: ReferralFaxFilter ${maintained ? ', $appointment_maintained: AppointmentMaintainedFilter' : ''},
        $first: Int, $after: String, $last: Int, $before: String) {
        ${field}(keyword: $keyword, birthdate: $birthdate, is_fax: $is_fax
          ${maintained ? ', appointment_maintained: $appointment_maintained' : ''},
          first: $first, after: $after, last: $last, before: $before) {
          rows { ${ROW_FIELDS} }
          total_count
          page_info { start_cursor end_cursor has_next_page has_previous_page }
        }
      }
    `) as ListQuery;
    queries.set(field, query);
  }
  return query;
}

export const DELETE_REFERRAL: TypedDocumentNode<{ delete_referral: boolean }, { uuid: string }> =
  gql`
    mutation DeleteReferral($uuid: String!) {
      delete_referral(uuid: $uuid)
    }
  `;

/** Fires for any change to a referral sent or received by the current clinic. */
export const REFERRALS_CHANGED: TypedDocumentNode<
  { referrals_changed: { uuid: string; status: string } },
  Record<string, never>
> = gql`
  subscription ReferralsChanged {
    referrals_changed {
      uuid
      status
    }
  }
`;

/** What the quick dialog needs to edit a manually created referral. */
export interface QuickEditReferralDto {
  uuid: string;
  is_order: boolean;
  mrn: string | null;
  diagnosis: string | null;
  sent_at: string | null;
  patient: { firstname: string; lastname: string; details: { birthdate: string | null } } | null;
  receiver: { id: string; name: string } | null;
  provider: {
    id: string;
    uuid: string;
    display_name: string;
    clinic: { id: string; name: string };
  } | null;
}

export const QUICK_EDIT_REFERRAL: TypedDocumentNode<
  { referral: QuickEditReferralDto },
  { uuid: string }
> = gql`
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
`;
