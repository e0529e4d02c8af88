import { describe, expect, it } from 'vitest';
import { REFERRAL_MSG_SERVER } from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../auth/actor.js';
import { testMember as staff } from '../auth/test-actors.js';
import { assertMayTextPatient, SMS_MSG_SERVER } from './sms.policy.js';

const refusal = (actor: Actor, r: { clinicReferrerId: number | null; status: string }) => {
  try {
    assertMayTextPatient(actor, r as never);
    return null;
  } catch (e) {
    return e instanceof AppError ? { code: e.code, message: e.message } : e;
  }
};

describe('who texts the patient of a referral', () => {
  it('is the referring clinic, once the referral is sent', () => {
    expect(refusal(staff(3, 7), { clinicReferrerId: 7, status: 'new' })).toBeNull();
    expect(refusal(staff(7), { clinicReferrerId: 7, status: 'draft' })).toEqual({
      code: 'CONFLICT',
      message: SMS_MSG_SERVER.draft,
    });
  });

  it('answers the receiving side "not found", before looking at the status', () => {
    const notFound = { code: 'NOT_FOUND', message: REFERRAL_MSG_SERVER.notFound };
    expect(refusal(staff(4), { clinicReferrerId: 7, status: 'new' })).toEqual(notFound);
    expect(refusal(staff(4), { clinicReferrerId: 7, status: 'draft' })).toEqual(notFound);
    expect(refusal(staff(4), { clinicReferrerId: null, status: 'new' })).toEqual(notFound);
  });
});
