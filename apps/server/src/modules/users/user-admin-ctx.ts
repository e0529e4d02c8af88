import type { Actor } from '../auth/actor.js';
import type { MailServices } from './create-clinic-user.js';
import type { UserAdminRepo } from './user-admin.repo.js';

/**
 * What a user administration action reads of the actions' context (ActionCtx,
 * users/action-context.ts, which satisfies it). Users rank below clinics, so the fields are
 * named here instead of importing it.
 */
export interface UserAdminCtx {
  actor: Actor;
  data: { users: UserAdminRepo };
  mail: MailServices;
}
