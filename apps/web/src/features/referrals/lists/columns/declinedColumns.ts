import * as c from './common';

/**
 * Declined tables show 'Declined Reason' where the others show the appointment date; both start
 * with the patient.
 */
export const DECLINED_SENT_COLUMNS: c.ListColumn[] = [
  ...c.patient,
  c.clinicReceiver,
  c.provider,
  c.status,
  c.actions,
  c.declinedReason,
  c.dateSent,
  c.lastUpdatedBy,
  c.lastUpdatedAt,
];

export const DECLINED_RECEIVED_COLUMNS: c.ListColumn[] = [
  ...c.patient,
  c.sendingClinicMrn,
  c.referralSource,
  c.provider,
  c.status,
  c.actions,
  c.declinedReason,
  c.dateReceived,
  c.lastUpdatedBy,
  c.lastUpdatedAt,
];
