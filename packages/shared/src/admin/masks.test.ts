import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  formatPhone,
  formatSsn,
  isMaskedPhone,
  isMaskedSsn,
  isZip,
  normalizePhone,
  PHONE_MASK,
  PHONE_MASKED_LENGTH,
  SSN_DIGITS,
  SSN_MASK,
  SSN_MASKED_LENGTH,
  ZIP_LENGTH,
} from './masks.js';

describe('masks', () => {
  it('has the spec section 9 lengths', () => {
    expect([PHONE_MASKED_LENGTH, ZIP_LENGTH, SSN_DIGITS, SSN_MASKED_LENGTH]).toEqual([
      12, 5, 9, 11,
    ]);
    expect(PHONE_MASK).toHaveLength(PHONE_MASKED_LENGTH);
    expect(SSN_MASK).toHaveLength(SSN_MASKED_LENGTH);
  });

  it('keeps digits only', () => {
    expect(digitsOnly('(212) 555-0100')).toBe('2125550100');
    expect(digitsOnly(null)).toBe('');
  });

  it('formats phone numbers 3-3-4, partially while typing, dropping extra digits', () => {
    expect(formatPhone('2125550100')).toBe('212-555-0100');
    expect(formatPhone('212-555-0100')).toBe('212-555-0100');
    expect(formatPhone('1234')).toBe('123-4');
    expect(formatPhone('212555010099')).toBe('212-555-0100');
    expect(formatPhone('')).toBe('');
  });

  it('formats an SSN 3-2-4', () => {
    expect(formatSsn('123456789')).toBe('123-45-6789');
    expect(isMaskedSsn('123-45-6789')).toBe(true);
    expect(isMaskedSsn('123456789')).toBe(false);
  });

  it('recognises a complete masked phone only', () => {
    expect(isMaskedPhone('212-555-0100')).toBe(true);
    expect(isMaskedPhone('212-555-010')).toBe(false);
    expect(isMaskedPhone('2125550100')).toBe(false);
    expect(isMaskedPhone(undefined)).toBe(false);
  });

  it('normalises bare digits to the masked form and rejects anything else', () => {
    expect(normalizePhone(' 2125550100 ')).toBe('212-555-0100');
    expect(normalizePhone('212-555-0100')).toBe('212-555-0100');
    expect(normalizePhone('212555010')).toBeNull();
    expect(normalizePhone('(212) 555-0100')).toBeNull();
  });

  it('checks zip codes', () => {
    expect(isZip('75001')).toBe(true);
    expect(isZip('7500')).toBe(false);
    expect(isZip('7500a')).toBe(false);
  });
});
