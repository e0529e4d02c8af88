import { zodResolver } from '@hookform/resolvers/zod';
import {
  activationSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  twoFactorSchema,
} from '@app/shared';

/** The sign-in forms' validation (zod + the shared schemas); loaded on demand, see lazyResolvers. */
export const resolvers = {
  login: zodResolver(loginSchema),
  forgotPassword: zodResolver(forgotPasswordSchema),
  resetPassword: zodResolver(resetPasswordSchema),
  activation: zodResolver(activationSchema),
  twoFactor: zodResolver(twoFactorSchema),
};
