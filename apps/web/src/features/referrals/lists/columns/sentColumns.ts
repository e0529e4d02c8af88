import * as c from './common';

/** Sent tables (active, faxed): spec 2 "Referral list columns", the birth date beside the name. */
export const SENT_COLUMNS: c.ListColumn[] = [
  ...c.patient,
  c.clinicReceiver,
  c.provider,
  c.status,
  c.actions,
  c.appointmentDate,
  c.dateSent,
  c.lastUpdatedBy,
  c.lastUpdatedAt,
];
