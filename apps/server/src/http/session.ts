import { CLIENT_ID_HEADER, clientIdOf } from '@app/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ActionContext } from '../action-context.js';
import type { RequestDeps } from '../request-deps.js';
import type { ScopedData } from '../scoped-data/scoped.js';
import { AppError } from '../lib/app-error.js';
import { setCsrfCookie } from './csrf.js';
import { systemDb, type SystemDb } from '../deps.js';
import { publishingAs } from '../lib/events.js';
import type { Actor } from '../modules/auth/actor.js';
import {
  REMEMBERED_SESSION_TTL,
  SESSION_COOKIE,
  isSessionToken,
  resolveSession,
  sessionIdOf,
  touchSession,
  type NewSession,
  type ResolvedSession,
} from '../modules/auth/sessions.js';

/** The request's session, read once from the cookie and memoised on the request. */
export interface RequestAuth {
  resolved: ResolvedSession | null;
  /** The actor, only once the second factor is verified. */
  actor: Actor | null;
  pendingSecondFactor: boolean;
}

const memo = new WeakMap<object, Promise<RequestAuth>>();

function cookieFromHeader(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/** Works for Fastify requests and for the raw upgrade request of a WebSocket. */
export function requestAuth(
  deps: RequestDeps,
  req: { headers: { cookie?: string } },
): Promise<RequestAuth> {
  let p = memo.get(req);
  if (!p) {
    p = (async () => {
      const now = deps.clock.now();
      const db = systemDb(deps, { reason: 'resolving the session behind a cookie' });
      // Fastify's cookie plugin has parsed them already; a WebSocket's raw request has not.
      const token =
        (req as { cookies?: Record<string, string | undefined> }).cookies?.[SESSION_COOKIE] ??
        cookieFromHeader(req.headers.cookie, SESSION_COOKIE);
      const resolved = await resolveSessionOnce(deps, db, token, now);
      if (resolved) await touchSession(db, resolved.session, now);
      const verified = !!resolved?.session.twoFactorVerified;
      return {
        resolved,
        actor: verified ? resolved!.actor : null,
        pendingSecondFactor: !!resolved && !verified,
      };
    })();
    memo.set(req, p);
  }
  return p;
}

/** The session behind a cookie token: kept in memory for seconds (`SessionCache`), else read. */
function resolveSessionOnce(
  deps: RequestDeps,
  db: SystemDb,
  token: string | undefined,
  now: Date,
): Promise<ResolvedSession | null> {
  if (!isSessionToken(token)) return Promise.resolve(null);
  return deps.sessionCache.resolve(sessionIdOf(token), now, () => resolveSession(db, token, now));
}

/** What setting the session and CSRF cookies needs: the signing key, and https or not. */
export interface CookieKeys {
  appKey: string;
  secure: boolean;
}

/** Sets the session cookie, and a CSRF token bound to it (the old token stops working). */
export function setSessionCookie(
  reply: FastifyReply,
  session: NewSession,
  remember: boolean,
  cookies: CookieKeys,
): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookies.secure,
    // Without 'remember me' the cookie ends with the browser session.
    ...(remember ? { maxAge: Math.floor(REMEMBERED_SESSION_TTL / 1000) } : {}),
  });
  setCsrfCookie(reply, cookies, session.token);
}

/** Clears the session cookie and gives the browser an anonymous CSRF token instead. */
export function clearSessionCookie(reply: FastifyReply, cookies: CookieKeys): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookies.secure,
  });
  setCsrfCookie(reply, cookies, undefined);
}

/** The signed-in member behind a request with their scoped data handle (after the access check). */
export async function memberOf(
  deps: RequestDeps,
  req: FastifyRequest,
): Promise<{ actor: Actor; data: ScopedData }> {
  const auth = await requestAuth(deps, req);
  if (!auth.actor) throw AppError.unauthenticated();
  return { actor: auth.actor, data: deps.scoped(auth.actor) };
}

/** The one ActionContext of a Fastify request: its member, the clock once, and the tab's events. */
export async function actionContextOf(
  deps: RequestDeps,
  req: FastifyRequest,
): Promise<ActionContext> {
  const { actor, data } = await memberOf(deps, req);
  return {
    actor,
    data,
    now: deps.clock.now(),
    deps: { ...deps, events: publishingAs(deps.events, clientIdOf(req.headers[CLIENT_ID_HEADER])) },
    requestId: req.id,
    ip: req.ip,
  };
}
