import { AGING_THRESHOLD_DAYS } from '@app/shared';
import { ADMIN_COLUMNS, AGING_COLUMNS } from './columns';
import type { AdminListDef } from './AdminReferralList';

/** manage/referrals: sent and received referrals of every clinic; completed ones are hidden. */
export const ADMIN_REFERRALS_LIST: AdminListDef = {
  field: 'referrals_admin',
  title: 'Referrals',
  subtitle: 'Referrals sent between all clinics. Completed referrals are hidden.',
  columns: ADMIN_COLUMNS,
  faxFilter: true,
  empty: 'No referrals yet. Referrals appear here once a clinic sends one.',
};

/** manage/appointment-aging (spec 3 section 2.7). */
export const APPOINTMENT_AGING_LIST: AdminListDef = {
  field: 'referrals_aging',
  title: 'Scheduled Referrals Aged 7 Days Past their Appointment Date',
  subtitle: `Scheduled or faxed referrals whose appointment date is more than ${AGING_THRESHOLD_DAYS} days in the past and that nobody has completed.`,
  columns: AGING_COLUMNS,
  faxFilter: false,
  empty: `No referrals are more than ${AGING_THRESHOLD_DAYS} days past their appointment date.`,
};
