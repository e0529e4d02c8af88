import type { FieldCrypto } from '../../lib/field-crypto.js';
import { hours } from '../../lib/clock.js';
import { safeEqual } from '../../lib/ids.js';

/** How long the public form may take to upload its files and submit after saving the draft. */
export const UPLOAD_TOKEN_TTL_MS = hours(2);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const signature = (crypto: Pick<FieldCrypto, 'lookupHash'>, uuid: string, expiresMs: number) =>
  crypto.lookupHash(`public-upload-token:v1:${uuid.toLowerCase()}:${expiresMs}`);

/**
 * The credential of a public draft between save and submit: '{expiry ms}.{HMAC}' over the uuid
 * and the expiry, under a key derived from APP_KEY. Nothing is stored; submitting ends it, since
 * the token only opens a referral that is still a public draft.
 */
export function signUploadToken(
  crypto: Pick<FieldCrypto, 'lookupHash'>,
  uuid: string,
  now: Date,
): string {
  const expiresMs = now.getTime() + UPLOAD_TOKEN_TTL_MS;
  return `${expiresMs}.${signature(crypto, uuid, expiresMs)}`;
}

/** Whether `token` was issued for this uuid and has not expired. */
export function isValidUploadToken(
  crypto: Pick<FieldCrypto, 'lookupHash'>,
  uuid: string,
  token: string | undefined,
  now: Date,
): boolean {
  if (!token || !UUID.test(uuid)) return false;
  const m = /^(\d{13,16})\.([0-9a-f]{64})$/.exec(token.trim());
  if (!m) return false;
  const expiresMs = Number(m[1]);
  if (expiresMs <= now.getTime()) return false;
  return safeEqual(m[2]!, signature(crypto, uuid, expiresMs));
}
