import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, renderWithApollo } from '../../../test';
import { fakeNotesGraphql, noteFixture, type NoteRow } from './notesTestKit';
import { ReferralLog, type ReferralLogProps } from './ReferralLog';
import { referralLogTabs } from './tabs';

vi.setConfig({ testTimeout: 30_000 });

// The grid loads on demand: load it once up front so the first test does not wait on it.
beforeAll(() => import('./NotesGrid'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SENT: ReferralLogProps = {
  referralUuid: 'r-7',
  isFax: false,
  isReferrer: true,
  isExternal: false,
};

const NOTES = [
  noteFixture('external', 'Please call the patient'),
  noteFixture('internal', 'Insurance checked'),
  noteFixture('system', 'Referral sent.'),
];

function renderLog(notes: NoteRow[] = NOTES, props: Partial<ReferralLogProps> = {}) {
  const gql = fakeNotesGraphql(notes);
  renderWithApollo(<ReferralLog {...SENT} {...props} />, gql.client);
  return gql;
}

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);
const input = () => screen.getByRole('textbox', { name: /Message|Internal note/ });
const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

describe('Referral Log tabs', () => {
  it('follows the spec: a fax referral on its receiving side has no External tab', () => {
    const names = (facts: Omit<ReferralLogProps, 'referralUuid'>) =>
      referralLogTabs(facts).map((t) => t.label);
    const all = ['External Messages', 'Internal Notes', 'System Log'];
    expect(names({ isFax: false, isReferrer: true, isExternal: false })).toEqual(all);
    expect(names({ isFax: false, isReferrer: false, isExternal: false })).toEqual(all);
    expect(names({ isFax: true, isReferrer: true, isExternal: false })).toEqual(all);
    expect(names({ isFax: true, isReferrer: false, isExternal: false })).toEqual([
      'Internal Notes',
      'System Log',
    ]);
    expect(names({ isFax: true, isReferrer: false, isExternal: true })).toEqual(all);
  });

  it('shows each tab its groups under its own column header, newest first', async () => {
    renderLog();
    expect(await screen.findByText('Please call the patient')).toBeTruthy();
    expect(tabNames()).toEqual(['External Messages', 'Internal Notes', 'System Log']);
    expect(screen.getByRole('columnheader', { name: 'Message' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Created By' })).toBeTruthy();
    expect(screen.getByText('Pat Sender (Northside Family Medicine)')).toBeTruthy();
    expect(screen.getByText(/^20 Nov 2026 - \d\d:15:30$/)).toBeTruthy();
    expect(screen.queryByText('Insurance checked')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Legend' })).toBeNull();

    openTab('Internal Notes');
    expect(await screen.findByText('Insurance checked')).toBeTruthy();
    expect(screen.getByText('Please call the patient')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Note' })).toBeTruthy();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Internal', 'External']);
    // Rows are tinted by group, the colours of the legend.
    const row = screen.getByText('Insurance checked').closest('[role="row"]');
    expect(row?.className).toContain('notes-row-internal');

    openTab('System Log');
    expect(await screen.findByText('Referral sent.')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Log' })).toBeTruthy();
    expect(screen.getByText('System')).toBeTruthy();
    expect(screen.queryByText('Insurance checked')).toBeNull();
    // Read-only.
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('hides External Messages for a received fax referral and opens on Internal Notes', async () => {
    renderLog(NOTES, { isFax: true, isReferrer: false });
    expect(await screen.findByText('Insurance checked')).toBeTruthy();
    expect(tabNames()).toEqual(['Internal Notes', 'System Log']);
    expect(screen.getByRole('tab', { name: 'Internal Notes' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });
});

describe('Referral Log input', () => {
  it('sends on Enter, shows the answer and clears the input; Shift+Enter does not send', async () => {
    const posts = fakeFetch(() => ({
      status: 201,
      body: { message: 'Created Referral Note', note: noteFixture('external', 'x') },
    }));
    const gql = renderLog();
    await screen.findByText('Please call the patient');
    fireEvent.change(input(), { target: { value: 'Appointment moved' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(posts).toEqual([]);

    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(await screen.findByText('Created Referral Note')).toBeTruthy();
    expect(posts).toEqual([
      {
        url: '/api/referrals/r-7/notes',
        method: 'POST',
        body: { note: 'Appointment moved', group: 'external' },
      },
    ]);
    await waitFor(() => expect(input()).toHaveProperty('value', ''));
    // No subscription message yet: the list is fetched again to show the new note.
    await waitFor(() =>
      expect(gql.calls.filter((c) => c.operationName === 'ReferralNotes')).toHaveLength(2),
    );
  });

  it('writes internal notes from the Internal Notes tab, keeping each tab its own text', async () => {
    const posts = fakeFetch(() => ({
      status: 201,
      body: { message: 'Created Referral Note', note: noteFixture('internal', 'x') },
    }));
    renderLog();
    await screen.findByText('Please call the patient');
    fireEvent.change(input(), { target: { value: 'For the other clinic' } });
    openTab('Internal Notes');
    expect(input()).toHaveProperty('value', '');
    fireEvent.change(input(), { target: { value: 'Only for us' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await screen.findByText('Created Referral Note');
    expect(posts.map((p) => p.body)).toEqual([{ note: 'Only for us', group: 'internal' }]);
    openTab('External Messages');
    expect(input()).toHaveProperty('value', 'For the other clinic');
  });

  it('cannot send a blank or whitespace-only note', async () => {
    const posts = fakeFetch(() => ({ status: 500 }));
    renderLog();
    await screen.findByText('Please call the patient');
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(input(), { target: { value: '  \n  ' } });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.change(input(), { target: { value: ' ok ' } });
    expect(send).toHaveProperty('disabled', false);
    expect(posts).toEqual([]);
  });

  it('shows a failure in a dialog and keeps the typed text', async () => {
    fakeFetch(() => ({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { note: ['Note is required'] } },
    }));
    renderLog();
    await screen.findByText('Please call the patient');
    fireEvent.change(input(), { target: { value: 'Keep me' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'The note was not sent' });
    expect(within(dialog).getByText('The given data was invalid.')).toBeTruthy();
    expect(within(dialog).getByText('Note is required')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(input()).toHaveProperty('value', 'Keep me');
  });
});

describe('Referral Log live updates', () => {
  it('shows the list the subscription sends', async () => {
    const gql = renderLog();
    await screen.findByText('Please call the patient');
    await waitFor(() => expect(gql.liveCount()).toBe(1));
    expect(gql.calls.find((c) => c.operationName === 'ReferralNotesLive')?.variables).toEqual({
      referral_uuid: 'r-7',
    });
    gql.push([noteFixture('external', 'Patient confirmed by phone'), ...NOTES]);
    expect(await screen.findByText('Patient confirmed by phone')).toBeTruthy();
    expect(screen.getByText('Please call the patient')).toBeTruthy();
  });
});
