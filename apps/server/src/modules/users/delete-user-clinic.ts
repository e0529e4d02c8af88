import { AppError } from '../../lib/app-error.js';
import type { ActionContext } from '../../action-context.js';
import { USER_NOT_FOUND } from './user-admin.repo.js';
import { assertManagesClinic, MANAGE_USER_MSG, refuseProvider } from './users.policy.js';

/**
 * delete_user_clinic: removes a member from a clinic. The stored primary flag decides whether
 * another membership becomes primary (the client's is_primary is accepted, not trusted).
 */
export async function deleteUserClinic(
  ctx: Pick<ActionContext, 'actor' | 'data'>,
  clinicId: number,
  userId: number,
): Promise<boolean> {
  const users = ctx.data.users;
  await users.visibleClinic(clinicId);
  assertManagesClinic(ctx.actor, clinicId);
  const target = await users.userById(userId);
  const m = await users.membership(clinicId, target.id);
  if (!m) throw AppError.notFound(USER_NOT_FOUND);
  refuseProvider(target);
  if (target.id === ctx.actor.userId) {
    throw AppError.validation(MANAGE_USER_MSG.removeSelf, {
      user_id: [MANAGE_USER_MSG.removeSelf],
    });
  }
  await users.transaction(async (tx) => {
    await tx.removeMembership(target, clinicId, m.isPrimary);
    await tx.record('user.clinic.removed', target.id, { clinicId });
  });
  return true;
}
