import { z } from 'zod';
import {
  NOTIFICATION_SETTINGS,
  clinicUserSchema,
  encodeMask,
  importUserSchema,
  userUpdateSchema,
  USER_MSG,
} from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import { parseInput } from '../../lib/validate.js';
import type { Mailer } from '../mail/mailer.js';
import type { AuditAction } from '../audit/audit.js';
import type { Actor } from '../auth/actor.js';
import { isAdmin } from '../auth/actor.js';
import { canGrantMask } from '../auth/clinic-access.js';
import { createClinicUser } from './create-clinic-user.js';
import {
  USER_NOT_FOUND,
  idArg,
  isAdminRow,
  isProviderRow,
  type ClinicNotificationSettingsDto,
  type ClinicUserDto,
  type UserAdminRepo,
  type UserRow,
} from './user-admin.repo.js';
import type { UserWritesRepo } from './user-writes.repo.js';

/** Not worded by the spec: refusals of the permission rules (docs/decisions.md). */
export const MANAGE_USER_MSG = {
  raiseOwnMask: 'You cannot raise your own permissions.',
  grantNotHeld: 'You cannot grant a permission you do not hold.',
  providerReadOnly: 'A provider user is managed from its provider.',
  ownRole: 'You cannot change your own role.',
  alreadyMember: 'The user is already a member of this clinic.',
  removeSelf: 'You cannot remove yourself from a clinic.',
} as const;

export interface MailServices {
  mailer: Mailer;
  appUrl: string;
  now: Date;
}

/** Mask inputs reuse the shared rules (range per settings list) without the import defaults. */
const permissionMask = importUserSchema.shape.permission.unwrap();
const notificationMask = importUserSchema.shape.notification.unwrap();

const userUpdateWithMasks = userUpdateSchema.extend({
  permission: permissionMask.nullish(),
  notification: notificationMask.nullish(),
});

const notificationSettingsSchema = z.object({ notification_settings: notificationMask });
const notificationListSchema = z.object({
  notificationSettings: z
    .array(z.union([z.literal(0), z.literal(1)], { error: USER_MSG.invalidMask }))
    .max(NOTIFICATION_SETTINGS.length, USER_MSG.invalidMask),
});

/**
 * The writes of user administration (docs/admin-api.md): create, edit, import, masks, primary
 * clinic, removal, own notification settings. Each checks the actor's scope with the reads of
 * `reads` and the rules of auth/clinic-access.ts before it writes.
 */
