import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REFERRAL_FAX_MSG, REFERRAL_LIFECYCLE_MSG as MSG, REFERRAL_MSG } from '@app/shared';
import { fakeFetch, userWith, type FetchCall, type GqlAnswer } from '../../../test';
import { uploadReferralFiles } from '../wizard/api';
import type * as WizardApi from '../wizard/api';
import { ApiError } from '../../../app/http';
import { UPLOAD_ALERT_MS } from '../wizard/UploadResultAlert';
import {
  fakeReviewGraphql,
  lifecycleCalls,
  refused,
  renderReview,
  reviewFixture,
  type LifecycleReply,
} from './reviewTestKit';

vi.mock('../wizard/api', async (original) => ({
  ...(await original<typeof WizardApi>()),
  uploadReferralFiles: vi.fn(),
}));

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.mocked(uploadReferralFiles).mockReset();
  localStorage.clear();
});

const ALL = userWith({ can_accept: true, can_schedule: true });
const ok = (message: string, extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: { message, referral: {}, ...extra },
});
type Gql = ReturnType<typeof fakeReviewGraphql>;
const SCHEDULED_SENT = {
  status: 'scheduled',
  status_label: 'Scheduled',
  viewer: 'referrer',
  appointment_date: '2026-12-01T14:45:00.000Z',
};
/** The completions the referrer sent (promote to ref_completed), as the call's input. */
const completions = (gql: Gql) =>
  lifecycleCalls(gql)
    .filter((c) => c.variables.status === 'ref_completed')
    .map((c) => c.variables.completion);

