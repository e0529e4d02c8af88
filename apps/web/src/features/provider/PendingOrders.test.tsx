import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  act,
  cleanup,
  fireEvent,
  screen,
  waitFor,
  waitForElementToBeRemoved,
  within,
} from '@testing-library/react';
import { ORDER_MSG } from '@app/shared';
import type { GqlAnswer } from '../../test';
import { DECLINE_ORDER } from './DeclineOrderDialog';
import { NO_PENDING_ORDERS } from './PendingOrders';
import {
  confirmDecline,
  declineDialog,
  ORDER_DETAIL_STUB,
  renderPortal,
  sendNow,
  variablesOf,
} from './providerTestKit';
import { stillPending, UNDO_WINDOW_MS } from './useOrderDecisions';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The grid's code loads on demand: wait for the first row. */
const firstRow = () => screen.findByText('Ada Byron', {}, { timeout: 10_000 });
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

/** A server whose update_order_status answers `answer`, and the portal. */
function renderWithDecision(answer: GqlAnswer) {
  return renderPortal({
    answer: (c) => (c.operationName === 'UpdateOrderStatus' ? answer : undefined),
  });
}

const APPROVED: GqlAnswer = { data: { update_order_status: ORDER_MSG.approved } };
const NOT_APPROVED: GqlAnswer = { data: { update_order_status: ORDER_MSG.notApproved } };

/** A clock the test moves through the Undo window (it also runs on by itself). */
const holdTheClock = () =>
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const sent = (gql: ReturnType<typeof renderPortal>) => variablesOf(gql.calls, 'UpdateOrderStatus');
const reads = (gql: ReturnType<typeof renderPortal>) => variablesOf(gql.calls, 'PendingOrders');

describe('pending orders', () => {
  it('lists the orders with the spec columns', async () => {
    renderPortal();
    await firstRow();
    for (const header of [
      'Patient Name',
      'MRN',
      'Date of Birth',
      'Diagnosis',
      'Clinic Referrer',
      'Actions',
    ])
      expect(screen.getByText(header)).toBeTruthy();
    const row = screen.getByText('Grace Hopper').closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getByText('MRN-2')).toBeTruthy();
    expect(within(row).getByText('04 Mar 1980')).toBeTruthy();
    expect(within(row).getByText('Diagnosis 2')).toBeTruthy();
    expect(within(row).getByText('Northside Family Medicine')).toBeTruthy();
  });

  it("opens an order's detail view from its name and from a click on the row", async () => {
    const { router } = renderPortal();
    await firstRow();
    expect(screen.getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe(
      '/referrals/o-2/review',
    );
    fireEvent.click(screen.getByText('MRN-1'));
    expect(await screen.findByText(ORDER_DETAIL_STUB)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/referrals/o-1/review');
  });

  it('filters by patient name, case-insensitive and containing, on the loaded list', async () => {
    const gql = renderPortal();
    await firstRow();
    fireEvent.change(screen.getByLabelText('Filter by patient name'), {
      target: { value: 'HOPP' },
    });
    await waitFor(() => expect(screen.queryByText('Ada Byron')).toBeNull());
    expect(screen.getByText('Grace Hopper')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Filter by patient name'), {
      target: { value: 'nobody' },
    });
    expect(await screen.findByText(/No pending orders for a patient named/)).toBeTruthy();
    expect(reads(gql)).toHaveLength(1);
  });

  it('says when there are no pending orders', async () => {
    renderPortal({ orders: [] });
    expect(await screen.findByText(NO_PENDING_ORDERS, {}, { timeout: 10_000 })).toBeTruthy();
  });

  it("says 'Error loading orders' when the list fails, and Retry loads it", async () => {
    let fail = true;
    renderPortal({
      answer: (c) =>
        c.operationName === 'PendingOrders' && fail ? { errors: [{ message: 'boom' }] } : undefined,
    });
    expect(await screen.findByText(ORDER_MSG.loadFailed, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('boom')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await firstRow()).toBeTruthy();
    expect(screen.queryByText(ORDER_MSG.loadFailed)).toBeNull();
  });
});

describe('approving, with an Undo for 10 seconds', () => {
  it('takes the row away at once and sends order_approved only when the window ends', async () => {
    holdTheClock();
    const gql = renderWithDecision(APPROVED);
    await firstRow();
    fireEvent.click(button('Approve order for Ada Byron'));
    expect(screen.queryByText('Ada Byron')).toBeNull();
    expect(await screen.findByText('Approving the order for Ada Byron…')).toBeTruthy();
    wait(UNDO_WINDOW_MS - 1000);
    expect(sent(gql)).toEqual([]);
    wait(1000);
    // Every button waits while the decision is being sent (spec 3 section 2.5).
    expect(button('Decline order for Grace Hopper').disabled).toBe(true);
    const snack = await screen.findByText(ORDER_MSG.approved);
    expect(snack.closest('.notistack-MuiContent-success')).toBeTruthy();
    expect(sent(gql)).toEqual([{ uuid: 'o-1', status: 'order_approved' }]);
    await waitFor(() =>
      expect(screen.queryByText('Approving the order for Ada Byron…')).toBeNull(),
    );
    await waitFor(() => expect(reads(gql)).toHaveLength(2));
    await waitFor(() => expect(button('Decline order for Grace Hopper').disabled).toBe(false));
  });

  it('Undo within the window sends nothing and brings the order back', async () => {
    holdTheClock();
    const gql = renderWithDecision(APPROVED);
    await firstRow();
    fireEvent.click(button('Approve order for Ada Byron'));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(stillPending('Ada Byron'))).toBeTruthy();
    expect(screen.getByText('Ada Byron')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByText('Approving the order for Ada Byron…')).toBeNull(),
    );
    wait(UNDO_WINDOW_MS * 2);
    expect(sent(gql)).toEqual([]);
  });

  it('closing the Undo snackbar sends the decision at once', async () => {
    const gql = renderWithDecision(APPROVED);
    await firstRow();
    fireEvent.click(button('Approve order for Ada Byron'));
    await sendNow('Approving the order for Ada Byron…');
    expect(sent(gql)).toEqual([{ uuid: 'o-1', status: 'order_approved' }]);
    expect(await screen.findByText(ORDER_MSG.approved)).toBeTruthy();
  });

  it("a refused decision shows the server's message as an error and reads the list again", async () => {
    const gql = renderWithDecision({ errors: [{ message: ORDER_MSG.signatureRequired }] });
    await firstRow();
    fireEvent.click(button('Approve order for Grace Hopper'));
    await sendNow('Approving the order for Grace Hopper…');
    const snack = await screen.findByText(ORDER_MSG.signatureRequired);
    expect(snack.closest('.notistack-MuiContent-error')).toBeTruthy();
    await waitFor(() => expect(reads(gql)).toHaveLength(2));
    // Still pending on the server: the order is offered again.
    expect(await screen.findByText('Grace Hopper')).toBeTruthy();
  });
});

