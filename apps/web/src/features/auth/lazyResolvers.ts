import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type {
  ActivationInput,
  ForgotPasswordInput,
  LoginInput,
  ResetPasswordInput,
  TwoFactorInput,
  activationSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  twoFactorSchema,
} from '@app/shared';
import type * as Validation from './validation';

/**
 * zod is about 22 KB gzipped, too much for the login page's first load. The forms validate on
 * submit, so the schemas load on the first keystroke (preloadValidation) and a submit waits for
 * them if they are not there yet.
 */
let loading: Promise<typeof Validation> | null = null;

function loadValidation(): Promise<typeof Validation> {
  loading ??= import('./validation');
  return loading;
}

export async function preloadValidation(): Promise<typeof Validation.resolvers> {
  return (await loadValidation()).resolvers;
}

/** The login form's check (it does not use react-hook-form, see LoginForm). */
export async function validateLogin(values: LoginInput) {
  return (await loadValidation()).validateLogin(values);
}

export const forgotPasswordResolver: Resolver<
  ForgotPasswordInput,
  unknown,
  z.output<typeof forgotPasswordSchema>
> = async (...args) => (await preloadValidation()).forgotPassword(...args);

export const resetPasswordResolver: Resolver<
  ResetPasswordInput,
  unknown,
  z.output<typeof resetPasswordSchema>
> = async (...args) => (await preloadValidation()).resetPassword(...args);

export const activationResolver: Resolver<
  ActivationInput,
  unknown,
  z.output<typeof activationSchema>
> = async (...args) => (await preloadValidation()).activation(...args);

export const twoFactorResolver: Resolver<
  TwoFactorInput,
  unknown,
  z.output<typeof twoFactorSchema>
> = async (...args) => (await preloadValidation()).twoFactor(...args);
