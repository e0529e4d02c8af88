import { eq } from 'drizzle-orm';
import { activationCheckSchema, activationSchema, fieldErrors } from '@app/shared';
import { systemDb } from '../../deps.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { audit } from '../audit/audit.js';
import type { AuthContext } from './auth-context.js';
import { hashPassword, isPasswordStrongEnough, WEAK_PASSWORD_MESSAGE } from './passwords.js';
import { AUTH_LIMITS } from './rate-limits.js';
import { consumeToken, findValidToken } from './user-tokens.js';

export const ACTIVATION_TTL_DAYS = 7;
export const ACTIVATION_INVALID = 'This activation link is invalid or has expired.';
export const ACTIVATED = 'Your account has been activated.';

async function validActivation(ctx: AuthContext, input: { token: string; email: string }) {
  await ctx.deps.limiter.consume(AUTH_LIMITS.activatePerIp, ctx.ip);
  const db = systemDb(ctx.deps, { reason: 'activation precedes any session' });
  const found = await findValidToken(db, { ...input, kind: 'activation', now: ctx.now });
  if (!found || found.user.activatedAt) throw AppError.validation(ACTIVATION_INVALID);
  return { db, found };
}

/** The check the activation page makes on load: is the link still good? */
export async function checkActivation(ctx: AuthContext, body: unknown) {
  const parsed = activationCheckSchema.safeParse(body);
  if (!parsed.success) throw AppError.validation(ACTIVATION_INVALID);
  const { found } = await validActivation(ctx, parsed.data);
  return {
    email: found.user.email,
    firstname: found.user.firstname,
    lastname: found.user.lastname,
  };
}

export async function activateAccount(ctx: AuthContext, body: unknown) {
  const parsed = activationSchema.safeParse(body);
  if (!parsed.success) {
    throw AppError.validation('The given data was invalid.', fieldErrors(parsed.error));
  }
  const input = parsed.data;
  const { db, found } = await validActivation(ctx, input);
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
      throw AppError.validation(ACTIVATION_INVALID);
    }
    await tx
      .update(users)
      .set({ passwordHash, activatedAt: ctx.now, updatedAt: ctx.now })
      .where(eq(users.id, found.user.id));
    await audit(tx, {
      action: 'auth.account.activated',
      actorUserId: found.user.id,
      ip: ctx.ip,
      requestId: ctx.requestId,
    });
  });
  return { message: ACTIVATED };
}