/** The referrer's Complete on a referral with an appointment: the wizard at its question. */
async function openWizard(
  over: Record<string, unknown> = SCHEDULED_SENT,
  reply: LifecycleReply | GqlAnswer = { message: MSG.completed },
) {
  const gql = fakeReviewGraphql(reviewFixture(over), { lifecycle: () => reply });
  const router = renderReview(gql, ALL);
  fireEvent.click(await screen.findByRole('button', { name: 'Complete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Complete Referral' });
  expect(within(dialog).getByText(MSG.maintainedQuestion)).toBeTruthy();
  return { gql, router, dialog };
}

describe('completing a sent referral (completion wizard)', () => {
  it('completes at once with N/A and goes to the active list', async () => {
    const { gql, router, dialog } = await openWizard();
    fireEvent.click(within(dialog).getByRole('button', { name: 'N/A' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referrals/active'));
    expect(completions(gql)).toEqual([{ not_applicable: true }]);
    expect(await screen.findByText(MSG.completed)).toBeTruthy();
  });

  it('needs both ticks for Yes and sends the appointment date it shows', async () => {
    const { gql, dialog } = await openWizard();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveProperty('disabled', true);
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Appointment Date/).value).toBe(
      '2026-12-01',
    );
    expect(within(dialog).getByLabelText<HTMLSelectElement>(/Appointment Time/).value).toBe(
      '14:45',
    );
    fireEvent.click(within(dialog).getByLabelText(MSG.confirmAppointmentDate));
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByLabelText(MSG.confirmResults));
    expect(confirm).toHaveProperty('disabled', false);
    fireEvent.change(within(dialog).getByLabelText(/Appointment Time/), {
      target: { value: '15:00' },
    });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(completions(gql)).toEqual([
        {
          appointment_maintained: true,
          confirm_appointment_date: true,
          confirm_results: true,
          appointment_date: '2026-12-01 15:00:00',
        },
      ]),
    );
  });

  it('needs a reason for No, and the text for Other', async () => {
    const { gql, dialog } = await openWizard();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByLabelText('No Show'));
    expect(confirm).toHaveProperty('disabled', false);
    fireEvent.click(within(dialog).getByLabelText('Other'));
    expect(confirm).toHaveProperty('disabled', true);
    const other = within(dialog).getByLabelText(/Other reason/);
    fireEvent.change(other, { target: { value: '   ' } });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(other, { target: { value: 'Moved away' } });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(completions(gql)).toEqual([{ appointment_maintained: false, reason: 'Moved away' }]),
    );
  });

  it('keeps the wizard open with the failure and the server reason', async () => {
    const { router, dialog } = await openWizard(
      SCHEDULED_SENT,
      refused('Cannot promote referral', { status: ['Already completed.'] }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'N/A' }));
    expect(await within(dialog).findByText(MSG.failedComplete)).toBeTruthy();
    expect(within(dialog).getByText('Already completed.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/referrals/r-7/review');
  });

  it('completes a declined referral without the appointment dialog, once confirmed', async () => {
    const gql = fakeReviewGraphql(
      reviewFixture({ status: 'declined', viewer: 'referrer', decline_reason: 'No room' }),
      { lifecycle: () => ({ message: MSG.completed }) },
    );
    const router = renderReview(gql, ALL);
    fireEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    const confirm = await screen.findByRole('dialog', { name: MSG.confirmTitle });
    expect(within(confirm).getByText(MSG.completeConfirm)).toBeTruthy();
    expect(completions(gql)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referrals/active'));
    expect(completions(gql)).toEqual([null]);
  });

  it('asks for the appointment first when none is set, then opens the wizard on it', async () => {
    const gql = fakeReviewGraphql(
      reviewFixture({ status: 'sent', status_label: 'Sent', viewer: 'referrer' }),
      {
        lifecycle: (call) =>
          call.operationName === 'SetReferralAppointment'
            ? { message: MSG.appointmentSet, changes: { appointment_date: '2026-12-03T09:00:00Z' } }
            : { message: MSG.completed },
      },
    );
    renderReview(gql, ALL);
    fireEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    // A plain referral: the referrer cannot decline it, so only the appointment form shows,
    // in a dialog titled for what the user set out to do.
    const first = await screen.findByRole('dialog', { name: MSG.completeReferral });
    expect(within(first).queryByRole('button', { name: MSG.declineReferral })).toBeNull();
    fireEvent.change(within(first).getByLabelText(/^Appointment Date/), {
      target: { value: '2026-12-03' },
    });
    fireEvent.click(within(first).getByRole('button', { name: 'Confirm' }));
    // The wizard (same title) opens on its question as the first dialog closes.
    const wizard = (await screen.findByText(MSG.maintainedQuestion)).closest<HTMLElement>(
      '[role="dialog"]',
    )!;
    expect(lifecycleCalls(gql)).toContainEqual({
      operation: 'SetReferralAppointment',
      variables: { uuid: 'r-7', appointment_date: '2026-12-03 09:00:00', is_reschedule: false },
    });
    fireEvent.click(within(wizard).getByRole('button', { name: 'Yes' }));
    expect(within(wizard).getByLabelText<HTMLInputElement>(/^Appointment Date/).value).toBe(
      '2026-12-03',
    );
  });

  it('opens the completion from a list row link (?complete=1)', async () => {
    const router = renderReview(
      fakeReviewGraphql(reviewFixture(SCHEDULED_SENT)),
      ALL,
      '/referrals/r-7/review?complete=1',
    );
    expect(await screen.findByRole('dialog', { name: 'Complete Referral' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });
});

describe('rescheduling', () => {
  it('opens the picker on the current appointment', async () => {
    const gql = fakeReviewGraphql(reviewFixture(SCHEDULED_SENT));
    renderReview(gql, ALL);
    fireEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule Referral Appointment' });
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Appointment Date/).value).toBe(
      '2026-12-01',
    );
    expect(within(dialog).getByLabelText<HTMLSelectElement>(/Appointment Time/).value).toBe(
      '14:45',
    );
  });
});

describe('completing a received referral', () => {
  it('moves it to Referral History and goes to the active list', async () => {
    const gql = fakeReviewGraphql(
      reviewFixture({ status: 'scheduled', status_label: 'Scheduled' }),
      {
        lifecycle: () => ({
          message: MSG.completed,
          detail: MSG.movedToTab(MSG.referralHistoryTab),
          changes: { status: 'rec_completed', status_label: 'Completed' },
        }),
      },
    );
    const router = renderReview(gql, ALL);
    fireEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    const confirm = await screen.findByRole('dialog', { name: MSG.confirmTitle });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referrals/active'));
    expect(lifecycleCalls(gql)).toEqual([
      {
        operation: 'PromoteReferral',
        variables: { uuid: 'r-7', status: 'rec_completed', completion: null },
      },
    ]);
    expect(await screen.findByText(MSG.completed)).toBeTruthy();
    expect(screen.getByText(MSG.movedToTab('Referral History'))).toBeTruthy();
  });
});

describe('completing asks first when no dialog of its own does (issue 20)', () => {
  it('Cancel leaves a received referral as it was, also from a list row link', async () => {
    const gql = fakeReviewGraphql(
      reviewFixture({ status: 'scheduled', status_label: 'Scheduled' }),
    );
    const router = renderReview(gql, ALL, '/referrals/r-7/review?complete=1');
    const confirm = await screen.findByRole('dialog', { name: MSG.confirmTitle });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lifecycleCalls(gql)).toEqual([]);
    expect(router.state.location.pathname).toBe('/referrals/r-7/review');
  });
});

