import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REFERRAL_DETAIL_MSG, REFERRAL_MSG, REFERRAL_UPDATE_MSG } from '@app/shared';
import { fakeFetch, USER, type FetchCall } from '../../../test';
import { fakeReviewGraphql, renderReview, reviewFixture } from './reviewTestKit';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The fields this part of the view reads beyond the page's fixture. */
const SUMMARY = {
  referrer_metadata: null,
  approver_name: null,
  signature_url: null,
  can_edit_patient: true,
  can_update_information: false,
  can_update_source: false,
};
const fixture = (over: Record<string, unknown> = {}) => reviewFixture({ ...SUMMARY, ...over });
/** The grid column of a summary item, spaces dropped ('1/-1' is a full row). */
const columnOf = (label: string) =>
  getComputedStyle(screen.getByText(label).parentElement!).gridColumn.replace(/\s/g, '');

describe('referral summary', () => {
  it('shows more patient details on Show More and fewer on Show Less', async () => {
    renderReview(fakeReviewGraphql(fixture()));
    const patient = await screen.findByRole('region', { name: 'Patient Demographics' });
    expect(within(patient).getByText('Ada Byron')).toBeTruthy();
    // Dates read as the forms take them (MM/DD/YYYY), never as stored.
    expect(within(patient).getByText('01/02/1990')).toBeTruthy();
    expect(within(patient).queryByText('Acme')).toBeNull();
    fireEvent.click(within(patient).getByRole('button', { name: 'Show More' }));
    expect(within(patient).getByText('Acme')).toBeTruthy();
    expect(within(patient).getByText('***-**-6789')).toBeTruthy();
    fireEvent.click(within(patient).getByRole('button', { name: 'Show Less' }));
    expect(within(patient).queryByText('Acme')).toBeNull();
  });

  it('gives a comment longer than 40 characters a full row, a short one half', async () => {
    const long = 'x'.repeat(41);
    renderReview(fakeReviewGraphql(fixture({ comment: long })));
    await screen.findByText(long);
    expect(columnOf('Comment')).toBe('1/-1');
    cleanup();
    renderReview(fakeReviewGraphql(fixture({ comment: 'y'.repeat(40) })));
    await screen.findByText('y'.repeat(40));
    expect(columnOf('Comment')).toBe('');
  });

  it("shows 'Order not yet approved' until the order is approved, then its approver", async () => {
    renderReview(fakeReviewGraphql(fixture({ is_order: true, status: 'pending_approval' })));
    expect(await screen.findByText(REFERRAL_DETAIL_MSG.orderNotApproved)).toBeTruthy();
    expect(screen.queryByText('Approved By')).toBeNull();
    cleanup();
    renderReview(
      fakeReviewGraphql(
        fixture({
          is_order: true,
          status: 'order_approved',
          approver_name: 'Dr. Wei Chen',
          signature_url: '/signatures/chen.png',
        }),
      ),
    );
    expect(await screen.findByText('Dr. Wei Chen')).toBeTruthy();
    expect(screen.queryByText(REFERRAL_DETAIL_MSG.orderNotApproved)).toBeNull();
    expect(screen.getByRole('img', { name: 'Signature of Dr. Wei Chen' })).toHaveProperty(
      'src',
      'http://localhost:3000/signatures/chen.png',
    );
  });

  it("reads every custom field kind with the clinic's labels as the form showed it", async () => {
    const row = (field: string, label: string, kind: string) => ({
      __typename: 'FormAttribute',
      field,
      label,
      kind,
    });
    renderReview(
      fakeReviewGraphql(
        fixture({
          custom_form: [
            row('custom_heading', 'About the visit', 'label'),
            row('custom_home', 'Home address:', 'address'),
            row('custom_seen_on', 'Last seen on', 'date'),
            row('custom_aids', 'Aids needed *', 'multiple_choice'),
            row('custom_alt_phone', 'Alternate phone', 'phone'),
            row('custom_weight', 'Weight (kg)', 'numeric'),
            row('custom_language', 'Language', 'single_choice'),
            row('custom_notes', 'Notes for the provider', 'textarea'),
            row('custom_nickname', 'Preferred name', 'text'),
          ],
          extra_info: JSON.stringify({
            custom_home: { line1: '12 Oak St', city: 'Springfield', state: 'IL', zip: '62704' },
            custom_seen_on: '2026-03-09',
            custom_aids: ['Wheelchair', 'Interpreter'],
            custom_alt_phone: '312-555-0177',
            custom_weight: '72.5',
            custom_language: 'Spanish',
            custom_notes: 'Prefers mornings',
            custom_nickname: 'Addie',
          }),
        }),
      ),
    );
    const details = await screen.findByRole('region', { name: 'Referral Details' });
    const item = (label: string) => within(details).getByText(label).parentElement!.textContent;
    expect(item('Home address')).toContain('12 Oak St, Springfield, IL 62704');
    expect(item('Last seen on')).toContain('03/09/2026');
    expect(item('Aids needed')).toContain('Wheelchair, Interpreter');
    expect(item('Alternate phone')).toContain('312-555-0177');
    expect(item('Weight (kg)')).toContain('72.5');
    expect(item('Language')).toContain('Spanish');
    expect(item('Notes for the provider')).toContain('Prefers mornings');
    expect(item('Preferred name')).toContain('Addie');
    expect(details.textContent).not.toContain('[object Object]');
    expect(details.textContent).not.toContain('2026-03-09');
    expect(within(details).queryByText('Home')).toBeNull();
  });

  it('shows the qualifying answers with their document section', async () => {
    renderReview(
      fakeReviewGraphql(
        fixture({
          answers: [
            {
              __typename: 'ReferralAnswer',
              name: 'Lab results',
              question: 'Were labs drawn this month?',
              answer: 'Yes',
            },
            {
              __typename: 'ReferralAnswer',
              name: 'Imaging',
              question: 'Has the patient had an MRI?',
              answer: 'No',
            },
          ],
        }),
      ),
    );
    const docs = await screen.findByRole('region', { name: 'Uploaded Documents' });
    const items = within(docs)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'labs.pdf (Lab results)',
      'Lab results: Were labs drawn this month? Yes',
      'Imaging: Has the patient had an MRI? No',
    ]);
  });

  it('tells a user the referral does not exist or is not shared with their clinic', async () => {
    renderReview(fakeReviewGraphql(null));
    expect(await screen.findByText(REFERRAL_DETAIL_MSG.notPartOf(USER.clinic!.name))).toBeTruthy();
  });

  it('shows the sender from the referrer metadata, the physician as Dr.', async () => {
    renderReview(
      fakeReviewGraphql(
        fixture({
          referrer: null,
          referrer_metadata: {
            __typename: 'ReferrerMetadata',
            clinic_name: 'Valley Clinic',
            physician: 'Amy Lee',
            contact: 'Front Desk',
            contact_email: 'desk@valley.test',
            office_phone: '312-555-0142',
            fax: '312-555-0143',
            address: '9 Valley Rd',
          },
        }),
      ),
    );
    const clinics = await screen.findByRole('region', { name: 'Clinics' });
    expect(within(clinics).getByText(/Valley Clinic\s+9 Valley Rd/)).toBeTruthy();
    expect(
      within(clinics).getByText(/Front Desk\s+desk@valley.test\s+Phone: 312-555-0142/),
    ).toBeTruthy();
    expect(within(clinics).getByText('Dr. Amy Lee')).toBeTruthy();
  });

  it('offers the patient edit only to who may edit, never on a draft', async () => {
    renderReview(fakeReviewGraphql(fixture({ can_edit_patient: false })));
    await screen.findByRole('region', { name: 'Patient Demographics' });
    expect(screen.queryByRole('button', { name: REFERRAL_DETAIL_MSG.editPatientTitle })).toBeNull();
    cleanup();
    renderReview(fakeReviewGraphql(fixture({ status: 'draft', viewer: 'referrer' })));
    await screen.findByRole('region', { name: 'Patient Demographics' });
    expect(screen.queryByRole('button', { name: REFERRAL_DETAIL_MSG.editPatientTitle })).toBeNull();
  });
});

