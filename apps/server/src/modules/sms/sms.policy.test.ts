import { describe, expect, it } from 'vitest';
import { PERMISSION, REFERRAL_MSG_SERVER } from '@app/shared';
import type { Actor } from '../auth/actor.js';
import { refusalOf, testMember as staff } from '../auth/test-actors.js';
import { assertMayTextPatient, SMS_MSG_SERVER } from './sms.policy.js';

const SEND = PERMISSION.SEND_REFERRAL;
const texting = (
  actor: Actor,
  r: { clinicReferrerId: number | null; status: string },
  mask: number = SEND,
) =>
  refusalOf(() =>
    assertMayTextPatient(actor, r as Parameters<typeof assertMayTextPatient>[1], mask),
  );

describe('who texts the patient of a referral', () => {
  it('is the referring clinic, once the referral is sent', () => {
    expect(texting(staff(7, 3), { clinicReferrerId: 7, status: 'new' })).toBeNull();
    expect(texting(staff(7), { clinicReferrerId: 7, status: 'draft' })).toEqual({
      code: 'CONFLICT',
      message: SMS_MSG_SERVER.draft,
    });
  });

  it('is a member holding SEND_REFERRAL there, not a schedule-only or accept-only one (issue 18)', () => {
    const refused = { code: 'FORBIDDEN', message: SMS_MSG_SERVER.noSendPermission };
    for (const mask of [0, PERMISSION.SCHEDULE_REFERRAL, PERMISSION.ACCEPT_REFERRAL]) {
      expect(
        texting(staff(7), { clinicReferrerId: 7, status: 'sent' }, mask),
        String(mask),
      ).toEqual(refused);
    }
    expect(texting(staff(7), { clinicReferrerId: 7, status: 'sent' }, SEND | 4)).toBeNull();
  });

  it('answers the receiving side "not found", before looking at the status or its bits', () => {
    const notFound = { code: 'NOT_FOUND', message: REFERRAL_MSG_SERVER.notFound };
    expect(texting(staff(4), { clinicReferrerId: 7, status: 'new' })).toEqual(notFound);
    expect(texting(staff(4), { clinicReferrerId: 7, status: 'draft' }, 0)).toEqual(notFound);
    expect(texting(staff(4), { clinicReferrerId: null, status: 'new' })).toEqual(notFound);
  });

  it('is decided by the clinic the user works as, not by another of their clinics (issue 17)', () => {
    const notFound = { code: 'NOT_FOUND', message: REFERRAL_MSG_SERVER.notFound };
    // A member of the referring clinic 7 working as clinic 3.
    expect(texting(staff(3, 7), { clinicReferrerId: 7, status: 'new' })).toEqual(notFound);
  });
});
