import { ANALYTICS_TABS as TABS, REPORT_MSG } from '@app/shared';
import type { ChartColor } from '../charts/palette';

/**
 * The five analytics tabs (shared ANALYTICS_TABS: label, query, type) with what the screen adds:
 * a key for ?tab=, the series name of the legend and tooltip, the colour, and the by-user
 * heading ('Total Referrals Sent by Users'); the clinic tabs use the range as their heading.
 */
export interface AnalyticsTab {
  key: string;
  label: string;
  field: (typeof TABS)[number]['query'];
  type: string;
  color: ChartColor;
  seriesLabel: 'Sent' | 'Received' | 'Accepted' | 'Declined';
  heading?: string;
  /** The first column of the table view: whose counts these are. */
  nameColumn: 'Clinic' | 'User';
}

const SERIES = {
  sent: 'Sent',
  received: 'Received',
  accepted: 'Accepted',
  declined: 'Declined',
} as const;

export const ANALYTICS_TABS: readonly AnalyticsTab[] = TABS.map((t) => {
  const seriesLabel = SERIES[t.type];
  const byUser = t.query === 'referral_list_by_user';
  return {
    key: t.label.toLowerCase().replace(/\s+/g, '-'),
    label: t.label,
    field: t.query,
    type: t.type,
    color: t.type,
    seriesLabel,
    heading: byUser
      ? REPORT_MSG.byUsersHeading(seriesLabel as Exclude<typeof seriesLabel, 'Received'>)
      : undefined,
    nameColumn: byUser ? 'User' : 'Clinic',
  };
});
