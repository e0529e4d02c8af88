import { http } from '../../app/http';
import type { CurrentUser } from './types';

/** Thin wrappers over the auth REST calls of docs/api.md; callers handle ApiError. */

export interface MessageResponse {
  message?: string;
}

export interface ActivationCheckResponse {
  email: string;
  firstname: string;
  lastname: string;
}

export const authApi = {
  login: (body: { email: string; password: string; remember_me: boolean }) =>
    http.post<MessageResponse & { two_factor?: boolean }>('/login', body),
  logout: () => http.post<void>('/logout'),
  currentUser: () => http.post<CurrentUser>('/api/u'),
  checkSession: () => http.post<{ authenticated: boolean }>('/api/auth/check'),
  verifyTwoFactor: (two_factor_code: string) =>
    http.post<MessageResponse>('/auth/2fa/verify', { two_factor_code }),
  resendTwoFactor: () => http.post<MessageResponse>('/auth/2fa/resend'),
  forgotPassword: (email: string) => http.post<MessageResponse>('/forgot-password', { email }),
  resetPassword: (body: {
    token: string;
    email: string;
    password: string;
    password_confirmation: string;
  }) => http.post<MessageResponse>('/reset-password', body),
  checkActivation: (body: { email: string; token: string }) =>
    http.post<ActivationCheckResponse>('/api/account/activate/check', body),
  activate: (body: {
    email: string;
    token: string;
    password: string;
    password_confirmation: string;
  }) => http.post<MessageResponse>('/api/account/activate', body),
};
