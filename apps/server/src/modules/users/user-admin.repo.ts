import {
  and,
  asc,
  count,
  eq,
  ilike,
  inArray,
  isNull,
  notExists,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  ALL_PERMISSIONS_MASK,
  NOTIFICATION_SETTINGS,
  PERMISSION_SETTINGS,
  ROLES,
  decodeMask,
  isRole,
  roleById,
  type ClinicUserDto,
  type RoleDto,
  type SettingFlag,
} from '@app/shared';
import type { Queryable } from '../../db/client.js';
import { transaction, type AfterCommit } from '../../db/transaction.js';
import { clinicUsers, clinics, providers, users } from '../../db/schema/index.js';
import type { AuditAction } from '../audit/audit.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../auth/actor.js';
import { isAdmin } from '../auth/actor.js';
import { canManageClinic, canSeeClinic, isClinicRegistrar } from '../auth/clinic-access.js';
import { createClinicUser, type MailServices, type NewClinicUser } from './create-clinic-user.js';
import { UserWritesRepo } from './user-writes.repo.js';

export interface UserRefDto {
  id: string;
  uuid: string;
  email: string;
  firstname: string;
  lastname: string;
  role: RoleDto;
}

export interface UserDetailDto extends UserRefDto {
  phone: string | null;
  clinics: ClinicUserDto[];
}

export interface ClinicNotificationSettingsDto {
  clinic: { id: string; name: string };
  notification: number;
  notifications: SettingFlag[];
}

const MAX_DB_INT = 2_147_483_647;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An id from the client; anything that cannot be a row id is simply not found. */
export function idArg(v: string | number | null | undefined, what = 'Not found.'): number {
  const n = typeof v === 'number' ? v : /^\d+$/.test(String(v ?? '').trim()) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0 || n > MAX_DB_INT) throw AppError.notFound(what);
  return n;
}

export const USER_NOT_FOUND = 'User not found.';
export const CLINIC_NOT_FOUND = 'Clinic not found.';

function roleDto(roleId: number): RoleDto {
  const r = roleById(roleId);
  return r ? { id: r.id, name: r.name, label: r.label } : { id: roleId, name: '', label: '' };
}

/** The user columns the administration and the current user read (never the password hash). */
export const userColumns = {
  id: users.id,
  uuid: users.uuid,
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
  phone: users.phone,
  roleId: users.roleId,
  activatedAt: users.activatedAt,
  currentClinicId: users.currentClinicId,
};

export type UserRow = {
  id: number;
  uuid: string;
  email: string;
  firstname: string;
  lastname: string;
  phone: string | null;
  roleId: number;
  activatedAt: Date | null;
  currentClinicId: number | null;
};

export const isProviderRow = (u: { roleId: number }) => u.roleId === ROLES.provider.id;
export const isAdminRow = (u: { roleId: number }) => u.roleId === ROLES.admin.id;

/**
 * Reads of users and clinic memberships as the actor may see them (docs/admin-api.md, "Who may do
 * what"): admins everything; clinic managers the users of the clinics they manage; everyone
 * themselves. Anything else is "not found". The writes here are plain SQL: the action files
 * (save-user.ts, add-user-to-clinic.ts...) check users.policy.ts and these reads before they call
 * them.
 */
export function createUserAdminRepo(db: Queryable, actor: Actor) {
  return {
    ...userAdminRepoOn(db, actor),
    /** Runs `fn` with the repository on one transaction (db/transaction.ts). */
    transaction<T>(fn: (tx: UserAdminTx, after: AfterCommit) => Promise<T>): Promise<T> {
      return transaction(db, (tx, after) => fn(userAdminRepoOn(tx, actor), after));
    },
  };
}

/** The repository on an open transaction. */
type UserAdminTx = ReturnType<typeof userAdminRepoOn>;

