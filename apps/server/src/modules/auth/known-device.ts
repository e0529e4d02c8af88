import { hmac, newToken, safeEqual } from '../../lib/ids.js';

/**
 * A browser where an account has completed sign-in (both factors) gets a signed cookie naming
 * that account (OWASP's "device cookie"). Sign-in attempts carrying it spend a budget of their own
 * instead of the account's shared one, so a stranger who exhausts the account's budget from many
 * addresses does not lock the real user out of the browsers they already use (issue 18 item 4;
 * docs/decisions.md).
 */
export const KNOWN_DEVICE_COOKIE = 'known_device';
/** How long a browser stays known without signing in again. */
export const KNOWN_DEVICE_MAX_AGE_SEC = 365 * 24 * 60 * 60;

function sign(appKey: string, userId: number, nonce: string): string {
  return hmac(appKey, `known-device:${userId}:${nonce}`);
}

/** A new cookie value for a browser where `userId` just completed sign-in. */
export function issueKnownDevice(appKey: string, userId: number): string {
  const nonce = newToken();
  return `${nonce}.${sign(appKey, userId, nonce)}`;
}

/**
 * The device's id when `cookie` was issued to `userId` (the nonce, to key its budget on);
 * undefined for no cookie, a forged one or another account's.
 */
export function knownDeviceOf(
  appKey: string,
  userId: number | undefined,
  cookie: string | undefined,
): string | undefined {
  if (userId === undefined || !cookie) return undefined;
  const [nonce, sig, ...rest] = cookie.split('.');
  if (!nonce || !sig || rest.length) return undefined;
  return safeEqual(sig, sign(appKey, userId, nonce)) ? nonce : undefined;
}
