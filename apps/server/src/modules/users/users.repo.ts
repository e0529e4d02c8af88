import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  NOTIFICATION_SETTINGS,
  PERMISSION_SETTINGS,
  actionsFromMask,
  decodeMask,
  isRole,
  menuFor,
  referralPermissionsFromMask,
  roleById,
  type CurrentUser,
} from '@app/shared';
import type { Database } from '../../db/client.js';
import { clinicUsers, clinics, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { userColumns } from './user-admin.repo.js';
import type { Actor } from '../auth/actor.js';
import { keptBeside } from '../auth/session-cache.js';

/**
 * The current user with every membership, as one prepared statement per database: built once,
 * and planned once per connection on PostgreSQL, since every page load asks for it.
 */
const currentUserStatements = new WeakMap<Database, ReturnType<typeof prepareCurrentUser>>();

function prepareCurrentUser(db: Database) {
  return db
    .select({
      user: { ...userColumns, lastLoginAt: users.lastLoginAt },
      clinicId: clinics.id,
      clinicName: clinics.name,
      fax: clinics.fax,
      permission: clinicUsers.permission,
      notification: clinicUsers.notification,
    })
    .from(users)
    .leftJoin(clinicUsers, eq(clinicUsers.userId, users.id))
    .leftJoin(clinics, eq(clinics.id, clinicUsers.clinicId))
    .where(and(eq(users.id, sql.placeholder('userId')), isNull(users.deletedAt)))
    .prepare('users_current');
}

/** The current user's rows, kept beside the actor of a kept session (`keptBeside`). */
const CURRENT_USER_ROWS = Symbol('current user rows');

/** Rows shared by the requests of one session: none of them may change them for the others. */
function deepFreezeRows<T extends object>(rows: T[]): readonly T[] {
  for (const row of rows) {
    for (const value of Object.values(row))
      if (value && typeof value === 'object') Object.freeze(value);
    Object.freeze(row);
  }
  return Object.freeze(rows);
}

function currentUserStatement(db: Database) {
  let statement = currentUserStatements.get(db);
  if (!statement) currentUserStatements.set(db, (statement = prepareCurrentUser(db)));
  return statement;
}

/**
 * The signed-in actor's own record: the current user the shell is built from, and the clinic
 * they work as. Apart from the users administration (user-admin.repo.ts, `ScopedData.users`),
 * because every page load reads it and needs none of that.
 */
export function createCurrentUserRepo(db: Database, actor: Actor) {
  return {
    /** The current user record the shell is built from (spec 1, section 3, User). */
    async current(opts: { currentClinicId?: number } = {}) {
      // One round trip, and none while the session is kept and nothing it shows has changed
      // (migration 0019 tells of changes to the names, phone, logins and clinics it reads).
      const rows = await keptBeside(actor, CURRENT_USER_ROWS, async () =>
        deepFreezeRows(await currentUserStatement(db).execute({ userId: actor.userId })),
      );
      const user = rows[0]?.user;
      if (!user) throw AppError.unauthenticated();
      // The actor's clinics only: their live memberships, as the session resolved them.
      const memberships = rows.flatMap((r) =>
        r.clinicId === null || r.clinicName === null || !actor.clinicIds.includes(r.clinicId)
          ? []
          : [
              {
                id: r.clinicId,
                name: r.clinicName,
                fax: r.fax,
                permission: r.permission ?? 0,
                notification: r.notification ?? 0,
              },
            ],
      );
      // Keep the actor's order: current clinic first (or the one just switched to).
      const rank = (id: number) => (id === opts.currentClinicId ? -1 : actor.clinicIds.indexOf(id));
      memberships.sort((a, b) => rank(a.id) - rank(b.id));
      const current = memberships[0];
      const role = roleById(user.roleId);
      const admin = isRole(role?.name, 'admin');
      const mask = admin || !current ? 0 : current.permission;
      const profile: CurrentUser = {
        id: String(user.id),
        uuid: user.uuid,
        email: user.email,
        firstname: user.firstname,
        lastname: user.lastname,
        full_name: `${user.firstname} ${user.lastname}`.trim(),
        phone: user.phone,
        role: role ? { id: role.id, name: role.name, label: role.label } : null,
        activated_at: user.activatedAt?.toISOString() ?? null,
        last_login_at: user.lastLoginAt?.toISOString() ?? null,
        clinic: current ? { id: String(current.id), name: current.name } : null,
        clinics: memberships.map((m) => ({ id: String(m.id), name: m.name })),
        menu_items: menuFor(role?.name ?? '', current ? String(current.id) : null),
        referral_permissions: admin ? null : referralPermissionsFromMask(mask),
        permissions: admin ? [] : decodeMask(mask, PERMISSION_SETTINGS),
        notifications: admin ? [] : decodeMask(current?.notification ?? 0, NOTIFICATION_SETTINGS),
        hasClinicFaxNumber: !!current?.fax,
        actions: actionsFromMask(mask),
      };
      return profile;
    },

    /** Makes one of the actor's own clinics current; any other id is not found. */
    async switchClinic(clinicId: number, now: Date): Promise<void> {
      if (!actor.clinicIds.includes(clinicId)) throw AppError.notFound('Clinic not found.');
      await db
        .update(users)
        .set({ currentClinicId: clinicId, updatedAt: now })
        .where(eq(users.id, actor.userId));
    },
  };
}
