/**
 * Referral statuses and how each viewer reads them (DESIGN section 4, spec 2 section 4). The
 * receiving issue adds the full event table; this file holds the vocabulary both sides share.
 */
export const REFERRAL_STATUSES = [
  'draft',
  'pending_approval',
  'order_approved',
  'not_approved',
  'sent',
  'under_review',
  'accepted',
  'scheduled',
  'declined',
  'sent_fax',
  'faxed_successfully',
  'rec_completed',
  'ref_completed',
] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export function isReferralStatus(s: string): s is ReferralStatus {
  return (REFERRAL_STATUSES as readonly string[]).includes(s);
}

/** Where a referral came from: the wizard, a quick dialog ('Manually Created'), the public form, a fax. */
export const REFERRAL_SOURCES = ['wizard', 'manual', 'public', 'fax'] as const;
export type ReferralSource = (typeof REFERRAL_SOURCES)[number];

export const MANUALLY_CREATED = 'Manually Created';

export type ReferralViewer = 'referrer' | 'receiver';

export interface StatusFacts {
  status: ReferralStatus;
  /** Decline reason. */
  reason?: string | null;
  appointmentDate?: string | null;
  acceptedAt?: string | null;
  source?: ReferralSource;
}

const COMMON: Record<ReferralStatus, string> = {
  draft: 'Draft',
  pending_approval: 'Pending Approval',
  order_approved: 'Order Approved',
  not_approved: 'Not Approved',
  sent: 'Sent',
  under_review: 'Under Review',
  accepted: 'Accepted',
  scheduled: 'Scheduled',
  declined: 'Declined',
  sent_fax: 'Faxed',
  faxed_successfully: 'Faxed Successfully',
  rec_completed: 'Completed',
  ref_completed: 'Completed',
};

const hasText = (v: string | null | undefined) => typeof v === 'string' && v.trim() !== '';

/** The label a viewer sees for a referral's stored status (DESIGN section 4 table). */
export function statusLabel(facts: StatusFacts, viewer: ReferralViewer): string {
  const { status } = facts;
  if (facts.source === 'manual' && status === 'sent') return MANUALLY_CREATED;
  if (viewer === 'referrer') {
    if (status === 'rec_completed') return hasText(facts.reason) ? 'Declined' : 'Scheduled';
    return COMMON[status];
  }
  switch (status) {
    case 'sent':
      return 'Received';
    case 'rec_completed':
      return 'Completed';
    case 'ref_completed':
      if (hasText(facts.reason)) return 'Declined';
      if (hasText(facts.appointmentDate)) return 'Scheduled';
      if (hasText(facts.acceptedAt)) return 'Accepted';
      return 'Received';
    default:
      return COMMON[status];
  }
}

/** Statuses a referrer may still edit as a draft (wizard, delete). */
export const EDITABLE_STATUSES: readonly ReferralStatus[] = ['draft'];

/** Statuses in which the referrer may add documents after sending (spec 2 button rules). */
export const UPLOAD_AFTER_SEND_STATUSES: readonly ReferralStatus[] = [
  'under_review',
  'sent',
  'accepted',
  'scheduled',
];
