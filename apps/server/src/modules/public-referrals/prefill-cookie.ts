import type { FastifyReply } from 'fastify';
import type { FieldCrypto } from '../../lib/field-crypto.js';
import { days } from '../../lib/clock.js';
import { safeEqual } from '../../lib/ids.js';

/**
 * The public form's prefill (public_referrer): after a submission the browser keeps a signed,
 * HttpOnly cookie naming the referrer's e-mail, and only that browser gets the contact back for
 * that e-mail. Anyone else asking for an address gets null, so the query tells nothing about who
 * has submitted.
 */
export const PREFILL_COOKIE = 'public_referrer';
export const PREFILL_COOKIE_TTL_MS = days(180);

const signature = (crypto: Pick<FieldCrypto, 'lookupHash'>, email: string) =>
  crypto.lookupHash(`public-referrer-cookie:v1:${email}`);

export function prefillCookieValue(crypto: Pick<FieldCrypto, 'lookupHash'>, email: string) {
  const e = email.trim().toLowerCase();
  return `${Buffer.from(e).toString('base64url')}.${signature(crypto, e)}`;
}

/** The e-mail a valid cookie names, else null. */
export function emailOfPrefillCookie(
  crypto: Pick<FieldCrypto, 'lookupHash'>,
  value: string | undefined,
): string | null {
  const [encoded, sig] = (value ?? '').split('.');
  if (!encoded || !sig) return null;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  return safeEqual(sig, signature(crypto, email)) ? email : null;
}

export function setPrefillCookie(
  reply: FastifyReply,
  crypto: Pick<FieldCrypto, 'lookupHash'>,
  email: string,
  secure: boolean,
): void {
  reply.setCookie(PREFILL_COOKIE, prefillCookieValue(crypto, email), {
    path: '/graphql/public',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: Math.floor(PREFILL_COOKIE_TTL_MS / 1000),
  });
}
