import { importUserByEmailSchema, USER_MSG } from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import { hours } from '../../lib/clock.js';
import type { Limit } from '../../lib/rate-limit.js';
import { parseInput } from '../../lib/validate.js';
import type { ActionContext } from '../../action-context.js';
import type { ClinicUserDto } from './user-admin.repo.js';
import { assertGrant, assertManagesClinic, MANAGE_USER_MSG } from './users.policy.js';

/**
 * Budgets of imports (issue 18 item 2): a manager adds a handful of colleagues at a time; guessing
 * e-mails to find accounts needs many more. Every attempt counts, found or not, per manager and
 * clinic, and per manager across the clinics they manage (a registrar may manage many).
 */
export const IMPORT_USER_LIMITS = {
  perManagerClinic: { name: 'user-import:manager-clinic', max: 10, windowMs: hours(1) },
  perManager: { name: 'user-import:manager', max: 30, windowMs: hours(1) },
} as const satisfies Record<string, Limit>;

/**
 * add_user_to_clinic: import an existing user by the registered e-mail the manager typed (default
 * masks 4 and 1). Every e-mail that names no importable user (unknown, deleted, an admin, a
 * provider user) gets the same "not found", so the import tells nothing about accounts or roles
 * (docs/decisions.md, issue 18 item 2).
 */
export async function addUserToClinic(
  ctx: Pick<ActionContext, 'actor' | 'data' | 'deps'>,
  raw: {
    email: unknown;
    clinic_id: number;
    permission?: number | null;
    notification?: number | null;
  },
): Promise<ClinicUserDto> {
  const users = ctx.data.users;
  const input = parseInput(importUserByEmailSchema, {
    email: raw.email,
    permission: raw.permission ?? undefined,
    notification: raw.notification ?? undefined,
  });
  await users.visibleClinic(raw.clinic_id);
  assertManagesClinic(ctx.actor, raw.clinic_id);
  const { limiter } = ctx.deps;
  await limiter.consume(IMPORT_USER_LIMITS.perManager, `user:${ctx.actor.userId}`);
  await limiter.consume(
    IMPORT_USER_LIMITS.perManagerClinic,
    `user:${ctx.actor.userId}|clinic:${raw.clinic_id}`,
  );
  const target = await users.importableUser(input.email);
  if (!target) {
    throw new AppError('NOT_FOUND', USER_MSG.importNotFound, { email: [USER_MSG.importNotFound] });
  }
  // The clinic's members are listed to its managers already: saying so tells them nothing new.
  if (await users.membership(raw.clinic_id, target.id)) {
    throw AppError.validation(MANAGE_USER_MSG.alreadyMember, {
      email: [MANAGE_USER_MSG.alreadyMember],
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
