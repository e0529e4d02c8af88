import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import AppointmentAgingRoute from '../../../routes/AppointmentAgingRoute';
import ManageReferralsRoute from '../../../routes/ManageReferralsRoute';
import type { CurrentUser } from '@app/shared';
import { fakeApollo, renderRoutes, USER, type GqlAnswer, type GqlCall } from '../../../test';
import { listAnswer, listRow } from '../lists/listsTestKit';
import { formatDays } from './columns';
import type { AdminListRow } from './graphql';

const ADMIN = {
  ...USER,
  email: 'admin@demo.test',
  role: { id: 1, name: 'admin', label: 'Admin' },
  clinic: null,
  clinics: [],
  referral_permissions: [],
} as unknown as CurrentUser;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** An admin row: a staff row with the two day counts. */
const adminRow = (patch: Partial<AdminListRow> = {}): AdminListRow => ({
  ...listRow(),
  processing_days: 3.46,
  aging_days: null,
  ...patch,
});

const OPERATIONS = { referrals: 'AdminReferrals', aging: 'ReferralsAging' } as const;
const FIELDS = { referrals: 'referrals_admin', aging: 'referrals_aging' } as const;

function renderAdminList(
  page: keyof typeof OPERATIONS,
  rows: AdminListRow[] | ((call: GqlCall) => GqlAnswer) = [adminRow()],
) {
  const fake = fakeApollo((call) =>
    typeof rows === 'function' ? rows(call) : listAnswer(FIELDS[page], rows),
  );
  const router = renderRoutes(
    [
      { path: '/manage/referrals', element: <ManageReferralsRoute /> },
      { path: '/manage/appointment-aging', element: <AppointmentAgingRoute /> },
      { path: '/referrals/:uuid/review', element: <p>Detail view</p> },
    ],
    {
      client: fake.client,
      path: page === 'referrals' ? '/manage/referrals' : '/manage/appointment-aging',
      user: ADMIN,
    },
  );
  const listCalls = () => fake.calls.filter((c) => c.operationName === OPERATIONS[page]);
  return { ...fake, router, listCalls };
}

const headers = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

