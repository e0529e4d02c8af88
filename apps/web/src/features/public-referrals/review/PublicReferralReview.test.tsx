import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PUBLIC_FAX_MSG, PUBLIC_REFERRAL_MSG, PUBLIC_REVIEW_MSG } from '@app/shared';
import { fakeFetch, type FetchAnswer } from '../../../test';
import { formatDateTime } from '../../referrals/lists/format';
import {
  CODE_SENT,
  documentFixture,
  EMAIL,
  fakePublicGraphql,
  REFERRAL_UUID,
  signedIn,
  viewFixture,
} from './reviewTestKit';

// MUI components are slow to render on a loaded two-core test machine.
vi.setConfig({ testTimeout: 30_000 });

let downloads: { href: string; name: string }[];

beforeEach(() => {
  downloads = [];
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:public-document');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ href: this.getAttribute('href') ?? '', name: this.download });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const region = (name: string) => screen.getByRole('region', { name });
const UPLOAD = 'Upload Documents';
const DOCS_PATH = `/api/public/referrals/${REFERRAL_UUID}/documents`;

/** fakeFetch, with each request's headers kept (fakeFetch records url, method and body). */
function fetchWithHeaders(answer: () => FetchAnswer) {
  const calls = fakeFetch(answer);
  const inner = globalThis.fetch;
  const spy = vi.fn((url: string, init?: RequestInit) => inner(url, init));
  vi.stubGlobal('fetch', spy);
  const headersOf = (url: string) =>
    new Headers(spy.mock.calls.find(([u]) => u === url)?.[1]?.headers);
  return { calls, headersOf };
}

describe('public review page', () => {
  it('shows the referral, patient, referrer, receiver, documents, answers and notes', async () => {
    const appointment = '2026-12-01T14:30:00.000Z';
    const server = fakePublicGraphql({
      verify: () => ({
        data: {
          verify_referral_access_code: viewFixture({
            status: 'declined',
            status_label: 'Declined',
            reason: 'Out of network',
            appointment_date: appointment,
            can_upload: false,
          }),
        },
      }),
      answers: [
        {
          __typename: 'ReferralAnswer',
          name: 'q1',
          question: 'Is the patient insured?',
          answer: 'Yes',
        },
      ],
    });
    await signedIn(server);

    // Spec 2 section 8: the sign-in says it retrieved the referral (issue 17).
    expect(await screen.findByText(PUBLIC_REVIEW_MSG.retrieved)).toBeTruthy();
    expect(screen.getByText('Declined')).toBeTruthy();
    const referral = region('Referral');
    for (const text of ['Hannah Brooks', 'Chronic knee pain', 'Out of network'])
      expect(within(referral).getByText(text)).toBeTruthy();
    expect(within(referral).getByText(formatDateTime(appointment))).toBeTruthy();
    expect(formatDateTime(appointment)).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4} - \d{2}:\d{2}:\d{2}$/);

    expect(within(region('Patient')).getByText('Ada Byron')).toBeTruthy();
    expect(within(region('Patient')).getByText('02 Apr 1990')).toBeTruthy();
    const referrer = region('Referrer');
    for (const text of [
      'Harbor Family Practice',
      'Grace Hopper',
      'Joan Clarke',
      EMAIL,
      '555-123-4567',
    ])
      expect(within(referrer).getByText(text)).toBeTruthy();
    const receiver = region('Receiver');
    for (const text of [
      'Lakeside Orthopedics',
      '1 Lake St, Springfield, IL 62701',
      '555-987-6543',
      '555-987-6500',
    ])
      expect(within(receiver).getByText(text)).toBeTruthy();

    expect(within(region('Documents')).getByText('lab-results.pdf')).toBeTruthy();
    expect(await within(region('Notes')).findByText(/No messages yet/)).toBeTruthy();
    const answers = await screen.findByRole('region', { name: 'Answers' });
    expect(within(answers).getByText('Is the patient insured?')).toBeTruthy();
    expect(server.callsOf('PublicReferralAnswers')[0]?.variables).toEqual({
      referral_uuid: REFERRAL_UUID,
      email: EMAIL,
      access_code: CODE_SENT,
    });
    // Declined: no more uploads.
    expect(screen.queryByRole('region', { name: UPLOAD })).toBeNull();
  });

  it('shows a referral to a fax clinic went by fax, and how its fax is doing', async () => {
    const faxed = (over: Record<string, unknown>) =>
      fakePublicGraphql({
        verify: () => ({
          data: {
            verify_referral_access_code: viewFixture({
              status: 'sent_fax',
              status_label: 'Faxed',
              can_upload: false,
              is_fax: true,
              ...over,
            }),
          },
        }),
      });
    await signedIn(faxed({ fax: null }));
    expect(screen.getByText('Faxed')).toBeTruthy();
    const pending = screen.getByRole('status', { name: PUBLIC_FAX_MSG.faxStatus });
    expect(within(pending).getByText(PUBLIC_FAX_MSG.receivesByFax)).toBeTruthy();
    expect(
      within(pending).getByText(`${PUBLIC_FAX_MSG.faxStatus}: ${PUBLIC_FAX_MSG.faxPending}`),
    ).toBeTruthy();
    cleanup();

    const at = '2026-11-21T10:00:00.000Z';
    await signedIn(
      faxed({
        status: 'faxed_successfully',
        status_label: 'Faxed Successfully',
        fax: {
          __typename: 'PublicReferralFax',
          status: 'success',
          label: 'Delivered',
          pages_sent: 3,
          updated_at: at,
        },
      }),
    );
    expect(screen.getByText('Faxed Successfully')).toBeTruthy();
    const delivered = screen.getByRole('status', { name: PUBLIC_FAX_MSG.faxStatus });
    expect(within(delivered).getByText(`${PUBLIC_FAX_MSG.faxStatus}: Delivered`)).toBeTruthy();
    expect(within(delivered).getByText(`3 pages · ${formatDateTime(at)}`)).toBeTruthy();
    cleanup();

    // A referral to a clinic with staff says nothing of faxes.
    await signedIn(
      fakePublicGraphql({
        verify: () => ({ data: { verify_referral_access_code: viewFixture() } }),
      }),
    );
    expect(screen.queryByRole('status', { name: PUBLIC_FAX_MSG.faxStatus })).toBeNull();
  });

  it('offers uploads only while under review, sent, accepted or scheduled', async () => {
    const statuses = ['under_review', 'sent', 'accepted', 'scheduled', 'declined', 'rec_completed'];
    const shown: string[] = [];
    for (const status of statuses) {
      const view = viewFixture({ status, can_upload: true });
      await signedIn(
        fakePublicGraphql({ verify: () => ({ data: { verify_referral_access_code: view } }) }),
      );
      if (screen.queryByRole('region', { name: UPLOAD })) shown.push(status);
      cleanup();
    }
    expect(shown).toEqual(['under_review', 'sent', 'accepted', 'scheduled']);
    // The server's no wins even in an open status.
    const closed = viewFixture({ status: 'sent', can_upload: false });
    await signedIn(
      fakePublicGraphql({ verify: () => ({ data: { verify_referral_access_code: closed } }) }),
    );
    expect(screen.queryByRole('region', { name: UPLOAD })).toBeNull();
    // No decline reason, no Reason row.
    expect(within(region('Referral')).queryByText('Reason')).toBeNull();
  });

  it("uploads as external with the credentials, says 'Successfully uploaded files.' and lists the file", async () => {
    let verified = 0;
    const server = fakePublicGraphql({
      verify: () => {
        verified += 1;
        const documents = [documentFixture('d-1', 'lab-results.pdf')];
        if (verified > 1) documents.push(documentFixture('d-2', 'xray.png'));
        return { data: { verify_referral_access_code: viewFixture({ documents }) } };
      },
    });
    const calls = fakeFetch(() => ({
      status: 201,
      body: { message: 'Successfully uploaded files.' },
    }));
    await signedIn(server);
    const file = new File(['png'], 'xray.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId(`file-input-${UPLOAD}`), { target: { files: [file] } });

    expect(await screen.findByText(PUBLIC_REFERRAL_MSG.uploaded)).toBeTruthy();
    expect(await within(region('Documents')).findByText('xray.png')).toBeTruthy();
    expect(calls.map((c) => [c.url, c.method])).toEqual([[DOCS_PATH, 'POST']]);
    const form = calls[0]?.body as FormData;
    expect(form.get('email')).toBe(EMAIL);
    expect(form.get('access_code')).toBe(CODE_SENT);
    expect(form.get('type')).toBe('external');
    expect((form.getAll('files[]')[0] as File).name).toBe('xray.png');
  });

  it("shows 'Failed to submit referral documents.' with the server's reason", async () => {
    fakeFetch(() => ({
      status: 403,
      body: { message: 'This referral no longer takes documents.' },
    }));
    await signedIn(fakePublicGraphql());
    const file = new File(['%PDF'], 'more.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId(`file-input-${UPLOAD}`), { target: { files: [file] } });
    expect(await screen.findByText(PUBLIC_REFERRAL_MSG.uploadFailed)).toBeTruthy();
    expect(screen.getByText('This referral no longer takes documents.')).toBeTruthy();
  });

  it('refuses files the limits do not allow without sending them', async () => {
    const calls = fakeFetch(() => ({ status: 201 }));
    await signedIn(fakePublicGraphql());
    const exe = new File(['MZ'], 'setup.exe');
    fireEvent.change(screen.getByTestId(`file-input-${UPLOAD}`), { target: { files: [exe] } });
    expect(await screen.findByText(/setup\.exe/)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('downloads a document with the e-mail and access code in headers, as a blob', async () => {
    const { calls, headersOf } = fetchWithHeaders(
      () =>
        new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    await signedIn(fakePublicGraphql());
    fireEvent.click(screen.getByRole('button', { name: 'Download lab-results.pdf' }));
    await waitFor(() =>
      expect(downloads).toEqual([{ href: 'blob:public-document', name: 'lab-results.pdf' }]),
    );
    const url = `${DOCS_PATH}/d-1`;
    expect(calls.map((c) => [c.url, c.method])).toEqual([[url, 'GET']]);
    expect(headersOf(url).get('X-Referral-Email')).toBe(EMAIL);
    expect(headersOf(url).get('X-Access-Code')).toBe(CODE_SENT);
  });

  it("shows the server's message when a download is refused", async () => {
    fakeFetch(() => ({ status: 403, body: { message: 'Invalid email or access code.' } }));
    await signedIn(fakePublicGraphql());
    fireEvent.click(screen.getByRole('button', { name: 'Download lab-results.pdf' }));
    expect(
      await within(region('Documents')).findByText('Invalid email or access code.'),
    ).toBeTruthy();
    expect(downloads).toEqual([]);
  });

  it('forgets the credentials on Sign Out', async () => {
    await signedIn(fakePublicGraphql());
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('button', { name: 'View Referral' })).toBeTruthy();
    expect(screen.getByLabelText(/^Email/)).toHaveProperty('value', '');
  });
});
