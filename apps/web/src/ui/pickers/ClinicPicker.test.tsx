import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { fakeApollo, renderWithApollo } from '../../test';
import { CANT_FIND_CLINIC, ClinicPicker } from './ClinicPicker';
import type { ClinicOption } from './graphql';
import { ProviderPicker } from './ProviderPicker';

function Harness({
  onChange,
  side,
}: {
  onChange: (c: ClinicOption | null) => void;
  side?: 'receiving' | 'referring';
}) {
  const [value, setValue] = useState<ClinicOption | null>(null);
  return (
    <ClinicPicker
      side={side}
      value={value}
      onChange={(c) => {
        setValue(c);
        onChange(c);
      }}
    />
  );
}

afterEach(cleanup);

describe('ClinicPicker', () => {
  it('offers the add entries and selects the clinic the quick-add dialog creates', async () => {
    const { client, calls } = fakeApollo(({ operationName, variables }) => {
      if (operationName === 'ClinicOptions')
        return { data: { clinics: [{ __typename: 'Clinic', id: '1', name: 'Northside' }] } };
      const clinic = (variables as { clinic: { name: string } }).clinic;
      return {
        data: { save_clinic_minimal: { __typename: 'ClinicRef', id: '9', name: clinic.name } },
      };
    });
    const onChange = vi.fn();
    renderWithApollo(<Harness onChange={onChange} />, client);
    const input = screen.getByRole('combobox', { name: 'Clinic' });
    input.focus();
    fireEvent.change(input, { target: { value: 'Bayside' } });
    expect(await screen.findByText('Add "Bayside"')).toBeTruthy();
    expect(screen.getByText(CANT_FIND_CLINIC)).toBeTruthy();
    fireEvent.click(screen.getByText('Add "Bayside"'));

    const name = await screen.findByRole('textbox', { name: /Clinic Name/ });
    expect((name as HTMLInputElement).value).toBe('Bayside');
    fireEvent.change(screen.getByRole('textbox', { name: 'Office Phone' }), {
      target: { value: '3125550100' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({ __typename: 'ClinicRef', id: '9', name: 'Bayside' }),
    );
    const save = calls.find((c) => c.operationName === 'SaveClinicMinimal');
    expect(save?.variables).toEqual({
      clinic: { name: 'Bayside', extra_info: '{"office_phone":"312-555-0100","fax":""}' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each(['receiving', 'referring'] as const)(
    "with side '%s', searches every clinic by name and keeps the add entries last",
    async (side) => {
      const { client, calls } = fakeApollo(({ operationName, variables }) => {
        expect(operationName).toBe('ClinicSearch');
        const { keyword } = variables as { keyword?: string };
        const all = [
          { __typename: 'ClinicChoice', id: '2', name: 'Lakeside Cardiology' },
          { __typename: 'ClinicChoice', id: '4', name: 'Riverside Imaging' },
        ];
        const found = all.filter((c) => !keyword || c.name.toLowerCase().includes(keyword));
        return { data: { clinic_search: found } };
      });
      const onChange = vi.fn();
      renderWithApollo(<Harness onChange={onChange} side={side} />, client);
      const input = screen.getByRole('combobox', { name: 'Clinic' });
      input.focus();
      fireEvent.change(input, { target: { value: 'river' } });
      // The server searches by the typed name (debounced).
      await waitFor(() =>
        expect(calls.map((c) => c.variables)).toContainEqual({ keyword: 'river', side, limit: 25 }),
      );
      const option = await screen.findByRole('option', { name: 'Riverside Imaging' });
      await waitFor(() =>
        expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
          'Riverside Imaging',
          CANT_FIND_CLINIC,
          'Add "river"',
        ]),
      );
      expect(calls.some((c) => c.operationName === 'ClinicOptions')).toBe(false);
      fireEvent.click(option);
      expect(onChange).toHaveBeenCalledWith({
        __typename: 'ClinicChoice',
        id: '4',
        name: 'Riverside Imaging',
      });
    },
  );

  it('puts server field errors under the fields and the message in an alert', async () => {
    const { client } = fakeApollo(({ operationName }) =>
      operationName === 'ClinicOptions'
        ? { data: { clinics: [{ __typename: 'Clinic', id: '1', name: 'Northside' }] } }
        : {
            errors: [
              {
                message: 'The given data was invalid.',
                extensions: { code: 'VALIDATION', validation: { name: ['Clinic name is taken'] } },
              },
            ],
          },
    );
    renderWithApollo(<Harness onChange={() => {}} />, client);
    const input = screen.getByRole('combobox', { name: 'Clinic' });
    input.focus();
    fireEvent.change(input, { target: { value: 'Dupont' } });
    fireEvent.click(await screen.findByText('Add "Dupont"'));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Clinic name is taken')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('The given data was invalid.');
    // Closing resets the form and the error.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('ProviderPicker', () => {
  it("labels providers 'provider - clinic' and offers 'add provider'", async () => {
    const { client } = fakeApollo(() => ({
      data: {
        providers: [
          {
            __typename: 'Provider',
            id: '3',
            uuid: 'p-3',
            display_name: 'Dr. Emily Carter',
            clinic: { __typename: 'ClinicRef', id: '1', name: 'Northside' },
          },
        ],
      },
    }));
    const onAdd = vi.fn();
    renderWithApollo(
      <ProviderPicker value={null} onChange={() => {}} onAddProvider={onAdd} />,
      client,
    );
    const input = screen.getByRole('combobox', { name: 'Provider' });
    input.focus();
    fireEvent.change(input, { target: { value: 'Carter' } });
    expect(await screen.findByText('Dr. Emily Carter - Northside')).toBeTruthy();
    fireEvent.click(screen.getByText('add provider'));
    expect(onAdd).toHaveBeenCalledWith('Carter');
  });
});
