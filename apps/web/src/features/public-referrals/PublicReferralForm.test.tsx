import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { PUBLIC_FAX_MSG, PUBLIC_REFERRAL_MSG } from '@app/shared';
import { fakeFetch, type GqlAnswer, type GqlCall } from '../../test';
import { PublicReferralFormPage } from './PublicReferralFormPage';
import { PUBLIC_FORM_MSG } from './publicFormLogic';
import { AutoXhr, CLINIC, LAB_TITLE, fakePublicGraphql, renderPublic } from './publicTestKit';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  AutoXhr.sent = [];
  AutoXhr.status = 200;
  vi.stubGlobal('XMLHttpRequest', AutoXhr);
  vi.stubGlobal('scrollTo', () => undefined);
  fakeFetch(() => new Response(null, { status: 204 }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(answer?: (call: GqlCall) => GqlAnswer | undefined, code = 'LAKESIDE') {
  const gql = fakePublicGraphql(answer);
  renderPublic(
    [{ path: '/directory/:clinic_code', element: <PublicReferralFormPage clinicCode={code} /> }],
    `/directory/${code}`,
    gql,
  );
  return gql;
}

/**
 * The input a field's visible label names (what getByLabelText finds). getByLabelText resolves
 * the labels of every element by walking the whole document, which on this form in jsdom cost
 * seconds per test; the label's own `control` walks it once.
 */
function field(label: string): HTMLInputElement | HTMLTextAreaElement {
  const text = screen.getByText(new RegExp(`^${label}( \\*)?$`), { selector: 'label' });
  const control = (text as HTMLLabelElement).control;
  if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement))
    throw new Error(`No input labelled ${label}`);
  return control;
}
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const submitButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: /Submit Referral|Please complete/ });
/** Waits until Submit says the referral can go (polling the button found once: it stays put). */
async function submitReady() {
  const submit = submitButton();
  await waitFor(() => expect(submit.textContent).toBe(PUBLIC_REFERRAL_MSG.submit));
  return submit;
}
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

async function fillForm() {
  await screen.findByRole('heading', { name: 'Lakeside Clinic' });
  type('Contact E-mail', 'refer@example.com');
  type('Physician', 'Dr. Jane Roe');
  type('Clinic Name', 'Hill Family Practice');
  type('Contact', 'Sam Lee');
  type('Office Phone', '5125550111');
  type('Fax', '512-555-0112');
  type('SSN', '123456789');
  type('First Name', 'Ada');
  type('Last Name', 'Lovelace');
  type('Birthdate', '01/02/1980');
  type('Phone', '5125550199');
  type('Diagnosis', 'Chest pain');
}
const attachLabResults = () =>
  fireEvent.change(screen.getByTestId(`file-input-${LAB_TITLE}`), {
    target: { files: [pdf('labs.pdf')] },
  });

