import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { NO_LIST_ACCESS } from '../ReferralListTabs';
import { fieldOf, listAnswer, listCalls, listRow, renderList } from './listsTestKit';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const tabNames = () => screen.queryAllByRole('tab').map((t) => t.textContent);

describe('referral list tabs', () => {
  it('shows the sent and received tabs the permissions allow', async () => {
    renderList({ keys: ['SEND_REFERRAL', 'SCHEDULE_REFERRAL'] });
    expect(screen.getByRole('heading', { name: 'Active Referrals' })).toBeTruthy();
    expect(tabNames()).toEqual(['Active Sent Referrals', 'Active Received Referrals']);
    // The Active Sent tab keeps the quick referral buttons.
    expect(screen.getByRole('button', { name: 'Add Referral' })).toBeTruthy();
    expect(await screen.findByRole('grid', { name: 'Active Sent Referrals' })).toBeTruthy();
  });

  it('shows only the received tab without SEND_REFERRAL, and no quick buttons', async () => {
    const { calls } = renderList({ page: 'declined', keys: ['ACCEPT_REFERRAL'] });
    expect(tabNames()).toEqual(['Declined Received Referrals']);
    expect(screen.queryByRole('button', { name: 'Add Referral' })).toBeNull();
    await screen.findByRole('grid', { name: 'Declined Received Referrals' });
    expect(listCalls(calls, 'referral_declined_received').length).toBeGreaterThan(0);
    expect(listCalls(calls, 'referral_declined_sent')).toEqual([]);
  });

  it('keeps the tab in ?tab= and loads that list', async () => {
    const { router, calls } = renderList({
      page: 'completed',
      query: '?tab=received',
      keys: ['SEND_REFERRAL', 'ACCEPT_REFERRAL'],
    });
    const received = screen.getByRole('tab', { name: 'Completed Received Referrals' });
    expect(received.getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('grid', { name: 'Completed Received Referrals' });
    fireEvent.click(screen.getByRole('tab', { name: 'Completed Sent Referrals' }));
    expect(router.state.location.search).toBe('?tab=sent');
    await screen.findByRole('grid', { name: 'Completed Sent Referrals' });
    expect(listCalls(calls, 'referral_completed_sent').length).toBeGreaterThan(0);
  });

  it('offers the faxed list only as a sent tab', async () => {
    renderList({ page: 'faxed', keys: ['SEND_REFERRAL', 'ACCEPT_REFERRAL'] });
    expect(tabNames()).toEqual(['Faxed Sent Referrals']);
    await screen.findByRole('grid', { name: 'Faxed Sent Referrals' });
    // Every row went by fax: no 'View' filter.
    expect(screen.queryByRole('combobox', { name: 'View' })).toBeNull();
  });

  it('says what to do without any referral permission', () => {
    renderList({ keys: [] });
    expect(tabNames()).toEqual([]);
    expect(screen.getByText(NO_LIST_ACCESS)).toBeTruthy();
  });

  it('says what to do when a list is empty', async () => {
    renderList({ rows: (call) => listAnswer(fieldOf(call), []) });
    expect(await screen.findByText(/^No active referrals\. Use Send Referral/)).toBeTruthy();
  });

  it("shows the spec's data load failure banner, closable", async () => {
    renderList({ rows: () => new Error('network down') });
    const banner = await screen.findByText(/We are sorry, but we are having difficulty/);
    expect(banner).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/We are sorry, but we are having difficulty/)).toBeNull();
  });

  it('renders rows of the answer', async () => {
    renderList({ rows: (call) => listAnswer(fieldOf(call), [listRow({ patient_name: 'Zed Q' })]) });
    expect(await screen.findByText('Zed Q')).toBeTruthy();
  });
});
