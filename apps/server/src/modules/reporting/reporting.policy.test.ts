import { describe, expect, it } from 'vitest';
import { REPORT_MSG } from '@app/shared';
import { refusalOf, testAdmin, testMember, testStaff } from '../auth/test-actors.js';
import { assertMaySeePlatformTotals, reportScope } from './reporting.policy.js';

describe('who sees which reports', () => {
  it("counts every clinic for admins, the current clinic's figures for staff", () => {
    expect(reportScope(testAdmin)).toEqual({ kind: 'all' });
    expect(reportScope(testStaff('nurse', 4, 5))).toEqual({ kind: 'clinic', clinicId: 4 });
  });

  it('has no reports for providers nor for staff without a clinic', () => {
    expect(refusalOf(() => reportScope(testStaff('provider', 4)))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(refusalOf(() => reportScope(testMember()))).toEqual({
      code: 'FORBIDDEN',
      message: REPORT_MSG.noClinic,
    });
  });

  it('shows the platform totals to admins only', () => {
    expect(refusalOf(() => assertMaySeePlatformTotals(testAdmin))).toBeNull();
    expect(refusalOf(() => assertMaySeePlatformTotals(testMember(4)))).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
