import { describe, expect, it } from 'vitest';
import { createFieldCrypto } from '../../lib/field-crypto.js';
import {
  ACCESS_CODE_ALPHABET,
  ACCESS_CODE_TTL_MS,
  formatAccessCode,
  hashAccessCode,
  newAccessCode,
  normalizeAccessCode,
} from './access-code.js';

describe('access codes', () => {
  it('draws 12 characters from the unambiguous alphabet, different each time', () => {
    const codes = Array.from({ length: 50 }, newAccessCode);
    for (const code of codes) {
      expect(code).toHaveLength(12);
      expect([...code].every((c) => ACCESS_CODE_ALPHABET.includes(c))).toBe(true);
    }
    expect(new Set(codes).size).toBe(50);
    expect(ACCESS_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('formats in groups of four and reads back whatever the referrer typed', () => {
    expect(formatAccessCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
    expect(normalizeAccessCode(' abcd-efgh jkmn ')).toBe('ABCDEFGHJKMN');
    expect(normalizeAccessCode(formatAccessCode('ABCDEFGHJKMN'))).toBe('ABCDEFGHJKMN');
  });

  it('hashes under the APP_KEY, ignoring formatting, never storing the code', () => {
    const crypto = createFieldCrypto('k'.repeat(32));
    const hash = hashAccessCode(crypto, 'ABCDEFGHJKMN');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('ABCD');
    expect(hashAccessCode(crypto, 'abcd-efgh-jkmn')).toBe(hash);
    expect(hashAccessCode(crypto, 'ABCDEFGHJKMP')).not.toBe(hash);
    expect(hashAccessCode(createFieldCrypto('x'.repeat(32)), 'ABCDEFGHJKMN')).not.toBe(hash);
    // Domain separation from the SSN look-up hash under the same key.
    expect(crypto.lookupHash('ABCDEFGHJKMN')).not.toBe(hash);
  });

  it('lasts 90 days', () => {
    expect(ACCESS_CODE_TTL_MS).toBe(7_776_000_000);
  });
});
