import { AppError } from '../../lib/app-error.js';
import type { AuditAction } from '../audit/audit.js';
import type { AuthContext } from './auth-context.js';
import type { AuthRepo } from './auth.repo.js';
import { hashPassword, isPasswordStrongEnough, WEAK_PASSWORD_MESSAGE } from './passwords.js';
import type { findValidToken } from './user-tokens.js';

type FoundToken = NonNullable<Awaited<ReturnType<typeof findValidToken>>>;

/**
 * The end of activation and of a password reset: refuse an easily guessed password, then in one
 * transaction spend the token (once only), store the new hash and record it.
 */
export async function setPasswordWithToken(
  ctx: AuthContext,
  repo: AuthRepo,
  found: FoundToken,
  password: string,
  opts: {
    invalidTokenMessage: string;
    auditAction: AuditAction;
    activate: boolean;
    /** More work in the same transaction (e.g. ending sessions). */
    alsoIn?: (tx: AuthRepo) => Promise<void>;
  },
): Promise<void> {
  const { user } = found;
  if (!(await isPasswordStrongEnough(password, [user.email, user.firstname, user.lastname]))) {
    throw AppError.validation(WEAK_PASSWORD_MESSAGE, { password: [WEAK_PASSWORD_MESSAGE] });
  }
  const passwordHash = await hashPassword(password);
  await repo.transaction(async (tx) => {
    if (!(await tx.consumeToken(found.tokenId, ctx.now))) {
      throw AppError.validation(opts.invalidTokenMessage);
    }
    await tx.setPasswordHash(user.id, { passwordHash, now: ctx.now, activate: opts.activate });
    await opts.alsoIn?.(tx);
    await tx.audit({
      action: opts.auditAction,
      actorUserId: user.id,
      ip: ctx.ip,
      requestId: ctx.requestId,
    });
  });
}
