import { ALL_PERMISSIONS_MASK, ROLES, type RoleName } from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from './actor.js';

/** Actors for the unit tests of policies: who they are matters only through role and clinics. */
const base = {
  userId: 1,
  userUuid: '00000000-0000-4000-8000-000000000001',
  email: 'someone@example.com',
  sessionId: 'session',
  sessionPublicId: 'session-public',
} as const;

export const testAdmin: Actor = {
  ...base,
  roleId: 1,
  roleName: 'admin',
  clinicIds: [],
  currentClinicId: null,
  permission: 0,
};

/** Staff of these clinics with this role, the first clinic current, holding every referral bit. */
export const testStaff = (roleName: RoleName, ...clinicIds: number[]): Actor => ({
  ...base,
  roleId: ROLES[roleName].id,
  roleName,
  clinicIds,
  currentClinicId: clinicIds[0] ?? null,
  permission: clinicIds.length > 0 ? ALL_PERMISSIONS_MASK : 0,
});

/** A PSR (a clinic manager) of these clinics. */
export const testMember = (...clinicIds: number[]): Actor => testStaff('psr', ...clinicIds);

/** What a policy answers: null when it allows, else the refusal's code and message. */
export function refusalOf(decide: () => void): { code: string; message: string } | null {
  try {
    decide();
    return null;
  } catch (e) {
    if (e instanceof AppError) return { code: e.code, message: e.message };
    throw e;
  }
}
