import { MSG, activationCheckSchema, activationSchema } from '@app/shared';
import { systemDb } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { parseInput } from '../../lib/validate.js';
import type { AuthContext } from './auth-context.js';
import { AuthRepo } from './auth.repo.js';
import { AUTH_LIMITS } from './rate-limits.js';
import { setPasswordWithToken } from './set-password-with-token.js';
import { findValidToken } from './user-tokens.js';

export const ACTIVATION_TTL_DAYS = 7;
export const ACTIVATED = 'Your account has been activated.';

async function validActivation(ctx: AuthContext, input: { token: string; email: string }) {
  await ctx.deps.limiter.consume(AUTH_LIMITS.activatePerIp, ctx.ip);
  const db = systemDb(ctx.deps, { reason: 'activation precedes any session' });
  const repo = new AuthRepo(db);
  const found = await findValidToken(repo, { ...input, kind: 'activation', now: ctx.now });
  if (!found || found.user.activatedAt) throw AppError.validation(MSG.activationLinkInvalid);
  return { repo, found };
}

/** The check the activation page makes on load: is the link still good? */
export async function checkActivation(ctx: AuthContext, body: unknown) {
  const parsed = activationCheckSchema.safeParse(body);
  if (!parsed.success) throw AppError.validation(MSG.activationLinkInvalid);
  const { found } = await validActivation(ctx, parsed.data);
  return {
    email: found.user.email,
    firstname: found.user.firstname,
    lastname: found.user.lastname,
  };
}

export async function activateAccount(ctx: AuthContext, body: unknown) {
  const input = parseInput(activationSchema, body);
  const { repo, found } = await validActivation(ctx, input);
  await setPasswordWithToken(ctx, repo, found, input.password, {
    invalidTokenMessage: MSG.activationLinkInvalid,
    auditAction: 'auth.account.activated',
    activate: true,
  });
  return { message: ACTIVATED };
}
