import { isRole, loginSchema, MESSAGES_NO_CLINICS } from '@app/shared';
import { systemDb } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { parseInput } from '../../lib/validate.js';
import type { AuthContext } from './auth-context.js';
import { AuthRepo } from './auth.repo.js';
import { verifyPassword } from './passwords.js';
import { knownDeviceOf } from './known-device.js';
import { AUTH_LIMITS, loginAccountBudget } from './rate-limits.js';
import { createSession, type NewSession } from './sessions.js';
import { issueTwoFactorCode } from './two-factor.js';

export const BAD_CREDENTIALS = 'These credentials do not match our records.';
export const NOT_ACTIVATED =
  'Your account is not activated yet. Please use the activation link sent to your email.';
export const CODE_SENT = 'We have sent a two factor code to your email.';

/**
 * Password step of sign-in. On success the new session waits for its second factor and a code is
 * mailed. Every failure before the password is proven reads the same, so a stranger cannot tell
 * whether an e-mail has an account.
 */
export async function login(
  ctx: AuthContext,
  body: unknown,
): Promise<{ session: NewSession; remember: boolean }> {
  const { email, password, remember_me } = parseInput(loginSchema, body);
  const { limiter } = ctx.deps;
  await limiter.consume(AUTH_LIMITS.loginPerIp, ctx.ip);
  await limiter.consume(AUTH_LIMITS.loginPerAccountAndIp, `${ctx.ip}|${email}`);

  const db = systemDb(ctx.deps, { reason: 'sign-in precedes any session' });
  const repo = new AuthRepo(db);
  const user = await repo.signInCandidate(email);
  // The account's budget, whatever the address; a browser it signed in on before has its own.
  const device = knownDeviceOf(ctx.deps.config.appKey, user?.id, ctx.knownDevice);
  await limiter.consume(...loginAccountBudget({ email, userId: user?.id }, device));

  const passwordOk = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !passwordOk) {
    await repo.audit({
      action: 'auth.login.failed',
      actorUserId: user?.id ?? null,
      ip: ctx.ip,
      requestId: ctx.requestId,
    });
    throw AppError.validation(BAD_CREDENTIALS);
  }
  if (!user.activatedAt) {
    await repo.audit({
      action: 'auth.login.refused',
      actorUserId: user.id,
      ip: ctx.ip,
      details: { why: 'not_activated' },
    });
    throw new AppError('CONFLICT', NOT_ACTIVATED);
  }
  if (!isRole(user.roleName, 'admin') && Number(user.clinicCount) === 0) {
    await repo.audit({
      action: 'auth.login.refused',
      actorUserId: user.id,
      ip: ctx.ip,
      details: { why: 'no_clinics' },
    });
    throw AppError.validation(MESSAGES_NO_CLINICS);
  }

  const session = await repo.transaction(async (tx) => {
    const s = await createSession(tx, {
      userId: user.id,
      remember: remember_me,
      verified: false,
      now: ctx.now,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    await issueTwoFactorCode(tx, {
      appKey: ctx.deps.config.appKey,
      mailer: ctx.deps.mailer,
      sessionId: s.id,
      user,
      now: ctx.now,
    });
    await tx.audit({
      action: 'auth.two_factor.sent',
      actorUserId: user.id,
      ip: ctx.ip,
      requestId: ctx.requestId,
    });
    return s;
  });
  return { session, remember: remember_me };
}
