import { importUserSchema } from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import { parseInput } from '../../lib/validate.js';
import type { ActionContext } from '../../action-context.js';
import { USER_NOT_FOUND, idArg, isAdminRow, type ClinicUserDto } from './user-admin.repo.js';
import {
  assertGrant,
  assertManagesClinic,
  MANAGE_USER_MSG,
  refuseProvider,
} from './users.policy.js';

/** add_user_to_clinic: import an existing user (default masks 4 and 1). */
export async function addUserToClinic(
  ctx: Pick<ActionContext, 'actor' | 'data'>,
  raw: {
    user_id: unknown;
    clinic_id: number;
    permission?: number | null;
    notification?: number | null;
  },
): Promise<ClinicUserDto> {
  const users = ctx.data.users;
  const input = parseInput(importUserSchema, {
    user_id: raw.user_id,
    permission: raw.permission ?? undefined,
    notification: raw.notification ?? undefined,
  });
  await users.visibleClinic(raw.clinic_id);
  assertManagesClinic(ctx.actor, raw.clinic_id);
  const target = await users.userById(idArg(input.user_id, USER_NOT_FOUND));
  if (isAdminRow(target)) throw AppError.notFound(USER_NOT_FOUND);
  refuseProvider(target);
  if (await users.membership(raw.clinic_id, target.id)) {
    throw AppError.validation(MANAGE_USER_MSG.alreadyMember, {
      user_id: [MANAGE_USER_MSG.alreadyMember],
    });
  }
  assertGrant(ctx.actor, {
    actorMask: await users.actorMask(raw.clinic_id),
    targetUserId: target.id,
    currentMask: 0,
    requestedMask: input.permission,
  });
  const hasClinic = (await users.clinicIdsOf(target.id)).length > 0;
  await users.transaction(async (tx) => {
    await tx.addMembership(target, {
      clinicId: raw.clinic_id,
      permission: input.permission,
      notification: input.notification,
      isPrimary: !hasClinic,
    });
    await tx.record('user.clinic.added', target.id, {
      clinicId: raw.clinic_id,
      permission: input.permission,
    });
  });
  return users.clinicUser(raw.clinic_id, target.id);
}
