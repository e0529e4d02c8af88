import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INBOUND_FAX_MSG } from '@app/shared';
import { fakeFetch, USER } from '../../../test';
import { RECEIVED_UI } from './messages';
import { ADMIN, faxFixture, NORTHSIDE, renderReceived, variablesOf } from './receivedTestKit';

vi.setConfig({ testTimeout: 20_000 });

// The dialog and the viewer are another helper's; their own tests cover them.
vi.mock('../create-referral/CreateFaxReferralDialog', () => ({
  CreateFaxReferralDialog: () => null,
}));
vi.mock('../pdf', () => ({ LazyPdfViewer: () => null }));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const card = (name: RegExp | string) => screen.findByRole('button', { name });
const SELECT_PROMPT = `${INBOUND_FAX_MSG.selectTitle} - ${INBOUND_FAX_MSG.selectHint}`;

describe('received faxes list', () => {
  it("says 'No faxes available' and asks to select a fax", async () => {
    renderReceived({ faxes: [] });
    expect(await screen.findByText(INBOUND_FAX_MSG.empty)).toBeTruthy();
    expect(screen.getByText(SELECT_PROMPT)).toBeTruthy();
    expect(screen.getByRole('heading', { name: INBOUND_FAX_MSG.listTitle })).toBeTruthy();
    expect(screen.getByText(INBOUND_FAX_MSG.listHint)).toBeTruthy();
  });

  it('shows the fetch error title with the first error only', async () => {
    renderReceived({
      answer: (c) =>
        c.operationName === 'InboundFaxes'
          ? { errors: [{ message: 'Database unavailable' }, { message: 'Second problem' }] }
          : undefined,
    });
    expect(await screen.findByText(INBOUND_FAX_MSG.fetchFailed)).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    expect(screen.queryByText(/Second problem/)).toBeNull();
    expect(screen.queryByText(INBOUND_FAX_MSG.empty)).toBeNull();
  });

  it('shows number, received date, age, status and clinic on each card', async () => {
    renderReceived({
      faxes: [
        faxFixture('f-1', { status: 'processing' }),
        faxFixture('f-2', {
          clinic: null,
          status: 'reviewed',
          metadata: {
            ...faxFixture('f-2').metadata,
            from_number: '7735550123',
            // Local time without a zone: the card shows it as it is.
            date_created: '2026-03-04T15:07:00',
          },
        }),
      ],
    });
    const first = await card(/^Fax from 312-555-0201/);
    expect(within(first).getByText('Processing')).toBeTruthy();
    expect(within(first).getByText(NORTHSIDE.name)).toBeTruthy();
    expect(within(first).getByText('5 minutes ago')).toBeTruthy();
    expect(within(first).getByText('3 pages')).toBeTruthy();

    const second = await card(/^Fax from 773-555-0123/);
    expect(within(second).getByText(INBOUND_FAX_MSG.unidentifiedClinic)).toBeTruthy();
    expect(within(second).getByText('04 Mar 2026 - 15:07')).toBeTruthy();
    expect(within(second).getByText('Reviewed')).toBeTruthy();
    // Spec 3: processed and reviewed in the primary colour; reviewed, the complete one, checked.
    const reviewed = within(second).getByTestId('fax-status');
    expect(reviewed.className).toContain('MuiChip-colorPrimary');
    expect(reviewed.querySelector('[data-testid="CheckCircleIcon"]')).not.toBeNull();
    const processing = within(first).getByTestId('fax-status');
    expect(processing.className).toContain('MuiChip-colorWarning');
    expect(processing.querySelector('[data-testid="CheckCircleIcon"]')).toBeNull();
  });

  it('opens the chosen fax, marks its card, and the close button clears it', async () => {
    renderReceived();
    const fax = await card(/^Fax from 312-555-0201/);
    expect(fax.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(fax);
    expect(fax.getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByRole('tab', { name: INBOUND_FAX_MSG.clinicTab })).toBeTruthy();
    expect(screen.queryByText(SELECT_PROMPT)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Close fax details' }));
    expect(await screen.findByText(SELECT_PROMPT)).toBeTruthy();
    expect(fax.getAttribute('aria-pressed')).toBe('false');
  });

  it('deletes after confirmation and refetches the list', async () => {
    const gql = renderReceived({ faxes: [faxFixture('f-1'), faxFixture('f-2')] });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Fax from/ })).toHaveLength(2),
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete fax from 312-555-0201' })[0]!);

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(INBOUND_FAX_MSG.deleteConfirm)).toBeTruthy();
    fireEvent.click(
      within(dialog).getByRole('button', { name: INBOUND_FAX_MSG.deleteConfirmButton }),
    );

    expect(await screen.findByText('Deleted! The fax has been deleted.')).toBeTruthy();
    expect(variablesOf(gql.calls, 'DeleteReceivedFax')).toEqual([{ fax_id: 'f-1' }]);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Fax from/ })).toHaveLength(1),
    );
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const gql = renderReceived();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete fax from 312-555-0201' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(variablesOf(gql.calls, 'DeleteReceivedFax')).toEqual([]);
  });

  it("shows the server's message when the delete is refused", async () => {
    renderReceived({
      answer: (c) =>
        c.operationName === 'DeleteReceivedFax'
          ? { errors: [{ message: 'Fax not found.' }] }
          : undefined,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete fax from 312-555-0201' }));
    fireEvent.click(
      await screen.findByRole('button', { name: INBOUND_FAX_MSG.deleteConfirmButton }),
    );
    const snack = await screen.findByText('Fax not found.');
    expect(snack.closest('.notistack-MuiContent-error')).toBeTruthy();
  });

  it("says 'Failed to delete fax.' when the delete gets no answer", async () => {
    renderReceived({
      answer: (c) => (c.operationName === 'DeleteReceivedFax' ? new Error('offline') : undefined),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete fax from 312-555-0201' }));
    fireEvent.click(
      await screen.findByRole('button', { name: INBOUND_FAX_MSG.deleteConfirmButton }),
    );
    expect(await screen.findByText(INBOUND_FAX_MSG.deleteFailed)).toBeTruthy();
    // The dialog closes; the fax stays.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: /^Fax from 312-555-0201/ })).toBeTruthy();
  });

  it('offers no delete button when the fax may not be deleted', async () => {
    const fax = faxFixture('f-1');
    renderReceived({ faxes: [{ ...fax, actions: { ...fax.actions, can_delete: false } }] });
    await card(/^Fax from 312-555-0201/);
    expect(screen.queryByRole('button', { name: /^Delete fax/ })).toBeNull();
  });

  it('follows inbound_faxes_changed: a new fax appears without a reload', async () => {
    const gql = renderReceived();
    await card(/^Fax from 312-555-0201/);
    gql.state.faxes = [
      faxFixture('f-9', {
        metadata: { ...faxFixture('f-9').metadata, from_number: '+16305550999' },
      }),
      ...gql.state.faxes,
    ];
    gql.live.emit('f-9', 'new');
    expect(await card(/^Fax from 630-555-0999/)).toBeTruthy();
  });

  it('closes the open fax when it is deleted elsewhere', async () => {
    const gql = renderReceived();
    fireEvent.click(await card(/^Fax from 312-555-0201/));
    await screen.findByRole('tab', { name: INBOUND_FAX_MSG.clinicTab });
    gql.state.faxes = [];
    gql.live.emit('f-1', 'deleted');
    expect(await screen.findByText(SELECT_PROMPT)).toBeTruthy();
    expect(await screen.findByText(INBOUND_FAX_MSG.empty)).toBeTruthy();
    expect(screen.queryByText('Fax not found.')).toBeNull();
  });

  it('says when the list holds only the newest faxes', async () => {
    renderReceived({ total: 130 });
    expect(await screen.findByText('Showing the newest 1 of 130 faxes')).toBeTruthy();
  });

  it('shows older faxes on request, 100 more at a time up to 500, and keeps the length live', async () => {
    const gql = renderReceived({ total: 900 });
    const limits = () => variablesOf(gql.calls, 'InboundFaxes').map((v) => v['limit']);
    const showOlder = async () => {
      const button = await screen.findByRole('button', { name: RECEIVED_UI.showOlder });
      await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
      fireEvent.click(button);
    };
    await screen.findByText('Showing the newest 1 of 900 faxes');
    expect(limits()).toEqual([100]);
    for (const n of [200, 300, 400, 500]) {
      await showOlder();
      await waitFor(() => expect(limits().at(-1)).toBe(n));
    }
    // The list is as long as it gets: the count stays, the button goes.
    await screen.findByText('Showing the newest 1 of 900 faxes');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: RECEIVED_UI.showOlder })).toBeNull(),
    );
    // A live change fetches the list again at the length it has.
    gql.live.emit('f-1', 'processed');
    await waitFor(() => expect(limits().length).toBeGreaterThan(5));
    expect(new Set(limits().slice(5))).toEqual(new Set([500]));
  });
});

