import type { Queryable } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import type { AuditEntry } from './audit.js';

/** Appends to the audit log (the table refuses updates and deletes). */
export async function audit(tx: Queryable, e: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    action: e.action,
    actorUserId: e.actorUserId ?? null,
    subjectType: e.subjectType,
    subjectId: e.subjectId === undefined ? undefined : String(e.subjectId),
    ip: e.ip,
    requestId: e.requestId,
    details: e.details,
  });
}
