import { digitsOnly, formatSsn } from '@app/shared';
import type { FieldCrypto } from '../../lib/field-crypto.js';

/** The SSN columns of a patient: never the plain number (DESIGN section 8). */
export interface SealedSsn {
  ssnEncrypted: string | null;
  ssnHash: string | null;
  ssnLast4: string | null;
}

/** '000-00-0000' stands for "unknown" (spec 2 section 3): never a look-up key. */
export const PLACEHOLDER_SSN_DIGITS = '000000000';

/** The 9 digits of a typed SSN, or null when it is not a complete SSN. */
export function ssnDigitsOf(value: string | null | undefined): string | null {
  const d = digitsOnly(value);
  return d.length === 9 && /^[\d\s-]+$/.test(value ?? '') ? d : null;
}

/** Encrypts an SSN (digits only) with its keyed look-up hash and last four digits. */
export function sealSsn(crypto: FieldCrypto, value: string | null | undefined): SealedSsn {
  const digits = ssnDigitsOf(value);
  if (!digits) return { ssnEncrypted: null, ssnHash: null, ssnLast4: null };
  return {
    ssnEncrypted: crypto.encrypt(digits),
    ssnHash: crypto.lookupHash(digits),
    ssnLast4: digits.slice(-4),
  };
}

/** The stored SSN as the form shows it ('123-45-6789'), or '' when none. */
export function openSsn(crypto: FieldCrypto, sealed: string | null): string {
  return sealed ? formatSsn(crypto.decrypt(sealed)) : '';
}

/** What a viewer without access to the full number sees: '***-**-6789'. */
export function maskSsn(last4: string | null): string | null {
  return last4 ? `***-**-${last4}` : null;
}
