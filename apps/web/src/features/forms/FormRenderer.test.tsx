import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createAttribute, type CustomFormAttribute, type FormValues } from '@app/shared';
import { FormRenderer } from './FormRenderer';
import { columnSpan, visibleRows } from './CustomFormFields';

const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });

const ROWS: CustomFormAttribute[] = [
  createAttribute({
    field: 'intro',
    label: 'About the patient',
    kind: 'label',
    helpText: 'Tell us',
  }),
  createAttribute({
    field: 'nickname',
    label: 'Nickname',
    kind: 'text',
    required: true,
    size: '6',
  }),
  createAttribute({ field: 'history', label: 'History', kind: 'textarea' }),
  createAttribute({ field: 'weight', label: 'Weight', kind: 'numeric' }),
  createAttribute({
    field: 'reason',
    label: 'Visit reason',
    kind: 'single_choice',
    choices: ['Checkup', 'Follow-up'],
    required: true,
  }),
  createAttribute({
    field: 'symptoms',
    label: 'Symptoms',
    kind: 'multiple_choice',
    choices: ['Fever', 'Cough'],
  }),
  createAttribute({ field: 'last_visit', label: 'Last visit', kind: 'date' }),
  createAttribute({ field: 'guardian', label: 'Guardian phone', kind: 'phone' }),
  createAttribute({ field: 'home', label: 'Home address', kind: 'address' }),
  createAttribute({ field: 'secret', label: 'Secret', kind: 'text', hidden: true }),
];

function renderForm(onSubmit: (v: FormValues) => void, rows = ROWS) {
  render(
    <ApolloProvider client={client}>
      <FormRenderer attributes={rows} onSubmit={onSubmit} submitLabel="Send" />
    </ApolloProvider>,
  );
}

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

afterEach(cleanup);

describe('FormRenderer', () => {
  it('renders every kind, skips hidden rows and shows label rows as headings', () => {
    renderForm(() => {});
    expect(screen.getByRole('heading', { name: 'About the patient' })).toBeTruthy();
    expect(screen.getByText('Tell us')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Nickname/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'History' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Checkup' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Cough' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Last visit' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Street' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Secret' })).toBeNull();
  });

  it('shows the shared rules’ messages and does not submit', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    type('Last visit', '13452024');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Nickname is required')).toBeTruthy();
    expect(screen.getByText('Visit reason is required')).toBeTruthy();
    expect(screen.getByText('Last visit must be a valid date')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('masks dates and phones and submits parsed values', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    type(/Nickname/, 'Bo');
    type('Weight', '72.5');
    type('Last visit', '03142024');
    expect((screen.getByRole('textbox', { name: 'Last visit' }) as HTMLInputElement).value).toBe(
      '03/14/2024',
    );
    type('Guardian phone', '(312) 555 0100');
    expect(
      (screen.getByRole('textbox', { name: 'Guardian phone' }) as HTMLInputElement).value,
    ).toBe('312-555-0100');
    fireEvent.click(screen.getByRole('radio', { name: 'Follow-up' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cough' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0]![0] as FormValues;
    expect(values).toMatchObject({
      custom_nickname: 'Bo',
      custom_weight: '72.5',
      custom_reason: 'Follow-up',
      custom_symptoms: ['Cough'],
      custom_last_visit: '2024-03-14',
      custom_guardian: '312-555-0100',
      custom_home: null,
    });
    expect(values).not.toHaveProperty('custom_secret');
  });

  it('asks for a complete address once one was started', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit, [createAttribute({ field: 'home', label: 'Home', kind: 'address' })]);
    type('City', 'Chicago');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Address Line 1 is required')).toBeTruthy();
    expect(screen.getByText('Zipcode is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('layout helpers', () => {
  it('spans rows by size, full width when the size is not 1 to 12', () => {
    expect(columnSpan('6')).toBe(6);
    expect(columnSpan('')).toBe(12);
    expect(columnSpan('13')).toBe(12);
  });

  it('leaves hidden rows out', () => {
    expect(visibleRows(ROWS).map((r) => r.field)).not.toContain('custom_secret');
  });
});