describe('declining asks first, with an optional reason', () => {
  it('Cancel leaves the order as it was', async () => {
    holdTheClock();
    const gql = renderWithDecision(NOT_APPROVED);
    await firstRow();
    fireEvent.click(button('Decline order for Grace Hopper'));
    const dialog = await declineDialog();
    expect(
      within(dialog).getByText(
        'Are you sure? The order for Grace Hopper from Northside Family Medicine will not be approved.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Grace Hopper')).toBeTruthy();
    wait(UNDO_WINDOW_MS * 2);
    expect(sent(gql)).toEqual([]);
  });

  it('sends not_approved with the reason once the Undo window ends, and warns', async () => {
    holdTheClock();
    const gql = renderWithDecision(NOT_APPROVED);
    await firstRow();
    fireEvent.click(button('Decline order for Grace Hopper'));
    await confirmDecline('  Wrong imaging code. ');
    expect(screen.queryByText('Grace Hopper')).toBeNull();
    expect(await screen.findByText('Declining the order for Grace Hopper…')).toBeTruthy();
    expect(sent(gql)).toEqual([]);
    wait(UNDO_WINDOW_MS);
    const snack = await screen.findByText(ORDER_MSG.notApproved);
    expect(snack.closest('.notistack-MuiContent-warning')).toBeTruthy();
    expect(sent(gql)).toEqual([
      { uuid: 'o-2', status: 'not_approved', reason: 'Wrong imaging code.' },
    ]);
    // Closes after 2000 ms (notistack's own default would be 5000).
    await waitForElementToBeRemoved(snack, { timeout: 4000 });
  });

  it('sends no reason when none is given, and a new decline starts with an empty one', async () => {
    const gql = renderWithDecision(NOT_APPROVED);
    await firstRow();
    fireEvent.click(button('Decline order for Ada Byron'));
    const dialog = await declineDialog();
    fireEvent.change(within(dialog).getByLabelText(DECLINE_ORDER.reason), {
      target: { value: 'Not needed' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(button('Decline order for Grace Hopper'));
    const next = await declineDialog();
    expect(within(next).getByLabelText<HTMLTextAreaElement>(DECLINE_ORDER.reason).value).toBe('');
    await confirmDecline();
    await sendNow('Declining the order for Grace Hopper…');
    expect(sent(gql)).toEqual([{ uuid: 'o-2', status: 'not_approved' }]);
    expect(await screen.findByText(ORDER_MSG.notApproved)).toBeTruthy();
  });
});

describe('a decision in its Undo window is not lost by leaving', () => {
  it('is sent at once when the provider opens another screen', async () => {
    holdTheClock();
    const gql = renderWithDecision(APPROVED);
    await firstRow();
    fireEvent.click(button('Approve order for Ada Byron'));
    await screen.findByText('Approving the order for Ada Byron…');
    fireEvent.click(screen.getByText('MRN-2'));
    expect(await screen.findByText(ORDER_DETAIL_STUB)).toBeTruthy();
    // Sent as the screen went, not when the window would have ended.
    expect(sent(gql)).toEqual([{ uuid: 'o-1', status: 'order_approved' }]);
    expect(await screen.findByText(ORDER_MSG.approved)).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByText('Approving the order for Ada Byron…')).toBeNull(),
    );
  });

  it('is sent at once when the page is being closed (pagehide)', async () => {
    holdTheClock();
    const gql = renderWithDecision(NOT_APPROVED);
    await firstRow();
    fireEvent.click(button('Decline order for Ada Byron'));
    await confirmDecline();
    await screen.findByText('Declining the order for Ada Byron…');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    // Started within the event, before the page could go.
    expect(sent(gql)).toEqual([{ uuid: 'o-1', status: 'not_approved' }]);
    wait(UNDO_WINDOW_MS * 2);
    expect(sent(gql)).toHaveLength(1);
  });
});