describe('fax referrals: change status and re-send', () => {
  const FAX = {
    status: 'sent_fax',
    status_label: 'Sent Fax',
    viewer: 'referrer',
    is_fax: true,
  };

  it('records Accepted through the promote call', async () => {
    const gql = fakeReviewGraphql(reviewFixture(FAX), {
      lifecycle: () => ({
        message: MSG.accepted,
        changes: { status: 'accepted', status_label: 'Accepted' },
      }),
    });
    renderReview(gql, ALL);
    fireEvent.click(await screen.findByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    const options = within(dialog)
      .getAllByRole('radio')
      .map((r) => r.closest('label')?.textContent);
    expect(options).toEqual(['Accepted', 'Declined', 'Close']);
    fireEvent.click(within(dialog).getByLabelText('Accepted'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(MSG.accepted)).toBeTruthy();
    expect(lifecycleCalls(gql)).toEqual([
      {
        operation: 'PromoteReferral',
        variables: { uuid: 'r-7', status: 'accepted', completion: null },
      },
    ]);
    // The page reads the referral from the answer: no second read of it.
    expect(gql.calls.filter((c) => c.operationName === 'ReviewReferral')).toHaveLength(1);
  });

  it('records Declined with its reason through the decline call', async () => {
    const gql = fakeReviewGraphql(reviewFixture(FAX), {
      lifecycle: () => ({ message: MSG.declined }),
    });
    const router = renderReview(gql, ALL);
    fireEvent.click(await screen.findByRole('button', { name: 'Change Status' }));
    const prompt = await screen.findByRole('dialog', { name: 'Change Status' });
    fireEvent.click(within(prompt).getByLabelText('Declined'));
    fireEvent.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: MSG.declineReferral });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'No slots' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referrals/active'));
    expect(lifecycleCalls(gql)).toEqual([
      { operation: 'DeclineReferral', variables: { uuid: 'r-7', reason: 'No slots' } },
    ]);
  });

  it('re-sends the fax after a confirmation, and words a failure without a message', async () => {
    let fail = false;
    const rest = fakeFetch((call) =>
      call.url.endsWith('/fax')
        ? fail
          ? { status: 500 }
          : ok(REFERRAL_FAX_MSG.resent, { fax: { uuid: 'f-2' } })
        : { status: 404 },
    );
    renderReview(fakeReviewGraphql(reviewFixture(FAX)), ALL);
    fireEvent.click(await screen.findByRole('button', { name: 'Re-send Fax Referral' }));
    let dialog = await screen.findByRole('dialog', { name: 'Re-send Fax Referral' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Fax' }));
    expect(await screen.findByText(REFERRAL_FAX_MSG.resent)).toBeTruthy();
    expect(rest.filter((c) => c.url === '/api/referrals/r-7/fax')).toHaveLength(1);

    fail = true;
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Re-send Fax Referral' }));
    dialog = await screen.findByRole('dialog', { name: 'Re-send Fax Referral' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Fax' }));
    expect(await within(dialog).findByText(REFERRAL_MSG.errorFaxFile)).toBeTruthy();
  });
});

describe('Upload Documents', () => {
  const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  const choose = (files: File[], section = 'LAB RESULTS - Required *') =>
    fireEvent.change(screen.getByTestId(`file-input-${section}`), { target: { files } });
  const uploaded = (name: string) => ({
    uuid: `d-${name}`,
    name,
    referral_document_name: 'misc',
    document_id: null,
    type: 'internal',
    size: 8,
    content_type: 'application/pdf',
    sha256: 'f'.repeat(64),
    url: `/api/referrals/r-7/documents/d-${name}`,
    created_at: '2024-05-01T12:00:00.000Z',
  });
  const documentsAnswer = (call: FetchCall) =>
    call.url === '/api/referrals/r-7/documents' ? { status: 200, body: { documents: [] } } : null;

  it('says the upload worked for 3 seconds, or why it failed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    fakeFetch((call) => documentsAnswer(call) ?? { status: 404 });
    const upload = vi.mocked(uploadReferralFiles);
    upload.mockResolvedValueOnce({
      message: REFERRAL_MSG.uploadOk,
      document_ids: ['d-a.pdf'],
      documents: [uploaded('a.pdf')],
    });
    renderReview(fakeReviewGraphql(reviewFixture({ status: 'accepted', viewer: 'referrer' })), ALL);
    fireEvent.click(await screen.findByRole('button', { name: 'Upload Documents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Documents' });
    await within(dialog).findByText('No documents uploaded yet.');
    choose([pdf('a.pdf')]);
    expect(await within(dialog).findByText(REFERRAL_MSG.uploadOk)).toBeTruthy();
    expect(within(dialog).getAllByText('a.pdf').length).toBeGreaterThan(0);
    expect(upload.mock.calls[0]?.[0]).toMatchObject({
      referralUuid: 'r-7',
      files: [expect.any(File)],
      documentId: '31',
    });
    await act(() => vi.advanceTimersByTimeAsync(UPLOAD_ALERT_MS + 50));
    expect(within(dialog).queryByText(REFERRAL_MSG.uploadOk)).toBeNull();

    upload.mockRejectedValueOnce(new ApiError(422, { message: 'Only pdf files.' }));
    choose([pdf('b.pdf')]);
    expect(await within(dialog).findByText(REFERRAL_MSG.uploadFailed)).toBeTruthy();
    expect(within(dialog).getByText('Only pdf files.')).toBeTruthy();
    // Escape closes it like Done.
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Done' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("offers the wizard's sections, and names a misc file in 'Rename File'", async () => {
    fakeFetch((call) => documentsAnswer(call) ?? { status: 404 });
    const upload = vi.mocked(uploadReferralFiles);
    upload.mockResolvedValue({
      message: REFERRAL_MSG.uploadOk,
      document_ids: ['d-Referral letter.pdf'],
      documents: [uploaded('Referral letter.pdf')],
    });
    renderReview(fakeReviewGraphql(reviewFixture({ status: 'accepted', viewer: 'referrer' })), ALL);
    fireEvent.click(await screen.findByRole('button', { name: 'Upload Documents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Documents' });
    // The accordion's own heading holds the section's title heading: each title once, in order.
    const titles = (await within(dialog).findAllByRole('heading', { level: 3 })).map(
      (h) => h.textContent,
    );
    expect([...new Set(titles)]).toEqual([
      'LAB RESULTS - Required *',
      'IMAGING - Optional',
      'Misc - Optional',
      'Uploaded Documents',
    ]);
    // The qualifying questions belong to the draft: not asked again after sending.
    expect(within(dialog).queryByText('Has the patient had imaging before?')).toBeNull();

    choose([pdf('scan.pdf')], 'Misc - Optional');
    const rename = await screen.findByRole('dialog', { name: 'Rename File' });
    const filename = within(rename).getByRole('textbox', { name: /Filename/ });
    fireEvent.change(filename, { target: { value: 'Referral letter' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(REFERRAL_MSG.uploadOk)).toBeTruthy();
    expect(upload.mock.calls[0]?.[0]).toMatchObject({
      referralUuid: 'r-7',
      documentId: undefined,
      useFilename: 'Referral letter.pdf',
    });

    choose([pdf('mri.pdf')], 'IMAGING - Optional');
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect(upload.mock.calls[1]?.[0]).toMatchObject({ documentId: '32' });
  });

  it('for a fax referral, asks before cancelling uploaded files and sends the fax', async () => {
    const rest = fakeFetch(
      (call) =>
        documentsAnswer(call) ??
        (call.url.endsWith('/fax') ? ok(REFERRAL_FAX_MSG.resent) : { status: 404 }),
    );
    vi.mocked(uploadReferralFiles).mockResolvedValue({
      message: REFERRAL_MSG.uploadOk,
      document_ids: ['d-a.pdf'],
      documents: [uploaded('a.pdf')],
    });
    renderReview(
      fakeReviewGraphql(reviewFixture({ status: 'accepted', viewer: 'referrer', is_fax: true })),
      ALL,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Upload Documents' }));
    const dialog = await screen.findByRole('dialog', { name: REFERRAL_FAX_MSG.uploadToFaxTitle });
    const sendFax = within(dialog).getByRole('button', { name: 'Send Fax' });
    expect(sendFax).toHaveProperty('disabled', true);
    choose([pdf('a.pdf')]);
    await within(dialog).findByText(REFERRAL_MSG.uploadOk);

    // Escape asks the same question as Cancel once files were uploaded.
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Cancel' }), { key: 'Escape' });
    const ask = await screen.findByRole('dialog', { name: REFERRAL_MSG.areYouSure });
    expect(within(ask).getByText(REFERRAL_FAX_MSG.cancelUploadConfirm)).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: REFERRAL_MSG.areYouSure })).toBeNull(),
    );

    fireEvent.click(sendFax);
    expect(await screen.findByText(REFERRAL_FAX_MSG.resent)).toBeTruthy();
    expect(rest).toContainEqual({ method: 'POST', url: '/api/referrals/r-7/fax', body: {} });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
