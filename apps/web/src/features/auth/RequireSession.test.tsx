import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import type { CurrentUser } from '@app/shared';
import { fakeApollo, fakeFetch, renderRoutes, USER } from '../../test';
import { RequireSession } from './RequireSession';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PROVIDER = {
  ...USER,
  role: { id: 6, name: 'provider', label: 'Provider' },
  referral_permissions: null,
} as CurrentUser;

function renderAt(path: string, user: CurrentUser) {
  // The guard asks the server who is signed in: the same user.
  fakeFetch(() => ({ status: 200, body: user }));
  const page = (name: string) => <h1>{name}</h1>;
  return renderRoutes(
    [
      {
        element: (
          <RequireSession>
            <Outlet />
          </RequireSession>
        ),
        children: [
          { path: '/export', element: page('Export Sent Referrals') },
          { path: '/analytics', element: page('Referral Analytics') },
          { path: '/provider', element: page('Provider Portal') },
          { path: '/dashboard', element: page('Dashboard') },
        ],
      },
    ],
    { client: fakeApollo(() => ({ data: null })).client, path, user },
  );
}

describe('route guard', () => {
  it.each(['/export', '/analytics', '/dashboard'])(
    'sends a provider from %s to the provider page, as other forbidden routes',
    async (path) => {
      const router = renderAt(path, PROVIDER);
      expect(await screen.findByRole('heading', { name: 'Provider Portal' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/provider');
    },
  );

  it('lets staff open the reports', async () => {
    renderAt('/export', USER);
    expect(await screen.findByRole('heading', { name: 'Export Sent Referrals' })).toBeTruthy();
  });
});
