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
};

/** Staff of these clinics, the first one current. */
export const testMember = (...clinicIds: number[]): Actor => ({
  ...base,
  roleId: 2,
  roleName: 'psr',
  clinicIds,
  currentClinicId: clinicIds[0] ?? null,
});
