import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { hmac, newToken, safeEqual } from '../lib/ids.js';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

/**
 * Double-submit token, signed with the app key so that a cookie planted from a sibling domain
 * cannot be forged. The browser sends the cookie's value back in the X-XSRF-TOKEN header.
 */
export function issueCsrfToken(appKey: string): string {
  const nonce = newToken();
  return `${nonce}.${hmac(appKey, `csrf:${nonce}`)}`;
}

function isSigned(appKey: string, token: string): boolean {
  const [nonce, sig] = token.split('.');
  return !!nonce && !!sig && safeEqual(sig, hmac(appKey, `csrf:${nonce}`));
}

export function setCsrfCookie(reply: FastifyReply, appKey: string, secure: boolean): void {
  reply.setCookie(CSRF_COOKIE, issueCsrfToken(appKey), {
    path: '/',
    sameSite: 'lax',
    secure,
    httpOnly: false,
  });
}

export function hasValidCsrfCookie(req: FastifyRequest, appKey: string): boolean {
  const cookie = req.cookies[CSRF_COOKIE];
  return !!cookie && isSigned(appKey, cookie);
}

export const CSRF_MISMATCH = 'CSRF token mismatch.';

export function assertCsrf(req: FastifyRequest, appKey: string): void {
  const cookie = req.cookies[CSRF_COOKIE];
  const header = req.headers[CSRF_HEADER];
  const sent = Array.isArray(header) ? header[0] : header;
  if (!cookie || !sent || !safeEqual(cookie, sent) || !isSigned(appKey, cookie)) {
    throw new AppError('CSRF', CSRF_MISMATCH);
  }
}
