import { describe, expect, it } from 'vitest';
import { REFERRAL_MSG, REFERRAL_MSG_SERVER } from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import { assertReceivable, type ReceivingProvider } from './referral.policy.js';

const named: ReceivingProvider = {
  id: 1,
  clinicId: 2,
  isDefault: false,
  userId: 9,
  isOrder: true,
  clinicHasProviderUser: true,
  sameOrganization: false,
};

const refusal = (p: ReceivingProvider | undefined) => {
  try {
    assertReceivable(p);
    return null;
  } catch (e) {
    return e instanceof AppError ? e.fieldErrors : e;
  }
};

describe('who can receive a referral', () => {
  it('takes orders only through a provider user, never the default provider', () => {
    expect(refusal(named)).toBeNull();
    expect(refusal({ ...named, clinicHasProviderUser: false })).toEqual({
      provider_id: [REFERRAL_MSG.providerRequired],
    });
    for (const p of [
      { ...named, isDefault: true },
      { ...named, userId: null },
    ]) {
      expect(refusal(p)).toEqual({ provider_id: [REFERRAL_MSG_SERVER.providerCannotReceive] });
    }
    // Other clinics take any provider that receives.
    expect(refusal({ ...named, isOrder: false, isDefault: true, userId: null })).toBeNull();
    expect(refusal(undefined)).toEqual({
      provider_id: [REFERRAL_MSG_SERVER.providerCannotReceive],
    });
  });
});
