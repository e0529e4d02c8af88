import { isClinicManagerRole, isRole } from './roles.js';
import {
  hasAnyReferralPermission,
  MESSAGES_NO_REFERRAL_PERMISSIONS,
  maskMeets,
  maskOfPermissions,
  REPORT_NEEDS,
  type PermissionNeed,
  type ReferralPermission,
} from './permissions.js';

export const DEFAULT_PATH = '/dashboard';
export const DRAWER_WIDTH = 260;

export const MESSAGES_NO_CLINICS =
  'You are not part of any clinics. Please contact the system administrator.';

/** Titles the drawer (the server's menu) and the pages they open both show. */
export const PAGE_TITLES = {
  activeReferrals: 'Active Referrals',
  declinedReferrals: 'Declined Referrals',
  completedReferrals: 'Completed Referrals',
  faxedReferrals: 'Faxed Referrals',
  providerPortal: 'Provider Portal',
  referralGroups: 'Referral Groups',
} as const;

/** Export and Analytics: admins' and staff's reports; providers have none (the server refuses). */
const REPORT_PATHS = { export: '/export', analytics: '/analytics' } as const;

/** Menu item types the shell knows how to draw; anything else renders 'Menu Items Error'. */
export const MENU_ITEM_TYPES = ['item', 'group'] as const;
export type MenuTag = 'referrals' | 'send-referral' | 'fax';
const TAG = {
  referrals: 'referrals',
  sendReferral: 'send-referral',
  fax: 'fax',
} as const satisfies Record<string, MenuTag>;

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

/** The permission need (permissions.ts) behind each tag that gates on referral permissions. */
const NEED_OF_TAG = {
  referrals: 'any',
  'send-referral': 'send',
} as const satisfies Partial<Record<MenuTag, PermissionNeed>>;
/** The tag of an entry that needs `need`: the reports take theirs from REPORT_NEEDS. */
const TAG_OF_NEED = {
  any: 'referrals',
  send: 'send-referral',
} as const satisfies Record<(typeof NEED_OF_TAG)[keyof typeof NEED_OF_TAG], MenuTag>;

/** Whether the user's permissions in the current clinic meet a need (admins need none). */
export function userMeets(user: NavigationUser, need: PermissionNeed): boolean {
  return (
    isRole(user.role?.name, 'admin') ||
    maskMeets(maskOfPermissions(user.referral_permissions), need)
  );
}

