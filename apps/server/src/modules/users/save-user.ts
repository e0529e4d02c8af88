import { importUserSchema, userUpdateSchema, USER_MSG } from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import { parseInput } from '../../lib/validate.js';
import { isAdmin } from '../auth/actor.js';
import { setMasks } from './set-masks.js';
import type { ActionContext } from '../../action-context.js';
import { USER_NOT_FOUND, isAdminRow, type ClinicUserDto } from './user-admin.repo.js';
import { MANAGE_USER_MSG, refuseProvider } from './users.policy.js';

/** Mask inputs reuse the shared rules (range per settings list) without the import defaults. */
const userUpdateWithMasks = userUpdateSchema.extend({
  permission: importUserSchema.shape.permission.unwrap().nullish(),
  notification: importUserSchema.shape.notification.unwrap().nullish(),
});

/**
 * save_user: names and phone (the user themselves too); the role and, with clinic_id, the
 * masks in that clinic for those who manage it. Provider users are read-only here.
 */
export async function saveUser(
  ctx: Pick<ActionContext, 'actor' | 'data'>,
  uuid: string,
  raw: Record<string, unknown>,
  clinicId: number | null,
): Promise<ClinicUserDto> {
  const { actor } = ctx;
  const users = ctx.data.users;
  const target = await users.userByUuid(uuid);
  await users.reachableUser(target);
  const self = target.id === actor.userId;
  if (!self) refuseProvider(target);
  if (clinicId !== null) {
    await users.visibleClinic(clinicId);
    if (!(await users.membership(clinicId, target.id))) throw AppError.notFound(USER_NOT_FOUND);
  }
  const input = parseInput(userUpdateWithMasks, raw);
  const roleChange = input.role_id !== undefined && input.role_id !== target.roleId;
  if (roleChange) {
    if (self && !isAdmin(actor)) {
      throw AppError.validation(MANAGE_USER_MSG.ownRole, {
        role_id: [MANAGE_USER_MSG.ownRole],
      });
    }
    refuseProvider(target);
    if (isAdminRow(target)) {
      throw AppError.validation(USER_MSG.roleNotPickable, {
        role_id: [USER_MSG.roleNotPickable],
      });
    }
  }
  const masksGiven = input.permission != null || input.notification != null;
  if (masksGiven && clinicId === null) {
    throw AppError.validation('The given data was invalid.', {
      clinic_id: ['Choose the clinic whose settings change.'],
    });
  }
  if (masksGiven && clinicId !== null) await setMasks(ctx, clinicId, target, input);
  await users.writeUser(target.id, {
    firstname: input.firstname,
    lastname: input.lastname,
    phone: input.phone || null,
    ...(roleChange ? { roleId: input.role_id } : {}),
    updatedAt: new Date(),
  });
  if (roleChange) {
    await users.record('user.role.changed', target.id, { from: target.roleId, to: input.role_id });
  }
  const fresh = await users.userById(target.id);
  return clinicId !== null ? users.clinicUser(clinicId, target.id) : users.defaultMembership(fresh);
}
