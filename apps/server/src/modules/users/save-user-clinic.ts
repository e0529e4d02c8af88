import { importUserSchema } from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import { parseInput } from '../../lib/validate.js';
import { setMasks } from './set-masks.js';
import type { ActionContext } from '../../action-context.js';
import { USER_NOT_FOUND, idArg, type ClinicUserDto } from './user-admin.repo.js';
import { assertManagesClinic, refuseProvider } from './users.policy.js';

/** save_user_clinic: the permission and notification masks of a member. */
export async function saveUserClinic(
  ctx: Pick<ActionContext, 'actor' | 'data'>,
  raw: { user_id: unknown; clinic_id: number; permission: number; notification: number },
): Promise<ClinicUserDto> {
  const users = ctx.data.users;
  const input = parseInput(importUserSchema, raw);
  await users.visibleClinic(raw.clinic_id);
  assertManagesClinic(ctx.actor, raw.clinic_id);
  const target = await users.userById(idArg(input.user_id, USER_NOT_FOUND));
  // Anyone outside the clinic is not found, whatever their role (issue 18 item 2).
  if (!(await users.membership(raw.clinic_id, target.id))) throw AppError.notFound(USER_NOT_FOUND);
  if (target.id !== ctx.actor.userId) refuseProvider(target);
  await setMasks(ctx, raw.clinic_id, target, input);
  return users.clinicUser(raw.clinic_id, target.id);
}
