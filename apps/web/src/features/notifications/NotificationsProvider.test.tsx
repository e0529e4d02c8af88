import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CurrentUser } from '@app/shared';
import { fakeApollo, unexpected, type GqlCall } from '../../test/fakeApollo';
import { fakeFetch } from '../../test/fakeFetch';
import { renderRoutes } from '../../test/render';
import { USER } from '../../test/users';
import { NotificationsProvider, useNotifications } from './NotificationsProvider';

const TWO_CLINICS = {
  ...USER,
  clinics: [
    { id: '10', name: 'Northside Family Medicine' },
    { id: '20', name: 'Lakeside Cardiology' },
  ],
} as CurrentUser;

const notification = (uuid: string, clinicId: number) => ({
  __typename: 'Notification',
  id: uuid,
  uuid,
  data: JSON.stringify({ title: `Referral ${uuid}`, content: 'x', clinic_receiver_id: clinicId }),
  severity: 'info',
  url: `/referrals/${uuid}/review`,
  read_at: '2026-11-20T10:00:00Z',
  notified_at: '2026-11-20T09:00:00Z',
  type: 'referral',
  level: 1,
  referral: null,
});

function answer(call: GqlCall) {
  if (call.operationName === 'Notifications')
    return { data: { notifications: [notification('here', 10), notification('there', 20)] } };
  if (call.operationName === 'NotificationsUnreadCount')
    return { data: { notifications_unread_count: 0 } };
  if (call.operationName === 'SwitchClinic')
    return { data: { switch_clinic: { __typename: 'User', uuid: USER.uuid } } };
  if (call.operationName.endsWith('Live')) return { data: undefined };
  return unexpected(call);
}

function Items() {
  const { notifications, open } = useNotifications();
  return notifications.map((n) => (
    <button key={n.uuid} onClick={() => void open(n)}>
      {n.uuid}
    </button>
  ));
}

function renderItems() {
  const apollo = fakeApollo(answer);
  const router = renderRoutes(
    [
      {
        path: '*',
        element: (
          <NotificationsProvider>
            <Items />
          </NotificationsProvider>
        ),
      },
    ],
    { client: apollo.client, path: '/referrals/active', user: TWO_CLINICS },
  );
  return { apollo, router };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('opening a notification', () => {
  it("goes straight to a notification of the user's current clinic", async () => {
    const { apollo, router } = renderItems();
    fireEvent.click(await screen.findByRole('button', { name: 'here' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referrals/here/review'));
    expect(apollo.calls.some((c) => c.operationName === 'SwitchClinic')).toBe(false);
  });

  it("switches to the user's other clinic the notification is about, then opens it", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    fakeFetch((call) =>
      call.url === '/api/u'
        ? { status: 200, body: { ...TWO_CLINICS, clinic: TWO_CLINICS.clinics[1] } }
        : { status: 404 },
    );
    const { apollo } = renderItems();
    fireEvent.click(await screen.findByRole('button', { name: 'there' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/referrals/there/review'));
    expect(apollo.calls.find((c) => c.operationName === 'SwitchClinic')?.variables).toEqual({
      userUuid: USER.uuid,
      clinicId: '20',
    });
  });
});
