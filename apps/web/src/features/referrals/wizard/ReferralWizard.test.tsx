import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DRAFT_SAVE_DEBOUNCE_MS, REFERRAL_MSG } from '@app/shared';
import { fakeFetch, type FetchCall } from '../../../test';
import { draftFixture, fakeGraphql, renderWizard } from './wizardTestKit';

// A whole MUI wizard in jsdom, typed into field by field: slower than the 5 s default on a busy
// machine.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const stepButton = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const next = () => screen.getByRole('button', { name: 'Next' });
// getByLabelText: role queries walk the accessibility tree of the whole MUI page (slow in jsdom).
const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const status = () => screen.getByTestId('draft-status').textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function chooseFavorite() {
  fireEvent.click(await screen.findByRole('button', { name: 'Dr. Jane Doe - Lakeside Clinic' }));
  await screen.findByRole('heading', { name: REFERRAL_MSG.stepPatient });
  // The only provider of the user's clinic is picked as the referring provider.
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: /Referrer Provider/ }).textContent).toContain(
      'Dr. Who',
    ),
  );
}

function fillValidPatient() {
  type(/^SSN/, '123456789');
  type(/^First Name/, 'Ada');
  type(/^Last Name/, 'Byron');
  type(/^Birthdate/, '01021990');
  type(/^Diagnosis/, 'Hypertension');
}

describe('referral wizard: navigation', () => {
  it('starts on Find Provider with Exit, Next disabled and later steps closed', async () => {
    const gql = fakeGraphql();
    fakeFetch(() => ({ status: 500 }));
    const router = renderWizard('/referrals/send', gql);
    expect(await screen.findByText(REFERRAL_MSG.emptyRecent)).toBeTruthy();
    expect(next()).toHaveProperty('disabled', true);
    expect(stepButton(REFERRAL_MSG.stepPatient)).toHaveProperty('disabled', true);
    expect(stepButton(REFERRAL_MSG.stepDocuments)).toHaveProperty('disabled', true);
    expect(stepButton(REFERRAL_MSG.stepSend)).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referrals/active'));
  });

  it('moves to Patient Demographics when a provider is chosen; Back returns', async () => {
    const gql = fakeGraphql();
    fakeFetch(() => ({ status: 500 }));
    renderWizard('/referrals/send', gql);
    await chooseFavorite();
    expect(status()).toBe(REFERRAL_MSG.draftUnsaved);
    // No draft yet: Next stays disabled, documents and sending stay closed.
    expect(next()).toHaveProperty('disabled', true);
    expect(stepButton(REFERRAL_MSG.stepDocuments)).toHaveProperty('disabled', true);
    expect(screen.getByText(REFERRAL_MSG.ssnHelp)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      await screen.findByText('Selected provider: Dr. Jane Doe - Lakeside Clinic'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exit' })).toBeTruthy();
  });
});

describe('referral wizard: moving between steps', () => {
  it('brings the new step to the top of the screen and moves focus to it', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      const gql = fakeGraphql();
      fakeFetch(() => ({ status: 500 }));
      renderWizard('/referrals/send', gql);
      await screen.findByRole('button', { name: 'Exit' });
      expect(scrolled).not.toHaveBeenCalled();
      await chooseFavorite();
      await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
      expect(scrolled.mock.calls[0]![0]).toMatchObject({ block: 'start' });
      expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Referral steps' }));
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });
});

describe('referral wizard: draft auto-save', () => {
  it('creates the draft 1,500 ms after a valid change, then sends only changed fields', async () => {
    let release: () => void = () => {};
    const calls = fakeFetch((call: FetchCall) => {
      if (call.method === 'POST')
        return new Promise((resolve) => {
          release = () =>
            resolve({
              status: 201,
              body: {
                message: 'Referral saved!',
                referral: { id: '7', uuid: 'r-7', status: 'draft', is_order: false, is_fax: false },
              },
            });
        });
      return {
        status: 200,
        body: { message: 'Referral saved!', referral: { id: '7', uuid: 'r-7' } },
      };
    });
    const gql = fakeGraphql();
    const router = renderWizard('/referrals/send', gql);
    await chooseFavorite();
    fillValidPatient();
    expect(status()).toBe(REFERRAL_MSG.draftUnsaved);

    await advance(DRAFT_SAVE_DEBOUNCE_MS - 200);
    expect(calls).toHaveLength(0);
    await advance(250);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(status()).toBe(REFERRAL_MSG.draftSubmitting);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/referrals/',
      body: {
        provider_id: 12,
        referrer_provider_id: 3,
        // Dashes stripped by the shared schema, as the public form sends it.
        ssn: '123456789',
        firstname: 'Ada',
        lastname: 'Byron',
        birthdate: '1990-01-02',
        diagnosis: 'Hypertension',
        mrn: '',
        extra_info: { custom_urgency: '' },
      },
    });
    // A new patient: the SSN was looked up (network-only) when it was complete.
    expect(gql.calls.find((c) => c.operationName === 'PatientBySsn')?.variables).toEqual({
      ssn: '123-45-6789',
    });

    await act(async () => release());
    await waitFor(() => expect(status()).toBe(REFERRAL_MSG.draftSaved));
    expect(router.state.location.pathname).toBe('/referrals/r-7');
    // Same wizard, nothing reloaded: what was typed is still there.
    expect(field(/^First Name/).value).toBe('Ada');
    expect(gql.calls.some((c) => c.operationName === 'WizardReferral')).toBe(false);
    expect(next()).toHaveProperty('disabled', false);

    type(/^MRN/, 'A-1');
    expect(status()).toBe(REFERRAL_MSG.draftUnsaved);
    await advance(DRAFT_SAVE_DEBOUNCE_MS + 50);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({ method: 'PUT', url: '/api/referrals/r-7', body: { mrn: 'A-1' } });
    await waitFor(() => expect(status()).toBe(REFERRAL_MSG.draftSaved));
  });

  it('does not save an invalid form', async () => {
    const calls = fakeFetch(() => ({ status: 500 }));
    renderWizard('/referrals/send', fakeGraphql());
    await chooseFavorite();
    type(/^First Name/, 'Ada');
    await advance(DRAFT_SAVE_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(0);
    expect(status()).toBe(REFERRAL_MSG.draftUnsaved);
  });

  it('shows a failed save, keeps what was typed, disables Next and retries on the next change', async () => {
    let fail = true;
    const calls = fakeFetch(() =>
      fail
        ? {
            status: 422,
            body: {
              message: 'The given data was invalid.',
              errors: { lastname: ['Last Name is taken'] },
            },
          }
        : {
            status: 201,
            body: { message: 'Referral saved!', referral: { id: '7', uuid: 'r-7' } },
          },
    );
    renderWizard('/referrals/send', fakeGraphql());
    await chooseFavorite();
    fillValidPatient();
    await advance(DRAFT_SAVE_DEBOUNCE_MS + 50);
    expect(await screen.findByText('The given data was invalid.')).toBeTruthy();
    expect(screen.getByText('Last Name is taken')).toBeTruthy();
    expect(status()).toBe(REFERRAL_MSG.draftUnsaved);
    expect(next()).toHaveProperty('disabled', true);
    expect(field(/^Last Name/).value).toBe('Byron');

    fail = false;
    type(/^Last Name/, 'Lovelace');
    await advance(DRAFT_SAVE_DEBOUNCE_MS + 50);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ method: 'POST', body: { lastname: 'Lovelace' } });
    await waitFor(() => expect(status()).toBe(REFERRAL_MSG.draftSaved));
    expect(screen.queryByText('The given data was invalid.')).toBeNull();
  });
});

