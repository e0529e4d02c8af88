import * as c from './common';

/** Received tables (active, completed): spec 2 "Referral list columns". */
export const RECEIVED_COLUMNS: c.ListColumn[] = [
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
