import { createHmac } from 'node:crypto';
import { safeEqual, sha256 } from '../../lib/ids.js';

/**
 * Twilio's request signature (X-Twilio-Signature): HMAC-SHA1, keyed by the auth token, over the
 * full URL Twilio called followed by every POST parameter as name + value, sorted by name;
 * base64-encoded.
 */
export function twilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Constant-time check of a callback's signature (hashes first: no length leak either). */
export function verifyTwilioSignature(
  authToken: string,
  signature: string,
  url: string,
  params: Record<string, string>,
): boolean {
  return safeEqual(sha256(signature), sha256(twilioSignature(authToken, url, params)));
}
