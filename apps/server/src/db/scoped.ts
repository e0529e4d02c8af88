import type { Actor } from '../modules/auth/actor.js';
import { audit, type AuditEntry } from '../modules/audit/audit.js';
import { createDashboardRepo } from '../modules/dashboard/dashboard.repo.js';
import { createNotificationsRepo } from '../modules/notifications/notifications.repo.js';
import { createUsersRepo } from '../modules/users/users.repo.js';
import type { Database } from './client.js';

/**
 * The data handle request code receives: every repository here is bound to the actor and only
 * ever reads or writes what that actor may see. Request code never holds the raw database.
 */
export function scopedData(db: Database, actor: Actor) {
  return {
    users: createUsersRepo(db, actor),
    notifications: createNotificationsRepo(db, actor),
    dashboard: createDashboardRepo(db, actor),
    /** Audit entries are always written as the actor. */
    audit: (entry: Omit<AuditEntry, 'actorUserId'>) =>
      audit(db, { ...entry, actorUserId: actor.userId }),
  };
}

export type ScopedData = ReturnType<typeof scopedData>;
