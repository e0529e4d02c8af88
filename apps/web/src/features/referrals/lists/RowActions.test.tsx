import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GqlCall } from '../../../test';
import { LIVE_REFETCH_DEBOUNCE_MS } from './useReferralsLive';
import { fieldOf, listAnswer, listCalls, listRow, renderList } from './listsTestKit';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const SENT_ROWS = [
  listRow({ uuid: 'd-1', status: 'draft', status_label: 'Draft', patient_name: 'Ann Draft' }),
  listRow({ uuid: 's-1', patient_name: 'Sam Sent' }),
  listRow({
    uuid: 'm-1',
    source: 'manual',
    status_label: 'Manually Created',
    patient_name: 'Mo Manual',
  }),
];

const QUICK_EDIT_ANSWER = {
  __typename: 'Referral',
  id: '7',
  uuid: 'm-1',
  is_order: false,
  mrn: 'MRN-9',
  diagnosis: 'Back pain',
  sent_at: '2026-11-02T15:00:00.000Z',
  patient: {
    __typename: 'Patient',
    uuid: 'p-1',
    firstname: 'Mo',
    lastname: 'Manual',
    details: { __typename: 'PatientDetails', birthdate: '1980-05-01' },
  },
  receiver: { __typename: 'Clinic', id: '20', name: 'Lakeside Cardiology' },
  provider: {
    __typename: 'Provider',
    id: '30',
    uuid: 'pr-30',
    display_name: 'Dr. Hannah Brooks',
    clinic: { __typename: 'Clinic', id: '20', name: 'Lakeside Cardiology' },
  },
};

const actionNames = (patient: string) =>
  screen
    .getAllByRole('button', { name: new RegExp(`: ${patient}$`) })
    .map((b) => b.getAttribute('aria-label')?.replace(`: ${patient}`, ''));

