import { z } from 'zod';
import { singleLineText } from './text.js';
import { PASSWORD_MIN_LENGTH, TWO_FACTOR_CODE_LENGTH } from './constants.js';
import { MSG } from './messages.js';

const email = singleLineText({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .pipe(z.email(MSG.invalidEmail))
  .transform((e) => e.toLowerCase());

const requiredPassword = (minMessage: string) =>
  singleLineText({ error: MSG.passwordRequired })
    .min(1, { error: MSG.passwordRequired, abort: true })
    .min(PASSWORD_MIN_LENGTH, minMessage)
    .max(200, 'Password is too long');

export const loginSchema = z.object({
  email,
  password: requiredPassword(MSG.passwordMin),
  remember_me: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

const matching = <T extends { password: string; password_confirmation: string }>(v: T) =>
  v.password === v.password_confirmation;

export const resetPasswordSchema = z
  .object({
    token: singleLineText().min(1).max(200),
    email,
    password: requiredPassword(MSG.passwordMin),
    password_confirmation: singleLineText({ error: MSG.passwordsMustMatch }),
  })
  .refine(matching, { message: MSG.passwordsMustMatch, path: ['password_confirmation'] });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const activationSchema = z
  .object({
    token: singleLineText().min(1).max(200),
    email,
    password: requiredPassword(MSG.activationPasswordMin),
    password_confirmation: singleLineText({ error: MSG.passwordsMustMatch }),
  })
  .refine(matching, { message: MSG.passwordsMustMatch, path: ['password_confirmation'] });
export type ActivationInput = z.input<typeof activationSchema>;

export const activationCheckSchema = z.object({
  token: singleLineText().min(1).max(200),
  email,
});

export const twoFactorSchema = z.object({
  two_factor_code: singleLineText({ error: MSG.twoFactorRequired })
    .trim()
    .min(1, { error: MSG.twoFactorRequired, abort: true })
    .regex(new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`), MSG.invalidTwoFactor),
});
export type TwoFactorInput = z.input<typeof twoFactorSchema>;

/** Field errors in the API's shape: `{ field: [messages] }`. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
