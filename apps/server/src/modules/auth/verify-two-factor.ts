import { MSG, TWO_FACTOR_EXPIRED, fieldErrors, twoFactorSchema } from '@app/shared';
import { systemDb } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { topics } from '../../lib/events.js';
import type { AuthContext } from './auth-context.js';
import { AuthRepo } from './auth.repo.js';
import { knownDeviceOf } from './known-device.js';
import { AUTH_LIMITS, wrongCodeBudget } from './rate-limits.js';
import { startVerifiedSession, type NewSession, type SessionRecord } from './sessions.js';
import { checkTwoFactorCode } from './two-factor.js';

export const CODE_VERIFIED = 'Two factor code verified.';
export const CODE_MISMATCH = 'The two factor code you have entered does not match.';
export const CODE_EXPIRED = 'The two factor code has expired. Please request a new code.';
export const CODE_EXHAUSTED = 'Too many invalid codes. Please request a new code.';

/**
 * Second step of sign-in. Success rotates the session id, makes this the user's only active
 * session (any other browser is signed out live) and records the sign-in.
 */
export async function verifyTwoFactor(
  ctx: AuthContext,
  pending: SessionRecord | null,
  body: unknown,
): Promise<NewSession> {
  if (!pending) throw AppError.unauthenticated();
  if (pending.twoFactorVerified) throw AppError.validation('Two factor code already verified.');
  const parsed = twoFactorSchema.safeParse(body);
  if (!parsed.success) {
    throw AppError.validation(MSG.invalidTwoFactor, fieldErrors(parsed.error));
  }
  const { limiter } = ctx.deps;
  await limiter.consume(AUTH_LIMITS.verifyPerSession, pending.id);
  // Wrong codes are capped per account across its sessions and addresses (a known browser has
  // its own budget): counted before the check so parallel guesses cannot overrun it, given back
  // when the code was right.
  const device = knownDeviceOf(ctx.deps.config.appKey, pending.userId, ctx.knownDevice);
  const wrongCodes = wrongCodeBudget(pending.userId, device);
  await limiter.consume(...wrongCodes);

  const db = systemDb(ctx.deps, { reason: 'second factor precedes a verified session' });
  const repo = new AuthRepo(db);
  const result = await repo.transaction(async (tx) => {
    const check = await checkTwoFactorCode(tx, {
      appKey: ctx.deps.config.appKey,
      sessionId: pending.id,
      code: parsed.data.two_factor_code,
      now: ctx.now,
    });
    if (check !== 'ok') return { check } as const;
    await tx.deleteSession(pending.id);
    const fresh = await startVerifiedSession(tx, {
      userId: pending.userId,
      remember: pending.remember,
      now: ctx.now,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    await tx.audit({
      action: 'auth.login.succeeded',
      actorUserId: pending.userId,
      ip: ctx.ip,
      requestId: ctx.requestId,
    });
    return { check, fresh } as const;
  });

  if (result.check !== 'ok') {
    await repo.audit({
      action: 'auth.two_factor.failed',
      actorUserId: pending.userId,
      ip: ctx.ip,
      requestId: ctx.requestId,
      details: { reason: result.check },
    });
    if (result.check === 'wrong') {
      throw AppError.validation(MSG.invalidTwoFactor, { two_factor_code: [CODE_MISMATCH] });
    }
    throw new AppError(
      TWO_FACTOR_EXPIRED,
      result.check === 'exhausted' ? CODE_EXHAUSTED : CODE_EXPIRED,
    );
  }
  await limiter.refund(...wrongCodes);
  // Tell the user's other browser tabs that their session is gone.
  await ctx.deps.events.publish(topics.user(pending.userId), { type: 'session' });
  return result.fresh;
}