/** The gating of spec section 2: 'referrals', 'send-referral' and 'fax' tags. */
export function isMenuItemVisible(item: Pick<MenuItem, 'tag'>, user: NavigationUser): boolean {
  switch (item.tag) {
    case 'referrals':
    case 'send-referral':
      return userMeets(user, NEED_OF_TAG[item.tag]);
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

/**
 * The one menu definition (spec 1 section 2, application shell): the drawer's entries per role,
 * delivered with the user record (the server's `menu_items`) and filtered by visibleMenuItems().
 * Only screens that exist are listed. `clinicId` is the user's current clinic: the referral form
 * settings entry opens that clinic's.
 */
export function menuFor(roleName: string, clinicId: string | null = null): MenuItem[] {
  if (isRole(roleName, 'admin')) return ADMIN_MENU;
  if (isRole(roleName, 'provider')) return PROVIDER_MENU;
  return [
    ...STAFF_REFERRAL_MENU,
    ...reports(true),
    ...(isClinicManagerRole(roleName) ? clinicManagerMenu(clinicId) : []),
    NOTIFICATIONS,
  ];
}

const NOTIFICATIONS: MenuItem = {
  id: 'notifications',
  type: 'item',
  title: 'Notifications',
  url: '/notifications',
  icon: 'notifications',
};

/**
 * Reports (issue 9): staff see their current clinic's figures, admins every clinic's. Staff
 * entries carry the tag of the report's need (REPORT_NEEDS, issue 18 item 3: Export needs
 * SEND_REFERRAL, Analytics any referral permission), so users without it don't see them.
 */
const reports = (gated: boolean): MenuItem[] => [
  {
    id: 'export',
    type: 'item',
    title: 'Export',
    url: REPORT_PATHS.export,
    icon: 'export',
    tag: gated ? TAG_OF_NEED[REPORT_NEEDS.export] : null,
  },
  {
    id: 'analytics',
    type: 'item',
    title: 'Analytics',
    url: REPORT_PATHS.analytics,
    icon: 'analytics',
    tag: gated ? TAG_OF_NEED[REPORT_NEEDS.analytics] : null,
  },
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
  // Admins see every fax, whichever clinic (none is current for them): no 'fax' tag.
  { id: 'faxes', type: 'item', title: 'Faxes', url: '/manage/fax', icon: 'fax' },
  {
    id: 'received-faxes',
    type: 'item',
    title: 'Received Faxes',
    url: '/manage/fax/received',
    icon: 'inbox',
  },
  ...reports(false),
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

const STAFF_REFERRAL_MENU: MenuItem[] = [
  {
    id: 'active-referrals',
    type: 'item',
    title: PAGE_TITLES.activeReferrals,
    url: '/referrals/active',
    icon: 'referrals',
    tag: TAG.referrals,
  },
  {
    id: 'declined-referrals',
    type: 'item',
    title: PAGE_TITLES.declinedReferrals,
    url: '/referrals/declined',
    icon: 'declined',
    tag: TAG.referrals,
  },
  {
    id: 'completed-referrals',
    type: 'item',
    title: PAGE_TITLES.completedReferrals,
    url: '/referrals/completed',
    icon: 'completed',
    tag: TAG.referrals,
  },
  {
    // Only a sent tab: referrals this clinic sent to fax clinics (its own fax number plays no
    // part in sending them, so the send permission gates it, not the 'fax' tag).
    id: 'faxed-referrals',
    type: 'item',
    title: PAGE_TITLES.faxedReferrals,
    url: '/referrals/faxed',
    icon: 'fax',
    tag: TAG.sendReferral,
  },
  {
    // Faxes arrive on the clinic's fax number: a clinic without one has no inbox (spec 1, 'fax').
    id: 'received-faxes',
    type: 'item',
    title: 'Received Faxes',
    url: '/fax/received',
    icon: 'inbox',
    tag: TAG.fax,
  },
];

/** The clinic screens of its managers (PSR and Medical Admin): its page, its form, Register Clinic. */
function clinicManagerMenu(clinicId: string | null): MenuItem[] {
  return [
    {
      id: 'my-clinic',
      type: 'item',
      title: CLINIC_MENU_TITLES.myClinic,
      url: '/clinic',
      icon: 'clinic',
    },
    ...(clinicId
      ? [
          {
            id: 'referral-form-settings',
            type: 'item',
            title: CLINIC_MENU_TITLES.formSettings,
            url: `/clinic/${clinicId}/settings`,
            icon: 'settings',
          },
        ]
      : []),
    {
      id: 'register-clinic',
      type: 'item',
      title: CLINIC_MENU_TITLES.registerClinic,
      url: '/clinics/non-affiliate',
      icon: 'add-clinic',
    },
  ];
}

/** Entries the clinic pages title the same way ('Register Clinic' is the spec's). */
export const CLINIC_MENU_TITLES = {
  myClinic: 'My Clinic',
  formSettings: 'Referral Form Settings',
  registerClinic: 'Register Clinic',
} as const;

/**
 * The one menu entry a path selects: the longest url it falls under, so /manage/fax/received
 * selects 'Received Faxes' and not 'Faxes' too. Null when none.
 */
export function selectedMenuUrl(items: readonly MenuItem[], pathname: string): string | null {
  let best: string | null = null;
  const visit = (list: readonly MenuItem[]) => {
    for (const item of list) {
      const url = item.url;
      if (url && (pathname === url || pathname.startsWith(`${url}/`))) {
        if (!best || url.length > best.length) best = url;
      }
      if (item.children) visit(item.children);
    }
  };
  visit(items);
  return best;
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

/** The title of the menu entry that opens `url`, children included. */
function menuTitleOf(items: readonly MenuItem[], url: string): string | null {
  for (const item of items) {
    if (item.url === url) return item.title;
    const inChildren = item.children ? menuTitleOf(item.children, url) : null;
    if (inChildren) return inChildren;
  }
  return null;
}

/**
 * Where a user's breadcrumbs start: their own landing page, named as their menu names it
 * ('Active Referrals' for staff, the portal for providers, 'Dashboard' for admins; issue 20
 * item 9). Anyone without a landing page of their own starts at the Dashboard.
 */
export function homeCrumb(user: NavigationUser | null): { label: string; path: string } {
  const dashboard = { label: 'Dashboard', path: DEFAULT_PATH };
  const landing = user ? landingFor(user) : null;
  if (!user || landing?.kind !== 'path') return dashboard;
  const title = menuTitleOf(menuFor(user.role?.name ?? ''), landing.path);
  return title ? { label: title, path: landing.path } : dashboard;
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

/** The report a path opens, if any. */
function reportOfPath(path: string): keyof typeof REPORT_PATHS | null {
  const hit = Object.entries(REPORT_PATHS).find(([, p]) => path === p || path.startsWith(`${p}/`));
  return hit ? (hit[0] as keyof typeof REPORT_PATHS) : null;
}

export function isAdminOnlyPath(path: string): boolean {
  return ADMIN_ONLY_PATHS.some((re) => re.test(path));
}

/**
 * Route guard for a signed-in user going to `path`: returns where to send them instead, or null
 * to let them through. Admin-only screens, and a report whose need (REPORT_NEEDS) the user's
 * permissions do not meet (providers never do), send others to their landing page; an admin going
 * to a referral area other than the admin referral screens goes to /manage/clinics.
 */
export function redirectForPath(path: string, user: NavigationUser): string | null {
  const admin = isRole(user.role?.name, 'admin');
  const report = reportOfPath(path);
  if ((!admin && isAdminOnlyPath(path)) || (report && !userMeets(user, REPORT_NEEDS[report]))) {
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
