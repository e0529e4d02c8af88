import * as c from './common';

/**
 * Received tables (active, completed): spec 2 "Referral list columns", after the patient (the
 * spec's received tables name no patient; its sent tables' columns are used).
 */
export const RECEIVED_COLUMNS: c.ListColumn[] = [
  ...c.patient,
  c.sendingClinicMrn,
  c.referralSource,
  c.provider,
  c.status,
  c.actions,
  c.appointmentOrDeclineReason,
  c.dateReceived,
  c.lastUpdatedBy,
  c.lastUpdatedAt,
];
