import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { RoleName } from '@app/shared';
import type { Database, Queryable } from '../../db/client.js';
import type { SystemDb } from '../../deps.js';
import { clinicUsers, clinics, roles, sessions, users } from '../../db/schema/index.js';
import { hours, days, minutes } from '../../lib/clock.js';
import { newToken, sha256 } from '../../lib/ids.js';
import type { Actor } from './actor.js';

export const SESSION_COOKIE = 'sid';
/** A session waiting for its second factor lives this long. */
export const PENDING_SESSION_TTL = minutes(15);
/** Without 'remember me' a session ends after this long without use. */
export const IDLE_SESSION_TTL = hours(12);
/** With 'remember me' a session lasts this long. */
export const REMEMBERED_SESSION_TTL = days(30);
const TOUCH_EVERY = minutes(1);

export interface SessionRecord {
  id: string;
  publicId: string;
  userId: number;
  remember: boolean;
  twoFactorVerified: boolean;
  expiresAt: Date;
  lastSeenAt: Date;
}

export interface ResolvedSession {
  session: SessionRecord;
  actor: Actor;
}

export interface NewSession {
  token: string;
  id: string;
  publicId: string;
  expiresAt: Date;
}

/** Creates a session and returns the cookie token; only its hash is stored. */
export async function createSession(
  tx: Queryable,
  input: {
    userId: number;
    remember: boolean;
    verified: boolean;
    now: Date;
    ip?: string;
    userAgent?: string;
  },
): Promise<NewSession> {
  const token = newToken();
  const id = sha256(token);
  const expiresAt = new Date(
    input.now.getTime() +
      (!input.verified
        ? PENDING_SESSION_TTL
        : input.remember
          ? REMEMBERED_SESSION_TTL
          : IDLE_SESSION_TTL),
  );
  const [row] = await tx
    .insert(sessions)
    .values({
      id,
      userId: input.userId,
      remember: input.remember,
      twoFactorVerifiedAt: input.verified ? input.now : null,
      createdAt: input.now,
      lastSeenAt: input.now,
      expiresAt,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 300),
    })
    .returning({ publicId: sessions.publicId });
  return { token, id, publicId: row!.publicId, expiresAt };
}

export async function revokeSession(tx: Queryable, id: string, reason: string, now: Date) {
  await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Ends every other session of the user: one active session per user. */
export async function revokeOtherSessions(
  tx: Queryable,
  userId: number,
  keepId: string | null,
  reason: string,
  now: Date,
) {
  await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepId ? ne(sessions.id, keepId) : undefined,
      ),
    );
}

/**
 * What a completed sign-in leaves behind: a verified session that is the user's only active one,
 * remembered on the user as their last session (the live current-user stream compares it).
 */
export async function startVerifiedSession(
  tx: Queryable,
  input: { userId: number; remember: boolean; now: Date; ip?: string; userAgent?: string },
): Promise<NewSession> {
  const fresh = await createSession(tx, { ...input, verified: true });
  await revokeOtherSessions(tx, input.userId, fresh.id, 'replaced by a new sign-in', input.now);
  await tx
    .update(users)
    .set({ lastSessionId: fresh.publicId, lastLoginAt: input.now })
    .where(eq(users.id, input.userId));
  return fresh;
}

/**
 * Looks up the session behind a cookie token, with the actor it stands for. Revoked, expired and
 * deleted-user sessions resolve to null. One query: this runs on every request.
 */
export async function resolveSession(
  db: SystemDb,
  token: string | undefined,
  now: Date,
): Promise<ResolvedSession | null> {
  if (!token || token.length > 100) return null;
  const id = sha256(token);
  const rows = await db
    .select({
      id: sessions.id,
      publicId: sessions.publicId,
      userId: sessions.userId,
      remember: sessions.remember,
      verifiedAt: sessions.twoFactorVerifiedAt,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      revokedAt: sessions.revokedAt,
      userUuid: users.uuid,
      email: users.email,
      roleId: users.roleId,
      roleName: roles.name,
      currentClinicId: users.currentClinicId,
      clinicIds: sql<number[]>`coalesce((
        SELECT array_agg(cu.clinic_id ORDER BY (cu.clinic_id = ${users.currentClinicId}) IS TRUE DESC, cu.is_primary DESC, cu.clinic_id)
        FROM ${clinicUsers} cu JOIN ${clinics} c ON c.id = cu.clinic_id AND c.deleted_at IS NULL
        WHERE cu.user_id = ${users.id}), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(sessions.id, id), isNull(users.deletedAt)))
    .limit(1);
  const row = rows[0];
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) return null;
  const clinicIds = (row.clinicIds ?? []).map(Number);
  const session: SessionRecord = {
    id: row.id,
    publicId: row.publicId,
    userId: row.userId,
    remember: row.remember,
    twoFactorVerified: !!row.verifiedAt,
    expiresAt: row.expiresAt,
    lastSeenAt: row.lastSeenAt,
  };
  return {
    session,
    actor: {
      userId: row.userId,
      userUuid: row.userUuid,
      email: row.email,
      roleId: row.roleId,
      roleName: row.roleName as RoleName,
      sessionId: row.id,
      sessionPublicId: row.publicId,
      clinicIds,
      currentClinicId: clinicIds[0] ?? null,
    },
  };
}

/** Slides the idle expiry of a verified, not-remembered session (at most once a minute). */
export async function touchSession(db: Database, s: SessionRecord, now: Date): Promise<void> {
  if (!s.twoFactorVerified || s.remember) return;
  if (now.getTime() - s.lastSeenAt.getTime() < TOUCH_EVERY) return;
  await db
    .update(sessions)
    .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + IDLE_SESSION_TTL) })
    .where(eq(sessions.id, s.id));
}

/** Whether a session still counts (live streams ask on every event). */
export async function sessionIsActive(db: SystemDb, id: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.id, id))
    .limit(1);
  return !!row && !row.revokedAt && row.expiresAt.getTime() > now.getTime();
}
