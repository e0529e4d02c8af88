import { describe, expect, it } from 'vitest';
import type { ReferralStatus } from '@app/shared';
import { testAdmin, testMember } from '../auth/test-actors.js';
import { actingClinicId, partyOf, viewerOf, workingClinicId } from './referral-access.js';

const NORTHSIDE = 1;
const LAKESIDE = 2;
const RIVERSIDE = 3;

/** A referral from Northside to Lakeside. */
const toLakeside = (status: ReferralStatus = 'sent') => ({
  clinicReferrerId: NORTHSIDE,
  clinicReceiverId: LAKESIDE,
  status,
});

describe('the side a user of several clinics acts for (issue 17)', () => {
  it('is the side of the clinic the user works as, never another membership', () => {
    // A member of both clinics working as Lakeside is the receiver of Northside's referral.
    const asLakeside = testMember(LAKESIDE, NORTHSIDE);
    expect(workingClinicId(asLakeside)).toBe(LAKESIDE);
    expect(partyOf(asLakeside, toLakeside())).toBe('receiver');
    expect(viewerOf(asLakeside, toLakeside())).toBe('receiver');
    expect(actingClinicId(asLakeside, toLakeside())).toBe(LAKESIDE);

    // The same user working as Northside is its referrer.
    const asNorthside = testMember(NORTHSIDE, LAKESIDE);
    expect(partyOf(asNorthside, toLakeside())).toBe('referrer');
    expect(viewerOf(asNorthside, toLakeside())).toBe('referrer');
    expect(actingClinicId(asNorthside, toLakeside())).toBe(NORTHSIDE);
  });

  it('gives no side to a clinic that is not a party, nor a draft to its receiver, nor to admins', () => {
    const asRiverside = testMember(RIVERSIDE, NORTHSIDE, LAKESIDE);
    expect(partyOf(asRiverside, toLakeside())).toBeNull();
    expect(actingClinicId(asRiverside, toLakeside())).toBeNull();
    expect(partyOf(testMember(LAKESIDE), toLakeside('draft'))).toBeNull();
    expect(partyOf(testAdmin, toLakeside())).toBeNull();
    expect(viewerOf(testAdmin, toLakeside())).toBe('receiver');
  });

  it('takes no current clinic the user is no longer a member of', () => {
    const left = { ...testMember(NORTHSIDE), currentClinicId: LAKESIDE };
    expect(workingClinicId(left)).toBeNull();
    expect(partyOf(left, toLakeside())).toBeNull();
  });
});
