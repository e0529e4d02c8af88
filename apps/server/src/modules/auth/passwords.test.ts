import { describe, expect, it } from 'vitest';
import {
  ARGON,
  DUMMY_HASH,
  hashPassword,
  isPasswordStrongEnough,
  verifyPassword,
} from './passwords.js';

describe('passwords', () => {
  it('verifies against a dummy hash made with the same argon2 parameters as real ones', async () => {
    const { memoryCost: m, timeCost: t, parallelism: p } = ARGON;
    expect(DUMMY_HASH.startsWith(`$argon2id$v=19$m=${m},t=${t},p=${p}$`)).toBe(true);
    const real = await hashPassword('correct horse battery staple');
    expect(real.split('$').slice(0, 4)).toEqual(DUMMY_HASH.split('$').slice(0, 4));
  });

  it('refuses a login with no stored hash, even with the dummy password', async () => {
    expect(await verifyPassword(null, 'dummy-password-for-timing')).toBe(false);
    expect(await verifyPassword(await hashPassword('s3cret words here'), 's3cret words here')).toBe(
      true,
    );
  });

  it('judges strength with the dictionaries loaded on first use', async () => {
    expect(await isPasswordStrongEnough('password1')).toBe(false);
    expect(await isPasswordStrongEnough('jane@example.org', ['jane@example.org'])).toBe(false);
    expect(await isPasswordStrongEnough('violet tugboat marmalade')).toBe(true);
  });
});