export function createUserAdminActions(writes: UserWritesRepo, actor: Actor, reads: UserAdminRepo) {
  const admin = isAdmin(actor);
  /** Who changed whose access, and how: masks and roles are security decisions. */
  const record = (
    action: AuditAction,
    userId: number,
    details: Record<string, unknown>,
    tx: UserWritesRepo = writes,
  ) =>
    tx.audit({
      action,
      actorUserId: actor.userId,
      subjectType: 'user',
      subjectId: userId,
      details,
    });

  function refuseProvider(target: UserRow) {
    if (isProviderRow(target)) throw AppError.forbidden(MANAGE_USER_MSG.providerReadOnly);
  }

  /** canGrantMask with a field error the form shows under the permissions. */
  function assertGrant(opts: {
    actorMask: number;
    targetUserId: number;
    currentMask: number;
    requestedMask: number;
  }) {
    if (canGrantMask({ actor, ...opts })) return;
    const message =
      opts.targetUserId === actor.userId
        ? MANAGE_USER_MSG.raiseOwnMask
        : MANAGE_USER_MSG.grantNotHeld;
    throw AppError.validation(message, { permission: [message] });
  }

  const membership = (clinicId: number, userId: number) => writes.membership(clinicId, userId);

  /**
   * Writes the masks of a member. The permission mask only by those who manage the clinic, under
   * the grant rules; the notification mask also by the user themselves (their own preference).
   */
  async function setMasks(
    clinicId: number,
    target: UserRow,
    masks: { permission?: number | null; notification?: number | null },
  ) {
    const m = await membership(clinicId, target.id);
    if (!m) throw AppError.notFound(USER_NOT_FOUND);
    const self = target.id === actor.userId;
    const set: { permission?: number; notification?: number } = {};
    if (masks.permission != null && masks.permission !== m.permission) {
      await reads.managedClinic(clinicId);
      if (!self) refuseProvider(target);
      // Only the bits being added are a grant: keeping a bit the manager lacks is not.
      assertGrant({
        actorMask: await reads.actorMask(clinicId),
        targetUserId: target.id,
        currentMask: m.permission,
        requestedMask: masks.permission & ~m.permission,
      });
      set.permission = masks.permission;
    }
    if (masks.notification != null && masks.notification !== m.notification) {
      if (!self) {
        await reads.managedClinic(clinicId);
        refuseProvider(target);
      }
      set.notification = masks.notification;
    }
    if (Object.keys(set).length === 0) return;
    await writes.updateMembership(clinicId, target.id, set);
    await record('user.masks.changed', target.id, {
      clinicId,
      from: { permission: m.permission, notification: m.notification },
      to: set,
    });
  }

  const actions = {
    /** save_clinic_user: a new (pending) user in a clinic, e-mailed an activation link. */
    async saveClinicUser(
      clinicId: number,
      raw: Record<string, unknown>,
      services: MailServices,
    ): Promise<ClinicUserDto> {
      await reads.managedClinic(clinicId);
      if (raw['id'] != null && raw['id'] !== '') {
        // An existing user edited from the clinic's users card.
        const target = await reads.userById(idArg(raw['id'] as string, USER_NOT_FOUND));
        return actions.saveUser(target.uuid, raw, clinicId);
      }
      const input = parseInput(clinicUserSchema, raw);
      assertGrant({
        actorMask: await reads.actorMask(clinicId),
        targetUserId: 0,
        currentMask: 0,
        requestedMask: input.permission,
      });
      const created = await writes.transaction(async (tx) => {
        const made = await createClinicUser(tx, services, clinicId, input, { isPrimary: true });
        await record('user.created', made.userId, { clinicId, permission: input.permission }, tx);
        return made;
      });
      return reads.clinicUser(clinicId, created.userId);
    },

    /**
     * save_user: names and phone (the user themselves too); the role and, with clinic_id, the
     * masks in that clinic for those who manage it. Provider users are read-only here.
     */
    async saveUser(
      uuid: string,
      raw: Record<string, unknown>,
      clinicId: number | null,
    ): Promise<ClinicUserDto> {
      const target = await reads.userByUuid(uuid);
      await reads.reachableUser(target);
      const self = target.id === actor.userId;
      if (!self) refuseProvider(target);
      if (clinicId !== null) {
        await reads.visibleClinic(clinicId);
        if (!(await membership(clinicId, target.id))) throw AppError.notFound(USER_NOT_FOUND);
      }
      const input = parseInput(userUpdateWithMasks, raw);
      const roleChange = input.role_id !== undefined && input.role_id !== target.roleId;
      if (roleChange) {
        if (self && !admin) {
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
      if (masksGiven && clinicId !== null) await setMasks(clinicId, target, input);
      await writes.updateUser(target.id, {
        firstname: input.firstname,
        lastname: input.lastname,
        phone: input.phone || null,
        ...(roleChange ? { roleId: input.role_id } : {}),
        updatedAt: new Date(),
      });
      if (roleChange) {
        await record('user.role.changed', target.id, { from: target.roleId, to: input.role_id });
      }
      const fresh = await reads.userById(target.id);
      return clinicId !== null
        ? reads.clinicUser(clinicId, target.id)
        : reads.defaultMembership(fresh);
    },

    /** add_user_to_clinic: import an existing user (default masks 4 and 1). */
    async addUserToClinic(raw: {
      user_id: unknown;
      clinic_id: number;
      permission?: number | null;
      notification?: number | null;
    }): Promise<ClinicUserDto> {
      const input = parseInput(importUserSchema, {
        user_id: raw.user_id,
        permission: raw.permission ?? undefined,
        notification: raw.notification ?? undefined,
      });
      await reads.managedClinic(raw.clinic_id);
      const target = await reads.userById(idArg(input.user_id, USER_NOT_FOUND));
      if (isAdminRow(target)) throw AppError.notFound(USER_NOT_FOUND);
      refuseProvider(target);
      if (await membership(raw.clinic_id, target.id)) {
        throw AppError.validation(MANAGE_USER_MSG.alreadyMember, {
          user_id: [MANAGE_USER_MSG.alreadyMember],
        });
      }
      assertGrant({
        actorMask: await reads.actorMask(raw.clinic_id),
        targetUserId: target.id,
        currentMask: 0,
        requestedMask: input.permission,
      });
      const hasClinic = (await reads.clinicIdsOf(target.id)).length > 0;
      await writes.transaction(async (tx) => {
        await tx.insertMembership({
          clinicId: raw.clinic_id,
          userId: target.id,
          permission: input.permission,
          notification: input.notification,
          isPrimary: !hasClinic,
        });
        if (target.currentClinicId === null) {
          await tx.updateUser(target.id, { currentClinicId: raw.clinic_id });
        }
        await record(
          'user.clinic.added',
          target.id,
          { clinicId: raw.clinic_id, permission: input.permission },
          tx,
        );
      });
      return reads.clinicUser(raw.clinic_id, target.id);
    },

    /** save_user_clinic: the permission and notification masks of a member. */
    async saveUserClinic(raw: {
      user_id: unknown;
      clinic_id: number;
      permission: number;
      notification: number;
    }): Promise<ClinicUserDto> {
      const input = parseInput(importUserSchema, raw);
      await reads.managedClinic(raw.clinic_id);
      const target = await reads.userById(idArg(input.user_id, USER_NOT_FOUND));
      if (target.id !== actor.userId) refuseProvider(target);
      await setMasks(raw.clinic_id, target, input);
      return reads.clinicUser(raw.clinic_id, target.id);
    },

    /** make_primary_clinic: the user themselves, or an admin. */
    async makePrimaryClinic(uuid: string, clinicId: number): Promise<boolean> {
      const target = await reads.userByUuid(uuid);
      if (!admin && target.id !== actor.userId) throw AppError.notFound(USER_NOT_FOUND);
      if (!(await membership(clinicId, target.id))) throw AppError.notFound('Clinic not found.');
      await writes.transaction(async (tx) => {
        await tx.unsetOtherPrimaries(target.id, clinicId);
        await tx.updateMembership(clinicId, target.id, { isPrimary: true });
      });
      return true;
    },

    /**
     * delete_user_clinic: removes a member from a clinic. The stored primary flag decides whether
     * another membership becomes primary (the client's is_primary is accepted, not trusted).
     */
    async deleteUserClinic(clinicId: number, userId: number): Promise<boolean> {
      await reads.managedClinic(clinicId);
      const target = await reads.userById(userId);
      const m = await membership(clinicId, target.id);
      if (!m) throw AppError.notFound(USER_NOT_FOUND);
      refuseProvider(target);
      if (target.id === actor.userId) {
        throw AppError.validation(MANAGE_USER_MSG.removeSelf, {
          user_id: [MANAGE_USER_MSG.removeSelf],
        });
      }
      await writes.transaction(async (tx) => {
        await tx.deleteMembership(clinicId, target.id);
        await record('user.clinic.removed', target.id, { clinicId }, tx);
        const next = await tx.firstMembership(target.id);
        if (m.isPrimary && next) {
          await tx.updateMembership(next.clinicId, target.id, { isPrimary: true });
        }
        if (target.currentClinicId === clinicId) {
          await tx.updateUser(target.id, { currentClinicId: next?.clinicId ?? null });
        }
      });
      return true;
    },

    /** save_user_notification_settings: the actor's own mask in one of their clinics. */
    async saveNotificationMask(
      clinicId: number,
      mask: unknown,
    ): Promise<ClinicNotificationSettingsDto> {
      const input = parseInput(notificationSettingsSchema, { notification_settings: mask });
      return reads.saveOwnNotificationMask(clinicId, input.notification_settings);
    },

    /** save_clinic_notification_settings: the same, as a list of 1/0 per setting in order. */
    async saveNotificationList(
      clinicId: number,
      list: unknown,
    ): Promise<ClinicNotificationSettingsDto> {
      const input = parseInput(notificationListSchema, { notificationSettings: list });
      const mask = encodeMask(input.notificationSettings.map((v) => ({ value: v === 1 })));
      return reads.saveOwnNotificationMask(clinicId, mask);
    },
  };
  return actions;
}
