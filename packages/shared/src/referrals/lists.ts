import type { PermissionNeed } from '../permissions.js';
import type { ReferralSource, ReferralStatus } from './status.js';

/**
 * The referral lists (spec 2 sections 2 and 7): which statuses each list shows, from which side,
 * and the vocabulary of their filters. Server queries and web tabs both read this data.
 */

/** sent: rows of the current clinic as referrer; received: as receiver (never drafts). */
export type ListSide = 'sent' | 'received' | 'admin' | 'aging';

/**
 * Where the lifecycle goes on, on both sides. An approved order (order_approved) has reached the
 * receiving clinic, which schedules it (DESIGN section 4: "then sent on to the receiving clinic").
 */
const ACTIVE: readonly ReferralStatus[] = [
  'sent',
  'order_approved',
  'under_review',
  'accepted',
  'scheduled',
  'pending_approval',
  'sent_fax',
  'faxed_successfully',
];
export const COMPLETED_STATUSES: readonly ReferralStatus[] = ['rec_completed', 'ref_completed'];
/** Declined referrals and orders the provider did not approve (not_approved), on both sides. */
export const DECLINED_STATUSES: readonly ReferralStatus[] = ['declined', 'not_approved'];

export interface ReferralListDef {
  side: ListSide;
  statuses: readonly ReferralStatus[];
  /** Only referrals that went by fax (referrals/faxed). */
  faxOnly?: boolean;
}

export const REFERRAL_LISTS = {
  // Drafts live in the sender's active tab (Update Draft / Delete row actions).
  referral_active_sent: { side: 'sent', statuses: ['draft', ...ACTIVE] },
  referral_active_received: { side: 'received', statuses: ACTIVE },
  referral_declined_sent: { side: 'sent', statuses: DECLINED_STATUSES },
  referral_declined_received: { side: 'received', statuses: DECLINED_STATUSES },
  referral_completed_sent: { side: 'sent', statuses: COMPLETED_STATUSES },
  referral_completed_received: { side: 'received', statuses: COMPLETED_STATUSES },
  // 'Faxed Sent Referrals' shows only rows whose status contains 'completed': fax referrals sent
  // from the clinic that reached rec_completed or ref_completed.
  referral_faxed_sent: { side: 'sent', statuses: COMPLETED_STATUSES, faxOnly: true },
  // manage/referrals: every sent referral (drafts are not sent), completed hidden.
  referrals_admin: {
    side: 'admin',
    statuses: [...ACTIVE, ...DECLINED_STATUSES],
  },
  // manage/appointment-aging: further narrowed by the appointment date (AGING_THRESHOLD_DAYS).
  referrals_aging: { side: 'aging', statuses: ['scheduled', 'sent_fax'] },
} as const satisfies Record<string, ReferralListDef>;

export type ReferralListName = keyof typeof REFERRAL_LISTS;

/**
 * What a staff list needs of the user's mask in the current clinic (spec 2 section 6): the sent
 * tabs SEND_REFERRAL, the received tabs ACCEPT_REFERRAL or SCHEDULE_REFERRAL. The lists' access
 * declarations name it (issue 18 item 3).
 */
export const LIST_SIDE_NEEDS = {
  sent: 'send',
  received: 'receive',
} as const satisfies Record<'sent' | 'received', PermissionNeed>;

/** Page sizes of the list tables; the default is 25. */
export const LIST_PAGE_SIZES = [15, 25, 50] as const;
export const DEFAULT_LIST_PAGE_SIZE = 25;

/** Aging list: appointment dates more than this many days in the past. */
export const AGING_THRESHOLD_DAYS = 7;

/** Filter 'View': All, Faxed (fax), {product}red (none). */
export const FAX_FILTERS = ['all', 'fax', 'none'] as const;
export type FaxFilter = (typeof FAX_FILTERS)[number];

/**
 * How a sent referral's completion is stored on its latest appointment (the lifecycle writes it):
 * `appointment_maintained` and, for No, `details.reason_kind` (with `details.reason` the text
 * shown: 'Patient Declined', 'No Show' or the Other free text). The 'Appointment Maintained'
 * filter reads them.
 */
export const APPOINTMENT_MAINTAINED = ['yes', 'no', 'not_applicable'] as const;
export type AppointmentMaintained = (typeof APPOINTMENT_MAINTAINED)[number];
export const NOT_MAINTAINED_KINDS = ['patient_declined', 'no_show', 'other'] as const;

export const MAINTAINED_FILTERS = {
  all: { label: 'All' },
  yes: { label: 'Yes', maintained: 'yes' },
  no_patient_declined: {
    label: 'No, Patient Declined',
    maintained: 'no',
    reasonKind: 'patient_declined',
  },
  no_no_show: { label: 'No, No Show', maintained: 'no', reasonKind: 'no_show' },
  no_other: { label: 'No, Other', maintained: 'no', reasonKind: 'other' },
} as const satisfies Record<
  string,
  {
    label: string;
    maintained?: AppointmentMaintained;
    reasonKind?: (typeof NOT_MAINTAINED_KINDS)[number];
  }
>;
export type MaintainedFilter = keyof typeof MAINTAINED_FILTERS;

export const REFERRAL_FROM_FAX = '★ Referral From Fax';
export const SUBMITTED_VIA_PUBLIC_FORM = 'Submitted via Public Form';

/** The received tables' 'Referral Source' cell: a star for fax and public-form referrals. */
export function referralSourceLabel(
  source: ReferralSource,
  referrerName: string,
): { label: string; note: string | null } {
  if (source === 'fax') return { label: REFERRAL_FROM_FAX, note: null };
  if (source === 'public') return { label: `★ ${referrerName}`, note: SUBMITTED_VIA_PUBLIC_FORM };
  return { label: referrerName, note: null };
}
