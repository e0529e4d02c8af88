/**
 * Kept for documents/referral-summary.ts, whose import of referrals is a known back-edge (see
 * docs/architecture.md); the query itself is in current-appointment.repo.ts.
 */
export { currentAppointmentDate } from './current-appointment.repo.js';
