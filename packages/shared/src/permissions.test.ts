import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PERMISSION_MASK,
  PERMISSION,
  PERMISSION_SETTINGS,
  actionsFromMask,
  decodeMask,
  encodeMask,
  hasPermission,
  maskMeets,
  maskOfPermissions,
  REPORT_NEEDS,
  referralPermissionsFromMask,
  type PermissionNeed,
} from './permissions.js';

describe('permission bits', () => {
  it('orders the settings so that the first is bit 0', () => {
    expect(PERMISSION_SETTINGS.map((s) => s.key)).toEqual([
      'SEND_REFERRAL',
      'ACCEPT_REFERRAL',
      'SCHEDULE_REFERRAL',
    ]);
    expect(PERMISSION).toEqual({ SEND_REFERRAL: 1, ACCEPT_REFERRAL: 2, SCHEDULE_REFERRAL: 4 });
  });

  it('defaults a new user to schedule only (binary 100)', () => {
    expect(DEFAULT_PERMISSION_MASK).toBe(0b100);
    expect(decodeMask(DEFAULT_PERMISSION_MASK, PERMISSION_SETTINGS).map((f) => f.value)).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('round-trips every mask through decode and encode', () => {
    for (let mask = 0; mask < 8; mask++) {
      expect(encodeMask(decodeMask(mask, PERMISSION_SETTINGS))).toBe(mask);
    }
  });

  it('gives null referral permissions when none is granted', () => {
    expect(referralPermissionsFromMask(0)).toBeNull();
    const perms = referralPermissionsFromMask(
      PERMISSION.SEND_REFERRAL | PERMISSION.SCHEDULE_REFERRAL,
    );
    expect(hasPermission(perms, 'SEND_REFERRAL')).toBe(true);
    expect(hasPermission(perms, 'ACCEPT_REFERRAL')).toBe(false);
    expect(hasPermission(perms, 'SCHEDULE_REFERRAL')).toBe(true);
  });

  it.each([
    [0, { can_accept: false, can_schedule: false, can_endorse: false }],
    [PERMISSION.SCHEDULE_REFERRAL, { can_accept: false, can_schedule: true, can_endorse: true }],
    [PERMISSION.ACCEPT_REFERRAL, { can_accept: true, can_schedule: false, can_endorse: false }],
    [
      PERMISSION.ACCEPT_REFERRAL | PERMISSION.SCHEDULE_REFERRAL,
      { can_accept: true, can_schedule: true, can_endorse: false },
    ],
  ])('mask %i gives actions %j', (mask, expected) => {
    expect(actionsFromMask(mask)).toEqual(expected);
  });
});

describe('permission needs (issue 18 item 3)', () => {
  it('meets a need with any one of its bits, and never with an empty mask', () => {
    const met = (need: PermissionNeed) =>
      [0, 1, 2, 3, 4, 5, 6, 7].filter((mask) => maskMeets(mask, need));
    expect(met('send')).toEqual([1, 3, 5, 7]);
    expect(met('receive')).toEqual([2, 3, 4, 5, 6, 7]);
    expect(met('any')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(REPORT_NEEDS).toEqual({ export: 'send', analytics: 'any' });
  });

  it('reads the mask back from a permission list', () => {
    for (let mask = 0; mask < 8; mask++) {
      expect(maskOfPermissions(referralPermissionsFromMask(mask))).toBe(mask);
    }
    expect(maskOfPermissions(null)).toBe(0);
  });
});