describe('referral wizard: reopening a draft', () => {
  it('restores the draft on the step to continue with and keeps the required-document rule', async () => {
    fakeFetch(() => ({ status: 500 }));
    const gql = fakeGraphql({ referral: draftFixture() });
    renderWizard('/referrals/r-7', gql);
    expect(await screen.findByRole('heading', { name: REFERRAL_MSG.stepDocuments })).toBeTruthy();
    expect(screen.getByText('LAB RESULTS - Required *')).toBeTruthy();
    expect(screen.getByText('IMAGING - Optional')).toBeTruthy();
    expect(screen.getByText('Misc - Optional')).toBeTruthy();
    // The required lab results are missing: Next waits for them.
    expect(next()).toHaveProperty('disabled', true);

    fireEvent.click(stepButton(REFERRAL_MSG.stepPatient));
    expect(field(/^First Name/).value).toBe('Ada');
    expect(field(/^Birthdate/).value).toBe('01/02/1990');
    expect(status()).toBe(REFERRAL_MSG.draftSaved);
  });

  it('lets Next through inside one organization (required documents are only recommended)', async () => {
    fakeFetch(() => ({ status: 500 }));
    renderWizard(
      '/referrals/r-7',
      fakeGraphql({ referral: draftFixture({ same_organization: true }), sameOrganization: true }),
    );
    expect(await screen.findByText('LAB RESULTS')).toBeTruthy();
    expect(next()).toHaveProperty('disabled', false);
  });

  it('explains a sent or unknown referral and links back', async () => {
    fakeFetch(() => ({ status: 500 }));
    renderWizard('/referrals/r-7', fakeGraphql({ referral: draftFixture({ status: 'sent' }) }));
    expect(await screen.findByText(/already been sent/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Referral' }).getAttribute('href')).toBe(
      '/referrals/r-7/review',
    );
    cleanup();
    renderWizard('/referrals/nope', fakeGraphql({ referral: null }));
    expect(await screen.findByText('Referral not found.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Back to Active Referrals' }).getAttribute('href'),
    ).toBe('/referrals/active');
  });
});

