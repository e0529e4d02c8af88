import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  choose,
  fieldOf,
  headers,
  lastVariables,
  listAnswer,
  listCalls,
  listRow,
  renderList,
} from './listsTestKit';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('referral list columns', () => {
  it('draws the sent table with the fax icon, status label and spec dates', async () => {
    renderList({
      rows: (call) =>
        listAnswer(fieldOf(call), [
          listRow({
            is_fax: true,
            clinic_receiver: { name: 'Valley Fax Clinic', is_fax: true },
            status_label: 'Faxed',
            appointment_date: '2026-12-01T15:30:00.000Z',
          }),
        ]),
    });
    const grid = await screen.findByRole('grid', { name: 'Active Sent Referrals' });
    expect(headers(grid)).toEqual([
      'Patient Name',
      'Date of Birth',
      'Clinic Receiver',
      'Provider',
      'Status',
      'Actions',
      'Appointment Date',
      'Date Sent',
      'Last Updated By',
      'Last Updated At',
    ]);
    // The rows arrive after the grid's first draw.
    await within(grid).findByText('Valley Fax Clinic');
    const row = within(grid).getAllByRole('row')[1]!;
    expect(within(row).getByText('Valley Fax Clinic')).toBeTruthy();
    expect(within(row).getByTitle('Fax clinic')).toBeTruthy();
    expect(within(row).getByText('Faxed')).toBeTruthy();
    expect(within(row).getByText(/^\d{2} Dec 2026 - \d{2}:\d{2}:00$/)).toBeTruthy();
    expect(within(row).getByText(/^0[23] Nov 2026 - \d{2}:05:09$/)).toBeTruthy();
  });

  it('starts the received table with the patient, then the starred referral sources', async () => {
    renderList({
      keys: ['ACCEPT_REFERRAL'],
      rows: (call) =>
        listAnswer(fieldOf(call), [
          listRow({ uuid: 'a', source: 'fax', referral_source: '★ Referral From Fax' }),
          listRow({
            uuid: 'b',
            source: 'public',
            referral_source: '★ Jane Public',
            referral_source_note: 'Submitted via Public Form',
            decline_reason: 'Out of network',
          }),
        ]),
    });
    const grid = await screen.findByRole('grid', { name: 'Active Received Referrals' });
    expect(headers(grid)).toEqual([
      'Patient Name',
      'Date of Birth',
      'Sending Clinic MRN',
      'Referral Source',
      'Provider',
      'Status',
      'Actions',
      'Appointment Date or Decline Reason',
      'Date Received',
      'Last Updated By',
      'Last Updated At',
    ]);
    expect(await within(grid).findByText('★ Referral From Fax')).toBeTruthy();
    expect(within(grid).getByText('★ Jane Public')).toBeTruthy();
    expect(within(grid).getByText('Submitted via Public Form')).toBeTruthy();
    expect(within(grid).getByText('Out of network')).toBeTruthy();
    // Each row is named by its patient and birth date, in text rather than only in icon labels.
    const [, first] = within(grid).getAllByRole('row');
    const cells = within(first!).getAllByRole('gridcell');
    expect(cells.slice(0, 2).map((c) => c.textContent)).toEqual(['Ada Byron', '01 May 1980']);
  });

  it('adds MRN, diagnosis and the maintained appointment on completed sent', async () => {
    renderList({
      page: 'completed',
      rows: (call) =>
        listAnswer(fieldOf(call), [
          listRow({
            status: 'ref_completed',
            status_label: 'Completed',
            appointment_maintained: 'no',
            not_maintained_reason: 'No Show',
          }),
        ]),
    });
    const grid = await screen.findByRole('grid', { name: 'Completed Sent Referrals' });
    expect(headers(grid).slice(0, 4)).toEqual([
      'Patient Name',
      'Date of Birth',
      'MRN',
      'Diagnosis',
    ]);
    expect(headers(grid)).toContain('Maintained Appointment');
    expect(await within(grid).findByText('01 May 1980')).toBeTruthy();
    expect(within(grid).getByText('No, No Show')).toBeTruthy();
  });

  it("shows 'Declined Reason' on declined tables", async () => {
    renderList({
      page: 'declined',
      rows: (call) =>
        listAnswer(fieldOf(call), [listRow({ status: 'declined', decline_reason: 'No capacity' })]),
    });
    const grid = await screen.findByRole('grid', { name: 'Declined Sent Referrals' });
    expect(headers(grid).slice(0, 2)).toEqual(['Patient Name', 'Date of Birth']);
    expect(headers(grid)).toContain('Declined Reason');
    expect(headers(grid)).not.toContain('Appointment Date');
    expect(await within(grid).findByText('No capacity')).toBeTruthy();
  });
});