describe('referral list row actions', () => {
  it('shows each sent row the actions of its status', async () => {
    renderList({ rows: (call) => listAnswer(fieldOf(call), SENT_ROWS) });
    await screen.findByText('Ann Draft');
    expect(actionNames('Ann Draft')).toEqual(['Update Draft', 'Delete', 'View Notes']);
    expect(actionNames('Sam Sent')).toEqual(['View', 'View Notes', 'Complete']);
    expect(actionNames('Mo Manual')).toEqual(['Edit', 'View', 'View Notes', 'Complete']);
  });

  it('shows received rows Review, and Complete once declined or scheduled', async () => {
    renderList({
      keys: ['SCHEDULE_REFERRAL'],
      rows: (call) =>
        listAnswer(fieldOf(call), [
          listRow({ uuid: 'r-1', patient_name: 'Rae New', status_label: 'Received' }),
          listRow({ uuid: 'r-2', patient_name: 'Sid Set', status: 'scheduled' }),
          listRow({
            uuid: 'r-3',
            source: 'manual',
            status_label: 'Manually Created',
            patient_name: 'Max Manual',
          }),
        ]),
    });
    // Received tables have no patient column; the buttons still name the patient.
    await screen.findByRole('button', { name: 'Review: Rae New' });
    expect(actionNames('Rae New')).toEqual(['View Notes', 'Review']);
    expect(actionNames('Sid Set')).toEqual(['View Notes', 'Review', 'Complete']);
    // Only the clinic that entered a manual referral edits it (issue 17).
    expect(actionNames('Max Manual')).toEqual(['View Notes']);
  });

  it('goes to the wizard and the completion flow, and opens the notes over the list', async () => {
    const { router } = renderList({ rows: (call) => listAnswer(fieldOf(call), SENT_ROWS) });
    fireEvent.click(await screen.findByRole('button', { name: 'Complete: Sam Sent' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referrals/s-1/review'));
    expect(router.state.location.search).toBe('?complete=1');
    await router.navigate('/referrals/active');
    fireEvent.click(await screen.findByRole('button', { name: 'Update Draft: Ann Draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referrals/d-1'));
    await router.navigate('/referrals/active');
    // View Notes stays on the list: the draggable notes dialog opens over it.
    fireEvent.click(await screen.findByRole('button', { name: 'View Notes: Sam Sent' }));
    expect(await screen.findByRole('dialog', { name: 'Referral Notes' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/referrals/active');
  });

  it('opens the quick dialog on a manually created referral with its saved values', async () => {
    const { calls } = renderList({
      rows: (call) => listAnswer(fieldOf(call), SENT_ROWS),
      other: (call) =>
        call.operationName === 'QuickEditReferral'
          ? { data: { referral: QUICK_EDIT_ANSWER } }
          : { data: { clinics: [], clinic_search: [], providers: [] } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Mo Manual' }));
    expect(await screen.findByRole('heading', { name: 'Edit Referral' })).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'QuickEditReferral')?.variables).toEqual({
      uuid: 'm-1',
    });
    expect(screen.getByDisplayValue('Mo')).toBeTruthy();
    expect(screen.getByDisplayValue('05/01/1980')).toBeTruthy();
  });

  it("deletes a draft after 'Are you sure?' and reloads the page", async () => {
    let deleted = false;
    const { calls } = renderList({
      rows: (call) => listAnswer(fieldOf(call), deleted ? SENT_ROWS.slice(1) : SENT_ROWS),
      other: (call: GqlCall) => {
        if (call.operationName !== 'DeleteReferral') return { data: null };
        deleted = true;
        return { data: { delete_referral: true } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Ann Draft' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure?')).toBeTruthy();
    const before = listCalls(calls, 'referral_active_sent').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Ann Draft')).toBeNull());
    expect(calls.find((c) => c.operationName === 'DeleteReferral')?.variables).toEqual({
      uuid: 'd-1',
    });
    expect(listCalls(calls, 'referral_active_sent').length).toBeGreaterThan(before);
  });

  it('refetches the page shown when a referral of the clinic changes', async () => {
    let changes = 0;
    const { calls } = renderList({
      other: (call) => {
        if (call.operationName !== 'ReferralsChanged') return { data: null };
        changes += 1;
        return {
          data: {
            referrals_changed: { __typename: 'ReferralChange', uuid: 'r-1', status: 'accepted' },
          },
        };
      },
    });
    await screen.findByText('Ada Byron');
    await waitFor(() => expect(changes).toBe(1));
    await waitFor(
      () => expect(listCalls(calls, 'referral_active_sent').length).toBeGreaterThanOrEqual(2),
      { timeout: LIVE_REFETCH_DEBOUNCE_MS + 5_000 },
    );
  });
});

describe('the list after a quick save', () => {
  it('shows the row saved with Add Referral without waiting for a live event (issue 17)', async () => {
    let saved = false;
    const { calls } = renderList({
      rows: (call) =>
        listAnswer(
          fieldOf(call),
          saved ? [listRow({ uuid: 'q-1', patient_name: 'Quinn Quick', source: 'manual' })] : [],
        ),
      other: (call) => {
        if (call.operationName !== 'SaveReferral') return { data: { clinics: [], providers: [] } };
        saved = true;
        return {
          data: {
            save_referral: {
              __typename: 'SaveReferralResult',
              message: 'Referral created!',
              referral: {
                __typename: 'ReferralRef',
                id: '41',
                uuid: 'q-1',
                status: 'sent',
                is_order: false,
                is_fax: false,
              },
            },
          },
        };
      },
    });
    await waitFor(() => expect(listCalls(calls, 'referral_active_sent').length).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Add Referral' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    const type = (name: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByRole('textbox', { name }), { target: { value } });
    type(/^First Name/, 'Quinn');
    type(/^Last Name/, 'Quick');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // No referrals_changed event in this test: the save itself refetches the list.
    expect(await screen.findByText('Quinn Quick')).toBeTruthy();
  });
});
