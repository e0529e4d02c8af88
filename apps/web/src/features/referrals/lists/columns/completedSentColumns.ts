import * as c from './common';

/** The completed sent table: the sent columns plus MRN, Diagnosis and 'Maintained Appointment'
 * (its Date of Birth comes second, as in every list). */
export const COMPLETED_SENT_COLUMNS: c.ListColumn[] = [
  ...c.patient,
  c.mrn,
  c.diagnosis,
  c.clinicReceiver,
  c.provider,
  c.status,
  c.actions,
  c.maintainedAppointment,
  c.appointmentDate,
  c.dateSent,
  c.lastUpdatedBy,
  c.lastUpdatedAt,
];