describe('referral list toolbar', () => {
  it('sends the typed name after a pause, and a complete birthdate', async () => {
    const { calls } = renderList();
    await screen.findByRole('grid', { name: 'Active Sent Referrals' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by Name' }), {
      target: { value: 'byr' },
    });
    await waitFor(() =>
      expect(lastVariables(listCalls(calls, 'referral_active_sent'))).toMatchObject({
        keyword: 'byr',
        first: 25,
      }),
    );

    await choose('Search', 'By Birthdate');
    fireEvent.change(screen.getByLabelText('Birthdate'), { target: { value: '1980-05-01' } });
    await waitFor(() => {
      const variables = lastVariables(listCalls(calls, 'referral_active_sent'));
      expect(variables).toMatchObject({ birthdate: '1980-05-01' });
      expect(variables).not.toHaveProperty('keyword');
    });
  });

  it("sends the 'View' fax filter and the 'Appointment Maintained' filter", async () => {
    const { calls } = renderList({ page: 'completed' });
    await screen.findByRole('grid', { name: 'Completed Sent Referrals' });
    expect(lastVariables(listCalls(calls, 'referral_completed_sent'))).toMatchObject({
      is_fax: 'all',
      appointment_maintained: 'all',
    });
    await choose('View', 'Referred');
    await waitFor(() =>
      expect(lastVariables(listCalls(calls, 'referral_completed_sent'))).toMatchObject({
        is_fax: 'none',
      }),
    );
    await choose('Appointment Maintained', 'No, Patient Declined');
    await waitFor(() =>
      expect(lastVariables(listCalls(calls, 'referral_completed_sent'))).toMatchObject({
        is_fax: 'none',
        appointment_maintained: 'no_patient_declined',
      }),
    );
  });

  it('has no fax filter on received tables', async () => {
    const { calls } = renderList({ keys: ['ACCEPT_REFERRAL'] });
    await screen.findByRole('grid', { name: 'Active Received Referrals' });
    expect(screen.queryByRole('combobox', { name: 'View' })).toBeNull();
    expect(lastVariables(listCalls(calls, 'referral_active_received'))).not.toHaveProperty(
      'is_fax',
    );
  });
});

describe('referral list paging', () => {
  it('asks after the end cursor for the next page and for the remainder for the last', async () => {
    const rows = Array.from({ length: 25 }, (_, i) =>
      listRow({ uuid: `r-${String(i)}`, patient_name: `Patient ${String(i)}` }),
    );
    const { calls } = renderList({ rows: (call) => listAnswer(fieldOf(call), rows, 60) });
    await screen.findByText('Patient 0');
    expect(lastVariables(listCalls(calls, 'referral_active_sent'))).toMatchObject({ first: 25 });
    expect(screen.getByText('1–25 of 60')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() =>
      expect(lastVariables(listCalls(calls, 'referral_active_sent'))).toEqual({
        is_fax: 'all',
        first: 25,
        after: 'c-end',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go to last page' }));
    await waitFor(() =>
      expect(lastVariables(listCalls(calls, 'referral_active_sent'))).toEqual({
        is_fax: 'all',
        last: 10,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go to first page' }));
    await waitFor(() =>
      expect(lastVariables(listCalls(calls, 'referral_active_sent'))).toEqual({
        is_fax: 'all',
        first: 25,
      }),
    );
  });
});
