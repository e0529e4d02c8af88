import { randomInt } from 'node:crypto';
import { normalizePublicAccessCode } from '@app/shared';
import type { FieldCrypto } from '../../lib/field-crypto.js';

/** No 0/O, 1/I/L: a code read from an e-mail and typed by hand must not be ambiguous. */
export const ACCESS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ACCESS_CODE_LENGTH = 12;
/** The access code opens the review page for 90 days from submission. */
export const ACCESS_CODE_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/** A fresh access code (12 characters, ~59 bits), uniformly drawn with a CSPRNG. */
export function newAccessCode(): string {
  let out = '';
  for (let i = 0; i < ACCESS_CODE_LENGTH; i++) {
    out += ACCESS_CODE_ALPHABET[randomInt(0, ACCESS_CODE_ALPHABET.length)];
  }
  return out;
}

/** 'ABCDEFGHJKMN' -> 'ABCD-EFGH-JKMN', the form shown in the e-mail. */
export function formatAccessCode(code: string): string {
  return (
    normalizeAccessCode(code)
      .match(/.{1,4}/g)
      ?.join('-') ?? ''
  );
}

/** What the referrer typed, with dashes, spaces and case ignored (the review page's rule). */
export const normalizeAccessCode = normalizePublicAccessCode;

/**
 * The stored form of a code: HMAC-SHA-256 under the look-up key derived from APP_KEY, with its own
 * prefix so an access-code hash never equals the hash of some other value (an SSN).
 */
export function hashAccessCode(crypto: Pick<FieldCrypto, 'lookupHash'>, code: string): string {
  return crypto.lookupHash(`referral-access-code:v1:${normalizeAccessCode(code)}`);
}
