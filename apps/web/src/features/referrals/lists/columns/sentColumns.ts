import * as c from './common';

/** Sent tables (active, faxed): spec 2 "Referral list columns". */
export const SENT_COLUMNS: c.ListColumn[] = [
  c.patientName,
  c.clinicReceiver,
  c.provider,
  c.status,
  c.actions,
  c.appointmentDate,
  c.dateSent,
  c.lastUpdatedBy,
  c.lastUpdatedAt,
];
