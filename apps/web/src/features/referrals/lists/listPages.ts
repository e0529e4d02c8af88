import type { ListColumn } from './columns/common';
import { COMPLETED_SENT_COLUMNS } from './columns/completedSentColumns';
import { DECLINED_RECEIVED_COLUMNS, DECLINED_SENT_COLUMNS } from './columns/declinedColumns';
import { RECEIVED_COLUMNS } from './columns/receivedColumns';
import { SENT_COLUMNS } from './columns/sentColumns';
import type { StaffListField } from './graphql';
import { PAGE_TITLES } from '@app/shared';

/** The staff list screens (spec 2 section 2 "Staff routes"): their tabs, as data. */
export type ListPageName = 'active' | 'declined' | 'completed' | 'faxed';
export type ListSide = 'sent' | 'received';

export interface ListTab {
  /** The tab's name, also the table's accessible name. */
  label: string;
  field: StaffListField;
  columns: ListColumn[];
  /** What an empty list says, with what to do. */
  empty: string;
  /** The 'View' fax filter (sent tables). */
  faxFilter: boolean;
  /** The 'Appointment Maintained' filter (completed sent table). */
  maintainedFilter: boolean;
}

export interface ListPageDef {
  title: string;
  tabs: Partial<Record<ListSide, ListTab>>;
}

const sentTab = (tab: Omit<ListTab, 'faxFilter' | 'maintainedFilter'>): ListTab => ({
  ...tab,
  faxFilter: true,
  maintainedFilter: false,
});
const receivedTab = (tab: Omit<ListTab, 'faxFilter' | 'maintainedFilter'>): ListTab => ({
  ...tab,
  faxFilter: false,
  maintainedFilter: false,
});

export const LIST_PAGES: Record<ListPageName, ListPageDef> = {
  active: {
    title: PAGE_TITLES.activeReferrals,
    tabs: {
      sent: sentTab({
        label: 'Active Sent Referrals',
        field: 'referral_active_sent',
        columns: SENT_COLUMNS,
        empty:
          'No active referrals. Use Send Referral to refer a patient, or Add Referral for one made outside the app.',
      }),
      received: receivedTab({
        label: 'Active Received Referrals',
        field: 'referral_active_received',
        columns: RECEIVED_COLUMNS,
        empty: 'No active referrals. Referrals other clinics send to your clinic appear here.',
      }),
    },
  },
  declined: {
    title: PAGE_TITLES.declinedReferrals,
    tabs: {
      sent: sentTab({
        label: 'Declined Sent Referrals',
        field: 'referral_declined_sent',
        columns: DECLINED_SENT_COLUMNS,
        empty: 'No declined referrals. Referrals a receiving clinic declines appear here.',
      }),
      received: receivedTab({
        label: 'Declined Received Referrals',
        field: 'referral_declined_received',
        columns: DECLINED_RECEIVED_COLUMNS,
        empty: 'No declined referrals. Referrals your clinic declines appear here.',
      }),
    },
  },
  completed: {
    title: PAGE_TITLES.completedReferrals,
    tabs: {
      sent: {
        label: 'Completed Sent Referrals',
        field: 'referral_completed_sent',
        columns: COMPLETED_SENT_COLUMNS,
        empty:
          'No completed referrals. Complete a sent referral from its row once the appointment has taken place.',
        faxFilter: true,
        maintainedFilter: true,
      },
      received: receivedTab({
        label: 'Completed Received Referrals',
        field: 'referral_completed_received',
        columns: RECEIVED_COLUMNS,
        empty:
          'No completed referrals. Complete a received referral from its row once it is scheduled or declined.',
      }),
    },
  },
  faxed: {
    title: PAGE_TITLES.faxedReferrals,
    tabs: {
      // Every row went by fax: the 'View' filter would have nothing to choose.
      sent: {
        label: 'Faxed Sent Referrals',
        field: 'referral_faxed_sent',
        columns: SENT_COLUMNS,
        empty: 'No faxed referrals. Referrals sent by fax appear here once they are completed.',
        faxFilter: false,
        maintainedFilter: false,
      },
    },
  },
};

/** What an empty list says while a search or filter narrows it. */
export const NO_MATCH_TEXT = 'No referrals match. Change the search or set the filters to All.';
