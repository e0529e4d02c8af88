import type { z } from 'zod';
import type { MessageAnswer } from './referrals/referrals-api.js';
import type { activationCheckSchema } from './validation.js';

/**
 * The auth REST routes of docs/api.md: each body is validated on the server by its schema in
 * validation.ts (loginSchema, twoFactorSchema, ...); these are the answers, which the server's
 * handlers are checked against and the web's authApi reads.
 */

/** /auth/2fa/verify, /auth/2fa/resend, /forgot-password, /reset-password, /api/account/activate. */
export type MessageResponse = MessageAnswer;

/** POST /login: the code was sent; the session waits for it. */
export interface LoginResponse extends MessageResponse {
  two_factor: boolean;
}

/** POST /api/auth/check (200 only when signed in). */
export interface SessionCheckResponse {
  authenticated: boolean;
}

/** POST /api/account/activate/check: whose account the link activates. */
export interface ActivationCheckResponse {
  email: string;
  firstname: string;
  lastname: string;
}

export type ActivationCheckInput = z.input<typeof activationCheckSchema>;
