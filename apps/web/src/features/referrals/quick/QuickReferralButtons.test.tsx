import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ACTION_HINTS, type CurrentUser, type PermissionKey } from '@app/shared';
import ActiveReferralsRoute from '../../../routes/ActiveReferralsRoute';
import { fakeApollo, renderRoutes } from '../../../test';

// Dialogs with MUI transitions are slow to render on a loaded two-core test machine.
vi.setConfig({ testTimeout: 30_000 });

/** A lazily loaded module is compiled on first use. */
const LAZY_LOAD_MS = 15_000;

/** A signed-in user holding exactly these referral permissions. */
function userWith(keys: PermissionKey[]): CurrentUser {
  const all: PermissionKey[] = ['SEND_REFERRAL', 'ACCEPT_REFERRAL', 'SCHEDULE_REFERRAL'];
  return {
    uuid: 'u-1',
    clinic: { id: '1', name: 'Northside Family Medicine' },
    clinics: [{ id: '1', name: 'Northside Family Medicine' }],
    menu_items: [],
    referral_permissions: all.map((key) => ({ key, value: keys.includes(key) })),
  } as unknown as CurrentUser;
}

function renderActiveReferrals(keys: PermissionKey[]) {
  // The pickers' queries get empty lists.
  const { client } = fakeApollo(() => ({
    data: { clinics: [], clinic_search: [], providers: [] },
  }));
  return renderRoutes(
    [
      { path: '/referrals/active', element: <ActiveReferralsRoute /> },
      { path: '/referrals/send', element: <p>Referral wizard</p> },
    ],
    { client, path: '/referrals/active', user: userWith(keys) },
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('Active Sent Referrals actions', () => {
  it('opens the Add Order and Add Referral dialogs and links Send Referral to the wizard', async () => {
    const router = renderActiveReferrals(['SEND_REFERRAL', 'ACCEPT_REFERRAL']);
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
    renderActiveReferrals(['ACCEPT_REFERRAL']);
    expect(screen.getByRole('tab', { name: 'Active Received Referrals' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Referral' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Order' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Send Referral' })).toBeNull();
  });
});

describe('what each toolbar action does', () => {
  it('says it in one line on hover, keeping the button its own name', async () => {
    renderActiveReferrals(['SEND_REFERRAL']);
    for (const [name, hint] of [
      ['Send Referral', ACTION_HINTS.sendReferral],
      ['Add Referral', ACTION_HINTS.addReferral],
      ['Add Order', ACTION_HINTS.addOrder],
    ] as const) {
      const button = await screen.findByRole(name === 'Send Referral' ? 'link' : 'button', {
        name,
      });
      fireEvent.mouseOver(button);
      expect((await screen.findByRole('tooltip')).textContent).toBe(hint);
      expect(button.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
      fireEvent.mouseLeave(button);
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    }
  });
});
