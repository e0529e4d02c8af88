import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApollo, renderWithApollo, unexpected } from '../../test';
import { FormSettings } from './FormSettings';

vi.setConfig({ testTimeout: 30_000 });

afterEach(cleanup);

const URGENCY = {
  __typename: 'FormAttribute',
  field: 'urgency',
  label: 'Urgency',
  size: '12',
  required: false,
  hidden: false,
  kind: 'text',
  choices: null,
  helpText: null,
};

/** The clinic's public form holds one field; its internal form none. */
function renderSettings() {
  const fake = fakeApollo((call) =>
    call.operationName === 'ClinicCustomFormAttributes'
      ? {
          data: {
            clinic_custom_form_attributes:
              call.variables['form_type'] === 'external' ? [URGENCY] : [],
          },
        }
      : unexpected(call),
  );
  renderWithApollo(<FormSettings clinicId="10" />, fake.client);
  return fake;
}

describe('referral form settings', () => {
  it('asks before removing a field: Cancel keeps it, Proceed takes it off the form', async () => {
    const fake = renderSettings();
    const remove = await screen.findByRole('button', { name: 'Remove field Urgency' });
    fireEvent.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(
      within(dialog).getByText('Click proceed if you want to remove this field from the form.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Remove field Urgency' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove field Urgency' }));
    dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove field Urgency' })).toBeNull(),
    );
    // Taken off the form being edited; nothing is saved until Save.
    expect(fake.calls.map((c) => c.operationName)).not.toContain('SaveClinicCustomFormAttributes');
  });
});
