import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CODE_SENT,
  EMAIL,
  fakePublicGraphql,
  noteFixture,
  REFERRAL_UUID,
  signedIn,
} from './reviewTestKit';

// MUI components are slow to render on a loaded two-core test machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(cleanup);

const CREDENTIALS = { referral_uuid: REFERRAL_UUID, email: EMAIL, access_code: CODE_SENT };
const input = () => screen.getByRole('textbox', { name: 'Message to the clinic' });
const sendButton = () => screen.getByRole('button', { name: 'Send Message' });
/** The messages as listed, top to bottom. */
const listed = () =>
  within(screen.getByRole('list', { name: 'Messages' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const clinicNote = noteFixture('n-1', 'Please bring the MRI films.', {
  created_at: '2026-11-20T16:00:00.000Z',
});
const ownNote = noteFixture('n-2', 'Will do, thank you.', {
  from_clinic: false,
  author: 'Joan Clarke',
  created_at: '2026-11-20T17:00:00.000Z',
});

describe('public notes channel', () => {
  it("lists the notes newest first, the referrer's own marked as theirs", async () => {
    const server = fakePublicGraphql({ notes: [clinicNote, ownNote] });
    await signedIn(server);
    await screen.findByText('Will do, thank you.');
    const [first, second] = listed();
    expect(first).toContain('You (Joan Clarke)');
    expect(first).toContain('Will do, thank you.');
    expect(second).toContain('Lakeside Orthopedics');
    expect(second).not.toContain('You');
    expect(server.callsOf('PublicReferralNotes')[0]?.variables).toEqual(CREDENTIALS);
  });

  it('shows a note the clinic writes as it arrives', async () => {
    const server = fakePublicGraphql({ notes: [clinicNote] });
    await signedIn(server);
    await screen.findByText('Please bring the MRI films.');
    const reply = noteFixture('n-3', 'Appointment moved to Friday.', {
      created_at: '2026-11-21T08:00:00.000Z',
    });
    server.push([reply, clinicNote]);
    expect(await screen.findByText('Appointment moved to Friday.')).toBeTruthy();
    expect(listed()[0]).toContain('Appointment moved to Friday.');
  });

  it('sends on Enter with the credentials and clears the input; Shift+Enter does not send', async () => {
    const server = fakePublicGraphql();
    await signedIn(server);
    fireEvent.change(input(), { target: { value: 'Is Friday possible?' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(server.callsOf('SendPublicNote')).toEqual([]);

    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(input()).toHaveProperty('value', ''));
    expect(server.callsOf('SendPublicNote').map((c) => c.variables)).toEqual([
      { ...CREDENTIALS, note: 'Is Friday possible?' },
    ]);
    // Shown at once, before the subscription's next list.
    expect(listed()[0]).toContain('Is Friday possible?');
  });

  it('cannot send a blank or whitespace-only note', async () => {
    const server = fakePublicGraphql();
    await signedIn(server);
    expect(sendButton()).toHaveProperty('disabled', true);
    fireEvent.change(input(), { target: { value: '  \n  ' } });
    expect(sendButton()).toHaveProperty('disabled', true);
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.click(sendButton());
    fireEvent.change(input(), { target: { value: ' ok ' } });
    expect(sendButton()).toHaveProperty('disabled', false);
    expect(server.callsOf('SendPublicNote')).toEqual([]);
  });

  it("shows the server's error and keeps the text when sending fails", async () => {
    const server = fakePublicGraphql({
      sendNote: () => ({
        errors: [{ message: 'This access code has expired. Please contact the clinic.' }],
      }),
    });
    await signedIn(server);
    fireEvent.change(input(), { target: { value: 'Keep me' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(
      await screen.findByText('This access code has expired. Please contact the clinic.'),
    ).toBeTruthy();
    expect(input()).toHaveProperty('value', 'Keep me');
    expect(screen.queryByRole('list', { name: 'Messages' })).toBeNull();
  });

  it("shows the server's refusal of the live list", async () => {
    const server = fakePublicGraphql({
      notesAnswer: {
        errors: [{ message: 'Too many attempts. Please wait an hour and try again.' }],
      },
    });
    await signedIn(server);
    expect(
      await within(screen.getByRole('region', { name: 'Notes' })).findByText(
        'Too many attempts. Please wait an hour and try again.',
      ),
    ).toBeTruthy();
  });
});
