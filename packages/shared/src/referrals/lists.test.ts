import { describe, expect, it } from 'vitest';
import { EXPORT_STATUS_FILTERS } from '../reporting/export.js';
import { REFERRAL_LISTS, type ReferralListName } from './lists.js';
import { REFERRAL_STATUSES, type ReferralStatus } from './status.js';

/**
 * The staff lists partition the status machine (issue 17 item 1): per side, every status is in
 * exactly one of the Active, Declined and Completed tabs, so no referral or order disappears
 * from its clinics. The faxed tab is a filtered view of the completed one (fax referrals only).
 */
const STAFF_TABS = {
  sent: ['referral_active_sent', 'referral_declined_sent', 'referral_completed_sent'],
  received: [
    'referral_active_received',
    'referral_declined_received',
    'referral_completed_received',
  ],
} as const satisfies Record<'sent' | 'received', readonly ReferralListName[]>;

const listsOf = (side: 'sent' | 'received', status: ReferralStatus) =>
  (Object.keys(REFERRAL_LISTS) as ReferralListName[]).filter((name) => {
    const def = REFERRAL_LISTS[name];
    return (
      def.side === side &&
      !('faxOnly' in def && def.faxOnly) &&
      (def.statuses as readonly ReferralStatus[]).includes(status)
    );
  });

describe('staff lists over every status of the machine', () => {
  const expected: Record<ReferralStatus, { sent: string; received: string | null }> = {
    draft: { sent: 'referral_active_sent', received: null },
    pending_approval: { sent: 'referral_active_sent', received: 'referral_active_received' },
    order_approved: { sent: 'referral_active_sent', received: 'referral_active_received' },
    not_approved: { sent: 'referral_declined_sent', received: 'referral_declined_received' },
    sent: { sent: 'referral_active_sent', received: 'referral_active_received' },
    under_review: { sent: 'referral_active_sent', received: 'referral_active_received' },
    accepted: { sent: 'referral_active_sent', received: 'referral_active_received' },
    scheduled: { sent: 'referral_active_sent', received: 'referral_active_received' },
    declined: { sent: 'referral_declined_sent', received: 'referral_declined_received' },
    sent_fax: { sent: 'referral_active_sent', received: 'referral_active_received' },
    faxed_successfully: { sent: 'referral_active_sent', received: 'referral_active_received' },
    rec_completed: { sent: 'referral_completed_sent', received: 'referral_completed_received' },
    ref_completed: { sent: 'referral_completed_sent', received: 'referral_completed_received' },
  };

  it('the table covers the whole machine', () => {
    expect(Object.keys(expected).sort()).toEqual([...REFERRAL_STATUSES].sort());
  });

  it.each(REFERRAL_STATUSES.map((s) => [s]))('%s: exactly one list per side', (status) => {
    expect(listsOf('sent', status)).toEqual([expected[status].sent]);
    const received = expected[status].received;
    expect(listsOf('received', status)).toEqual(received ? [received] : []);
  });

  it('only the staff tabs have a side of sent or received (besides the faxed view)', () => {
    const staff = (Object.keys(REFERRAL_LISTS) as ReferralListName[]).filter((n) => {
      const def = REFERRAL_LISTS[n];
      return (def.side === 'sent' || def.side === 'received') && !('faxOnly' in def);
    });
    expect(staff.sort()).toEqual([...STAFF_TABS.sent, ...STAFF_TABS.received].sort());
  });

  it('the faxed tab shows only what the completed sent tab holds', () => {
    const completed = REFERRAL_LISTS.referral_completed_sent.statuses as readonly string[];
    for (const s of REFERRAL_LISTS.referral_faxed_sent.statuses) expect(completed).toContain(s);
  });

  it('the admin list holds every sent status but the completed ones', () => {
    const admin = REFERRAL_LISTS.referrals_admin.statuses as readonly string[];
    const completed = REFERRAL_LISTS.referral_completed_sent.statuses as readonly string[];
    const expectedAdmin = REFERRAL_STATUSES.filter((s) => s !== 'draft' && !completed.includes(s));
    expect([...admin].sort()).toEqual([...expectedAdmin].sort());
  });

  it("the export's checkboxes select what the sent tabs show (drafts are never sent)", () => {
    expect(EXPORT_STATUS_FILTERS.active.statuses).toContain('order_approved');
    expect([...EXPORT_STATUS_FILTERS.declined.statuses]).toEqual([
      ...REFERRAL_LISTS.referral_declined_sent.statuses,
    ]);
  });
});