function userAdminRepoOn(db: Queryable, actor: Actor) {
  const admin = isAdmin(actor);
  /** The SQL of the writes (user-writes.repo.ts), on the same connection. */
  const writes = new UserWritesRepo(db);

  /** Membership rows (joined with the user and clinic), optionally masked for the viewer. */
  async function membershipRows(where: SQL | undefined, q: Queryable = db) {
    const rows = await q
      .select({
        ...userColumns,
        clinicId: clinicUsers.clinicId,
        clinicName: clinics.name,
        permission: clinicUsers.permission,
        notification: clinicUsers.notification,
        isPrimary: clinicUsers.isPrimary,
      })
      .from(clinicUsers)
      .innerJoin(users, eq(users.id, clinicUsers.userId))
      .innerJoin(clinics, eq(clinics.id, clinicUsers.clinicId))
      .where(and(isNull(users.deletedAt), isNull(clinics.deletedAt), where))
      .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id), asc(clinicUsers.clinicId));
    const userIds = [...new Set(rows.map((r) => r.id))];
    const links = userIds.length
      ? await q
          .select({ id: providers.id, userId: providers.userId, clinicId: providers.clinicId })
          .from(providers)
          .where(and(inArray(providers.userId, userIds), isNull(providers.deletedAt)))
      : [];
    return rows.map((r) =>
      toClinicUser(
        r,
        {
          id: r.clinicId,
          name: r.clinicName,
          permission: r.permission,
          notification: r.notification,
          isPrimary: r.isPrimary,
        },
        links
          .filter((l) => l.userId === r.id && l.clinicId === r.clinicId)
          .map((l) => String(l.id)),
      ),
    );
  }

  /** Masks of others are shown only to those who manage the clinic (and to the user). */
  function visibleToActor(u: ClinicUserDto): ClinicUserDto {
    if (!u.clinic) return u;
    if (u.id === String(actor.userId) || canManageClinic(actor, Number(u.clinic.id))) return u;
    return {
      ...u,
      permission: 0,
      notification: 0,
      permissions: decodeMask(0, PERMISSION_SETTINGS),
      notifications: decodeMask(0, NOTIFICATION_SETTINGS),
    };
  }

  async function userByUuid(uuid: string, q: Queryable = db): Promise<UserRow> {
    if (!UUID.test(uuid)) throw AppError.notFound(USER_NOT_FOUND);
    const [u] = await q
      .select(userColumns)
      .from(users)
      .where(and(eq(users.uuid, uuid.toLowerCase()), isNull(users.deletedAt)));
    if (!u) throw AppError.notFound(USER_NOT_FOUND);
    return u;
  }

  async function userById(id: number, q: Queryable = db): Promise<UserRow> {
    const [u] = await q
      .select(userColumns)
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)));
    if (!u) throw AppError.notFound(USER_NOT_FOUND);
    return u;
  }

  async function clinicIdsOf(userId: number, q: Queryable = db): Promise<number[]> {
    const rows = await q
      .select({ clinicId: clinicUsers.clinicId })
      .from(clinicUsers)
      .innerJoin(clinics, eq(clinics.id, clinicUsers.clinicId))
      .where(and(eq(clinicUsers.userId, userId), isNull(clinics.deletedAt)));
    return rows.map((r) => r.clinicId);
  }

  const repo = {
    /** Who changed whose access, and how: masks and roles are security decisions. */
    record(action: AuditAction, userId: number, details: Record<string, unknown>) {
      return writes.audit({
        action,
        actorUserId: actor.userId,
        subjectType: 'user',
        subjectId: userId,
        details,
      });
    },

    /** The membership row of a user in a clinic, if any. */
    membership(clinicId: number, userId: number) {
      return writes.membership(clinicId, userId);
    },

    writeMasks(
      clinicId: number,
      userId: number,
      set: { permission?: number; notification?: number },
    ): Promise<void> {
      return writes.updateMembership(clinicId, userId, set);
    },

    writeUser(
      userId: number,
      set: {
        firstname: string;
        lastname: string;
        phone: string | null;
        roleId?: number;
        updatedAt: Date;
      },
    ): Promise<void> {
      return writes.updateUser(userId, set);
    },

    /** A new pending user in a clinic, e-mailed the activation link (create-clinic-user.ts). */
    createClinicUser(
      clinicId: number,
      input: NewClinicUser,
      mail: MailServices,
      opts: { isPrimary?: boolean; errorPath?: string } = {},
    ) {
      return createClinicUser(writes, mail, clinicId, input, opts);
    },

    /** Adds an existing user to a clinic; it becomes their current clinic if they had none. */
    async addMembership(
      target: UserRow,
      m: { clinicId: number; permission: number; notification: number; isPrimary: boolean },
    ): Promise<void> {
      await writes.insertMembership({ ...m, userId: target.id });
      if (target.currentClinicId === null) {
        await writes.updateUser(target.id, { currentClinicId: m.clinicId });
      }
    },

    async makePrimary(userId: number, clinicId: number): Promise<void> {
      await writes.unsetOtherPrimaries(userId, clinicId);
      await writes.updateMembership(clinicId, userId, { isPrimary: true });
    },

    /**
     * Removes a membership. The user's oldest other membership becomes primary when the removed
     * one was, and current when the removed clinic was current (or none is left).
     */
    async removeMembership(target: UserRow, clinicId: number, wasPrimary: boolean) {
      await writes.deleteMembership(clinicId, target.id);
      const next = await writes.firstMembership(target.id);
      if (wasPrimary && next) {
        await writes.updateMembership(next.clinicId, target.id, { isPrimary: true });
      }
      if (target.currentClinicId === clinicId) {
        await writes.updateUser(target.id, { currentClinicId: next?.clinicId ?? null });
      }
    },

    /** Roles by label; `excluded_roles` names are compared case-insensitively. */
    roles(excluded: readonly string[] | null | undefined): RoleDto[] {
      const ex = (excluded ?? []).map((r) => r.toLowerCase());
      return Object.values(ROLES)
        .filter((r) => !ex.includes(r.name))
        .map((r) => ({ id: r.id, name: r.name, label: r.label }));
    },

    /** A live clinic the actor can see, else not found. */
    async visibleClinic(clinicId: number): Promise<{ id: number; name: string }> {
      if (!canSeeClinic(actor, clinicId)) throw AppError.notFound(CLINIC_NOT_FOUND);
      const [c] = await db
        .select({ id: clinics.id, name: clinics.name })
        .from(clinics)
        .where(and(eq(clinics.id, clinicId), isNull(clinics.deletedAt)));
      if (!c) throw AppError.notFound(CLINIC_NOT_FOUND);
      return c;
    },

    /** The actor's own permission mask in a clinic (admins hold every bit). */
    async actorMask(clinicId: number, q: Queryable = db): Promise<number> {
      if (admin) return ALL_PERMISSIONS_MASK;
      const [m] = await q
        .select({ permission: clinicUsers.permission })
        .from(clinicUsers)
        .where(and(eq(clinicUsers.clinicId, clinicId), eq(clinicUsers.userId, actor.userId)));
      if (m || !isClinicRegistrar(actor, clinicId)) return m?.permission ?? 0;
      // A clinic they registered: what they hold in the clinic they registered it from.
      const [from] = await q
        .select({ permission: clinicUsers.permission })
        .from(clinics)
        .innerJoin(
          clinicUsers,
          and(
            eq(clinicUsers.clinicId, clinics.creatorClinicId),
            eq(clinicUsers.userId, actor.userId),
          ),
        )
        .where(eq(clinics.id, clinicId));
      return from?.permission ?? 0;
    },

    userByUuid,
    userById,
    clinicIdsOf,

    /**
     * The live user whose registered e-mail is exactly `email` (stored lower-case), if a clinic
     * may import them: never an admin (platform staff) or a provider user (managed from its
     * provider). Undefined for everyone else, whatever the reason (issue 18 item 2).
     */
    async importableUser(email: string): Promise<UserRow | undefined> {
      const [u] = await db
        .select(userColumns)
        .from(users)
        .where(
          and(
            eq(users.email, email.toLowerCase()),
            isNull(users.deletedAt),
            notInArray(users.roleId, [ROLES.admin.id, ROLES.provider.id]),
          ),
        );
      return u;
    },

    /**
     * A user the actor may manage or is: admins any, managers the users of clinics they manage,
     * everyone themselves; otherwise not found.
     */
    async reachableUser(target: UserRow, q: Queryable = db): Promise<void> {
      if (admin || target.id === actor.userId) return;
      const shared = (await clinicIdsOf(target.id, q)).filter((c) => canManageClinic(actor, c));
      if (shared.length === 0) throw AppError.notFound(USER_NOT_FOUND);
    },

    /** One membership, as the actor may see it; not a member is not found. */
    async clinicUser(clinicId: number, userId: number, q: Queryable = db): Promise<ClinicUserDto> {
      const [u] = await membershipRows(
        and(eq(clinicUsers.clinicId, clinicId), eq(clinicUsers.userId, userId)),
        q,
      );
      if (!u) throw AppError.notFound(USER_NOT_FOUND);
      return visibleToActor(u);
    },

    /** The users of a clinic the actor can see, masks of others only for its managers. */
    async clinicUsers(clinicId: number): Promise<ClinicUserDto[]> {
      if (!canSeeClinic(actor, clinicId)) return [];
      return (await membershipRows(eq(clinicUsers.clinicId, clinicId))).map(visibleToActor);
    },

    /**
     * users(keyword, without_clinic_id): admins search every user; nobody else finds anyone.
     * With `without_clinic_id`, members of that clinic, admins and provider users are left out.
     */
    async list(opts: {
      keyword?: string | null;
      withoutClinicId?: number | null;
      limit: number;
      offset: number;
    }): Promise<UserRefDto[]> {
      const where = await listWhere(opts);
      if (!where) return [];
      const rows = await db
        .select(userColumns)
        .from(users)
        .where(where)
        .orderBy(asc(users.email))
        .limit(Math.min(Math.max(opts.limit, 1), 100))
        .offset(Math.max(opts.offset, 0));
      return rows.map(toUserRef);
    },

    async count(keyword: string | null | undefined): Promise<number> {
      const where = await listWhere({ keyword });
      if (!where) return 0;
      const [r] = await db.select({ n: count() }).from(users).where(where);
      return Number(r?.n ?? 0);
    },

    /** user(user_uuid): the user with one entry per clinic of theirs the actor may see. */
    async detail(uuid: string): Promise<UserDetailDto> {
      const target = await userByUuid(uuid);
      await repo.reachableUser(target);
      const self = target.id === actor.userId;
      const all = await membershipRows(eq(clinicUsers.userId, target.id));
      const visible = all
        .filter((m) => admin || self || canManageClinic(actor, Number(m.clinic!.id)))
        .map(visibleToActor);
      return { ...toUserRef(target), phone: target.phone, clinics: visible };
    },

    /** user_by_clinic: a member of a clinic, for the admin, its managers or the user. */
    async byClinic(uuid: string, clinicId: number): Promise<ClinicUserDto> {
      const target = await userByUuid(uuid);
      if (!(admin || target.id === actor.userId || canManageClinic(actor, clinicId))) {
        throw AppError.notFound(USER_NOT_FOUND);
      }
      return repo.clinicUser(clinicId, target.id);
    },

    /** The clinic to show a user in when none is named: primary first, within the actor's view. */
    async defaultMembership(target: UserRow): Promise<ClinicUserDto> {
      const all = await membershipRows(eq(clinicUsers.userId, target.id));
      const visible = all.filter(
        (m) => admin || target.id === actor.userId || canManageClinic(actor, Number(m.clinic!.id)),
      );
      visible.sort(
        (a, b) =>
          Number(b.is_primary) - Number(a.is_primary) ||
          Number(b.clinic!.id === String(target.currentClinicId)) -
            Number(a.clinic!.id === String(target.currentClinicId)),
      );
      const first = visible[0];
      if (first) return visibleToActor(first);
      return toClinicUser(target, null, []);
    },

    /** The actor's own notification settings, one entry per clinic (current clinic first). */
    async ownNotificationSettings(): Promise<ClinicNotificationSettingsDto[]> {
      const rows = await db
        .select({
          id: clinics.id,
          name: clinics.name,
          notification: clinicUsers.notification,
        })
        .from(clinicUsers)
        .innerJoin(clinics, eq(clinics.id, clinicUsers.clinicId))
        .where(and(eq(clinicUsers.userId, actor.userId), isNull(clinics.deletedAt)));
      const rank = (id: number) => {
        const i = actor.clinicIds.indexOf(id);
        return i < 0 ? Number.MAX_SAFE_INTEGER : i;
      };
      rows.sort((a, b) => rank(a.id) - rank(b.id) || a.name.localeCompare(b.name));
      return rows.map((r) => notificationSettingsDto(r));
    },

    /** The actor's own notification mask in one of their clinics (not a member: not found). */
    async saveOwnNotificationMask(
      clinicId: number,
      mask: number,
    ): Promise<ClinicNotificationSettingsDto> {
      const [row] = await db
        .update(clinicUsers)
        .set({ notification: mask })
        .where(and(eq(clinicUsers.clinicId, clinicId), eq(clinicUsers.userId, actor.userId)))
        .returning({ clinicId: clinicUsers.clinicId, notification: clinicUsers.notification });
      if (!row) throw AppError.notFound(CLINIC_NOT_FOUND);
      const [c] = await db
        .select({ id: clinics.id, name: clinics.name })
        .from(clinics)
        .where(and(eq(clinics.id, clinicId), isNull(clinics.deletedAt)));
      if (!c) throw AppError.notFound(CLINIC_NOT_FOUND);
      return notificationSettingsDto({ ...c, notification: row.notification });
    },
  };
  return repo;

  async function listWhere(opts: {
    keyword?: string | null;
    withoutClinicId?: number | null;
  }): Promise<SQL | undefined> {
    // Users are listed to admins only: a clinic manager imports by the registered e-mail
    // (add_user_to_clinic) and browses nobody (issue 18 item 2).
    if (!admin) return undefined;
    const k = (opts.keyword ?? '').trim().slice(0, 200);
    const conds: (SQL | undefined)[] = [isNull(users.deletedAt)];
    if (opts.withoutClinicId != null) {
      conds.push(
        notExists(
          db
            .select({ one: sql`1` })
            .from(clinicUsers)
            .where(
              and(eq(clinicUsers.userId, users.id), eq(clinicUsers.clinicId, opts.withoutClinicId)),
            ),
        ),
        notInArray(users.roleId, [ROLES.admin.id, ROLES.provider.id]),
      );
    }
    if (k) {
      const like = `%${escapeLike(k)}%`;
      conds.push(
        or(
          ilike(users.email, like),
          ilike(users.firstname, like),
          ilike(users.lastname, like),
          ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, like),
        ),
      );
    }
    return and(...conds);
  }
}

