export * from './export.js';
export * from './analytics.js';
export * from './presets.js';

/** Wording of the export, analytics and dashboard screens (spec 3 sections 2.3-2.6, 8). */
export const REPORT_MSG = {
  exportTitle: 'Export Sent Referrals',
  exportButton: 'Export File',
  noReferrals: 'No referrals found.',
  analyticsTitle: 'Referral Analytics',
  noData: 'No data found',
  endBeforeStart: 'End date must be after start date',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  statusInvalid: 'Choose among Active, Declined and Completed.',
  typeInvalid: 'Unknown report type.',
  monthInvalid: 'Choose a month from 1 to 12.',
  intervalInvalid: 'The interval must be between 1 and 365 days.',
  noClinic: 'Choose a clinic to see its reports.',
  axisLabel: 'Number of Referrals',
  byUsersHeading: (what: 'Sent' | 'Accepted' | 'Declined') => `Total Referrals ${what} by Users`,
  rangeHeading: (from: string, to: string) => `Showing data from ${from} - ${to}`,
  receivedByMonth: 'Referrals Received by Month and Year',
  rejectedByMonth: 'Referrals Rejected by Month and Year',
  /** A referral without a referring clinic (public form) in the received chart. */
  unknownName: 'Unknown',
} as const;
