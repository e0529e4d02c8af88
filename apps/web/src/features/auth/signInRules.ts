import { isRole, landingFor, MESSAGES_NO_CLINICS } from '@app/shared';
import type { CurrentUser } from './types';

/**
 * Why a user the server returned may not use the app, or null when they may (spec section 4):
 * staff without any clinic, or without any referral permission, are signed out with a message.
 */
export function signInRefusal(user: CurrentUser): string | null {
  if (!isRole(user.role?.name, 'admin') && user.clinics.length === 0) return MESSAGES_NO_CLINICS;
  const landing = landingFor(user);
  return landing.kind === 'logout' ? landing.message : null;
}

/** Where the user lands after sign-in or a clinic switch; '/' for a user without a role. */
export function landingPath(user: CurrentUser): string {
  const landing = landingFor(user);
  return landing.kind === 'path' ? landing.path : '/login';
}