/** A REST stub answering `answers` in turn; records the calls. */
function restAnswers(...answers: { status: number; body?: unknown }[]): FetchCall[] {
  let i = 0;
  return fakeFetch(() => answers[Math.min(i++, answers.length - 1)]!);
}
const saved = { status: 200, body: { message: REFERRAL_MSG.referralSaved, referral: {} } };
const reloads = (gql: ReturnType<typeof fakeReviewGraphql>) =>
  gql.calls.filter((c) => c.operationName === 'ReviewReferral').length;

describe('Edit Patient Demographics', () => {
  it('saves the patient without the masked SSN, shows server errors under the fields', async () => {
    const calls = restAnswers(
      { status: 422, body: { message: 'Invalid', errors: { lastname: ['Too odd'] } } },
      saved,
    );
    const gql = fakeReviewGraphql(fixture());
    renderReview(gql);
    fireEvent.click(
      await screen.findByRole('button', { name: REFERRAL_DETAIL_MSG.editPatientTitle }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: REFERRAL_DETAIL_MSG.editPatientTitle,
    });
    expect(within(dialog).getByText(/SSN on file: \*\*\*-\*\*-6789/)).toBeTruthy();
    expect(within(dialog).getByLabelText(/^SSN/)).toHaveProperty('value', '');
    expect(within(dialog).getByLabelText(/^First Name/)).toHaveProperty('value', 'Ada');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Too odd')).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/referrals/r-7/patient' });
    expect(calls[0]!.body).toMatchObject({ firstname: 'Ada', phone: '3125550100', mrn: 'A-1' });
    expect(calls[0]!.body).not.toHaveProperty('ssn');
    const before = reloads(gql);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(REFERRAL_MSG.referralSaved)).toBeTruthy();
    await waitFor(() => expect(reloads(gql)).toBe(before + 1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('checks the fields before saving', async () => {
    const calls = restAnswers(saved);
    renderReview(fakeReviewGraphql(fixture()));
    fireEvent.click(
      await screen.findByRole('button', { name: REFERRAL_DETAIL_MSG.editPatientTitle }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^First Name/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(REFERRAL_MSG.firstNameRequired)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('Update Referral Information', () => {
  it('saves the MRN, diagnosis and comment of the referring clinic', async () => {
    const calls = restAnswers(saved);
    renderReview(fakeReviewGraphql(fixture({ viewer: 'referrer', can_update_information: true })));
    fireEvent.click(
      await screen.findByRole('button', { name: REFERRAL_DETAIL_MSG.updateInformationTitle }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: REFERRAL_DETAIL_MSG.updateInformationTitle,
    });
    fireEvent.change(within(dialog).getByLabelText(/^Diagnosis/), { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(REFERRAL_MSG.diagnosisRequired)).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/^Diagnosis/), {
      target: { value: 'I20 Angina' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(REFERRAL_MSG.referralSaved)).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/api/referrals/r-7/information',
      body: { mrn: 'A-1', diagnosis: 'I20 Angina', comment: 'Short note' },
    });
  });

  it('is not offered without the right', async () => {
    renderReview(fakeReviewGraphql(fixture()));
    await screen.findByRole('region', { name: 'Referral Details' });
    expect(
      screen.queryByRole('button', { name: REFERRAL_DETAIL_MSG.updateInformationTitle }),
    ).toBeNull();
  });
});

describe('Update Referral Source', () => {
  const withClinics = (referral: Record<string, unknown>) =>
    fakeReviewGraphql(referral, {
      answer: (call) =>
        // Any clinic, searched by name (issue 17 item 9), not only the user's own.
        call.operationName === 'ClinicSearch' && call.variables['side'] === 'referring'
          ? {
              data: {
                clinic_search: [
                  { __typename: 'ClinicChoice', id: '10', name: 'Northside Family Medicine' },
                ],
              },
            }
          : undefined,
    });

  it('requires a clinic, then saves it; a refusal shows the server message', async () => {
    const calls = restAnswers(
      { status: 409, body: { message: REFERRAL_UPDATE_MSG.hasReferringClinic } },
      saved,
    );
    renderReview(withClinics(fixture({ referrer: null, can_update_source: true })));
    fireEvent.click(
      await screen.findByRole('button', { name: REFERRAL_DETAIL_MSG.updateSourceTitle }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: REFERRAL_DETAIL_MSG.updateSourceTitle,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(REFERRAL_UPDATE_MSG.clinicRequired)).toBeTruthy();
    expect(calls).toEqual([]);
    const input = within(dialog).getByRole('combobox', { name: /Referring Clinic/ });
    fireEvent.change(input, { target: { value: 'North' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Northside Family Medicine' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(REFERRAL_UPDATE_MSG.hasReferringClinic)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(REFERRAL_MSG.referralSaved)).toBeTruthy();
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['PUT', '/api/referrals/r-7/source', { clinic_id: 10 }],
      ['PUT', '/api/referrals/r-7/source', { clinic_id: 10 }],
    ]);
  });
});
