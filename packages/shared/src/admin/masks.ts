/**
 * Masked numbers (spec 1 section 9, spec 2 section 9): phone and fax are 10 digits shown 3-3-4 as
 * 000-000-0000 (12 characters), SSN is 9 digits shown 3-2-4 (11 characters), zip is 5 digits.
 * Forms keep the masked form; "dashes are removed on submit" is the caller's choice via digitsOnly.
 */
export const PHONE_DIGITS = 10;
export const PHONE_MASKED_LENGTH = 12;
export const PHONE_MASK = '000-000-0000';
export const ZIP_LENGTH = 5;
export const SSN_DIGITS = 9;
export const SSN_MASKED_LENGTH = 11;
export const SSN_MASK = '000-00-0000';

const MASKED_PHONE = /^\d{3}-\d{3}-\d{4}$/;
const MASKED_SSN = /^\d{3}-\d{2}-\d{4}$/;
const ZIP = new RegExp(`^\\d{${ZIP_LENGTH}}$`);

export function digitsOnly(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/**
 * Puts the digits of `value` into `groups` joined by dashes, the way the input mask does while
 * typing: a partial number stays partial ('1234' -> '123-4') and extra digits are dropped.
 */
function applyMask(value: string | null | undefined, groups: readonly number[]): string {
  const digits = digitsOnly(value);
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join('-');
}

/** '2125550100' (or any text holding those digits) -> '212-555-0100'. */
export function formatPhone(digits: string | null | undefined): string {
  return applyMask(digits, [3, 3, 4]);
}

export function formatSsn(digits: string | null | undefined): string {
  return applyMask(digits, [3, 2, 4]);
}

export function isMaskedPhone(value: string | null | undefined): boolean {
  return MASKED_PHONE.test(value ?? '');
}

export function isMaskedSsn(value: string | null | undefined): boolean {
  return MASKED_SSN.test(value ?? '');
}

export function isZip(value: string | null | undefined): boolean {
  return ZIP.test(value ?? '');
}

/**
 * The masked form of a complete phone number given masked or as bare digits, else null. Lets the
 * schemas accept what an API client or an import sends ('2125550100') and store one shape.
 */
export function normalizePhone(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  if (isMaskedPhone(v)) return v;
  return /^\d{10}$/.test(v) ? formatPhone(v) : null;
}
