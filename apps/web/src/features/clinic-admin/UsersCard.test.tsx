import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CLINIC_ADMIN_MSG,
  NOTIFICATION_SETTINGS,
  PERMISSION_SETTINGS,
  decodeMask,
  type CurrentUser,
} from '@app/shared';
import { fakeApollo, renderRoutes, USER, type GqlAnswer, type GqlCall } from '../../test';
import type { ClinicUserDto } from './graphql';
import { UsersCard } from './UsersCard';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const GRANT_NOT_HELD = 'You cannot grant a permission you do not hold.';

function member(id: string, name: string, role: CurrentUser['role'], permission: number) {
  const [firstname = '', lastname = ''] = name.split(' ');
  return {
    __typename: 'ClinicUser',
    id,
    uuid: `u-${id}`,
    email: `${firstname.toLowerCase()}@northside.demo.test`,
    firstname,
    lastname,
    full_name: name,
    phone: null,
    role: { __typename: 'Role', ...role! },
    activated: true,
    activated_at: '2026-01-01T00:00:00.000Z',
    is_primary: true,
    is_provider: false,
    permission,
    notification: 1,
    permissions: decodeMask(permission, PERMISSION_SETTINGS).map((p) => ({
      __typename: 'Setting',
      ...p,
    })),
    notifications: decodeMask(1, NOTIFICATION_SETTINGS).map((p) => ({
      __typename: 'Setting',
      ...p,
    })),
    provider_ids: [],
  } as unknown as ClinicUserDto;
}

// The signed-in PSR (USER, id 1) holds accept and schedule here, not send.
const ME = member('1', 'Pat Sender', USER.role, 0b110);
const NURSE = member('2', 'Nina Nurse', { id: 4, name: 'nurse', label: 'Nurse' }, 0b100);

/**
 * The card's writes (SaveUser, AddUserToClinic, DeleteUserClinic) are answered by `write`;
 * nothing else is expected.
 */
function renderCard(write: (call: GqlCall) => GqlAnswer, me: CurrentUser = USER) {
  const fake = fakeApollo((call) =>
    ['SaveUser', 'AddUserToClinic', 'DeleteUserClinic'].includes(call.operationName)
      ? write(call)
      : { errors: [{ message: `Unexpected ${call.operationName}` }] },
  );
  renderRoutes(
    [
      {
        path: '/clinic',
        element: <UsersCard clinicId="10" users={[ME, NURSE]} canManage onChanged={() => {}} />,
      },
    ],
    { client: fake.client, path: '/clinic', user: me },
  );
  return fake;
}

const refused = (message: string, validation?: Record<string, string[]>): GqlAnswer => ({
  errors: [
    {
      message,
      extensions: {
        code: validation ? 'VALIDATION' : 'FORBIDDEN',
        ...(validation && { validation }),
      },
    },
  ],
});

const box = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('checkbox', { name }) as HTMLInputElement;

