import { isRole, maskHasReferralPermission, type RoleName } from '@app/shared';
import type { SystemDb } from '../../deps.js';
import { hours, days, minutes } from '../../lib/clock.js';
import { newToken, sha256 } from '../../lib/ids.js';
import type { Actor } from './actor.js';
import { AuthRepo } from './auth.repo.js';

/** What AuthRepo runs on: the unscoped handle (systemDb) of session look-ups. */
type Connection = ConstructorParameters<typeof AuthRepo>[0];

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
  tx: AuthRepo,
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
  const row = await tx.insertSession({
    id,
    userId: input.userId,
    remember: input.remember,
    twoFactorVerifiedAt: input.verified ? input.now : null,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 300),
  });
  return { token, id, publicId: row.publicId, expiresAt };
}

/**
 * What a completed sign-in leaves behind: a verified session that is the user's only active one,
 * remembered on the user as their last session (the live current-user stream compares it).
 */
export async function startVerifiedSession(
  tx: AuthRepo,
  input: { userId: number; remember: boolean; now: Date; ip?: string; userAgent?: string },
): Promise<NewSession> {
  const fresh = await createSession(tx, { ...input, verified: true });
  await tx.revokeOtherSessions(input.userId, fresh.id, 'replaced by a new sign-in', input.now);
  await tx.recordSignIn(input.userId, fresh.publicId, input.now);
  await landInPermittedClinic(tx, input.userId, input.now);
  return fresh;
}

/**
 * Sign-in lands staff in a clinic where they hold a referral permission (issue 17 item 17): a
 * user who switched to a clinic where they hold none would otherwise be signed out at every
 * sign-in with no way back. The current clinic stays when it grants one; otherwise the first such
 * clinic in the session's order (the primary one, then by id). With none anywhere nothing moves
 * and the app refuses them with the spec's message. Admins and providers have no referral masks.
 */
async function landInPermittedClinic(tx: AuthRepo, userId: number, now: Date): Promise<void> {
  const user = await tx.signInClinics(userId);
  if (!user || isRole(user.roleName, 'admin') || isRole(user.roleName, 'provider')) return;
  const clinicId = signInClinic(user.memberships);
  if (clinicId !== null && clinicId !== user.memberships[0]?.clinicId) {
    await tx.setCurrentClinic(userId, clinicId, now);
  }
}

/** The first clinic (in the session's order) where the mask grants a referral permission. */
export function signInClinic(
  memberships: readonly { clinicId: number; permission: number }[],
): number | null {
  return memberships.find((m) => maskHasReferralPermission(m.permission))?.clinicId ?? null;
}

/** Whether a cookie's value may be a session token at all (anything longer is refused unread). */
export const isSessionToken = (token: string | undefined): token is string =>
  !!token && token.length <= 100;

/** The stored id of the session behind a token (its hash). */
export const sessionIdOf = (token: string): string => sha256(token);

/**
 * Looks up the session behind a cookie token, with the actor it stands for. Revoked, expired and
 * deleted-user sessions resolve to null. One query: this runs on every request.
 */
export async function resolveSession(
  db: SystemDb,
  token: string | undefined,
  now: Date,
): Promise<ResolvedSession | null> {
  if (!isSessionToken(token)) return null;
  const row = await new AuthRepo(db).sessionWithUser(sessionIdOf(token));
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
      permission: Number(row.permissions?.[0] ?? 0),
      registeredClinicIds: (row.registeredClinicIds ?? []).map(Number),
    },
  };
}

/** Slides the idle expiry of a verified, not-remembered session (at most once a minute). */
export async function touchSession(db: Connection, s: SessionRecord, now: Date): Promise<void> {
  if (!s.twoFactorVerified || s.remember) return;
  if (now.getTime() - s.lastSeenAt.getTime() < TOUCH_EVERY) return;
  await new AuthRepo(db).extendSession(s.id, now, new Date(now.getTime() + IDLE_SESSION_TTL));
}

/** Whether a session still counts (live streams ask on every event). */
export async function sessionIsActive(db: SystemDb, id: string, now: Date): Promise<boolean> {
  const row = await new AuthRepo(db).sessionValidity(id);
  return !!row && !row.revokedAt && row.expiresAt.getTime() > now.getTime();
}