describe('referral wizard: send step', () => {
  const withLab = (receiver = {}) => {
    const referral = draftFixture({
      documents: [
        {
          __typename: 'ReferralDocument',
          uuid: 'd-1',
          name: 'labs.pdf',
          referral_document_name: 'Lab results',
          document_id: '5',
          size: 1000,
          url: '/api/referrals/r-7/documents/d-1',
        },
      ],
    });
    const provider = {
      ...(referral.provider as ReturnType<typeof draftFixture>['provider']),
    };
    provider.receiver = { ...provider.receiver, ...receiver };
    return { ...referral, provider };
  };

  it.each([
    [{}, REFERRAL_MSG.submitReferral],
    [{ is_fax: true }, REFERRAL_MSG.submitFax],
    [{ is_order: true }, REFERRAL_MSG.submitOrder],
  ])('labels the submit button for the receiving clinic %o', async (receiver, label) => {
    fakeFetch(() => ({ status: 500 }));
    renderWizard('/referrals/r-7', fakeGraphql({ referral: withLab(receiver) }));
    const button = await screen.findByRole('button', { name: label });
    expect(button).toHaveProperty('disabled', false);
    expect(next()).toHaveProperty('disabled', true);
    expect(screen.queryByText(REFERRAL_MSG.providerRequiredTitle)).toBeNull();
  });

  it("warns 'Provider Required' and blocks an order nobody can approve", async () => {
    fakeFetch(() => ({ status: 500 }));
    renderWizard(
      '/referrals/r-7',
      fakeGraphql({ referral: withLab({ is_order: true, has_provider_user: false }) }),
    );
    expect(await screen.findByText(REFERRAL_MSG.providerRequiredTitle)).toBeTruthy();
    expect(screen.getByText(REFERRAL_MSG.providerRequired)).toBeTruthy();
    expect(screen.getByRole('button', { name: REFERRAL_MSG.submitOrder })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('saves the answers, sends, and opens the post-send dialog; closing goes to the list', async () => {
    const calls = fakeFetch((call) =>
      call.url === '/api/referrals/r-7/send'
        ? {
            status: 200,
            body: {
              message: 'Referral Sent',
              referral: { id: '7', uuid: 'r-7', status: 'sent', is_order: false, is_fax: false },
              sms_text: 'From Northside: sent.',
            },
          }
        : { status: 404, body: {} },
    );
    const gql = fakeGraphql({
      referral: withLab(),
      answers: [
        {
          __typename: 'ReferralAnswer',
          name: 'Imaging',
          question: 'Does the patient have recent imaging?',
          answer: 'Yes',
        },
      ],
    });
    const router = renderWizard('/referrals/r-7', gql);
    fireEvent.click(await screen.findByRole('button', { name: REFERRAL_MSG.submitReferral }));
    const dialog = await screen.findByRole('dialog', { name: 'Referral Sent' });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('POST /api/referrals/r-7/send');
    expect(gql.calls.find((c) => c.operationName === 'SaveReferralAnswers')?.variables).toEqual({
      referral_uuid: 'r-7',
      answers: [
        { name: 'Imaging', question: 'Does the patient have recent imaging?', answer: 'Yes' },
      ],
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/referrals/active'));
  });

  it("shows the server's message when sending fails, else 'Error sending referral.'", async () => {
    fakeFetch(() => ({ status: 422, body: { message: 'Please upload every required document.' } }));
    renderWizard('/referrals/r-7', fakeGraphql({ referral: withLab() }));
    fireEvent.click(await screen.findByRole('button', { name: REFERRAL_MSG.submitReferral }));
    expect(await screen.findByText('Please upload every required document.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fakeFetch(() => new Response(null, { status: 500 }));
    fireEvent.click(screen.getByRole('button', { name: REFERRAL_MSG.submitReferral }));
    expect(await screen.findByText(REFERRAL_MSG.errorSending)).toBeTruthy();
  });

  it("fails with 'Failed to submit a referral.' when the answers cannot be saved", async () => {
    const calls = fakeFetch(() => ({ status: 200, body: {} }));
    const gql = fakeGraphql({
      referral: withLab(),
      answers: [{ __typename: 'ReferralAnswer', name: 'Imaging', question: 'Q', answer: 'No' }],
      answer: (call) =>
        call.operationName === 'SaveReferralAnswers'
          ? { errors: [{ message: 'nope' }] }
          : undefined,
    });
    renderWizard('/referrals/r-7', gql);
    fireEvent.click(await screen.findByRole('button', { name: REFERRAL_MSG.submitReferral }));
    expect(await screen.findByText(REFERRAL_MSG.failedSubmit)).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/send'))).toBe(false);
  });

  it('waits on the fax validation message before sending to a fax clinic', async () => {
    const calls = fakeFetch(() => ({
      status: 200,
      body: { message: 'Referral Sent', referral: { is_order: false }, sms_text: '' },
    }));
    renderWizard('/referrals/r-7', fakeGraphql({ referral: withLab({ is_fax: true }) }));
    fireEvent.click(await screen.findByRole('button', { name: REFERRAL_MSG.submitFax }));
    expect(await screen.findByText(REFERRAL_MSG.validatingFax)).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/send'))).toBe(false);
    await advance(2000);
    expect(await screen.findByRole('dialog', { name: 'Referral Sent' })).toBeTruthy();
    expect(calls.filter((c) => c.url.endsWith('/send'))).toHaveLength(1);
  });
});
