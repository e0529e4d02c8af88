import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  menuFor,
  PERMISSION,
  referralPermissionsFromMask,
  type CurrentUser,
  type MenuItem,
} from '@app/shared';
import { USER } from '../../test';
import { SessionProvider } from '../auth/SessionProvider';
import { writeCachedUser } from '../auth/userCache';
import { NavDrawer } from './NavDrawer';
import { NavMenu } from './NavMenu';

afterEach(cleanup);

function renderMenu(items: MenuItem[], path: string) {
  const router = createMemoryRouter([{ path: '*', element: <NavMenu items={items} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

describe('NavMenu', () => {
  it('marks the item of the current page and reports unknown item types', () => {
    renderMenu(
      [
        {
          id: 'main',
          type: 'group',
          title: 'Referrals',
          children: [
            {
              id: 'active',
              type: 'item',
              title: 'Active',
              url: '/referrals/active',
              icon: 'referrals',
            },
            { id: 'declined', type: 'item', title: 'Declined', url: '/referrals/declined' },
          ],
        },
        { id: 'odd', type: 'collapse', title: 'Something new' },
      ],
      '/referrals/active',
    );

    expect(screen.getByRole('link', { name: 'Active' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Declined' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('Menu Items Error')).toBeTruthy();
    expect(screen.queryByText('Something new')).toBeNull();
  });
});

describe('NavMenu with the delivered menus', () => {
  it('highlights only the longest matching entry on /manage/fax/received', () => {
    renderMenu(menuFor('admin'), '/manage/fax/received');
    const current = screen
      .getAllByRole('link')
      .filter((l) => l.getAttribute('aria-current') === 'page')
      .map((l) => l.textContent);
    expect(current).toEqual(['Received Faxes']);
    expect(screen.getByRole('link', { name: 'Faxes' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('NavDrawer', () => {
  function renderDrawer(user: CurrentUser, path = '/referrals/active') {
    writeCachedUser(user);
    const router = createMemoryRouter(
      [{ path: '*', element: <NavDrawer desktop open onClose={() => {}} /> }],
      { initialEntries: [path] },
    );
    render(
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>,
    );
  }
  const psr = (hasClinicFaxNumber: boolean): CurrentUser => ({
    ...USER,
    menu_items: menuFor('psr', USER.clinic!.id),
    hasClinicFaxNumber,
  });
  afterEach(() => localStorage.clear());

  it('hides the fax screens from a clinic without a fax number', () => {
    renderDrawer(psr(false));
    expect(screen.getByRole('link', { name: 'Active Referrals' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Received Faxes' })).toBeNull();
    cleanup();
    renderDrawer(psr(true));
    expect(screen.getByRole('link', { name: 'Received Faxes' }).getAttribute('href')).toBe(
      '/fax/received',
    );
  });

  it("gives a clinic manager their clinic's page, its form settings and Register Clinic", () => {
    renderDrawer(psr(true), '/clinic/10/settings');
    expect(screen.getByRole('link', { name: 'My Clinic' }).getAttribute('href')).toBe('/clinic');
    const settings = screen.getByRole('link', { name: 'Referral Form Settings' });
    expect(settings.getAttribute('href')).toBe('/clinic/10/settings');
    expect(settings.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'My Clinic' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Register Clinic' }).getAttribute('href')).toBe(
      '/clinics/non-affiliate',
    );
  });

  it('shows Export only to senders and Analytics to any referral permission (REPORT_NEEDS)', () => {
    const withMask = (mask: number): CurrentUser => ({
      ...psr(false),
      referral_permissions: referralPermissionsFromMask(mask),
    });
    renderDrawer(withMask(PERMISSION.SCHEDULE_REFERRAL));
    expect(screen.queryByRole('link', { name: 'Export' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Analytics' }).getAttribute('href')).toBe('/analytics');
    cleanup();
    renderDrawer(withMask(PERMISSION.SEND_REFERRAL));
    expect(screen.getByRole('link', { name: 'Export' }).getAttribute('href')).toBe('/export');
    expect(screen.getByRole('link', { name: 'Analytics' })).toBeTruthy();
  });
});