function toUserRef(u: UserRow): UserRefDto {
  return {
    id: String(u.id),
    uuid: u.uuid,
    email: u.email,
    firstname: u.firstname,
    lastname: u.lastname,
    role: roleDto(u.roleId),
  };
}

function toClinicUser(
  u: UserRow,
  m: {
    id: number;
    name: string;
    permission: number;
    notification: number;
    isPrimary: boolean;
  } | null,
  providerIds: string[],
): ClinicUserDto {
  const permission = m?.permission ?? 0;
  const notification = m?.notification ?? 0;
  return {
    ...toUserRef(u),
    full_name: `${u.firstname} ${u.lastname}`.trim(),
    phone: u.phone,
    activated: u.activatedAt !== null,
    activated_at: u.activatedAt?.toISOString() ?? null,
    is_primary: m?.isPrimary ?? false,
    is_provider: isRole(roleById(u.roleId)?.name, 'provider'),
    permission,
    notification,
    permissions: decodeMask(permission, PERMISSION_SETTINGS),
    notifications: decodeMask(notification, NOTIFICATION_SETTINGS),
    provider_ids: providerIds,
    clinic: m ? { id: String(m.id), name: m.name } : null,
  };
}

function notificationSettingsDto(r: {
  id: number;
  name: string;
  notification: number;
}): ClinicNotificationSettingsDto {
  return {
    clinic: { id: String(r.id), name: r.name },
    notification: r.notification,
    notifications: decodeMask(r.notification, NOTIFICATION_SETTINGS),
  };
}

export type { ClinicUserDto, RoleDto } from '@app/shared';
