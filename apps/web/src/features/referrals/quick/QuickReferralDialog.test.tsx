import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REFERRAL_MSG } from '@app/shared';
import { fakeApollo, renderWithApollo, type GqlAnswer, type GqlCall } from '../../../test';
import QuickReferralDialog, { type QuickReferralDialogProps } from './QuickReferralDialog';
import { todayUs } from './quickReferralValues';

// Dialogs with MUI transitions are slow to render on a loaded two-core test machine.
vi.setConfig({ testTimeout: 30_000 });

const PROVIDER = {
  __typename: 'Provider',
  id: '3',
  uuid: 'p-3',
  display_name: 'Dr. Emily Carter',
  clinic: { __typename: 'ClinicRef', id: '7', name: 'Lakeside Cardiology' },
};

/** A GraphQL server: pickers get one clinic and one provider, the save gets `save`'s answer. */
function fakeClient(save: (params: Record<string, unknown>) => GqlAnswer) {
  const { client, calls } = fakeApollo((call) => {
    if (call.operationName === 'ClinicSearch') {
      return { data: { clinic_search: [{ ...PROVIDER.clinic, __typename: 'ClinicChoice' }] } };
    }
    if (call.operationName === 'ProviderOptions') return { data: { providers: [PROVIDER] } };
    return save(savedParams(call));
  });
  const saved = () => calls.filter((c) => c.operationName === 'SaveReferral').map(savedParams);
  return { client, saved, calls };
}

const savedParams = (call: GqlCall) =>
  JSON.parse(String(call.variables['params'])) as Record<string, unknown>;

const savedAnswer = (message: string, isOrder = false) => ({
  data: {
    save_referral: {
      __typename: 'SaveReferralResult',
      message,
      referral: {
        __typename: 'ReferralRef',
        id: '41',
        uuid: 'r-41',
        status: 'sent',
        is_order: isOrder,
        is_fax: false,
      },
    },
  },
});

