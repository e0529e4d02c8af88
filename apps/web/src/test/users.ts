import type { CurrentUser, UserActions } from '@app/shared';

/** A signed-in Northside PSR who may send referrals. */
export const USER = {
  id: '1',
  uuid: 'u-1',
  email: 'psr@northside.demo.test',
  firstname: 'Pat',
  lastname: 'Sender',
  full_name: 'Pat Sender',
  phone: null,
  role: { id: 2, name: 'psr', label: 'PSR' },
  activated_at: null,
  last_login_at: null,
  clinic: { id: '10', name: 'Northside Family Medicine' },
  clinics: [{ id: '10', name: 'Northside Family Medicine' }],
  menu_items: [],
  referral_permissions: [{ key: 'SEND_REFERRAL', value: true }],
  permissions: [],
  notifications: [],
  hasClinicFaxNumber: false,
  actions: { can_accept: false, can_schedule: false, can_endorse: false },
} as unknown as CurrentUser;

/** USER with some referral actions allowed. */
export function userWith(actions: Partial<UserActions>): CurrentUser {
  return { ...USER, actions: { ...USER.actions, ...actions } };
}