describe('on a phone', () => {
  it('stacks the panes: the fax replaces the list, and back returns to it', async () => {
    // Every media query matches: the 'smaller than md' layout.
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: true,
      media,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    renderReceived();
    fireEvent.click(await card(/^Fax from 312-555-0201/));
    expect(await screen.findByRole('tab', { name: INBOUND_FAX_MSG.clinicTab })).toBeTruthy();
    expect(screen.queryByRole('region', { name: INBOUND_FAX_MSG.listTitle })).toBeNull();
    expect(scrollTo).toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await card(/^Fax from 312-555-0201/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Fax details' })).toBeNull();
    expect(screen.queryByText(SELECT_PROMPT)).toBeNull();
  });
});

describe('upload fax (admins)', () => {
  it('is offered to admins only', async () => {
    renderReceived({}, USER);
    await card(/^Fax from/);
    expect(screen.queryByRole('button', { name: 'Upload Fax' })).toBeNull();
    cleanup();
    renderReceived({}, ADMIN);
    expect(await screen.findByRole('button', { name: 'Upload Fax' })).toBeTruthy();
  });

  it('posts the file as multipart, then opens the stored fax', async () => {
    const requests = fakeFetch(() => ({
      status: 201,
      body: { fax: { id: 'f-1', status: 'new' }, duplicate: false },
    }));
    const gql = renderReceived({}, ADMIN);
    await card(/^Fax from/);
    const file = new File(['%PDF-1.4'], 'fax.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('upload-fax-input'), { target: { files: [file] } });

    expect(await screen.findByText('Fax uploaded. Text recognition has started.')).toBeTruthy();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/api/inbound-faxes');
    expect(requests[0]!.method).toBe('POST');
    expect((requests[0]!.body as FormData).get('file')).toBeInstanceOf(File);
    await waitFor(() => expect(variablesOf(gql.calls, 'InboundFax')).toEqual([{ id: 'f-1' }]));
  });

  it("shows the server's message when the upload is refused", async () => {
    fakeFetch(() => ({ status: 422, body: { message: 'The fax must be a PDF or TIFF file.' } }));
    renderReceived({}, ADMIN);
    await card(/^Fax from/);
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByTestId('upload-fax-input'), { target: { files: [file] } });
    expect(await screen.findByText('The fax must be a PDF or TIFF file.')).toBeTruthy();
  });
});
