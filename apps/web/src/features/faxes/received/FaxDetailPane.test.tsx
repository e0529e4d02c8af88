import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INBOUND_FAX_MSG } from '@app/shared';
import { USER, type GqlAnswer } from '../../../test';
import type { CreateFaxReferralDialogProps } from '../create-referral/types';
import {
  ADMIN,
  deferred,
  detectedReferral,
  faxFixture,
  field,
  LAKESIDE,
  renderReceived,
  variablesOf,
  type ReceivedServer,
} from './receivedTestKit';
import { RECEIVED_UI } from './messages';

vi.setConfig({ testTimeout: 20_000 });

// Stands in for web-outbound's dialog: shows what it was opened with and can report a creation.
vi.mock('../create-referral/CreateFaxReferralDialog', () => ({
  CreateFaxReferralDialog: (props: CreateFaxReferralDialogProps) =>
    props.open ? (
      <div role="dialog" aria-label="Create Referral">
        <pre data-testid="suggestion">{JSON.stringify(props.suggestion ?? null)}</pre>
        <pre data-testid="referring-clinic">{JSON.stringify(props.referringClinic ?? null)}</pre>
        <pre data-testid="receiving-provider">
          {JSON.stringify(props.receivingProvider ?? null)}
        </pre>
        <button onClick={() => props.onCreated({ id: '77', uuid: 'r-77', status: 'sent' })}>
          Report created
        </button>
      </div>
    ) : null,
}));
vi.mock('../pdf', () => ({
  LazyPdfViewer: ({ url }: { url: string | null }) => <div>Viewer of {url}</div>,
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** Renders the page and opens the first fax. */
async function openFax(server: ReceivedServer = {}, user = ADMIN) {
  const gql = renderReceived(server, user);
  fireEvent.click(await screen.findByRole('button', { name: /^Fax from/ }));
  return gql;
}

const referralsTab = (name: string) => screen.findByRole('tab', { name });

describe('clinic tab', () => {
  it('opens the assign form by itself for a fax without a clinic and requires a clinic', async () => {
    const gql = await openFax({ faxes: [faxFixture('f-1', { clinic: null })] });
    const picker = await screen.findByRole('combobox', { name: 'Clinic' });
    expect((picker as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(INBOUND_FAX_MSG.clinicRequired)).toBeTruthy();
    expect(variablesOf(gql.calls, 'SaveFaxClinicAssociation')).toEqual([]);
  });

  it('assigns the clinic, says so, refetches the list and shows the chip', async () => {
    const gql = await openFax({ faxes: [faxFixture('f-1', { clinic: null })] });
    const picker = await screen.findByRole('combobox', { name: 'Clinic' });
    picker.focus();
    fireEvent.change(picker, { target: { value: 'Lake' } });
    // Pick from the answer to the typed search, not from the list shown before it.
    await waitFor(() =>
      expect(variablesOf(gql.calls, 'ClinicOptions')).toContainEqual(
        expect.objectContaining({ keyword: 'Lake' }),
      ),
    );
    fireEvent.click(await screen.findByRole('option', { name: LAKESIDE.name }));
    const listsBefore = variablesOf(gql.calls, 'InboundFaxes').length;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(INBOUND_FAX_MSG.associated)).toBeTruthy();
    expect(variablesOf(gql.calls, 'SaveFaxClinicAssociation')).toEqual([
      { fax_id: 'f-1', clinic_id: 20 },
    ]);
    await waitFor(() =>
      expect(variablesOf(gql.calls, 'InboundFaxes').length).toBeGreaterThan(listsBefore),
    );
    // The form closes once the fax has its clinic; the edit icon opens it again.
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Clinic' })).toBeNull());
    const card = screen.getByRole('button', { name: /^Fax from/ });
    expect(within(card).getByText(LAKESIDE.name)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change clinic' }));
    const again = await screen.findByRole('combobox', { name: 'Clinic' });
    expect((again as HTMLInputElement).value).toBe(LAKESIDE.name);
  });

  it('shows the chip without the form when the fax has a clinic', async () => {
    await openFax();
    expect(await screen.findByRole('button', { name: 'Change clinic' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Clinic' })).toBeNull();
  });

  it('shows metadata and the recognised text of each page under Fax Details', async () => {
    await openFax();
    fireEvent.click(await screen.findByRole('tab', { name: INBOUND_FAX_MSG.detailsTab }));
    expect(screen.getByText('Chicago, IL')).toBeTruthy();
    expect(screen.getByText('Patient referral')).toBeTruthy();
    const page = screen.getByRole('button', { name: /Page 1/ });
    expect(within(page).getByText('OCR, 91% confidence')).toBeTruthy();
    fireEvent.click(page);
    expect(screen.getByText(/Patient Name: Ada Byron/)).toBeTruthy();
  });
});

describe('referrals tab label', () => {
  it("reads 'Processing OCR...' while text recognition runs", async () => {
    await openFax({ faxes: [faxFixture('f-1', { status: 'processing', processed_data: null })] });
    expect(await referralsTab(INBOUND_FAX_MSG.processingOcr)).toBeTruthy();
  });

  it("reads 'Loading Referrals...' until the fax arrives", async () => {
    const held = deferred<GqlAnswer>();
    await openFax({
      answer: (c) => (c.operationName === 'InboundFax' ? held.promise : undefined),
    });
    expect(await referralsTab(INBOUND_FAX_MSG.loadingReferrals)).toBeTruthy();
    held.resolve({ data: { inbound_fax: faxFixture('f-1') } });
    expect(await referralsTab(INBOUND_FAX_MSG.detectedReferrals(1))).toBeTruthy();
  });

  it("counts the detected referrals, or says 'No Referrals Detected'", async () => {
    await openFax({
      faxes: [
        faxFixture('f-1', {
          processed_data: {
            detected_referrals: [
              detectedReferral('Ada', 'Byron', [1, 2]),
              detectedReferral('Grace', 'Hopper', [3]),
            ],
          },
        }),
      ],
    });
    expect(await referralsTab(INBOUND_FAX_MSG.detectedReferrals(2))).toBeTruthy();
    // The dashed manual card sits beside detections only; with none the manual path replaces it.
    expect(screen.getByRole('button', { name: INBOUND_FAX_MSG.createManually })).toBeTruthy();
    cleanup();
    await openFax({ faxes: [faxFixture('f-1', { processed_data: { detected_referrals: [] } })] });
    expect(await referralsTab(INBOUND_FAX_MSG.noReferrals)).toBeTruthy();
    expect(screen.getByRole('button', { name: RECEIVED_UI.createReferralManually })).toBeTruthy();
    expect(screen.queryByRole('button', { name: INBOUND_FAX_MSG.createManually })).toBeNull();
  });

  it('moves from processing to the detected count live, without a reload', async () => {
    const gql = await openFax({
      faxes: [faxFixture('f-1', { status: 'processing', processed_data: null })],
    });
    await referralsTab(INBOUND_FAX_MSG.processingOcr);
    gql.state.faxes = [faxFixture('f-1')];
    gql.live.emit('f-1', 'processed');
    expect(await referralsTab(INBOUND_FAX_MSG.detectedReferrals(1))).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ada Byron' })).toBeTruthy();
  });
});

describe('detected referrals', () => {
  it('shows patient, birth date, hidden SSN, clinic and diagnosis, marking low confidence', async () => {
    await openFax({
      faxes: [
        faxFixture('f-1', {
          processed_data: {
            detected_referrals: [
              detectedReferral('Ada', 'Byron', [1, 2], { diagnosis: field('E11.9 Type 2', 62) }),
            ],
          },
        }),
      ],
    });
    const card = await screen.findByRole('article', { name: /Ada Byron/ });
    expect(within(card).getByText('04 Mar 1962')).toBeTruthy();
    expect(within(card).getByText('***-**-6789')).toBeTruthy();
    expect(within(card).getByText(LAKESIDE.name)).toBeTruthy();
    expect(within(card).getByText('E11.9 Type 2')).toBeTruthy();
    expect(within(card).getByText('Pages 1-2')).toBeTruthy();
    // Each value with the detector's confidence (not the words' 97%): name, birth date, SSN, clinic.
    expect(within(card).getAllByRole('img', { name: 'Confidence 95%' })).toHaveLength(4);
    expect(within(card).queryByRole('img', { name: 'Confidence 97%' })).toBeNull();
    // Only the diagnosis is below 80: highlighted, with the warning icon and the explanation.
    expect(within(card).getAllByRole('img', { name: /^Low confidence/ })).toHaveLength(1);
    const low = within(card).getByRole('img', {
      name: 'Low confidence (62%): check it against the PDF',
    });
    expect(low.textContent).toBe('62%');
    expect(within(low).getByTestId('WarningAmberRoundedIcon')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Show SSN' }));
    expect(within(card).getByText('123-45-6789')).toBeTruthy();
  });

  it("'Create Referral' opens the dialog with the referral's suggestion", async () => {
    await openFax();
    const card = await screen.findByRole('article', { name: /Ada Byron/ });
    fireEvent.click(within(card).getByRole('button', { name: INBOUND_FAX_MSG.createReferral }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Referral' });
    const suggestion = JSON.parse(within(dialog).getByTestId('suggestion').textContent!);
    expect(suggestion).toMatchObject({
      firstname: 'Ada',
      lastname: 'Byron',
      birthdate: '1962-03-04',
      ssn: '123456789',
      referring_clinic: 20,
      page_start: 1,
      page_end: 2,
    });
    expect(JSON.parse(within(dialog).getByTestId('referring-clinic').textContent!)).toBeNull();
  });

  it("'USE THIS CLINIC' sets the Referring Clinic the dialog starts with", async () => {
    await openFax();
    expect(await screen.findByText(INBOUND_FAX_MSG.aiDetectedClinic)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: INBOUND_FAX_MSG.useThisClinic }));
    const chosen = screen.getByRole('region', { name: 'Referring Clinic' });
    expect(within(chosen).getByText(LAKESIDE.name)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: INBOUND_FAX_MSG.createManually }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Referral' });
    expect(JSON.parse(within(dialog).getByTestId('suggestion').textContent!)).toBeNull();
    expect(JSON.parse(within(dialog).getByTestId('referring-clinic').textContent!)).toEqual({
      id: '20',
      name: LAKESIDE.name,
    });
  });

  it('shows staff the Referring Clinic chip with its edit icon, which opens the selector again', async () => {
    await openFax({}, USER);
    fireEvent.click(await screen.findByRole('button', { name: INBOUND_FAX_MSG.useThisClinic }));
    const chosen = screen.getByRole('region', { name: 'Referring Clinic' });
    expect(within(chosen).getByText(LAKESIDE.name)).toBeTruthy();
    fireEvent.click(within(chosen).getByRole('button', { name: 'Change referring clinic' }));
    const selector = screen.getByRole('combobox', { name: 'Referring Clinic' });
    expect((selector as HTMLInputElement).value).toBe(LAKESIDE.name);
  });

  it('offers the Receiving Provider next to the AI-detected clinic when the fax allows it', async () => {
    const providers = {
      data: {
        providers_by_clinic_id: [
          { __typename: 'Provider', id: '7', display_name: 'Dr. Maya Patel', can_receive: true },
          {
            __typename: 'Provider',
            id: '8',
            display_name: 'Dr. Not Receiving',
            can_receive: false,
          },
        ],
      },
    };
    const fax = faxFixture('f-1', {
      actions: { ...faxFixture('f-1').actions, can_select_receiving_provider: true },
    });
    const gql = await openFax(
      {
        faxes: [fax],
        answer: (c) => (c.operationName === 'FaxClinicProviders' ? providers : undefined),
      },
      USER,
    );
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Receiving Provider' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByText('Dr. Not Receiving')).toBeNull();
    fireEvent.click(within(listbox).getByText('Dr. Maya Patel'));
    expect(variablesOf(gql.calls, 'FaxClinicProviders')).toContainEqual({ clinic_id: '10' });

    fireEvent.click(screen.getByRole('button', { name: INBOUND_FAX_MSG.createManually }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Referral' });
    expect(JSON.parse(within(dialog).getByTestId('receiving-provider').textContent!)).toBe('7');
  });

  it('has no Receiving Provider select when the fax does not allow one', async () => {
    await openFax({}, USER);
    expect(await screen.findByText(INBOUND_FAX_MSG.aiDetectedClinic)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Receiving Provider' })).toBeNull();
  });

  it('refetches the fax after a referral is created (it becomes reviewed)', async () => {
    const gql = await openFax();
    fireEvent.click(await screen.findByRole('button', { name: INBOUND_FAX_MSG.createManually }));
    gql.state.faxes = [faxFixture('f-1', { status: 'reviewed', reviewed: true })];
    const before = variablesOf(gql.calls, 'InboundFax').length;
    fireEvent.click(await screen.findByRole('button', { name: 'Report created' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(variablesOf(gql.calls, 'InboundFax').length).toBeGreaterThan(before),
    );
    const pane = screen.getByRole('region', { name: 'Fax details' });
    expect(await within(pane).findByText('Reviewed')).toBeTruthy();
  });

  it('disables creating while the fax has no clinic', async () => {
    const fax = faxFixture('f-1', { clinic: null });
    await openFax({
      faxes: [{ ...fax, actions: { ...fax.actions, can_create_referral: false } }],
    });
    expect(await screen.findByText(INBOUND_FAX_MSG.noClinic)).toBeTruthy();
    const card = screen.getByRole('article', { name: /Ada Byron/ });
    expect(
      within(card).getByRole<HTMLButtonElement>('button', { name: INBOUND_FAX_MSG.createReferral })
        .disabled,
    ).toBe(true);
  });

  it('shows the PDF in the PDF Content tab', async () => {
    await openFax();
    await referralsTab(INBOUND_FAX_MSG.detectedReferrals(1));
    fireEvent.click(screen.getByRole('tab', { name: INBOUND_FAX_MSG.pdfTab }));
    expect(await screen.findByText('Viewer of /api/inbound-faxes/f-1/pdf')).toBeTruthy();
  });
});

describe('no referral detected', () => {
  const ocrData = JSON.stringify({
    pages: [
      { page: 1, method: 'ocr', text: 'FAX COVER SHEET\nTo: Lakeside', confidence: 88, words: [] },
      { page: 2, method: 'text-layer', text: 'Please call us back.', confidence: 100, words: [] },
    ],
    duration_ms: 900,
    engine: 'tesseract',
  });
  const noReferralFax = (over: Parameters<typeof faxFixture>[1] = {}) =>
    faxFixture('f-1', {
      ocr_data: ocrData,
      processed_data: { __typename: 'InboundFaxProcessedData', detected_referrals: [] },
      ...over,
    } as Parameters<typeof faxFixture>[1]);

  /** What the (mocked) dialog was opened with. */
  const openedSuggestion = async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Create Referral' });
    return JSON.parse(within(dialog).getByTestId('suggestion').textContent!) as unknown;
  };

  it('says so, shows the recognised text of each page and opens the form over all pages', async () => {
    await openFax({ faxes: [noReferralFax()] });
    expect(await screen.findByText(RECEIVED_UI.noReferralTitle)).toBeTruthy();
    const text = screen.getByRole('region', { name: RECEIVED_UI.recognisedText });
    const page1 = within(text).getByRole('region', { name: 'Page 1' });
    expect(within(page1).getByText(/FAX COVER SHEET/).textContent).toBe(
      'FAX COVER SHEET\nTo: Lakeside',
    );
    expect(within(page1).getByText('OCR, 88% confidence')).toBeTruthy();
    const page2 = within(text).getByRole('region', { name: 'Page 2' });
    expect(within(page2).getByText('Please call us back.')).toBeTruthy();
    expect(within(page2).getByText('Text layer')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: RECEIVED_UI.createReferralManually }));
    // Pages 1 to the fax's 3, nothing guessed, the clinic intake matched to the fax.
    expect(await openedSuggestion()).toEqual({
      firstname: '',
      lastname: '',
      birthdate: '',
      ssn: '',
      diagnosis: '',
      referring_clinic: LAKESIDE.id,
      referring_clinic_name: LAKESIDE.name,
      page_start: 1,
      page_end: 3,
    });
  });

  it('offers the manual path on a fax whose text recognition failed', async () => {
    await openFax({
      faxes: [
        noReferralFax({
          ocr_data: null,
          processed_data: null,
          detected_clinic: null,
          error: 'Text recognition failed.',
        }),
      ],
    });
    expect(await referralsTab(INBOUND_FAX_MSG.noReferrals)).toBeTruthy();
    expect(screen.getByText(RECEIVED_UI.noTextRecognised)).toBeTruthy();
    expect(screen.queryByRole('region', { name: RECEIVED_UI.recognisedText })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: RECEIVED_UI.createReferralManually }));
    expect(await openedSuggestion()).toMatchObject({
      referring_clinic: null,
      page_start: 1,
      page_end: 3,
    });
  });

  it('disables the manual path while the fax has no clinic, saying why', async () => {
    const fax = noReferralFax({ clinic: null });
    await openFax({
      faxes: [{ ...fax, actions: { ...fax.actions, can_create_referral: false } }],
    });
    expect(await screen.findByText(INBOUND_FAX_MSG.noClinic)).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: RECEIVED_UI.createReferralManually })
        .disabled,
    ).toBe(true);
  });

  it('keeps the dashed card and no note while text recognition runs', async () => {
    await openFax({ faxes: [noReferralFax({ status: 'processing', processed_data: null })] });
    expect(await referralsTab(INBOUND_FAX_MSG.processingOcr)).toBeTruthy();
    expect(screen.getByRole('button', { name: INBOUND_FAX_MSG.createManually })).toBeTruthy();
    expect(screen.queryByText(RECEIVED_UI.noReferralTitle)).toBeNull();
  });
});
