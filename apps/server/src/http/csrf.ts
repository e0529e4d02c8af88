import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { hmac, newToken, safeEqual } from '../lib/ids.js';
import { SESSION_COOKIE } from '../modules/auth/sessions.js';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

/**
 * Double-submit token, signed with the app key and bound to the session cookie it was issued
 * with (issue 18 item 6): `nonce.HMAC(app key, session token + nonce)`. A cookie planted from a
 * sibling domain cannot be forged, and a token fetched anonymously (or for another session) is
 * refused once the browser holds a session. The browser sends the cookie's value back in the
 * X-XSRF-TOKEN header; every response that sets or clears the session cookie issues a new token.
 */
function sign(appKey: string, session: string | undefined, nonce: string): string {
  return hmac(appKey, `csrf:${session ?? ''}:${nonce}`);
}

export function issueCsrfToken(appKey: string, session: string | undefined): string {
  const nonce = newToken();
  return `${nonce}.${sign(appKey, session, nonce)}`;
}

/** The session a request's token must belong to: its session cookie, if it sends one. */
function sessionOf(req: FastifyRequest): string | undefined {
  return req.cookies[SESSION_COOKIE] || undefined;
}

function isSigned(appKey: string, token: string, session: string | undefined): boolean {
  const [nonce, sig, ...rest] = token.split('.');
  return !!nonce && !!sig && !rest.length && safeEqual(sig, sign(appKey, session, nonce));
}

/**
 * Sets a new token for `session` (the session cookie the browser holds after this response;
 * undefined when it holds none).
 */
export function setCsrfCookie(
  reply: FastifyReply,
  cookies: { appKey: string; secure: boolean },
  session: string | undefined,
): void {
  reply.setCookie(CSRF_COOKIE, issueCsrfToken(cookies.appKey, session), {
    path: '/',
    sameSite: 'lax',
    secure: cookies.secure,
    httpOnly: false,
  });
}

/** Whether the request's CSRF cookie is genuine and belongs to its session cookie. */
export function hasValidCsrfCookie(req: FastifyRequest, appKey: string): boolean {
  const cookie = req.cookies[CSRF_COOKIE];
  return !!cookie && isSigned(appKey, cookie, sessionOf(req));
}

export const CSRF_MISMATCH = 'CSRF token mismatch.';

export function assertCsrf(req: FastifyRequest, appKey: string): void {
  const cookie = req.cookies[CSRF_COOKIE];
  const header = req.headers[CSRF_HEADER];
  const sent = Array.isArray(header) ? header[0] : header;
  if (!cookie || !sent || !safeEqual(cookie, sent) || !hasValidCsrfCookie(req, appKey)) {
    throw new AppError('CSRF', CSRF_MISMATCH);
  }
}
