import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  TWO_FACTOR_EXPIRED,
  TWO_FACTOR_UNVERIFIED,
  type ActivationCheckResponse,
  type CurrentUser,
  type LoginResponse,
  type MessageResponse,
  type SessionCheckResponse,
} from '@app/shared';
import type { RequestDeps } from '../../request-deps.js';
import { systemDb } from '../../deps.js';
import { clearSessionCookie, memberOf, requestAuth, setSessionCookie } from '../../http/session.js';
import { hasValidCsrfCookie, setCsrfCookie } from '../../http/csrf.js';
import { AppError } from '../../lib/app-error.js';
import { topics } from '../../lib/events.js';
import { activateAccount, checkActivation } from './activate-account.js';
import type { AuthContext } from './auth-context.js';
import { AuthRepo } from './auth.repo.js';
import { CODE_SENT, login } from './login.js';
import { forgotPassword, resetPassword } from './password-reset.js';
import { resendTwoFactor } from './resend-two-factor.js';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_MAX_AGE_SEC, issueKnownDevice } from './known-device.js';
import { SESSION_COOKIE } from './sessions.js';
import { currentCodeState } from './two-factor.js';
import { CODE_VERIFIED, verifyTwoFactor } from './verify-two-factor.js';

/** The sign-in REST calls of spec 1 section 7, at the paths DESIGN section 5 fixes. */
export function registerAuthRoutes(app: FastifyInstance, deps: RequestDeps): void {
  const cookies = { appKey: deps.config.appKey, secure: deps.config.secureCookies };
  const authCtx = (req: FastifyRequest): AuthContext => ({
    deps,
    ip: req.ip,
    userAgent: req.headers['user-agent'],
    knownDevice: req.cookies[KNOWN_DEVICE_COOKIE],
    requestId: req.id,
    now: deps.clock.now(),
  });

  app.get('/csrf-cookie', { config: { access: 'public' } }, async (req, reply) => {
    // Keep a valid token: replacing it would fail requests already in flight with the old one.
    // Valid means issued for the session cookie this browser sends (none: an anonymous token).
    if (!hasValidCsrfCookie(req, cookies.appKey)) {
      setCsrfCookie(reply, cookies, req.cookies[SESSION_COOKIE] || undefined);
    }
    return reply.code(204).send();
  });

  app.post(
    '/login',
    { config: { access: 'public' } },
    async (req, reply): Promise<LoginResponse> => {
      const { session, remember } = await login(authCtx(req), req.body);
      setSessionCookie(reply, session, remember, cookies);
      return { message: CODE_SENT, two_factor: true };
    },
  );

  app.post(
    '/auth/2fa/verify',
    { config: { access: 'public' } },
    async (req, reply): Promise<MessageResponse> => {
      const auth = await requestAuth(deps, req);
      const pending = auth.resolved?.session ?? null;
      const fresh = await verifyTwoFactor(authCtx(req), pending, req.body);
      setSessionCookie(reply, fresh, pending!.remember, cookies);
      // This browser is now known to the account: its sign-ins get a budget of their own.
      reply.setCookie(KNOWN_DEVICE_COOKIE, issueKnownDevice(cookies.appKey, pending!.userId), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: cookies.secure,
        maxAge: KNOWN_DEVICE_MAX_AGE_SEC,
      });
      return { message: CODE_VERIFIED };
    },
  );

  app.post(
    '/auth/2fa/resend',
    { config: { access: 'public' } },
    async (req): Promise<MessageResponse> => {
      const auth = await requestAuth(deps, req);
      return resendTwoFactor(authCtx(req), auth.resolved?.session ?? null);
    },
  );

  app.post('/logout', { config: { access: 'public' } }, async (req, reply) => {
    const auth = await requestAuth(deps, req);
    if (auth.resolved) {
      const { session, actor } = auth.resolved;
      const db = systemDb(deps, { reason: 'ending a session' });
      const repo = new AuthRepo(db);
      await repo.revokeSession(session.id, 'logout', deps.clock.now());
      await repo.audit({
        action: 'auth.logout',
        actorUserId: actor.userId,
        ip: req.ip,
        requestId: req.id,
      });
      await deps.events.publish(topics.user(actor.userId), { type: 'session' });
    }
    clearSessionCookie(reply, cookies);
    return reply.code(204).send();
  });

  app.post(
    '/forgot-password',
    { config: { access: 'public' } },
    async (req): Promise<MessageResponse> => forgotPassword(authCtx(req), req.body),
  );

  app.post(
    '/reset-password',
    { config: { access: 'public' } },
    async (req): Promise<MessageResponse> => resetPassword(authCtx(req), req.body),
  );

  app.post(
    '/api/account/activate/check',
    { config: { access: 'public' } },
    async (req): Promise<ActivationCheckResponse> => checkActivation(authCtx(req), req.body),
  );

  app.post(
    '/api/account/activate',
    { config: { access: 'public' } },
    async (req): Promise<MessageResponse> => activateAccount(authCtx(req), req.body),
  );

  /** The session check: 200 when signed in, 401 without a session, 403 while 2FA is pending. */
  app.post(
    '/api/auth/check',
    { config: { access: 'member' } },
    async (): Promise<SessionCheckResponse> => ({
      authenticated: true,
    }),
  );

  app.post('/api/u', { config: { access: 'member' } }, async (req): Promise<CurrentUser> => {
    const { data } = await memberOf(deps, req);
    return data.currentUser.current();
  });

  app.put<{ Params: { uuid: string } }>(
    '/api/notifications/:uuid',
    { config: { access: 'member' } },
    async (req) => {
      const { actor, data } = await memberOf(deps, req);
      const row = await data.notifications.markRead(req.params.uuid, deps.clock.now());
      await deps.events.publish(topics.user(actor.userId), { type: 'notification' });
      return {
        uuid: row.uuid,
        data: row.data,
        url: row.url,
        read_at: row.readAt?.toISOString() ?? null,
        notified_at: row.notifiedAt.toISOString(),
      };
    },
  );
}

/**
 * The member-access error for a pending session says which second-factor state it is in, so the
 * browser goes to /auth/2fa/verify (spec 1 section 4).
 */
export async function secondFactorError(deps: RequestDeps, sessionId: string): Promise<AppError> {
  const state = await currentCodeState(
    new AuthRepo(systemDb(deps, { reason: 'second-factor state of a pending session' })),
    sessionId,
    deps.clock.now(),
  );
  return state === 'expired' || state === 'exhausted' || state === 'none'
    ? new AppError(
        TWO_FACTOR_EXPIRED,
        'Your two factor code has expired. Please request a new code.',
      )
    : new AppError(TWO_FACTOR_UNVERIFIED, 'Two factor verification is required.');
}