describe('public referral form', () => {
  it('keeps Submit disabled, with its reason, until the form is valid and required files are in', async () => {
    renderForm();
    await screen.findByRole('heading', { name: 'Lakeside Clinic' });
    expect(submitButton().textContent).toBe(PUBLIC_REFERRAL_MSG.submitDisabled);
    expect(submitButton().disabled).toBe(true);
    await fillForm();
    // Valid, but the required document has no file yet.
    expect(submitButton().textContent).toBe(PUBLIC_REFERRAL_MSG.submitDisabled);
    attachLabResults();
    expect((await submitReady()).disabled).toBe(false);
    // An invalid office phone disables it again, with the spec's message once touched.
    type('Office Phone', '512');
    fireEvent.blur(field('Office Phone'));
    expect(await screen.findByText('Office phone number must have 10 digits')).toBeTruthy();
    expect(submitButton().textContent).toBe(PUBLIC_REFERRAL_MSG.submitDisabled);
  });

  it('saves, uploads with the upload token, then submits; dashes stripped; confirms', async () => {
    const gql = renderForm();
    await fillForm();
    attachLabResults();
    fireEvent.click(await submitReady());

    expect(await screen.findByText(PUBLIC_FORM_MSG.confirmation)).toBeTruthy();
    expect(screen.getAllByText(PUBLIC_REFERRAL_MSG.submitted).length).toBeGreaterThan(0);

    const mutations = gql.calls.filter((c) => c.operationName.endsWith('PublicReferral'));
    expect(mutations.map((c) => c.operationName)).toEqual([
      'SavePublicReferral',
      'SubmitPublicReferral',
    ]);
    const save = mutations[0]!.variables;
    const referral = JSON.parse(String(save['referral'])) as Record<string, unknown>;
    const patient = JSON.parse(String(save['patient'])) as Record<string, unknown>;
    expect(referral).toMatchObject({
      clinic_code: 'LAKESIDE',
      provider_uuid: 'prov-hannah',
      contact_email: 'refer@example.com',
      office_phone: '5125550111',
      fax: '5125550112',
      diagnosis: 'Chest pain',
      website: '',
    });
    expect(patient).toMatchObject({
      ssn: '123456789',
      phone: '5125550199',
      birthdate: '1980-01-02',
      firstname: 'Ada',
    });
    expect(mutations[1]!.variables).toEqual({ uuid: 'ref-1', upload_token: 'tok-1' });

    expect(AutoXhr.sent).toHaveLength(1);
    const upload = AutoXhr.sent[0]!;
    expect(upload.url).toBe('/api/public/referrals/ref-1/documents');
    expect(upload.headers['X-Upload-Token']).toBe('tok-1');
    expect(upload.body?.get('document_id')).toBe('5');
    expect(upload.body?.get('type')).toBe('external');
    expect((upload.body?.getAll('files[]')[0] as File).name).toBe('labs.pdf');
  });

  it('uploads misc files one by one under the name typed in Rename File', async () => {
    renderForm();
    await fillForm();
    attachLabResults();
    fireEvent.change(screen.getByTestId('file-input-Misc - Optional'), {
      target: { files: [pdf('scan.pdf')] },
    });
    const name = await screen.findByRole('textbox', { name: /^Filename/ });
    fireEvent.change(name, { target: { value: 'Referral letter' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Referral letter.pdf')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(await submitReady());
    expect(await screen.findByText(PUBLIC_FORM_MSG.confirmation)).toBeTruthy();
    expect(AutoXhr.sent).toHaveLength(2);
    const misc = AutoXhr.sent[1]!;
    expect(misc.body?.has('document_id')).toBe(false);
    expect(misc.body?.get('use_filename')).toBe('Referral letter.pdf');
    expect(misc.headers['X-Upload-Token']).toBe('tok-1');
  });

  it('has a honeypot input people never reach', async () => {
    renderForm();
    await screen.findByRole('heading', { name: 'Lakeside Clinic' });
    const honeypot = document.body.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot!.tabIndex).toBe(-1);
    expect(honeypot!.getAttribute('autocomplete')).toBe('off');
    expect(screen.getByTestId('honeypot').getAttribute('aria-hidden')).toBe('true');
    // Not exposed to assistive technology: no textbox named Website.
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
  });

  it('shows the server field errors and keeps everything typed when saving fails', async () => {
    renderForm((call) =>
      call.operationName === 'SavePublicReferral'
        ? {
            errors: [
              {
                message: 'The given data was invalid.',
                extensions: {
                  code: 'VALIDATION',
                  validation: { 'referral.contact_email': ['Invalid email'] },
                },
              },
            ],
          }
        : undefined,
    );
    await fillForm();
    attachLabResults();
    fireEvent.click(await submitReady());
    expect(await screen.findByText(PUBLIC_REFERRAL_MSG.submitFailed)).toBeTruthy();
    expect(screen.getByText('Invalid email')).toBeTruthy();
    expect(field('Physician').value).toBe('Dr. Jane Roe');
    expect(field('SSN').value).toBe('123-45-6789');
    expect(screen.getByText('labs.pdf')).toBeTruthy();
    expect(AutoXhr.sent).toHaveLength(0);
  });

  it('says documents failed when an upload is refused, and does not submit', async () => {
    AutoXhr.status = 401;
    const gql = renderForm();
    await fillForm();
    attachLabResults();
    fireEvent.click(await submitReady());
    expect(await screen.findByText(PUBLIC_FORM_MSG.documentsFailed)).toBeTruthy();
    expect(gql.calls.some((c) => c.operationName === 'SubmitPublicReferral')).toBe(false);
    expect(field('First Name').value).toBe('Ada');
  });

  it('says a fax clinic receives referrals by fax, and that the referral went by fax', async () => {
    renderForm((call) =>
      call.operationName === 'ClinicByCode'
        ? {
            data: {
              clinic_by_code: { ...CLINIC, fax: '512-555-0101', is_fax: true },
            },
          }
        : undefined,
    );
    expect(await screen.findByText(PUBLIC_FAX_MSG.receivesByFax)).toBeTruthy();
    await fillForm();
    attachLabResults();
    fireEvent.click(await submitReady());
    expect(await screen.findByText(PUBLIC_FAX_MSG.sentByFax(CLINIC.name))).toBeTruthy();
  });

  it('explains an unknown clinic', async () => {
    renderForm(
      (call) =>
        call.operationName === 'ClinicByCode'
          ? { errors: [{ message: 'Clinic not found.', extensions: { code: 'NOT_FOUND' } }] }
          : undefined,
      'NOPE',
    );
    expect(
      await screen.findByText('Cannot load clinic referral form for Clinic NOPE'),
    ).toBeTruthy();
    expect(screen.getByText('Please contact the system administrator')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('fills in a known referrer when the e-mail field is left', async () => {
    renderForm((call) =>
      call.operationName === 'PublicReferrer'
        ? {
            data: {
              public_referrer: {
                __typename: 'PublicReferrer',
                contact_email: 'refer@example.com',
                physician: 'Dr. Known',
                clinic_name: 'Known Practice',
                contact: 'Kim',
                office_phone: '5125550111',
                fax: null,
              },
            },
          }
        : undefined,
    );
    await screen.findByRole('heading', { name: 'Lakeside Clinic' });
    type('Contact', 'Typed Contact');
    type('Contact E-mail', 'refer@example.com');
    fireEvent.blur(field('Contact E-mail'));
    await waitFor(() => expect(field('Physician').value).toBe('Dr. Known'));
    expect(field('Office Phone').value).toBe('512-555-0111');
    // What the referrer typed stays.
    expect(field('Contact').value).toBe('Typed Contact');
  });
});
