import { describe, expect, it } from 'vitest';
import { ROLES } from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import { refusalOf, testAdmin, testMember, testStaff } from '../auth/test-actors.js';
import type { UserRow } from './user-admin.repo.js';
import {
  assertGrant,
  assertManagesClinic,
  MANAGE_USER_MSG,
  refuseProvider,
} from './users.policy.js';

const user = (roleId: number): UserRow => ({
  id: 2,
  uuid: '00000000-0000-4000-8000-000000000002',
  email: 'someone.else@example.com',
  firstname: 'Some',
  lastname: 'One',
  phone: null,
  roleId,
  activatedAt: null,
  currentClinicId: null,
});

const grantError = (decide: () => void) => {
  try {
    decide();
    return null;
  } catch (e) {
    return e instanceof AppError ? e.fieldErrors : e;
  }
};

describe('who may change which user', () => {
  it("lets admins and a clinic's managers change its users", () => {
    expect(refusalOf(() => assertManagesClinic(testAdmin, 5))).toBeNull();
    expect(refusalOf(() => assertManagesClinic(testStaff('med_director', 5), 5))).toBeNull();
    expect(refusalOf(() => assertManagesClinic(testStaff('nurse', 5), 5))).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('leaves provider users to their provider', () => {
    expect(refusalOf(() => refuseProvider(user(ROLES.nurse.id)))).toBeNull();
    expect(refusalOf(() => refuseProvider(user(ROLES.provider.id)))).toEqual({
      code: 'FORBIDDEN',
      message: MANAGE_USER_MSG.providerReadOnly,
    });
  });

  it('grants only bits the manager holds, and never raises their own mask', () => {
    const manager = testMember(5);
    const grant = (targetUserId: number, currentMask: number, requestedMask: number) =>
      grantError(() =>
        assertGrant(manager, { actorMask: 0b0011, targetUserId, currentMask, requestedMask }),
      );
    expect(grant(2, 0, 0b0011)).toBeNull();
    expect(grant(2, 0, 0b0100)).toEqual({ permission: [MANAGE_USER_MSG.grantNotHeld] });
    expect(grant(manager.userId, 0b0001, 0b0001)).toBeNull();
    expect(grant(manager.userId, 0b0001, 0b0011)).toEqual({
      permission: [MANAGE_USER_MSG.raiseOwnMask],
    });
  });
});
