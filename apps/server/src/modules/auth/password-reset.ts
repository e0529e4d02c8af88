import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { fieldErrors, forgotPasswordSchema, resetPasswordSchema } from '@app/shared';
import { systemDb } from '../../deps.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { minutes } from '../../lib/clock.js';
import { topics } from '../../lib/events.js';
import { audit } from '../audit/audit.js';
import { passwordResetMail } from '../mail/templates.js';
import type { AuthContext } from './auth-context.js';
import { hashPassword, isPasswordStrongEnough, WEAK_PASSWORD_MESSAGE } from './passwords.js';
import { AUTH_LIMITS } from './rate-limits.js';
import { revokeOtherSessions } from './sessions.js';
import { consumeToken, findValidToken, issueUserToken } from './user-tokens.js';

export const RESET_TTL_MINUTES = 60;
/** The same answer whether or not the address has an account. */
export const RESET_LINK_SENT =
  'If an account exists for this email, we have sent a password reset link to it.';
export const RESET_DONE = 'Your password has been reset.';
export const RESET_TOKEN_INVALID = 'This password reset token is invalid.';

export async function forgotPassword(ctx: AuthContext, body: unknown) {
  const parsed = forgotPasswordSchema.safeParse(body);
  if (!parsed.success) {
    throw AppError.validation('The given data was invalid.', fieldErrors(parsed.error));
  }
  const { email } = parsed.data;
  await ctx.deps.limiter.consume(AUTH_LIMITS.forgotPerIp, ctx.ip);
  await ctx.deps.limiter.consume(AUTH_LIMITS.forgotPerAccount, email);
  const db = systemDb(ctx.deps, { reason: 'password reset has no session' });
  const [user] = await db
    .select({ id: users.id, email: users.email, firstname: users.firstname })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt), isNotNull(users.activatedAt)))
    .limit(1);
  if (user) {
    await db.transaction(async (tx) => {
      const token = await issueUserToken(tx, {
        userId: user.id,
        kind: 'reset',
        ttlMs: minutes(RESET_TTL_MINUTES),
        now: ctx.now,
      });
      const url = `${ctx.deps.config.appUrl}/password-reset/${token}/?email=${encodeURIComponent(user.email)}`;
      await ctx.deps.mailer.send(passwordResetMail(user, url, RESET_TTL_MINUTES), tx);
      await audit(tx, {
        action: 'auth.password_reset.requested',
        actorUserId: user.id,
        ip: ctx.ip,
        requestId: ctx.requestId,
      });
    });
  }
  return { message: RESET_LINK_SENT };
}

export async function resetPassword(ctx: AuthContext, body: unknown) {
  const parsed = resetPasswordSchema.safeParse(body);
  if (!parsed.success) {
    throw AppError.validation('The given data was invalid.', fieldErrors(parsed.error));
  }
  const input = parsed.data;
  await ctx.deps.limiter.consume(AUTH_LIMITS.resetPerIp, ctx.ip);
  const db = systemDb(ctx.deps, { reason: 'password reset has no session' });
  const found = await findValidToken(db, { ...input, kind: 'reset', now: ctx.now });
  if (!found) throw AppError.validation(RESET_TOKEN_INVALID);
  if (
    !isPasswordStrongEnough(input.password, [
      found.user.email,
      found.user.firstname,
      found.user.lastname,
    ])
  ) {
    throw AppError.validation(WEAK_PASSWORD_MESSAGE, { password: [WEAK_PASSWORD_MESSAGE] });
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    if (!(await consumeToken(tx, found.tokenId, ctx.now))) {
      throw AppError.validation(RESET_TOKEN_INVALID);
    }
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: ctx.now })
      .where(eq(users.id, found.user.id));
    // A new password ends every session, wherever it was.
    await revokeOtherSessions(tx, found.user.id, null, 'password reset', ctx.now);
    await audit(tx, {
      action: 'auth.password_reset.completed',
      actorUserId: found.user.id,
      ip: ctx.ip,
      requestId: ctx.requestId,
    });
  });
  await ctx.deps.events.publish(topics.user(found.user.id), { type: 'session' });
  return { message: RESET_DONE };
}
