import { describe, expect, it } from 'vitest';
import { MESSAGES_NO_REFERRAL_PERMISSIONS } from './permissions.js';
import {
  homeCrumb,
  isDrawerCollapsedByDefault,
  landingFor,
  menuFor,
  redirectForPath,
  selectedMenuUrl,
  visibleMenuItems,
  type NavigationUser,
} from './navigation.js';
import { referralPermissionsFromMask } from './permissions.js';

const user = (role: string | null, mask: number | null, fax = false): NavigationUser => ({
  role: role ? { name: role } : null,
  referral_permissions: mask === null ? null : referralPermissionsFromMask(mask),
  hasClinicFaxNumber: fax,
});

describe('redirect rules after login or clinic switch', () => {
  it.each([
    ['admin', null, '/dashboard'],
    ['ADMIN', null, '/dashboard'],
    ['provider', null, '/provider'],
    ['psr', 4, '/referrals/active'],
    ['nurse', 1, '/referrals/active'],
  ])('%s with mask %s goes to %s', (role, mask, path) => {
    expect(landingFor(user(role, mask))).toEqual({ kind: 'path', path });
  });

  it('sends a user without a role to /', () => {
    expect(landingFor(user(null, 7))).toEqual({ kind: 'path', path: '/' });
  });

  it('goes to /referrals/declined when the permission list grants nothing', () => {
    const u: NavigationUser = {
      role: { name: 'psr' },
      referral_permissions: [
        { key: 'SEND_REFERRAL', value: false },
        { key: 'ACCEPT_REFERRAL', value: false },
        { key: 'SCHEDULE_REFERRAL', value: false },
      ],
      hasClinicFaxNumber: false,
    };
    expect(landingFor(u)).toEqual({ kind: 'path', path: '/referrals/declined' });
  });

  it('logs out staff whose referral permissions are null', () => {
    expect(landingFor(user('nurse', null))).toEqual({
      kind: 'logout',
      message: MESSAGES_NO_REFERRAL_PERMISSIONS,
    });
  });

  it('keeps /dashboard for admins and sends others to their landing page', () => {
    expect(redirectForPath('/dashboard', user('admin', null))).toBeNull();
    expect(redirectForPath('/dashboard', user('psr', 7))).toBe('/referrals/active');
    expect(redirectForPath('/dashboard', user('provider', null))).toBe('/provider');
  });

  it('keeps the administration screens for admins, except a clinic page its managers may open', () => {
    const psr = user('psr', 7);
    for (const path of [
      '/manage/clinics',
      '/manage/users',
      '/manage/referral-networks/enroll',
      '/manage/documents/3',
      '/clinics/enroll',
    ]) {
      expect(redirectForPath(path, psr), path).toBe('/referrals/active');
      expect(redirectForPath(path, user('admin', null)), path).toBeNull();
    }
    expect(redirectForPath('/manage/clinics/12', psr)).toBeNull();
    expect(redirectForPath('/clinics/non-affiliate', psr)).toBeNull();
  });

  it('sends an admin from staff referral areas to /manage/clinics, but not from the admin ones', () => {
    expect(redirectForPath('/referrals/active', user('admin', null))).toBe('/manage/clinics');
    expect(redirectForPath('/manage/referrals', user('admin', null))).toBeNull();
    expect(redirectForPath('/manage/referral-networks', user('admin', null))).toBeNull();
    // The admin referral lists open a referral's detail view.
    expect(redirectForPath('/referrals/7d4b3c52/review', user('admin', null))).toBeNull();
    expect(redirectForPath('/referrals/7d4b3c52/notes', user('admin', null))).toBe(
      '/manage/clinics',
    );
    expect(redirectForPath('/referrals/active', user('psr', 7))).toBeNull();
  });

  it('collapses the drawer on the wizard paths', () => {
    expect(isDrawerCollapsedByDefault('/referrals/send')).toBe(true);
    expect(isDrawerCollapsedByDefault('/x/referrals/send/2')).toBe(true);
    expect(isDrawerCollapsedByDefault('/referrals/active')).toBe(false);
    const uuid = '7d4b3c52-9f3a-4c43-9a55-2d5f0b7e2c11';
    expect(isDrawerCollapsedByDefault(`/referrals/${uuid}`)).toBe(true);
    expect(isDrawerCollapsedByDefault(`/referrals/${uuid}/review`)).toBe(false);
  });
});

describe('menu gating', () => {
  const items = [
    { id: 'a', type: 'item', title: 'Referrals', tag: 'referrals' },
    { id: 'b', type: 'item', title: 'Send', tag: 'send-referral' },
    { id: 'c', type: 'item', title: 'Fax', tag: 'fax' },
    { id: 'd', type: 'item', title: 'Always' },
  ];
  const titles = (u: NavigationUser) => visibleMenuItems(items, u).map((i) => i.title);

  it('shows referral items to any referral permission, send items to senders, fax items with a fax number', () => {
    expect(titles(user('nurse', 4))).toEqual(['Referrals', 'Always']);
    expect(titles(user('psr', 1))).toEqual(['Referrals', 'Send', 'Always']);
    expect(titles(user('psr', 1, true))).toEqual(['Referrals', 'Send', 'Fax', 'Always']);
    expect(titles(user('psr', null))).toEqual(['Always']);
  });
});

