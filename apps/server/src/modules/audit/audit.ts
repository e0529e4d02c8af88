export type AuditAction =
  | 'auth.login.succeeded'
  | 'auth.login.failed'
  | 'auth.login.refused'
  | 'auth.two_factor.sent'
  | 'auth.two_factor.verified'
  | 'auth.two_factor.failed'
  | 'auth.logout'
  | 'auth.session.replaced'
  | 'auth.password_reset.requested'
  | 'auth.password_reset.completed'
  | 'auth.account.activated'
  | 'user.clinic.switched'
  | 'user.read'
  | 'user.created'
  | 'user.updated'
  | 'user.role.changed'
  | 'user.masks.changed'
  | 'user.clinic.added'
  | 'user.clinic.removed'
  | 'clinic.created'
  | 'clinic.updated'
  | 'clinic.archived'
  | 'clinic.deleted'
  | 'patient.created'
  | 'patient.updated'
  | 'patient.ssn.read'
  | 'patient.ssn.lookup'
  | 'referral.document.uploaded'
  | 'referral.document.read'
  | 'referral.document.deleted'
  | 'referral.printed'
  | 'referral.exported'
  | 'inbound_fax.uploaded'
  | 'inbound_fax.read'
  | 'inbound_fax.assigned'
  | 'inbound_fax.deleted'
  | 'inbound_fax.referral_created';

export interface AuditEntry {
  action: AuditAction;
  actorUserId?: number | null;
  subjectType?: string;
  subjectId?: string | number;
  ip?: string;
  requestId?: string;
  /** Ids and outcomes only: never passwords, codes, tokens or patient data. */
  details?: Record<string, unknown>;
}

// The writer is SQL, so it lives in the repository; callers keep importing it from here.
export { audit } from './audit.repo.js';
