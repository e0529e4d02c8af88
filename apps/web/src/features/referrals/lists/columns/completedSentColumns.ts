import * as c from './common';

/** The completed sent table: the sent columns plus MRN, Date of Birth, Diagnosis and
 * 'Maintained Appointment'. */
export const COMPLETED_SENT_COLUMNS: c.ListColumn[] = [
  c.patientName,
  c.mrn,
  c.dateOfBirth,
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
