import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FAX_REFERRAL_MSG, INBOUND_FAX_MSG, type FaxReferralSuggestion } from '@app/shared';
import { fakeApollo, renderWithApollo, type GqlAnswer, type GqlCall } from '../../../test';
import { CreateFaxReferralDialog, type FaxForReferral } from './CreateFaxReferralDialog';
import type { PdfViewerProps } from '../pdf';

vi.setConfig({ testTimeout: 30_000 });

// The viewer is tested on its own; here it only shows which pages it was given.
vi.mock('../pdf', () => ({
  LazyPdfViewer: (props: PdfViewerProps) => (
    <div data-testid="pdf">{`${props.url ?? ''} pages ${props.range?.join('-') ?? 'all'}`}</div>
  ),
}));

const FAX: FaxForReferral = {
  id: 'fax-1',
  pdf_url: '/api/inbound-faxes/fax-1/pdf',
  metadata: { pages_count: 4 },
  clinic: { id: 10, name: 'Northside Family Medicine' },
  actions: { can_select_receiving_provider: true },
};

const SUGGESTION: FaxReferralSuggestion = {
  firstname: 'Maria',
  lastname: 'Lopez',
  birthdate: '1962-03-04',
  ssn: '123456789',
  diagnosis: 'I10 Essential (primary) hypertension',
  referring_clinic: 20,
  page_start: 2,
  page_end: 3,
};

const LAKESIDE = { __typename: 'Clinic', id: '20', name: 'Lakeside Cardiology' };
const provider = (id: string, display_name: string, can_receive = true) => ({
  __typename: 'Provider',
  id,
  display_name,
  can_receive,
});

const created = (id: string | null): GqlAnswer => ({
  data: {
    save_fax_referral: {
      __typename: 'SaveFaxReferralResult',
      message: INBOUND_FAX_MSG.referralCreated,
      referral: id && { __typename: 'ReferralRef', id, uuid: `r-${id}`, status: 'sent' },
    },
  },
});

