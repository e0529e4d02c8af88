import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { SnackbarProvider } from 'notistack';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Observable } from 'rxjs';
import type { CurrentUser, PermissionKey } from '@app/shared';
import ActiveReferralsRoute from '../../../routes/ActiveReferralsRoute';
import { SessionProvider } from '../../auth/SessionProvider';
import { writeCachedUser } from '../../auth/userCache';

// Dialogs with MUI transitions are slow to render on a loaded two-core test machine.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

/** A lazily loaded module is compiled on first use. */
const LAZY_LOAD_MS = 15_000;

/** A signed-in user (from the local cache) holding exactly these referral permissions. */
function signedInWith(keys: PermissionKey[]) {
  const all: PermissionKey[] = ['SEND_REFERRAL', 'ACCEPT_REFERRAL', 'SCHEDULE_REFERRAL'];
  writeCachedUser({
    uuid: 'u-1',
    clinic: { id: '1', name: 'Northside Family Medicine' },
    clinics: [{ id: '1', name: 'Northside Family Medicine' }],
    menu_items: [],
    referral_permissions: all.map((key) => ({ key, value: keys.includes(key) })),
  } as unknown as CurrentUser);
}

function renderActiveReferrals() {
  // The pickers' queries get empty lists.
  const link = new ApolloLink(
    () =>
      new Observable((sub) => {
        sub.next({ data: { clinics: [], providers: [] } } as never);
        sub.complete();
      }),
  );
  const router = createMemoryRouter(
    [
      { path: '/referrals/active', element: <ActiveReferralsRoute /> },
      { path: '/referrals/send', element: <p>Referral wizard</p> },
    ],
    { initialEntries: ['/referrals/active'] },
  );
  render(
    <SessionProvider>
      <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
        <SnackbarProvider>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </ApolloProvider>
    </SessionProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('Active Sent Referrals actions', () => {
  it('opens the Add Order and Add Referral dialogs and links Send Referral to the wizard', async () => {
    signedInWith(['SEND_REFERRAL', 'ACCEPT_REFERRAL']);
    const router = renderActiveReferrals();
    expect(screen.getByRole('tab', { name: 'Active Sent Referrals' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add Order' }));
    // The dialog's module loads on this first click.
    expect(
      await screen.findByRole('heading', { name: 'Add Order' }, { timeout: LAZY_LOAD_MS }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Add Referral' }));
    expect(await screen.findByRole('heading', { name: 'Add Referral' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('link', { name: 'Send Referral' }));
    expect(await screen.findByText('Referral wizard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/referrals/send');
  });

  it('shows no sending actions without SEND_REFERRAL', () => {
    signedInWith(['ACCEPT_REFERRAL']);
    renderActiveReferrals();
    expect(screen.getByRole('tab', { name: 'Active Received Referrals' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Referral' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Order' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Send Referral' })).toBeNull();
  });
});