/** The grid row showing `text`, once the answer is drawn. */
async function dataRow(grid: HTMLElement, text: string): Promise<HTMLElement> {
  return (await within(grid).findByText(text)).closest<HTMLElement>('[role="row"]')!;
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('admin referrals grid (manage/referrals)', () => {
  it('draws the spec columns from the answer, with days to one decimal', async () => {
    renderAdminList('referrals', [
      adminRow({
        uuid: 'fax-1',
        is_order: true,
        is_fax: true,
        clinic_receiver: { name: 'Valley Orthopedics', is_fax: true },
        status_label: 'Scheduled',
        processing_days: 41.96,
        aging_days: 12,
      }),
    ]);
    expect(screen.getByRole('heading', { name: 'Referrals' })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Referrals' });
    expect(headers(grid)).toEqual([
      'Patient Name',
      'Date of Birth',
      'Provider',
      'Clinic Sender',
      'Clinic Receiver',
      'Appointment Date',
      'Status',
      'Sent At',
      'Is Order',
      'Last Updated By',
      'Last Updated At',
      'Processing (days)',
      'Aging (days)',
      'Actions',
    ]);
    const row = await dataRow(grid, 'Ada Byron');
    expect(within(row).getByText('Northside Family Medicine')).toBeTruthy();
    expect(within(row).getByText('Valley Orthopedics')).toBeTruthy();
    expect(within(row).getByTitle('Fax clinic')).toBeTruthy();
    expect(within(row).getByText('Scheduled')).toBeTruthy();
    expect(within(row).getByText('Yes')).toBeTruthy();
    expect(within(row).getByText('42.0')).toBeTruthy();
    expect(within(row).getByText('12.0')).toBeTruthy();
  });

  it("sends the 'View' filter and the name or birthdate search as query variables", async () => {
    const { listCalls } = renderAdminList('referrals');
    await screen.findByRole('grid', { name: 'Referrals' });
    expect(listCalls()[0]!.variables).toMatchObject({ is_fax: 'all', first: 25 });

    await choose('View', 'Faxed');
    await waitFor(() => expect(listCalls().at(-1)!.variables).toMatchObject({ is_fax: 'fax' }));
    await choose('View', 'Referred');
    await waitFor(() => expect(listCalls().at(-1)!.variables).toMatchObject({ is_fax: 'none' }));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by Name' }), {
      target: { value: 'lovelace' },
    });
    await waitFor(() =>
      expect(listCalls().at(-1)!.variables).toMatchObject({ keyword: 'lovelace', is_fax: 'none' }),
    );

    await choose('Search', 'By Birthdate');
    fireEvent.change(screen.getByLabelText('Birthdate'), { target: { value: '1985-12-10' } });
    await waitFor(() => {
      const variables = listCalls().at(-1)!.variables;
      expect(variables).toMatchObject({ birthdate: '1985-12-10' });
      expect(variables).not.toHaveProperty('keyword');
    });
  });

  it('opens the referral detail view from a row', async () => {
    const { router } = renderAdminList('referrals', [adminRow({ uuid: 'r-42' })]);
    const grid = await screen.findByRole('grid', { name: 'Referrals' });
    fireEvent.click(await within(grid).findByLabelText('View Ada Byron'));
    await screen.findByText('Detail view');
    expect(router.state.location.pathname).toBe('/referrals/r-42/review');
  });

  it('says so when there are no referrals, and shows the load failure banner', async () => {
    renderAdminList('referrals', []);
    expect(
      await screen.findByText('No referrals yet. Referrals appear here once a clinic sends one.'),
    ).toBeTruthy();
    cleanup();
    renderAdminList('referrals', () => ({ errors: [{ message: 'boom' }] }));
    expect(await screen.findByText(/We are unable to load data at the moment/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('appointment aging grid (manage/appointment-aging)', () => {
  const TITLE = 'Scheduled Referrals Aged 7 Days Past their Appointment Date';

  it('drops the aging and status columns and shows the appointment date', async () => {
    const { listCalls } = renderAdminList('aging', [
      adminRow({
        status: 'scheduled',
        appointment_date: '2026-11-10T09:30:00.000Z',
        processing_days: 40,
        aging_days: 11.5,
      }),
    ]);
    expect(screen.getByRole('heading', { name: TITLE })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: TITLE });
    const names = headers(grid);
    expect(names.slice(0, 2)).toEqual(['Patient Name', 'Date of Birth']);
    expect(names).toContain('Appointment Date');
    expect(names).toContain('Processing (days)');
    expect(names).not.toContain('Status');
    expect(names).not.toContain('Aging (days)');
    const row = await dataRow(grid, 'Ada Byron');
    expect(within(row).getByText(/^10 Nov 2026 - \d{2}:30:00$/)).toBeTruthy();
    expect(within(row).getByText('40.0')).toBeTruthy();
    // No 'View' filter: every row is scheduled or faxed.
    expect(screen.queryByRole('combobox', { name: 'View' })).toBeNull();
    expect(listCalls()[0]!.variables).not.toHaveProperty('is_fax');
  });

  it('says when no referral is aged past its appointment', async () => {
    renderAdminList('aging', []);
    expect(
      await screen.findByText('No referrals are more than 7 days past their appointment date.'),
    ).toBeTruthy();
  });
});

describe('formatDays', () => {
  it('shows days to one decimal, nothing when unknown', () => {
    expect(formatDays(0)).toBe('0.0');
    expect(formatDays(2.25)).toBe('2.3');
    expect(formatDays(7)).toBe('7.0');
    expect(formatDays(null)).toBe('');
    expect(formatDays(Number.NaN)).toBe('');
  });
});
