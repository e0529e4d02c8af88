import { AppError } from '../../lib/app-error.js';
import { isAdmin } from '../auth/actor.js';
import type { ActionContext } from '../../action-context.js';
import { USER_NOT_FOUND } from './user-admin.repo.js';

/** make_primary_clinic: the user themselves, or an admin. */
export async function makePrimaryClinic(
  ctx: Pick<ActionContext, 'actor' | 'data'>,
  uuid: string,
  clinicId: number,
): Promise<boolean> {
  const users = ctx.data.users;
  const target = await users.userByUuid(uuid);
  if (!isAdmin(ctx.actor) && target.id !== ctx.actor.userId) {
    throw AppError.notFound(USER_NOT_FOUND);
  }
  if (!(await users.membership(clinicId, target.id))) throw AppError.notFound('Clinic not found.');
  await users.transaction((tx) => tx.makePrimary(target.id, clinicId));
  return true;
}
