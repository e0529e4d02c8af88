import { isRole } from './roles.js';
import { hasAnyReferralPermission, hasPermission, type ReferralPermission } from './permissions.js';

export const DEFAULT_PATH = '/dashboard';
export const DRAWER_WIDTH = 260;

export const MESSAGES_NO_CLINICS =
  'You are not part of any clinics. Please contact the system administrator.';
export const MESSAGES_NO_REFERRAL_PERMISSIONS =
  'You have no referral permissions. Please contact the system administrator.';

/** Titles the drawer (the server's menu) and the pages they open both show. */
export const PAGE_TITLES = {
  activeReferrals: 'Active Referrals',
  declinedReferrals: 'Declined Referrals',
  completedReferrals: 'Completed Referrals',
  faxedReferrals: 'Faxed Referrals',
  providerPortal: 'Provider Portal',
  referralGroups: 'Referral Groups',
} as const;

/** Menu item types the shell knows how to draw; anything else renders 'Menu Items Error'. */
export const MENU_ITEM_TYPES = ['item', 'group'] as const;
export type MenuTag = 'referrals' | 'send-referral' | 'fax';

export interface MenuItem {
  id: string;
  type: string;
  title: string;
  url?: string | null;
  icon?: string | null;
  tag?: string | null;
  children?: MenuItem[] | null;
}

export interface NavigationUser {
  role: { name: string } | null | undefined;
  referral_permissions: readonly ReferralPermission[] | null | undefined;
  hasClinicFaxNumber: boolean;
}

/** The gating of spec section 2: 'referrals', 'send-referral' and 'fax' tags. */
export function isMenuItemVisible(item: Pick<MenuItem, 'tag'>, user: NavigationUser): boolean {
  switch (item.tag) {
    case 'referrals':
      return hasAnyReferralPermission(user.referral_permissions);
    case 'send-referral':
      return hasPermission(user.referral_permissions, 'SEND_REFERRAL');
    case 'fax':
      return user.hasClinicFaxNumber;
    default:
      return true;
  }
}

export function visibleMenuItems(items: readonly MenuItem[], user: NavigationUser): MenuItem[] {
  return items
    .filter((item) => isMenuItemVisible(item, user))
    .map((item) =>
      item.children ? { ...item, children: visibleMenuItems(item.children, user) } : item,
    );
}

export type Landing = { kind: 'path'; path: string } | { kind: 'logout'; message: string };

/**
 * Where a user goes after login or a clinic switch (spec section 2, redirect rules).
 * A staff user with no referral permission at all is logged out with the spec's message.
 */
export function landingFor(user: NavigationUser): Landing {
  const role = user.role?.name;
  if (!role) return { kind: 'path', path: '/' };
  if (isRole(role, 'admin')) return { kind: 'path', path: DEFAULT_PATH };
  if (isRole(role, 'provider')) return { kind: 'path', path: '/provider' };
  if (user.referral_permissions == null) {
    return { kind: 'logout', message: MESSAGES_NO_REFERRAL_PERMISSIONS };
  }
  return {
    kind: 'path',
    path: hasAnyReferralPermission(user.referral_permissions)
      ? '/referrals/active'
      : '/referrals/declined',
  };
}

const ADMIN_REFERRAL_PATHS = ['/manage/referrals', '/manage/referral-networks'];
/** The detail view the admin referral lists open (admins see every referral). */
const ADMIN_REFERRAL_DETAIL = /^\/referrals\/[^/]+\/review\/?$/;

/**
 * Screens for admins only: the dashboard, the administration area and the enrollment wizard.
 * `/manage/clinics/{id}` stays open: a clinic's own managers reach it too (the server scopes it).
 */
const ADMIN_ONLY_PATHS = [
  /^\/dashboard(\/|$)/,
  /^\/manage(\/|$)(?!clinics\/[^/]+\/?$)/,
  /^\/clinics\/enroll(\/|$)/,
];

export function isAdminOnlyPath(path: string): boolean {
  return ADMIN_ONLY_PATHS.some((re) => re.test(path));
}

/**
 * Route guard for a signed-in user going to `path`: returns where to send them instead, or null
 * to let them through. Admin-only screens send others to their landing page; an admin going to a
 * referral area other than the admin referral screens goes to /manage/clinics.
 */
export function redirectForPath(path: string, user: NavigationUser): string | null {
  const admin = isRole(user.role?.name, 'admin');
  if (!admin && isAdminOnlyPath(path)) {
    const landing = landingFor(user);
    return landing.kind === 'path' ? landing.path : '/login';
  }
  if (admin && path.startsWith('/referrals') && !ADMIN_REFERRAL_DETAIL.test(path)) {
    if (!ADMIN_REFERRAL_PATHS.some((p) => path.startsWith(p))) return '/manage/clinics';
  }
  return null;
}

const WIZARD_DRAFT_PATH =
  /\/referrals\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/?$/i;

/**
 * The drawer starts collapsed on the wizard's paths: /referrals/send and a draft's
 * /referrals/{uuid} (the first save moves the wizard there; the review page is not the wizard).
 */
export function isDrawerCollapsedByDefault(path: string): boolean {
  return path.includes('/referrals/send') || WIZARD_DRAFT_PATH.test(path);
}
