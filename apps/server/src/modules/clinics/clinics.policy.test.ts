import { describe, expect, it } from 'vitest';
import { refusalOf, testAdmin, testMember, testStaff } from '../auth/test-actors.js';
import { assertMayEnroll, assertMayManage, assertMayRemove } from './clinics.policy.js';

describe('who may do what with clinics', () => {
  it('lets admins and the clinic managers of their own clinic change a clinic', () => {
    expect(refusalOf(() => assertMayManage(testAdmin, 5))).toBeNull();
    expect(refusalOf(() => assertMayManage(testMember(5), 5))).toBeNull();
    expect(refusalOf(() => assertMayManage(testStaff('med_director', 5), 5))).toBeNull();
    expect(refusalOf(() => assertMayManage(testStaff('nurse', 5), 5))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(refusalOf(() => assertMayManage(testMember(4), 5))).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('lets a clinic manager change a clinic they registered, not anyone else who did', () => {
    const registrar = { ...testMember(4), registeredClinicIds: [9] };
    expect(refusalOf(() => assertMayManage(registrar, 9))).toBeNull();
    const nurse = { ...testStaff('nurse', 4), registeredClinicIds: [9] };
    expect(refusalOf(() => assertMayManage(nurse, 9))).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('enrolls, archives and deletes for admins only', () => {
    expect(refusalOf(() => assertMayEnroll(testAdmin))).toBeNull();
    expect(refusalOf(() => assertMayEnroll(testMember(5)))).toMatchObject({ code: 'FORBIDDEN' });
    expect(refusalOf(() => assertMayRemove(testAdmin, 5))).toBeNull();
    expect(refusalOf(() => assertMayRemove(testMember(5), 5))).toEqual({
      code: 'NOT_FOUND',
      message: 'Clinic not found.',
    });
  });
});