function renderDialog(
  save: (params: Record<string, unknown>) => GqlAnswer,
  props: Partial<QuickReferralDialogProps> = {},
) {
  const { client, saved, calls } = fakeClient(save);
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithApollo(
    <QuickReferralDialog open isOrder={false} onClose={onClose} onSaved={onSaved} {...props} />,
    client,
  );
  return { saved, onClose, onSaved, calls };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

afterEach(cleanup);

describe('QuickReferralDialog', () => {
  it("starts with today's Sent Date and shows the spec's messages for missing fields", async () => {
    const { saved } = renderDialog(() => savedAnswer('Referral created!'));
    expect(screen.getByRole('heading', { name: 'Add Referral' })).toBeTruthy();
    expect(field(/^Sent Date/).value).toBe(todayUs());
    expect(todayUs(new Date(2025, 2, 4))).toBe('03/04/2025');

    type(/^Sent Date/, '');
    save();
    expect(await screen.findByText('First Name is required')).toBeTruthy();
    expect(screen.getByText('Last Name is required')).toBeTruthy();
    expect(screen.getByText('Sent Date is required')).toBeTruthy();
    expect(saved()).toEqual([]);
  });

  it('saves the fields with dates as YYYY-MM-DD and announces the server message', async () => {
    const { saved, onClose, onSaved } = renderDialog(() => savedAnswer('Referral created!'));
    type(/^First Name/, 'Ada');
    type(/^Last Name/, 'Byron');
    type(/^MRN/, 'A-1');
    type(/^Birthdate/, '02011990');
    type(/^Diagnosis/, 'I10 Hypertension');
    type(/^Sent Date/, '03/04/2025');
    expect(field(/^Birthdate/).value).toBe('02/01/1990');
    save();

    expect(await screen.findByText('Referral created!')).toBeTruthy();
    expect(saved()).toEqual([
      {
        firstname: 'Ada',
        lastname: 'Byron',
        mrn: 'A-1',
        birthdate: '1990-02-01',
        diagnosis: 'I10 Hypertension',
        sentdate: '2025-03-04',
        clinic_receiver_id: null,
        provider_id: null,
        is_order: false,
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ uuid: 'r-41' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('sends the picked provider and, through it, the receiving clinic', async () => {
    const { saved } = renderDialog(() => savedAnswer(''));
    type(/^First Name/, 'Ada');
    type(/^Last Name/, 'Byron');
    const provider = screen.getByRole('combobox', { name: 'Provider' });
    provider.focus();
    fireEvent.change(provider, { target: { value: 'Carter' } });
    fireEvent.click(await screen.findByText('Dr. Emily Carter - Lakeside Cardiology'));
    await waitFor(() =>
      expect(
        (screen.getByRole('combobox', { name: 'Receiving Clinic' }) as HTMLInputElement).value,
      ).toBe('Lakeside Cardiology'),
    );
    save();

    // No message from the server: the spec's own wording.
    expect(await screen.findByText(REFERRAL_MSG.referralCreated)).toBeTruthy();
    expect(saved()[0]).toMatchObject({ clinic_receiver_id: 7, provider_id: 3, is_order: false });
  });

  it('searches every receiving clinic by name in Receiving Clinic (issue 17 item 9)', async () => {
    const { saved, calls } = renderDialog(() => savedAnswer(''));
    type(/^First Name/, 'Ada');
    type(/^Last Name/, 'Byron');
    const clinic = screen.getByRole('combobox', { name: 'Receiving Clinic' });
    clinic.focus();
    fireEvent.change(clinic, { target: { value: 'Lake' } });
    await waitFor(() =>
      expect(calls.map((c) => c.variables)).toContainEqual({
        keyword: 'Lake',
        side: 'receiving',
        limit: 25,
      }),
    );
    fireEvent.click(await screen.findByRole('option', { name: 'Lakeside Cardiology' }));
    save();
    expect(await screen.findByText(REFERRAL_MSG.referralCreated)).toBeTruthy();
    expect(saved()[0]).toMatchObject({ clinic_receiver_id: 7 });
  });

  it("keeps an order open with the server's message and its field errors", async () => {
    const { saved, onClose } = renderDialog(
      () => ({
        errors: [
          {
            message: 'The given data was invalid.',
            extensions: { code: 'VALIDATION', validation: { mrn: ['MRN is already used'] } },
          },
        ],
      }),
      { isOrder: true },
    );
    expect(screen.getByRole('heading', { name: 'Add Order' })).toBeTruthy();
    type(/^First Name/, 'Ada');
    type(/^Last Name/, 'Byron');
    save();

    expect(await screen.findByText('MRN is already used')).toBeTruthy();
    expect(within(screen.getByRole('alert')).getByText('The given data was invalid.')).toBeTruthy();
    expect(saved()[0]).toMatchObject({ is_order: true });
    expect(onClose).not.toHaveBeenCalled();
  });

  it("falls back to 'Error creating Order!' when the server gives no message", async () => {
    renderDialog(() => new Error('Failed to fetch'), { isOrder: true });
    type(/^First Name/, 'Ada');
    type(/^Last Name/, 'Byron');
    save();
    expect(await screen.findByText(REFERRAL_MSG.errorCreatingOrder)).toBeTruthy();
  });

  it('edits a manual referral: pre-filled, saved with its uuid', async () => {
    const referral = {
      uuid: 'r-41',
      firstname: 'Ada',
      lastname: 'Byron',
      mrn: 'A-1',
      birthdate: '1990-02-01',
      diagnosis: null,
      sentdate: '2025-03-04',
      clinic: PROVIDER.clinic,
      provider: PROVIDER,
    };
    const { saved } = renderDialog(() => savedAnswer('Order updated!', true), {
      isOrder: true,
      referral,
    });
    expect(screen.getByRole('heading', { name: 'Edit Order' })).toBeTruthy();
    expect(field(/^Birthdate/).value).toBe('02/01/1990');
    expect(field(/^Sent Date/).value).toBe('03/04/2025');
    type(/^Last Name/, 'Lovelace');
    save();

    expect(await screen.findByText('Order updated!')).toBeTruthy();
    expect(saved()).toEqual([
      {
        uuid: 'r-41',
        firstname: 'Ada',
        lastname: 'Lovelace',
        mrn: 'A-1',
        birthdate: '1990-02-01',
        diagnosis: '',
        sentdate: '2025-03-04',
        clinic_receiver_id: 7,
        provider_id: 3,
        is_order: true,
      },
    ]);
  });

  it("falls back to 'Error updating Referral!' for an edit", async () => {
    renderDialog(() => ({ errors: [{ message: '' }] }), {
      referral: { uuid: 'r-41', firstname: 'Ada', lastname: 'Byron', sentdate: '2025-03-04' },
    });
    expect(screen.getByRole('heading', { name: 'Edit Referral' })).toBeTruthy();
    save();
    expect(await screen.findByText(REFERRAL_MSG.errorUpdatingReferral)).toBeTruthy();
  });
});
