import { and, desc, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { MailMessage } from '../../adapters/mail/mail.js';
import {
  clinicUsers,
  clinics,
  roles,
  sessions,
  twoFactorCodes,
  userTokens,
  users,
} from '../../db/schema/index.js';
import { RepoWithJobs } from '../../jobs/repo-with-jobs.js';
import { audit, type AuditEntry } from '../audit/audit.js';
import type { Mailer } from '../mail/mailer.js';

export type NewSessionRow = typeof sessions.$inferInsert;
export type TokenKind = 'activation' | 'reset';

/**
 * All SQL of signing in: users' credentials, sessions, second-factor codes and single-use tokens.
 * It runs before any session exists, so it is built on the unscoped handle (systemDb) and reaches
 * only the user the caller names. `transaction` hands the callback the same repository on the
 * transaction; audit entries and mail jobs are written on whichever connection it runs.
 */
export class AuthRepo extends RepoWithJobs {
  transaction<T>(fn: (tx: AuthRepo) => Promise<T>): Promise<T> {
    return this.q.transaction((tx) => fn(new AuthRepo(tx)));
  }

  audit(entry: AuditEntry): Promise<void> {
    return audit(this.q, entry);
  }

  /** Enqueues the mail on this connection (with the transaction, when in one). */
  sendMail(mailer: Mailer, message: MailMessage): Promise<void> {
    return mailer.send(message, this.q);
  }

  // Users

  /** A live user by e-mail, with what the password step of sign-in decides on. */
  async signInCandidate(email: string) {
    const [user] = await this.q
      .select({
        id: users.id,
        email: users.email,
        firstname: users.firstname,
        passwordHash: users.passwordHash,
        activatedAt: users.activatedAt,
        roleName: roles.name,
        clinicCount: sql<number>`(SELECT count(*)::int FROM ${clinicUsers} WHERE ${clinicUsers.userId} = ${users.id})`,
      })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.email, email), isNull(users.deletedAt)))
      .limit(1);
    return user;
  }

  /** A live, activated user by e-mail (who may reset a password). */
  async activatedUserByEmail(email: string) {
    const [user] = await this.q
      .select({ id: users.id, email: users.email, firstname: users.firstname })
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt), isNotNull(users.activatedAt)))
      .limit(1);
    return user;
  }

  /** Whom a mail to the user is addressed to. */
  async mailRecipient(userId: number) {
    const [user] = await this.q
      .select({ email: users.email, firstname: users.firstname })
      .from(users)
      .where(eq(users.id, userId));
    return user;
  }

  async setPasswordHash(
    userId: number,
    input: { passwordHash: string; now: Date; activate: boolean },
  ): Promise<void> {
    await this.q
      .update(users)
      .set({
        passwordHash: input.passwordHash,
        updatedAt: input.now,
        ...(input.activate ? { activatedAt: input.now } : {}),
      })
      .where(eq(users.id, userId));
  }

  /** Remembers the user's last session (the live current-user stream compares it). */
  async recordSignIn(userId: number, sessionPublicId: string, now: Date): Promise<void> {
    await this.q
      .update(users)
      .set({ lastSessionId: sessionPublicId, lastLoginAt: now })
      .where(eq(users.id, userId));
  }

  /**
   * The user's role and live clinic memberships in the order the session ranks them (current
   * clinic first, then the primary one, then by id), with each clinic's permission mask.
   */
  async signInClinics(userId: number) {
    const [user] = await this.q
      .select({ roleName: roles.name, currentClinicId: users.currentClinicId })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.id, userId))
      .limit(1);
    if (!user) return undefined;
    const memberships = await this.q
      .select({ clinicId: clinicUsers.clinicId, permission: clinicUsers.permission })
      .from(clinicUsers)
      .innerJoin(clinics, and(eq(clinics.id, clinicUsers.clinicId), isNull(clinics.deletedAt)))
      .where(eq(clinicUsers.userId, userId))
      .orderBy(
        sql`(${clinicUsers.clinicId} = ${user.currentClinicId ?? null}) IS TRUE DESC`,
        desc(clinicUsers.isPrimary),
        clinicUsers.clinicId,
      );
    return { ...user, memberships };
  }

  async setCurrentClinic(userId: number, clinicId: number, now: Date): Promise<void> {
    await this.q
      .update(users)
      .set({ currentClinicId: clinicId, updatedAt: now })
      .where(eq(users.id, userId));
  }

  // Sessions

  async insertSession(values: NewSessionRow): Promise<{ publicId: string }> {
    const [row] = await this.q
      .insert(sessions)
      .values(values)
      .returning({ publicId: sessions.publicId });
    return row!;
  }

  async revokeSession(id: string, reason: string, now: Date): Promise<void> {
    await this.q
      .update(sessions)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  }

  /** Revokes the user's active sessions but `keepId`. */
  async revokeOtherSessions(
    userId: number,
    keepId: string | null,
    reason: string,
    now: Date,
  ): Promise<void> {
    await this.q
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

  async deleteSession(id: string): Promise<void> {
    await this.q.delete(sessions).where(eq(sessions.id, id));
  }

  /**
   * A session of a live user with the user's role and clinics (the current clinic first, then the
   * primary one), in one query: this runs on every request.
   */
  async sessionWithUser(id: string) {
    /** A column of the user's live memberships, current clinic first, then primary, then by id. */
    const memberships = (column: SQL) => sql<number[]>`coalesce((
        SELECT array_agg(${column} ORDER BY (cu.clinic_id = ${users.currentClinicId}) IS TRUE DESC, cu.is_primary DESC, cu.clinic_id)
        FROM ${clinicUsers} cu JOIN ${clinics} c ON c.id = cu.clinic_id AND c.deleted_at IS NULL
        WHERE cu.user_id = ${users.id}), '{}')`;
    const rows = await this.q
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
        clinicIds: memberships(sql`cu.clinic_id`),
        /** In the order of clinicIds: the first is the current clinic's mask. */
        permissions: memberships(sql`cu.permission`),
        registeredClinicIds: sql<number[]>`coalesce((
        SELECT array_agg(c.id ORDER BY c.id) FROM ${clinics} c
        WHERE c.creator_id = ${users.id} AND c.deleted_at IS NULL), '{}')`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(sessions.id, id), isNull(users.deletedAt)))
      .limit(1);
    return rows[0];
  }

  async extendSession(id: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
    await this.q.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, id));
  }

  async sessionValidity(id: string) {
    const [row] = await this.q
      .select({ revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.id, id))
      .limit(1);
    return row;
  }

  // Second-factor codes

  /** Marks the session's unused codes used. */
  async retireTwoFactorCodes(sessionId: string, now: Date): Promise<void> {
    await this.q
      .update(twoFactorCodes)
      .set({ usedAt: now })
      .where(and(eq(twoFactorCodes.sessionId, sessionId), isNull(twoFactorCodes.usedAt)));
  }

  async insertTwoFactorCode(values: typeof twoFactorCodes.$inferInsert): Promise<void> {
    await this.q.insert(twoFactorCodes).values(values);
  }

  async latestTwoFactorCode(sessionId: string) {
    const [row] = await this.q
      .select()
      .from(twoFactorCodes)
      .where(eq(twoFactorCodes.sessionId, sessionId))
      .orderBy(desc(twoFactorCodes.id))
      .limit(1);
    return row;
  }

  /**
   * Counts a try on the session's unused code while it has fewer than `maxAttempts`; the code
   * after the count, or undefined when no try is left.
   */
  async countTwoFactorAttempt(sessionId: string, maxAttempts: number) {
    const [row] = await this.q
      .update(twoFactorCodes)
      .set({ attempts: sql`${twoFactorCodes.attempts} + 1` })
      .where(
        and(
          eq(twoFactorCodes.sessionId, sessionId),
          isNull(twoFactorCodes.usedAt),
          sql`${twoFactorCodes.attempts} < ${maxAttempts}`,
        ),
      )
      .returning();
    return row;
  }

  async markTwoFactorCodeUsed(id: number, now: Date): Promise<void> {
    await this.q.update(twoFactorCodes).set({ usedAt: now }).where(eq(twoFactorCodes.id, id));
  }

  // Single-use tokens (activation, password reset)

  /** Marks the user's unused tokens of the kind used. */
  async retireUserTokens(userId: number, kind: TokenKind, now: Date): Promise<void> {
    await this.q
      .update(userTokens)
      .set({ usedAt: now })
      .where(
        and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt)),
      );
  }

  async insertUserToken(values: typeof userTokens.$inferInsert): Promise<void> {
    await this.q.insert(userTokens).values(values);
  }

  /** An unused token of a live user by its hash, with the user. */
  async unusedToken(tokenHash: string, kind: TokenKind) {
    const [row] = await this.q
      .select({ tokenId: userTokens.id, expiresAt: userTokens.expiresAt, user: users })
      .from(userTokens)
      .innerJoin(users, eq(users.id, userTokens.userId))
      .where(
        and(
          eq(userTokens.tokenHash, tokenHash),
          eq(userTokens.kind, kind),
          isNull(userTokens.usedAt),
          isNull(users.deletedAt),
        ),
      )
      .limit(1);
    return row;
  }

  /** Marks a token used; false when another request used it first. */
  async consumeToken(tokenId: number, now: Date): Promise<boolean> {
    const used = await this.q
      .update(userTokens)
      .set({ usedAt: now })
      .where(and(eq(userTokens.id, tokenId), isNull(userTokens.usedAt)))
      .returning({ id: userTokens.id });
    return used.length === 1;
  }
}
