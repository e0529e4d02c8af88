import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type AuditAction } from '../audit/audit.js';
import type { AuthContext } from './auth-context.js';
import { hashPassword, isPasswordStrongEnough, WEAK_PASSWORD_MESSAGE } from './passwords.js';
import { consumeToken, type findValidToken } from './user-tokens.js';

type FoundToken = NonNullable<Awaited<ReturnType<typeof findValidToken>>>;

/**
 * The end of activation and of a password reset: refuse an easily guessed password, then in one
 * transaction spend the token (once only), store the new hash and record it.
 */
export async function setPasswordWithToken(
  ctx: AuthContext,
  db: Database,
  found: FoundToken,
  password: string,
  opts: {
    invalidTokenMessage: string;
    auditAction: AuditAction;
    activate: boolean;
    /** More work in the same transaction (e.g. ending sessions). */
    alsoIn?: (tx: Tx) => Promise<void>;
  },
): Promise<void> {
  const { user } = found;
  if (!(await isPasswordStrongEnough(password, [user.email, user.firstname, user.lastname]))) {
    throw AppError.validation(WEAK_PASSWORD_MESSAGE, { password: [WEAK_PASSWORD_MESSAGE] });
  }
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    if (!(await consumeToken(tx, found.tokenId, ctx.now))) {
      throw AppError.validation(opts.invalidTokenMessage);
    }
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: ctx.now, ...(opts.activate ? { activatedAt: ctx.now } : {}) })
      .where(eq(users.id, user.id));
    await opts.alsoIn?.(tx);
    await audit(tx, {
      action: opts.auditAction,
      actorUserId: user.id,
      ip: ctx.ip,
      requestId: ctx.requestId,
    });
  });
}
