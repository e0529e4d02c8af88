import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApollo } from '../../../test';
import { fakeNotesGraphql, noteFixture } from './notesTestKit';
import { ReferralNotesDialog } from './ReferralNotesDialog';

vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => import('./NotesGrid'));

afterEach(() => {
  cleanup();
});

function renderDialog(onClose = vi.fn()) {
  const gql = fakeNotesGraphql([noteFixture('external', 'Fax received, thanks')]);
  renderWithApollo(
    <ReferralNotesDialog
      open
      onClose={onClose}
      referralUuid="r-7"
      isFax={false}
      isReferrer={false}
      isExternal={false}
    />,
    gql.client,
  );
  return onClose;
}

describe('Referral Notes dialog', () => {
  it('shows the notes UI under its title and closes from the keyboard', async () => {
    const onClose = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Referral Notes' });
    expect(await within(dialog).findByText('Fax received, thanks')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['External Messages', 'Internal Notes', 'System Log']);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    within(dialog).getByRole('button', { name: 'Close' }).click();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('moves when its title is dragged, not when the close button is pressed', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Referral Notes' });
    const title = within(dialog).getByRole('heading', { name: 'Referral Notes' });
    // The dialog's paper is the moved box.
    expect(dialog.hasAttribute('data-drag-box')).toBe(true);
    const paper = dialog;
    fireEvent.pointerDown(title, { button: 0, clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(title, { clientX: 220, clientY: 140, pointerId: 1 });
    fireEvent.pointerUp(title, { pointerId: 1 });
    await waitFor(() => expect(paper.style.transform).toBe('translate(120px, 40px)'));
    // Moving after the release does nothing.
    fireEvent.pointerMove(title, { clientX: 400, clientY: 400, pointerId: 1 });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    fireEvent.pointerDown(close, { button: 0, clientX: 0, clientY: 0, pointerId: 2 });
    fireEvent.pointerMove(close, { clientX: 300, clientY: 300, pointerId: 2 });
    expect(paper.style.transform).toBe('translate(120px, 40px)');
  });
});
