import { clinicUserSchema } from '@app/shared';
import { parseInput } from '../../lib/validate.js';
import { saveUser } from './save-user.js';
import type { ActionContext } from '../../action-context.js';
import { mailServicesOf } from './create-clinic-user.js';
import { USER_NOT_FOUND, idArg, type ClinicUserDto } from './user-admin.repo.js';
import { assertGrant, assertManagesClinic } from './users.policy.js';

/** save_clinic_user: a new (pending) user in a clinic, e-mailed an activation link. */
export async function saveClinicUser(
  ctx: Pick<ActionContext, 'actor' | 'data' | 'deps' | 'now'>,
  clinicId: number,
  raw: Record<string, unknown>,
): Promise<ClinicUserDto> {
  const users = ctx.data.users;
  await users.visibleClinic(clinicId);
  assertManagesClinic(ctx.actor, clinicId);
  if (raw['id'] != null && raw['id'] !== '') {
    // An existing user edited from the clinic's users card.
    const target = await users.userById(idArg(raw['id'] as string, USER_NOT_FOUND));
    return saveUser(ctx, target.uuid, raw, clinicId);
  }
  const input = parseInput(clinicUserSchema, raw);
  assertGrant(ctx.actor, {
    actorMask: await users.actorMask(clinicId),
    targetUserId: 0,
    currentMask: 0,
    requestedMask: input.permission,
  });
  const created = await users.transaction(async (tx) => {
    const made = await tx.createClinicUser(clinicId, input, mailServicesOf(ctx), {
      isPrimary: true,
    });
    await tx.record('user.created', made.userId, { clinicId, permission: input.permission });
    return made;
  });
  return users.clinicUser(clinicId, created.userId);
}
