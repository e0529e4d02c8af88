import { describe, expect, it } from 'vitest';
import { PERMISSION, REFERRAL_MSG_SERVER } from '@app/shared';
import { refusalOf, testAdmin, testMember } from '../auth/test-actors.js';
import { assertMayResendFax, assertMaySeeAllFaxes, FAX_MSG } from './faxes.policy.js';

const failed = { status: 'failure' };
const staff = testMember(3);

describe('outbound faxes', () => {
  it('lists every fax to admins only', () => {
    expect(refusalOf(() => assertMaySeeAllFaxes(testAdmin))).toBeNull();
    expect(refusalOf(() => assertMaySeeAllFaxes(staff))).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('re-sends a failed fax for admins and for senders of the clinic that sent it', () => {
    expect(refusalOf(() => assertMayResendFax(testAdmin, failed, 0))).toBeNull();
    const sender = PERMISSION.SEND_REFERRAL | PERMISSION.ACCEPT_REFERRAL;
    expect(refusalOf(() => assertMayResendFax(staff, failed, sender))).toBeNull();
    expect(refusalOf(() => assertMayResendFax(staff, failed, PERMISSION.ACCEPT_REFERRAL))).toEqual({
      code: 'FORBIDDEN',
      message: REFERRAL_MSG_SERVER.cannotSend,
    });
  });

  it('never re-sends a fax that went through or is under way, admins included', () => {
    for (const status of ['queued', 'sending', 'success']) {
      expect(refusalOf(() => assertMayResendFax(testAdmin, { status }, 0))).toEqual({
        code: 'CONFLICT',
        message: FAX_MSG.onlyFailed,
      });
    }
    // Staff without the permission learn nothing about the fax's state.
    expect(refusalOf(() => assertMayResendFax(staff, { status: 'success' }, 0))).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
