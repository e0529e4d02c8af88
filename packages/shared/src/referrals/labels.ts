import { REFERRAL_DETAIL_MSG } from './messages.js';

/**
 * A referral's field labels as both sides show them: the web's forms, lists and detail view, and
 * the server's summary PDF, fax cover pages and CSV export. One wording for each.
 */
export const REFERRAL_LABEL = {
  referringClinic: 'Referring Clinic',
  receivingClinic: 'Receiving Clinic',
  receivingProvider: 'Receiving Provider',
  referrerProvider: 'Referrer Provider',
  dateOfBirth: 'Date of Birth',
  dateSent: 'Date Sent',
  appointmentDate: REFERRAL_DETAIL_MSG.appointmentDate,
  declineReason: REFERRAL_DETAIL_MSG.declineReason,
  diagnosis: 'Diagnosis',
  insuranceProvider: 'Insurance Provider',
  policyNumber: 'Policy Number',
} as const;