describe('the menu of each role', () => {
  const visible = (
    role: string,
    mask: number | null,
    fax: boolean,
    clinicId: string | null = '10',
  ) =>
    visibleMenuItems(menuFor(role, clinicId), user(role, mask, fax)).map(
      (i) => `${i.title} ${i.url}`,
    );

  it("gives clinic managers their clinic's page, its referral form settings and Register Clinic", () => {
    for (const role of ['psr', 'med_director', 'MED_DIRECTOR']) {
      expect(visible(role, 7, true), role).toEqual(
        expect.arrayContaining([
          'My Clinic /clinic',
          'Referral Form Settings /clinic/10/settings',
          'Register Clinic /clinics/non-affiliate',
        ]),
      );
    }
    for (const role of ['nurse', 'med_assistant', 'provider', 'admin']) {
      const titles = visible(role, 7, true).join('|');
      expect(titles, role).not.toMatch(/My Clinic|Referral Form Settings|Register Clinic/);
    }
    // No current clinic: no settings entry to open.
    expect(visible('psr', 7, true, null).join('|')).not.toMatch(/Referral Form Settings/);
  });

  it("tags the staff's received faxes 'fax': hidden while the current clinic has no fax number", () => {
    expect(visible('nurse', 4, true)).toContain('Received Faxes /fax/received');
    expect(visible('nurse', 4, false).join('|')).not.toMatch(/Received Faxes/);
    const tags = Object.fromEntries(menuFor('psr', '10').map((i) => [i.id, i.tag ?? null]));
    expect(tags['received-faxes']).toBe('fax');
    // Admins see every clinic's faxes whatever clinic is current (they have none).
    expect(visible('admin', null, false)).toEqual(
      expect.arrayContaining(['Faxes /manage/fax', 'Received Faxes /manage/fax/received']),
    );
  });

  it('selects the one entry with the longest matching url', () => {
    const admin = menuFor('admin');
    expect(selectedMenuUrl(admin, '/manage/fax/received')).toBe('/manage/fax/received');
    expect(selectedMenuUrl(admin, '/manage/fax')).toBe('/manage/fax');
    expect(selectedMenuUrl(admin, '/manage/faxes')).toBeNull();
    const psr = menuFor('psr', '10');
    expect(selectedMenuUrl(psr, '/clinic/10/settings')).toBe('/clinic/10/settings');
    expect(selectedMenuUrl(psr, '/clinic/10')).toBe('/clinic');
    expect(
      selectedMenuUrl(
        [
          {
            id: 'g',
            type: 'group',
            title: 'G',
            children: [{ id: 'a', type: 'item', title: 'A', url: '/a' }],
          },
        ],
        '/a/b',
      ),
    ).toBe('/a');
  });

  it('sends a provider from Export and Analytics to the provider page, as other forbidden routes', () => {
    const provider = user('provider', null);
    expect(redirectForPath('/export', provider)).toBe('/provider');
    expect(redirectForPath('/analytics', provider)).toBe('/provider');
    expect(redirectForPath('/export', user('psr', 7))).toBeNull();
    expect(redirectForPath('/analytics', user('admin', null))).toBeNull();
    expect(redirectForPath('/exports', provider)).toBeNull();
  });
});

describe('the reports follow their permission needs (issue 18 item 3)', () => {
  const reportEntries = (role: string, mask: number | null) =>
    visibleMenuItems(menuFor(role, '10'), user(role, mask))
      .map((i) => i.title)
      .filter((t) => t === 'Export' || t === 'Analytics');

  it('shows Export only with SEND_REFERRAL and Analytics with any referral permission', () => {
    expect(reportEntries('nurse', 4)).toEqual(['Analytics']);
    expect(reportEntries('psr', 2)).toEqual(['Analytics']);
    expect(reportEntries('psr', 1)).toEqual(['Export', 'Analytics']);
    expect(reportEntries('psr', 7)).toEqual(['Export', 'Analytics']);
    expect(reportEntries('psr', 0)).toEqual([]);
    expect(reportEntries('admin', null)).toEqual(['Export', 'Analytics']);
  });

  it('sends a user lacking a report’s need from its page to their landing page', () => {
    expect(redirectForPath('/export', user('nurse', 4))).toBe('/referrals/active');
    expect(redirectForPath('/analytics', user('nurse', 4))).toBeNull();
    expect(redirectForPath('/export', user('psr', 1))).toBeNull();
    expect(redirectForPath('/analytics', user('psr', 0))).toBe('/login');
  });
});

describe('where breadcrumbs start', () => {
  it.each([
    ['admin', null, 'Dashboard', '/dashboard'],
    ['psr', 4, 'Active Referrals', '/referrals/active'],
    ['nurse', 1, 'Active Referrals', '/referrals/active'],
  ])('%s (mask %s) starts at %s', (role, mask, label, path) => {
    expect(homeCrumb(user(role, mask))).toEqual({ label, path });
  });

  it("starts a provider at the portal, under the menu's name for it", () => {
    const home = homeCrumb(user('provider', null));
    expect(home.path).toBe('/provider');
    expect(menuFor('provider').some((i) => i.url === '/provider' && i.title === home.label)).toBe(
      true,
    );
  });

  it('starts anyone without a landing page of their own at the Dashboard', () => {
    expect(homeCrumb(null)).toEqual({ label: 'Dashboard', path: '/dashboard' });
    expect(homeCrumb(user('nurse', null))).toEqual({ label: 'Dashboard', path: '/dashboard' });
    expect(homeCrumb(user(null, 7))).toEqual({ label: 'Dashboard', path: '/dashboard' });
  });
});
