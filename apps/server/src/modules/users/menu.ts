import { isRole, PAGE_TITLES, type MenuItem } from '@app/shared';

/**
 * The drawer's entries per role, delivered with the user record. Only screens that exist are
 * listed; the client hides tagged entries with visibleMenuItems() from @app/shared.
 */
const NOTIFICATIONS: MenuItem = {
  id: 'notifications',
  type: 'item',
  title: 'Notifications',
  url: '/notifications',
  icon: 'notifications',
};

/**
 * Reports (issue 9): staff see their current clinic's figures, admins every clinic's. Staff
 * entries carry the lists' tag, so that users without a clinic's referral rights don't see them.
 */
const reports = (tag: string | null): MenuItem[] => [
  { id: 'export', type: 'item', title: 'Export', url: '/export', icon: 'export', tag },
  { id: 'analytics', type: 'item', title: 'Analytics', url: '/analytics', icon: 'analytics', tag },
];

const ADMIN_MENU: MenuItem[] = [
  { id: 'dashboard', type: 'item', title: 'Dashboard', url: '/dashboard', icon: 'dashboard' },
  { id: 'clinics', type: 'item', title: 'Clinics', url: '/manage/clinics', icon: 'clinics' },
  { id: 'users', type: 'item', title: 'Users', url: '/manage/users', icon: 'users' },
  { id: 'roles', type: 'item', title: 'Roles', url: '/manage/roles', icon: 'roles' },
  {
    id: 'referral-groups',
    type: 'item',
    title: PAGE_TITLES.referralGroups,
    url: '/manage/referral-networks',
    icon: 'referral-networks',
  },
  {
    id: 'documents',
    type: 'item',
    title: 'Documents',
    url: '/manage/documents',
    icon: 'documents',
  },
  {
    id: 'referrals',
    type: 'item',
    title: 'Referrals',
    url: '/manage/referrals',
    icon: 'referrals',
  },
  {
    id: 'appointment-aging',
    type: 'item',
    title: 'Appointment Aging',
    url: '/manage/appointment-aging',
    icon: 'aging',
  },
  { id: 'faxes', type: 'item', title: 'Faxes', url: '/manage/fax', icon: 'fax' },
  {
    id: 'received-faxes',
    type: 'item',
    title: 'Received Faxes',
    url: '/manage/fax/received',
    icon: 'inbox',
  },
  ...reports(null),
  NOTIFICATIONS,
];

const PROVIDER_MENU: MenuItem[] = [
  {
    id: 'provider',
    type: 'item',
    title: PAGE_TITLES.providerPortal,
    url: '/provider',
    icon: 'provider',
  },
  NOTIFICATIONS,
];

const STAFF_MENU: MenuItem[] = [
  {
    id: 'active-referrals',
    type: 'item',
    title: PAGE_TITLES.activeReferrals,
    url: '/referrals/active',
    icon: 'referrals',
    tag: 'referrals',
  },
  {
    id: 'declined-referrals',
    type: 'item',
    title: PAGE_TITLES.declinedReferrals,
    url: '/referrals/declined',
    icon: 'declined',
    tag: 'referrals',
  },
  {
    id: 'completed-referrals',
    type: 'item',
    title: PAGE_TITLES.completedReferrals,
    url: '/referrals/completed',
    icon: 'completed',
    tag: 'referrals',
  },
  {
    // Only a sent tab: faxes go out from this clinic.
    id: 'faxed-referrals',
    type: 'item',
    title: PAGE_TITLES.faxedReferrals,
    url: '/referrals/faxed',
    icon: 'fax',
    tag: 'send-referral',
  },
  {
    id: 'received-faxes',
    type: 'item',
    title: 'Received Faxes',
    url: '/fax/received',
    icon: 'inbox',
  },
  ...reports('referrals'),
  NOTIFICATIONS,
];

export function menuFor(roleName: string): MenuItem[] {
  if (isRole(roleName, 'admin')) return ADMIN_MENU;
  if (isRole(roleName, 'provider')) return PROVIDER_MENU;
  return STAFF_MENU;
}
