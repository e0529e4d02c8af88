import { describe, expect, it } from 'vitest';
import { createFieldCrypto } from '../../lib/field-crypto.js';
import { maskSsn, openSsn, sealSsn, ssnDigitsOf } from './patient-ssn.js';

const crypto = createFieldCrypto('unit-test-key-unit-test-key-unit-test-key');

describe('patient SSN at rest', () => {
  it('keeps only the sealed number, its look-up hash and the last four digits', () => {
    const a = sealSsn(crypto, '123-45-6789');
    expect(a.ssnLast4).toBe('6789');
    expect(a.ssnEncrypted).not.toContain('123456789');
    expect(openSsn(crypto, a.ssnEncrypted)).toBe('123-45-6789');
    // Same number, same hash whatever the dashes; a fresh IV each time.
    const b = sealSsn(crypto, '123456789');
    expect(b.ssnHash).toBe(a.ssnHash);
    expect(b.ssnEncrypted).not.toBe(a.ssnEncrypted);
  });

  it('stores nothing for a missing or incomplete number, and masks for display', () => {
    expect(sealSsn(crypto, '')).toEqual({ ssnEncrypted: null, ssnHash: null, ssnLast4: null });
    expect(ssnDigitsOf('123-45-678')).toBeNull();
    expect(ssnDigitsOf('123-45-678a')).toBeNull();
    expect(openSsn(crypto, null)).toBe('');
    expect(maskSsn('6789')).toBe('***-**-6789');
    expect(maskSsn(null)).toBeNull();
  });
});
