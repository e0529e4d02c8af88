import type { ReferralParty } from './machine.js';
import type { ReferralStatus } from './status.js';

/**
 * Whose move a referral waits for, by status: the party that moves it on from here in the usual
 * course (the status machine allows more, such as the referrer completing at any time). A fax
 * clinic has no users, so the referrer records its answers. null: nothing is expected.
 */
export function waitingOn(status: ReferralStatus, isFax: boolean): ReferralParty | null {
  switch (status) {
    case 'draft':
      return 'referrer';
    case 'pending_approval':
      return 'provider';
    case 'sent':
    case 'under_review':
    case 'accepted':
      return isFax ? 'referrer' : 'receiver';
    case 'order_approved':
    case 'scheduled':
    case 'declined':
      return 'receiver';
    case 'sent_fax':
      return 'system';
    // Each side completes for itself: the one whose view does not yet read Completed.
    case 'faxed_successfully':
    case 'rec_completed':
      return 'referrer';
    case 'ref_completed':
      return 'receiver';
    case 'not_approved':
      return null;
  }
}

/** The waiting party as the detail view names it: the clinic's name where there is one. */
export function waitingOnLabel(
  party: ReferralParty | null,
  names: { referrer: string | null; receiver: string | null },
): string {
  switch (party) {
    case 'referrer':
      return `Waiting on ${names.referrer ?? 'the referring clinic'}`;
    case 'receiver':
      return `Waiting on ${names.receiver ?? 'the receiving clinic'}`;
    case 'provider':
      return "Waiting on the provider's approval";
    case 'system':
      return 'Waiting on the fax delivery report';
    default:
      return 'Nothing is waiting';
  }
}
