import { systemDb } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthContext } from './auth-context.js';
import { AuthRepo } from './auth.repo.js';
import { AUTH_LIMITS } from './rate-limits.js';
import type { SessionRecord } from './sessions.js';
import { issueTwoFactorCode } from './two-factor.js';

export const CODE_RESENT = 'A new two factor code has been sent to your email.';

export async function resendTwoFactor(
  ctx: AuthContext,
  pending: SessionRecord | null,
): Promise<{ message: string }> {
  if (!pending) throw AppError.unauthenticated();
  if (pending.twoFactorVerified) throw AppError.validation('Two factor code already verified.');
  await ctx.deps.limiter.consume(AUTH_LIMITS.resendPerSession, pending.id);
  const db = systemDb(ctx.deps, { reason: 'second factor precedes a verified session' });
  await new AuthRepo(db).transaction(async (tx) => {
    const user = await tx.mailRecipient(pending.userId);
    if (!user) throw AppError.unauthenticated();
    await issueTwoFactorCode(tx, {
      appKey: ctx.deps.config.appKey,
      mailer: ctx.deps.mailer,
      sessionId: pending.id,
      user,
      now: ctx.now,
    });
    await tx.audit({
      action: 'auth.two_factor.sent',
      actorUserId: pending.userId,
      ip: ctx.ip,
      requestId: ctx.requestId,
      details: { resend: true },
    });
  });
  return { message: CODE_RESENT };
}