function renderDialog(
  save: (call: GqlCall) => GqlAnswer,
  props: Partial<Parameters<typeof CreateFaxReferralDialog>[0]> = {},
) {
  const { client, calls } = fakeApollo((call) => {
    switch (call.operationName) {
      case 'ClinicSearch':
        return { data: { clinic_search: [{ ...LAKESIDE, __typename: 'ClinicChoice' }] } };
      case 'SuggestedClinic':
        return { data: { clinic: LAKESIDE } };
      case 'FaxClinicProviders':
        return {
          data: {
            providers_by_clinic_id: [
              provider('7', 'Dr. Emily Carter'),
              provider('9', 'Dr. Away', false),
            ],
          },
        };
      default:
        return save(call);
    }
  });
  const onClose = vi.fn();
  const onCreated = vi.fn();
  renderWithApollo(
    <CreateFaxReferralDialog open fax={FAX} onClose={onClose} onCreated={onCreated} {...props} />,
    client,
  );
  const saves = () => calls.filter((c) => c.operationName === 'SaveFaxReferral');
  return { onClose, onCreated, saves, calls };
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const birthDate = () => screen.getByLabelText(/^Birth Date/) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Referral' }));

async function pickProvider(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Receiving Provider/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

afterEach(cleanup);

describe('CreateFaxReferralDialog', () => {
  it("shows the PDF with the form titled 'Referral Information' and each required field's message", async () => {
    const { saves } = renderDialog(() => created('1'));
    expect(screen.getByRole('heading', { name: INBOUND_FAX_MSG.formTitle })).toBeTruthy();
    expect(screen.getByText(INBOUND_FAX_MSG.formHint)).toBeTruthy();
    expect(screen.getByTestId('pdf').textContent).toBe(`${FAX.pdf_url} pages 1-4`);
    // Birth dates in the future cannot be picked.
    expect(birthDate().getAttribute('max')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    submit();
    for (const message of [
      FAX_REFERRAL_MSG.firstnameRequired,
      FAX_REFERRAL_MSG.lastnameRequired,
      FAX_REFERRAL_MSG.birthdateRequired,
      FAX_REFERRAL_MSG.ssnRequired,
      FAX_REFERRAL_MSG.diagnosisRequired,
      FAX_REFERRAL_MSG.referringClinicRequired,
      FAX_REFERRAL_MSG.providerRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(saves()).toEqual([]);
  });

  it('has no receiving provider when the fax does not let the user pick one', async () => {
    renderDialog(() => created('1'), {
      fax: { ...FAX, actions: { can_select_receiving_provider: false } },
    });
    expect(screen.queryByRole('combobox', { name: /^Receiving Provider/ })).toBeNull();
    submit();
    expect(await screen.findByText(FAX_REFERRAL_MSG.firstnameRequired)).toBeTruthy();
    expect(screen.queryByText(FAX_REFERRAL_MSG.providerRequired)).toBeNull();
  });

  it('prefills from the suggestion and saves it with the suggested pages', async () => {
    const { saves, onClose, onCreated } = renderDialog(() => created('41'), {
      suggestion: SUGGESTION,
    });
    expect(textbox(/^First Name/).value).toBe('Maria');
    expect(textbox(/^Last Name/).value).toBe('Lopez');
    expect(birthDate().value).toBe('1962-03-04');
    expect(textbox(/^SSN/).value).toBe('123-45-6789');
    expect(textbox(/^Diagnosis/).value).toBe(SUGGESTION.diagnosis);
    expect(screen.getByTestId('pdf').textContent).toBe(`${FAX.pdf_url} pages 2-3`);
    // The suggestion knows the clinic by id: its name is asked for.
    await waitFor(() =>
      expect(
        (screen.getByRole('combobox', { name: /^Referring Clinic/ }) as HTMLInputElement).value,
      ).toBe('Lakeside Cardiology'),
    );
    // Only providers who receive referrals are offered.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Receiving Provider/ }));
    expect(await screen.findByRole('option', { name: 'Dr. Emily Carter' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Dr. Away' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Dr. Emily Carter' }));
    submit();

    expect(await screen.findByText(INBOUND_FAX_MSG.referralCreated)).toBeTruthy();
    expect(saves().map((c) => c.variables)).toEqual([
      {
        fax_id: 'fax-1',
        firstname: 'Maria',
        lastname: 'Lopez',
        birthdate: '1962-03-04',
        ssn: '123456789',
        diagnosis: SUGGESTION.diagnosis,
        referring_clinic: 20,
        receiving_provider: 7,
        fromReceivedFax: true,
        page_start: 2,
        page_end: 3,
      },
    ]);
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: '41', uuid: 'r-41' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('takes the Referring Clinic chosen on the page over the suggested one', async () => {
    const { calls } = renderDialog(() => created('1'), {
      suggestion: SUGGESTION,
      referringClinic: { id: 30, name: 'Riverside Clinic' },
    });
    expect(
      (screen.getByRole('combobox', { name: /^Referring Clinic/ }) as HTMLInputElement).value,
    ).toBe('Riverside Clinic');
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls.some((c) => c.operationName === 'SuggestedClinic')).toBe(false);
  });

  it('searches every clinic by name in Referring Clinic (issue 17 item 9)', async () => {
    const { calls } = renderDialog(() => created('1'));
    const clinic = screen.getByRole('combobox', { name: /^Referring Clinic/ });
    clinic.focus();
    fireEvent.change(clinic, { target: { value: 'Lake' } });
    await waitFor(() =>
      expect(calls.map((c) => c.variables)).toContainEqual({
        keyword: 'Lake',
        side: 'referring',
        limit: 25,
      }),
    );
    fireEvent.click(await screen.findByRole('option', { name: 'Lakeside Cardiology' }));
    expect(
      (screen.getByRole('combobox', { name: /^Referring Clinic/ }) as HTMLInputElement).value,
    ).toBe('Lakeside Cardiology');
  });

  it('starts with the Receiving Provider chosen in the detail pane', async () => {
    const { saves } = renderDialog(() => created('2'), {
      suggestion: SUGGESTION,
      referringClinic: { id: 20, name: 'Lakeside Cardiology' },
      receivingProvider: '7',
    });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Receiving Provider/ }).textContent).toBe(
        'Dr. Emily Carter',
      ),
    );
    submit();
    expect(await screen.findByText(INBOUND_FAX_MSG.referralCreated)).toBeTruthy();
    expect(saves()[0]?.variables).toMatchObject({ receiving_provider: 7 });
  });

  it("shows 'Error sending referral.' when the save returns no referral id", async () => {
    const { onClose, onCreated, saves } = renderDialog(() => created(null), {
      suggestion: SUGGESTION,
    });
    await waitFor(() =>
      expect(
        (screen.getByRole('combobox', { name: /^Referring Clinic/ }) as HTMLInputElement).value,
      ).toBe('Lakeside Cardiology'),
    );
    await pickProvider('Dr. Emily Carter');
    submit();
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(error).getByText(INBOUND_FAX_MSG.saveNoId)).toBeTruthy();
    expect(saves()).toHaveLength(1);
    expect(onCreated).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText(INBOUND_FAX_MSG.referralCreated)).toBeNull();
  });

  it("shows the server's field errors under the fields and its message above them", async () => {
    const { onClose } = renderDialog(
      () => ({
        errors: [
          {
            message: 'The given data was invalid.',
            extensions: {
              code: 'VALIDATION',
              validation: {
                ssn: [FAX_REFERRAL_MSG.ssnRequired],
                receiving_provider: [FAX_REFERRAL_MSG.providerRequired],
              },
            },
          },
        ],
      }),
      { suggestion: SUGGESTION },
    );
    await waitFor(() =>
      expect(
        (screen.getByRole('combobox', { name: /^Referring Clinic/ }) as HTMLInputElement).value,
      ).toBe('Lakeside Cardiology'),
    );
    await pickProvider('Dr. Emily Carter');
    submit();
    expect(await screen.findByText(FAX_REFERRAL_MSG.ssnRequired)).toBeTruthy();
    expect(screen.getByText(FAX_REFERRAL_MSG.providerRequired)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('The given data was invalid.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the chosen pages and refuses to save an invalid range', async () => {
    const { saves } = renderDialog(() => created('1'), { suggestion: SUGGESTION });
    const start = screen.getByRole('spinbutton', { name: /^Start page/ });
    fireEvent.change(start, { target: { value: '1' } });
    await waitFor(() =>
      expect(screen.getByTestId('pdf').textContent).toBe(`${FAX.pdf_url} pages 1-3`),
    );
    fireEvent.change(start, { target: { value: '4' } });
    expect(screen.getByRole('alert').textContent).toBe('Invalid page range: PDF has 4 pages');
    const button = screen.getByRole('button', { name: 'Create Referral' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByTestId('pdf').textContent).toBe(`${FAX.pdf_url} pages 1-3`);
    expect(saves()).toEqual([]);
  });
});
