import { forgotPasswordSchema, resetPasswordSchema } from '@app/shared';
import { z } from 'zod';
import { systemDb } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { minutes } from '../../lib/clock.js';
import { parseInput } from '../../lib/validate.js';
import { topics } from '../../lib/events.js';
import type { RequestDeps } from '../../request-deps.js';
import { passwordResetMail } from '../mail/templates.js';
import type { AuthContext } from './auth-context.js';
import { AuthRepo } from './auth.repo.js';
import { AUTH_LIMITS } from './rate-limits.js';
import { setPasswordWithToken } from './set-password-with-token.js';
import { findValidToken, issueUserToken } from './user-tokens.js';

export const RESET_TTL_MINUTES = 60;
/** The same answer whether or not the address has an account. */
export const RESET_LINK_SENT =
  'If an account exists for this email, we have sent a password reset link to it.';
export const RESET_DONE = 'Your password has been reset.';
export const RESET_TOKEN_INVALID = 'This password reset token is invalid.';

export const PASSWORD_RESET_QUEUE = 'auth.password_reset';

/** A forgot-password request as the job runs it: the e-mail typed and who asked. */
export const passwordResetRequestJob = z.object({
  email: z.string(),
  ip: z.string(),
  requestId: z.string(),
});
type PasswordResetRequest = z.infer<typeof passwordResetRequestJob>;

declare module '../../jobs/queue.js' {
  interface JobPayloads {
    [PASSWORD_RESET_QUEUE]: PasswordResetRequest;
  }
}

/**
 * Forgot password. The request does the same work for every e-mail, with or without an account
 * (issue 18 item 13): the same two rate-limit hits and one job of the same shape, and the same
 * answer. Whether an account exists is looked at only by the job, after the answer has gone, so
 * the answer's timing tells a stranger nothing.
 */
export async function forgotPassword(ctx: AuthContext, body: unknown) {
  const { email } = parseInput(forgotPasswordSchema, body);
  await ctx.deps.limiter.consume(AUTH_LIMITS.forgotPerIp, ctx.ip);
  await ctx.deps.limiter.consume(AUTH_LIMITS.forgotPerAccount, email);
  const db = systemDb(ctx.deps, { reason: 'password reset has no session' });
  await new AuthRepo(db).enqueue(ctx.deps.queue, PASSWORD_RESET_QUEUE, {
    email,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return { message: RESET_LINK_SENT };
}

/** The job of a forgot-password request: a reset link to the account, when there is one. */
export async function sendPasswordReset(
  deps: Pick<RequestDeps, 'system' | 'mailer' | 'config' | 'clock'>,
  job: PasswordResetRequest,
): Promise<void> {
  const db = systemDb(deps, { reason: 'forgot-password job: the account of the e-mail asked for' });
  const repo = new AuthRepo(db);
  const user = await repo.activatedUserByEmail(job.email);
  if (!user) return;
  const now = deps.clock.now();
  await repo.transaction(async (tx) => {
    const token = await issueUserToken(tx, {
      userId: user.id,
      kind: 'reset',
      ttlMs: minutes(RESET_TTL_MINUTES),
      now,
    });
    const url = `${deps.config.appUrl}/password-reset/${token}/?email=${encodeURIComponent(user.email)}`;
    await tx.sendMail(deps.mailer, passwordResetMail(user, url, RESET_TTL_MINUTES));
    await tx.audit({
      action: 'auth.password_reset.requested',
      actorUserId: user.id,
      ip: job.ip,
      requestId: job.requestId,
    });
  });
}

export async function resetPassword(ctx: AuthContext, body: unknown) {
  const input = parseInput(resetPasswordSchema, body);
  await ctx.deps.limiter.consume(AUTH_LIMITS.resetPerIp, ctx.ip);
  const db = systemDb(ctx.deps, { reason: 'password reset has no session' });
  const repo = new AuthRepo(db);
  const found = await findValidToken(repo, { ...input, kind: 'reset', now: ctx.now });
  if (!found) throw AppError.validation(RESET_TOKEN_INVALID);
  await setPasswordWithToken(ctx, repo, found, input.password, {
    invalidTokenMessage: RESET_TOKEN_INVALID,
    auditAction: 'auth.password_reset.completed',
    activate: false,
    // A new password ends every session, wherever it was.
    alsoIn: (tx) => tx.revokeOtherSessions(found.user.id, null, 'password reset', ctx.now),
  });
  await ctx.deps.events.publish(topics.user(found.user.id), { type: 'session' });
  return { message: RESET_DONE };
}
