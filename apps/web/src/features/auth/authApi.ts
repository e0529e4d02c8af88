import { http } from '../../app/http';
import type {
  ActivationCheckInput,
  ActivationCheckResponse,
  ActivationInput,
  CurrentUser,
  LoginInput,
  LoginResponse,
  MessageResponse,
  ResetPasswordInput,
  SessionCheckResponse,
} from '@app/shared';

/** Thin wrappers over the auth REST calls of docs/api.md; callers handle ApiError. */

export const authApi = {
  login: (body: LoginInput) => http.post<LoginResponse>('/login', body),
  logout: () => http.post<void>('/logout'),
  currentUser: () => http.post<CurrentUser>('/api/u'),
  checkSession: () => http.post<SessionCheckResponse>('/api/auth/check'),
  verifyTwoFactor: (two_factor_code: string) =>
    http.post<MessageResponse>('/auth/2fa/verify', { two_factor_code }),
  resendTwoFactor: () => http.post<MessageResponse>('/auth/2fa/resend'),
  forgotPassword: (email: string) => http.post<MessageResponse>('/forgot-password', { email }),
  resetPassword: (body: ResetPasswordInput) => http.post<MessageResponse>('/reset-password', body),
  checkActivation: (body: ActivationCheckInput) =>
    http.post<ActivationCheckResponse>('/api/account/activate/check', body),
  activate: (body: ActivationInput) => http.post<MessageResponse>('/api/account/activate', body),
};
