import { createHmac } from 'node:crypto';
import { safeEqual, sha256 } from '../../lib/ids.js';

/** The headers a received-fax delivery may be authenticated by. */
export interface WebhookCredentials {
  /** `X-Fax-Signature: sha256=<hex HMAC-SHA256 of the raw body>`. */
  signature?: string | string[];
  /** RingCentral's `Verification-Token`: the shared secret itself. */
  verificationToken?: string | string[];
}

const one = (v: string | string[] | undefined): string => (typeof v === 'string' ? v.trim() : '');

/** `sha256=<hex>` of a body under the secret, as the sender computes it. */
export function signBody(secret: string, raw: Uint8Array): string {
  return `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
}

/**
 * Whether a delivery comes from the fax provider: the body's HMAC under FAX_WEBHOOK_SECRET, or
 * RingCentral's verification token equal to it. Constant time; no secret configured means no
 * delivery is authentic (the endpoint is closed, not open).
 */
export function webhookAuthentic(
  secret: string | undefined,
  given: WebhookCredentials,
  raw: Uint8Array,
): boolean {
  if (!secret) return false;
  const signature = one(given.signature).toLowerCase();
  if (signature) return safeEqual(sha256(signature), sha256(signBody(secret, raw)));
  const token = one(given.verificationToken);
  return token !== '' && safeEqual(sha256(token), sha256(secret));
}
