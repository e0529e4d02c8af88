import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_PROVIDER_NAME } from '@app/shared';
import { fakeApollo, renderWithApollo, unexpected, type GqlCall } from '../../test';
import type { ProviderDto } from './graphql';
import { ProvidersCard } from './ProvidersCard';

afterEach(cleanup);

const KAI = {
  __typename: 'Provider',
  id: '5',
  uuid: 'p-5',
  title: 'dr',
  display_name: 'Dr. Kai Moss',
  firstname: 'Kai',
  lastname: 'Moss',
  can_receive: true,
  is_default: false,
  has_user_provider: false,
  specializations: ['Orthopedics'],
  documents: [],
  user: null,
} as unknown as ProviderDto;

function setup() {
  const saved: GqlCall[] = [];
  const { client } = fakeApollo((call) => {
    switch (call.operationName) {
      case 'DeleteProvider':
        saved.push(call);
        return { data: { delete_provider: true } };
      case 'Specializations':
        return { data: { specializations: [] } };
      case 'DocumentsWithQuestions':
        return { data: { documents: [] } };
      case 'SaveClinicProvider':
        saved.push(call);
        return {
          data: {
            save_clinic_provider: {
              ...KAI,
              id: '6',
              uuid: 'p-6',
              title: null,
              firstname: DEFAULT_PROVIDER_NAME,
              lastname: null,
              display_name: DEFAULT_PROVIDER_NAME,
              is_default: true,
            },
          },
        };
      default:
        return unexpected(call);
    }
  });
  renderWithApollo(
    <ProvidersCard clinicId="42" providers={[KAI]} canManage onChanged={() => {}} />,
    client,
  );
  return { saved };
}

describe('the clinic page Providers card', () => {
  it("opens the default provider's own dialog from 'Add Default Provider', as the wizard does", async () => {
    const { saved } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Add Default Provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Default Provider' });
    const receives = within(dialog).getByRole('switch', {
      name: 'Clinic receives to the default provider?',
    }) as HTMLInputElement;
    // Off by default, the default provider's name is fixed: no title, names or details yet.
    expect(receives.checked).toBe(false);
    expect(within(dialog).queryByRole('textbox', { name: /First Name/ })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: /Specializations/ })).toBeNull();

    fireEvent.click(receives);
    await within(dialog).findByRole('combobox', { name: /Specializations/ });
    expect(within(dialog).queryByRole('textbox', { name: /First Name/ })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.variables).toMatchObject({
      clinic_id: '42',
      provider: { firstname: DEFAULT_PROVIDER_NAME, is_default: true, can_receive: true },
    });
  });

  it('asks before deleting a provider: Cancel keeps it, Proceed deletes it', async () => {
    const { saved } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Dr. Kai Moss' }));
    let dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(
      within(dialog).getByText('Click proceed if you want to delete Dr. Kai Moss.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Dr. Kai Moss' }));
    dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Provider deleted')).toBeTruthy();
    expect(saved.map((c) => [c.operationName, c.variables])).toEqual([
      ['DeleteProvider', { uuid: 'p-5' }],
    ]);
  });
});
