import { describe, expect, it } from 'vitest';
import { refusalOf, testAdmin, testMember, testStaff } from '../auth/test-actors.js';
import { assertManagesClinic } from './providers.policy.js';

describe('who may change the providers of a clinic', () => {
  it('is its managers and admins; a clinic out of sight is not found', () => {
    expect(refusalOf(() => assertManagesClinic(testAdmin, 5))).toBeNull();
    expect(refusalOf(() => assertManagesClinic(testMember(5), 5))).toBeNull();
    expect(refusalOf(() => assertManagesClinic(testStaff('nurse', 5), 5))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(refusalOf(() => assertManagesClinic(testMember(4), 5))).toEqual({
      code: 'NOT_FOUND',
      message: 'Clinic not found.',
    });
  });
});
