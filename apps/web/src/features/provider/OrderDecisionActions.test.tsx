import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORDER_MSG, ROLES, type CurrentUser } from '@app/shared';
import { fakeFetch, USER, type GqlCall } from '../../test';
import { fakeReviewGraphql, renderReview, reviewFixture } from '../referrals/review/reviewTestKit';
import {
  confirmDecline,
  orderFixture,
  providerFixture,
  sendNow,
  variablesOf,
} from './providerTestKit';
import { UNDO_WINDOW_MS } from './useOrderDecisions';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const DR_CHEN = { ...USER, role: ROLES.provider } as unknown as CurrentUser;
const PENDING_ORDER = reviewFixture({
  status: 'pending_approval',
  status_label: 'Pending Approval',
  is_order: true,
});

/** The detail view of order r-7; the provider's pending orders hold it unless told otherwise. */
function renderOrder(opts: { user?: CurrentUser; pending?: string[]; signature?: boolean } = {}) {
  fakeFetch(() => ({ status: 500 }));
  const { pending = ['r-7'], signature = true } = opts;
  let status = 'pending_approval';
  const gql = fakeReviewGraphql(PENDING_ORDER, {
    answer: (call: GqlCall) => {
      switch (call.operationName) {
        case 'ReviewReferral':
          return { data: { referral: { ...PENDING_ORDER, status } } };
        case 'PendingOrders':
          return {
            data: {
              pending_orders: pending.map((uuid) => ({ ...orderFixture('7', 'Ada Byron'), uuid })),
            },
          };
        case 'UserProvider':
          return {
            data: { user_provider: providerFixture(signature ? {} : { signature: null }) },
          };
        case 'UpdateOrderStatus':
          status = call.variables['status'] as string;
          return { data: { update_order_status: ORDER_MSG.approved } };
        default:
          return undefined;
      }
    },
  });
  renderReview(gql, opts.user ?? DR_CHEN);
  return gql;
}

const decisionGroup = () => screen.findByRole('group', { name: 'Order decision' });

describe("an order's detail view, for the provider it waits for", () => {
  it('offers Approve, held for the Undo window, then sent and the order read again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const gql = renderOrder();
    const group = await decisionGroup();
    // The provider came from the portal, and has no referral lists to go back to.
    expect(screen.getByRole('link', { name: 'Provider Portal' }).getAttribute('href')).toBe(
      '/provider',
    );
    await waitFor(() =>
      expect(
        within(group).getByRole<HTMLButtonElement>('button', {
          name: 'Approve order for Ada Byron',
        }).disabled,
      ).toBe(false),
    );
    fireEvent.click(within(group).getByRole('button', { name: 'Approve order for Ada Byron' }));
    expect(screen.queryByRole('group', { name: 'Order decision' })).toBeNull();
    expect(await screen.findByText('Approving the order for Ada Byron…')).toBeTruthy();
    expect(variablesOf(gql.calls, 'UpdateOrderStatus')).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(UNDO_WINDOW_MS);
    });
    expect(variablesOf(gql.calls, 'UpdateOrderStatus')).toEqual([
      { uuid: 'r-7', status: 'order_approved' },
    ]);
    expect(await screen.findByText(ORDER_MSG.approved)).toBeTruthy();
    await waitFor(() => expect(variablesOf(gql.calls, 'ReviewReferral')).toHaveLength(2));
    expect(screen.queryByRole('group', { name: 'Order decision' })).toBeNull();
  });

  it('asks before declining, with the optional reason', async () => {
    const gql = renderOrder();
    const group = await decisionGroup();
    const decline = within(group).getByRole<HTMLButtonElement>('button', {
      name: 'Decline order for Ada Byron',
    });
    await waitFor(() => expect(decline.disabled).toBe(false));
    fireEvent.click(decline);
    await confirmDecline('Duplicate order');
    await sendNow('Declining the order for Ada Byron…');
    expect(variablesOf(gql.calls, 'UpdateOrderStatus')).toEqual([
      { uuid: 'r-7', status: 'not_approved', reason: 'Duplicate order' },
    ]);
  });

  it('keeps both buttons disabled without a signature, and says why', async () => {
    renderOrder({ signature: false });
    const group = await decisionGroup();
    expect(await within(group).findByText(ORDER_MSG.signatureRequired)).toBeTruthy();
    for (const name of ['Approve order for Ada Byron', 'Decline order for Ada Byron'])
      expect(within(group).getByRole<HTMLButtonElement>('button', { name }).disabled).toBe(true);
  });

  it("offers nothing on an order that waits for another provider, nor to the clinic's staff", async () => {
    const other = renderOrder({ pending: ['r-8'] });
    await screen.findByTestId('referral-status');
    await waitFor(() => expect(variablesOf(other.calls, 'PendingOrders')).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Order decision' })).toBeNull();
    cleanup();

    const staff = renderOrder({ user: USER });
    await screen.findByTestId('referral-status');
    expect(screen.queryByRole('group', { name: 'Order decision' })).toBeNull();
    expect(variablesOf(staff.calls, 'PendingOrders')).toEqual([]);
  });
});
