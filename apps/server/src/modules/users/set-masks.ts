import { AppError } from '../../lib/app-error.js';
import type { ActionContext } from '../../action-context.js';
import { USER_NOT_FOUND, type UserRow } from './user-admin.repo.js';
import { assertGrant, assertManagesClinic, refuseProvider } from './users.policy.js';

/**
 * Writes the masks of a member. The permission mask only by those who manage the clinic, under
 * the grant rules; the notification mask also by the user themselves (their own preference).
 */
export async function setMasks(
  ctx: Pick<ActionContext, 'actor' | 'data'>,
  clinicId: number,
  target: UserRow,
  masks: { permission?: number | null; notification?: number | null },
): Promise<void> {
  const { actor } = ctx;
  const users = ctx.data.users;
  const m = await users.membership(clinicId, target.id);
  if (!m) throw AppError.notFound(USER_NOT_FOUND);
  const self = target.id === actor.userId;
  const set: { permission?: number; notification?: number } = {};
  if (masks.permission != null && masks.permission !== m.permission) {
    await users.visibleClinic(clinicId);
    assertManagesClinic(ctx.actor, clinicId);
    if (!self) refuseProvider(target);
    // Only the bits being added are a grant: keeping a bit the manager lacks is not.
    assertGrant(actor, {
      actorMask: await users.actorMask(clinicId),
      targetUserId: target.id,
      currentMask: m.permission,
      requestedMask: masks.permission & ~m.permission,
    });
    set.permission = masks.permission;
  }
  if (masks.notification != null && masks.notification !== m.notification) {
    if (!self) {
      await users.visibleClinic(clinicId);
      assertManagesClinic(ctx.actor, clinicId);
      refuseProvider(target);
    }
    set.notification = masks.notification;
  }
  if (Object.keys(set).length === 0) return;
  await users.writeMasks(clinicId, target.id, set);
  await users.record('user.masks.changed', target.id, {
    clinicId,
    from: { permission: m.permission, notification: m.notification },
    to: set,
  });
}
