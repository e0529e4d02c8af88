import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  fieldErrors,
  type LoginInput,
  activationSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  twoFactorSchema,
} from '@app/shared';

/** The sign-in forms' validation (zod + the shared schemas); loaded on demand, see lazyResolvers. */
export const resolvers = {
  forgotPassword: zodResolver(forgotPasswordSchema),
  resetPassword: zodResolver(resetPasswordSchema),
  activation: zodResolver(activationSchema),
  twoFactor: zodResolver(twoFactorSchema),
};

/** Login validation without react-hook-form (the login page keeps its first load small). */
export function validateLogin(
  values: LoginInput,
):
  | { ok: true; data: z.output<typeof loginSchema> }
  | { ok: false; errors: Record<string, string[]> } {
  const result = loginSchema.safeParse(values);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: fieldErrors(result.error) };
}
