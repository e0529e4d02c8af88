import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';
import {
  activationSchema,
  fieldErrors,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  twoFactorSchema,
} from './validation.js';

const errorsOf = (r: { success: boolean; error?: unknown }) =>
  r.success ? {} : fieldErrors(r.error as never);

describe('validation schemas give the spec wording', () => {
  it.each([
    [{ email: '', password: 'long-enough-1' }, { email: [MSG.emailRequired] }],
    [{ email: 'nope', password: 'long-enough-1' }, { email: [MSG.invalidEmail] }],
    [{ email: 'a@b.co', password: '' }, { password: [MSG.passwordRequired] }],
    [
      { email: 'a@b.co', password: 'short' },
      { password: ['Password must be at least 10 characters'] },
    ],
  ])('login %j', (input, expected) => {
    expect(errorsOf(loginSchema.safeParse(input))).toEqual(expected);
  });

  it('accepts a valid login, lower-cases the e-mail and defaults remember_me', () => {
    const r = loginSchema.parse({
      email: ' Psr@Northside.Demo.Test ',
      password: 'demo-password-1',
    });
    expect(r).toEqual({
      email: 'psr@northside.demo.test',
      password: 'demo-password-1',
      remember_me: false,
    });
  });

  it('activation uses its own minimum-length wording and requires matching passwords', () => {
    const short = activationSchema.safeParse({
      token: 't',
      email: 'a@b.co',
      password: 'short',
      password_confirmation: 'short',
    });
    expect(errorsOf(short)).toEqual({
      password: ['Password should be of minimum 10 characters length'],
    });
    const mismatch = activationSchema.safeParse({
      token: 't',
      email: 'a@b.co',
      password: 'long-enough-1',
      password_confirmation: 'long-enough-2',
    });
    expect(errorsOf(mismatch)).toEqual({ password_confirmation: ['Passwords must match'] });
  });

  it('reset requires 10 characters and matching passwords', () => {
    const r = resetPasswordSchema.safeParse({
      token: 't',
      email: 'a@b.co',
      password: 'short',
      password_confirmation: 'x',
    });
    expect(errorsOf(r)).toMatchObject({ password: ['Password must be at least 10 characters'] });
    const m = resetPasswordSchema.safeParse({
      token: 't',
      email: 'a@b.co',
      password: 'long-enough-1',
      password_confirmation: 'x',
    });
    expect(errorsOf(m)).toEqual({ password_confirmation: ['Passwords must match'] });
  });

  it('forgot password needs a valid e-mail', () => {
    expect(errorsOf(forgotPasswordSchema.safeParse({ email: '' }))).toEqual({
      email: [MSG.emailRequired],
    });
    expect(errorsOf(forgotPasswordSchema.safeParse({ email: 'x' }))).toEqual({
      email: [MSG.invalidEmail],
    });
  });

  it('two-factor code is required and six digits', () => {
    expect(errorsOf(twoFactorSchema.safeParse({ two_factor_code: '' }))).toEqual({
      two_factor_code: ['Please enter two factor code'],
    });
    expect(errorsOf(twoFactorSchema.safeParse({ two_factor_code: '12a456' }))).toEqual({
      two_factor_code: ['Invalid two factor code'],
    });
    expect(twoFactorSchema.parse({ two_factor_code: ' 012345 ' })).toEqual({
      two_factor_code: '012345',
    });
  });
});
