/**
 * Referral analytics and the admin dashboard (spec 3 sections 2.4 and 2.6): the query types, the
 * tabs, and the chart constants both the server and the charts read.
 */

/** referral_list(type): rows grouped by the other clinic (admins: by the scope's own side). */
export const REFERRAL_LIST_TYPES = ['sent', 'received'] as const;
export type ReferralListType = (typeof REFERRAL_LIST_TYPES)[number];

/** referral_list_by_user(type): rows grouped by the user who sent, accepted or declined. */
export const REFERRAL_BY_USER_TYPES = ['sent', 'accepted', 'declined'] as const;
export type ReferralByUserType = (typeof REFERRAL_BY_USER_TYPES)[number];

export const ANALYTICS_TYPES = {
  referral_list: REFERRAL_LIST_TYPES,
  referral_list_by_user: REFERRAL_BY_USER_TYPES,
} as const;

/** One bar: a clinic or user name and its referral count. */
export interface AnalyticsRow {
  name: string;
  referrals: number;
}

/** Bar colours (spec 2.4): sent teal, received and accepted blue, declined red. */
export const CHART_COLORS = {
  sent: '#00897b',
  received: '#1e88e5',
  accepted: '#1e88e5',
  declined: '#e53935',
} as const;

/** The five tabs of /analytics, in order, with the query each reads. */
export const ANALYTICS_TABS = [
  { label: 'Sent Referrals', query: 'referral_list', type: 'sent', color: CHART_COLORS.sent },
  {
    label: 'Received Referrals',
    query: 'referral_list',
    type: 'received',
    color: CHART_COLORS.received,
  },
  {
    label: 'Sent Referrals by Users',
    query: 'referral_list_by_user',
    type: 'sent',
    color: CHART_COLORS.sent,
  },
  {
    label: 'Accepted Referrals by Users',
    query: 'referral_list_by_user',
    type: 'accepted',
    color: CHART_COLORS.accepted,
  },
  {
    label: 'Declined Referrals by Users',
    query: 'referral_list_by_user',
    type: 'declined',
    color: CHART_COLORS.declined,
  },
] as const;

/** Chart height: the larger of 500 px and 40 px per bar; names wrap at 30 characters. */
export const CHART_MIN_HEIGHT = 500;
export const CHART_BAR_HEIGHT = 40;
export const NAME_WRAP = 30;

export const chartHeight = (bars: number) => Math.max(CHART_MIN_HEIGHT, CHART_BAR_HEIGHT * bars);

/** Dashboard: the days-waiting buckets' width, the years offered (this year and two before). */
export const DAYS_WAITING_INTERVAL = 5;
export const DASHBOARD_YEARS = 3;
/** The month-and-year charts cover this many months up to the current one (US/Central). */
export const DASHBOARD_MONTHS = 12;
/** The rejected line is red. */
export const REJECTED_COLOR = CHART_COLORS.declined;
