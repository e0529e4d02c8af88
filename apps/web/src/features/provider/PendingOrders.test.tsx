import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cleanup,
  fireEvent,
  screen,
  waitFor,
  waitForElementToBeRemoved,
  within,
} from '@testing-library/react';
import { ORDER_MSG } from '@app/shared';
import type { GqlAnswer } from '../../test';
import { NO_PENDING_ORDERS } from './PendingOrders';
import { renderPortal, variablesOf } from './providerTestKit';

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

  it('approves: sends order_approved, says so (success) and fetches the list again', async () => {
    const gql = renderWithDecision({ data: { update_order_status: ORDER_MSG.approved } });
    await firstRow();
    fireEvent.click(button('Approve order for Ada Byron'));
    // Every button waits while the request runs.
    expect(button('Decline order for Grace Hopper').disabled).toBe(true);
    const snack = await screen.findByText(ORDER_MSG.approved);
    expect(snack.closest('.notistack-MuiContent-success')).toBeTruthy();
    expect(variablesOf(gql.calls, 'UpdateOrderStatus')).toEqual([
      { uuid: 'o-1', status: 'order_approved' },
    ]);
    await waitFor(() => expect(variablesOf(gql.calls, 'PendingOrders')).toHaveLength(2));
    await waitFor(() => expect(button('Decline order for Grace Hopper').disabled).toBe(false));
  });

  it('declines: sends not_approved and warns', async () => {
    const gql = renderWithDecision({ data: { update_order_status: ORDER_MSG.notApproved } });
    await firstRow();
    fireEvent.click(button('Decline order for Grace Hopper'));
    const snack = await screen.findByText(ORDER_MSG.notApproved);
    expect(snack.closest('.notistack-MuiContent-warning')).toBeTruthy();
    // Closes after 2000 ms (notistack's own default would be 5000).
    await waitForElementToBeRemoved(snack, { timeout: 4000 });
    expect(variablesOf(gql.calls, 'UpdateOrderStatus')).toEqual([
      { uuid: 'o-2', status: 'not_approved' },
    ]);
    await waitFor(() => expect(variablesOf(gql.calls, 'PendingOrders')).toHaveLength(2));
  });

  it("a refused decision shows the server's message as an error and refetches", async () => {
    const gql = renderWithDecision({ errors: [{ message: ORDER_MSG.signatureRequired }] });
    await firstRow();
    fireEvent.click(button('Approve order for Grace Hopper'));
    const snack = await screen.findByText(ORDER_MSG.signatureRequired);
    expect(snack.closest('.notistack-MuiContent-error')).toBeTruthy();
    await waitFor(() => expect(variablesOf(gql.calls, 'PendingOrders')).toHaveLength(2));
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
    expect(variablesOf(gql.calls, 'PendingOrders')).toHaveLength(1);
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