describe('clinic users card', () => {
  it("offers Remove on other members' rows, not on one's own", () => {
    renderCard(() => ({ data: null }));
    expect(screen.getByRole('button', { name: 'Remove Nina Nurse' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Pat Sender' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Pat Sender' })).toBeNull();
  });

  it('asks before removing a member: Cancel keeps them, Proceed removes them', async () => {
    const fake = renderCard(() => ({ data: { delete_user_clinic: true } }));
    const removals = () => fake.calls.filter((c) => c.operationName === 'DeleteUserClinic');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Nina Nurse' }));
    let dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(
      within(dialog).getByText('Click proceed if you want to remove this user from this clinic.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removals()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Nina Nurse' }));
    dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText(CLINIC_ADMIN_MSG.userDeleted)).toBeTruthy();
    expect(removals().map((c) => c.variables)).toEqual([
      { clinicId: '10', userId: '2', is_primary: true },
    ]);
  });

  it('keeps a refused removal in the dialog with the reason', async () => {
    renderCard(() => refused('You cannot remove the last manager.'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Nina Nurse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    expect(await within(dialog).findByText('You cannot remove the last manager.')).toBeTruthy();
  });

  it('disables the permission boxes the manager cannot grant', async () => {
    renderCard(() => ({ data: null }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Nina Nurse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update User' });
    // The manager lacks send: it cannot be granted. Accept they hold; schedule the nurse has.
    expect(box(dialog, 'Send Referral').disabled).toBe(true);
    expect(box(dialog, 'Accept Referral').disabled).toBe(false);
    expect(box(dialog, 'Schedule Referral').disabled).toBe(false);
    expect(box(dialog, 'Schedule Referral').checked).toBe(true);
  });

  it('lets nobody raise their own permissions: only the boxes they hold stay open', async () => {
    renderCard(() => ({ data: null }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Pat Sender' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update User' });
    expect(box(dialog, 'Send Referral').disabled).toBe(true);
    expect(box(dialog, 'Accept Referral').disabled).toBe(false);
  });

  it('leaves every box open to an admin', async () => {
    const admin = { ...USER, id: '99', role: { id: 1, name: 'admin', label: 'Admin' } };
    renderCard(() => ({ data: null }), admin as CurrentUser);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Nina Nurse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update User' });
    expect(box(dialog, 'Send Referral').disabled).toBe(false);
  });

  it("shows the server's reason under the permissions, with the spec's failure message", async () => {
    const { calls } = renderCard(() => refused(GRANT_NOT_HELD, { permission: [GRANT_NOT_HELD] }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Nina Nurse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update User' });
    fireEvent.click(box(dialog, 'Accept Referral'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const permissions = within(dialog).getByRole('group', { name: 'Permissions' });
    await waitFor(() => expect(within(permissions).getByText(GRANT_NOT_HELD)).toBeTruthy());
    expect(await screen.findByText('Failed to update user')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'SaveUser')?.variables).toMatchObject({
      user_uuid: 'u-2',
      clinic_id: '10',
      user: { permission: 0b110 },
    });
  });

  it('shows field errors under their fields, and a reason without a field in the dialog', async () => {
    let answer = refused('The given data was invalid.', { lastname: ['Last name is required'] });
    renderCard(() => answer);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Nina Nurse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update User' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByText('Last name is required')).toBeTruthy());
    expect(within(dialog).queryByRole('alert')).toBeNull();

    answer = refused('This action is unauthorized.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toContain(
        'This action is unauthorized.',
      ),
    );
  });

  describe('Import Existing User', () => {
    const IMPORT_NOT_FOUND = 'No user with this registered e-mail can be imported.';
    const openImport = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Import Existing User' }));
      return screen.findByRole('dialog', { name: 'Add Existing User to Clinic' });
    };
    const emailField = (dialog: HTMLElement) =>
      within(dialog).getByRole('textbox', { name: /Registered Email/ }) as HTMLInputElement;
    const imports = (calls: GqlCall[]) =>
      calls
        .filter((c) => c.operationName !== 'SettingNames')
        .map((c) => [c.operationName, c.variables]);
    const importIn = (dialog: HTMLElement) =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Import User' }));

    it('takes the typed e-mail, lists no users and imports with masks 4 and 1', async () => {
      const { calls } = renderCard(() => ({
        data: { add_user_to_clinic: member('3', 'Lena Park', USER.role, 0b100) },
      }));
      const dialog = await openImport();
      expect(within(dialog).queryByRole('button', { name: 'Search' })).toBeNull();
      expect(within(dialog).queryByRole('list')).toBeNull();
      fireEvent.change(emailField(dialog), { target: { value: ' Lena@Lakeside.demo.test ' } });
      importIn(dialog);
      expect(await screen.findByText('Successfully added a user')).toBeTruthy();
      expect(imports(calls)).toEqual([
        [
          'AddUserToClinic',
          { email: 'lena@lakeside.demo.test', clinicId: '10', permission: 4, notification: 1 },
        ],
      ]);
    });

    it('checks the e-mail before asking the server', async () => {
      const { calls } = renderCard(() => ({ data: null }));
      const dialog = await openImport();
      importIn(dialog);
      expect(await within(dialog).findByText('Email is required')).toBeTruthy();
      fireEvent.change(emailField(dialog), { target: { value: 'lena' } });
      importIn(dialog);
      expect(await within(dialog).findByText('Invalid email')).toBeTruthy();
      expect(imports(calls)).toEqual([]);
    });

    it("shows the server's one 'not found' under the field and other refusals in the dialog", async () => {
      let answer = refused(IMPORT_NOT_FOUND, { email: [IMPORT_NOT_FOUND] });
      renderCard(() => answer);
      const dialog = await openImport();
      fireEvent.change(emailField(dialog), { target: { value: 'admin@referralhub.test' } });
      importIn(dialog);
      expect(await within(dialog).findByText(IMPORT_NOT_FOUND)).toBeTruthy();
      expect(within(dialog).queryByRole('alert')).toBeNull();

      answer = refused('Too many attempts. Please try again in 52 minutes.');
      importIn(dialog);
      await waitFor(() =>
        expect(within(dialog).getByRole('alert').textContent).toContain('Too many attempts.'),
      );
    });
  });
});
