import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EXPORT_COLUMNS, exportCellTexts } from '@app/shared';
import { fakeApollo, fakeFetch, renderRoutes, USER, type GqlCall } from '../../../test';
import { ExportPage } from './ExportPage';
import type { ExportReferral } from './graphql';

// The grid loads lazily and renders many columns: slow on a loaded two-core machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Sunday 22 Nov 2026, 10:00 in Chicago: the quarter began on 1 October, tomorrow is the 23rd.
const NOW = new Date('2026-11-22T16:00:00Z');

function exportRow(patch: Partial<ExportReferral> = {}): ExportReferral {
  return {
    id: 1042,
    uuid: 'r-uuid-1',
    status: 'declined',
    status_label: 'Declined',
    patient_name: 'Ada Byron',
    mrn: 'MRN-7',
    birthdate: '1980-05-01',
    diagnosis: 'I10 Hypertension',
    sent_at: '2026-11-02T14:05:09.000Z',
    sent_by: 'Pat Sender',
    receiver: { id: 5, name: 'Valley Fax Clinic' },
    is_fax: true,
    provider: { id: 9, display_name: 'Dr. Hannah Brooks' },
    appointment_maintained: 'not_applicable',
    appointment_or_reason: 'Out of network',
    ...patch,
  };
}

const typed = (r: ExportReferral) => ({
  __typename: 'ExportReferral',
  ...r,
  receiver: r.receiver && { __typename: 'ExportClinic', ...r.receiver },
  provider: r.provider && { __typename: 'ExportProvider', ...r.provider },
});

function renderExport(
  rows: ExportReferral[] = [exportRow()],
  { path = '/export', total = rows.length } = {},
) {
  const fake = fakeApollo((call: GqlCall) =>
    call.operationName === 'ReferralsForExportCount'
      ? { data: { referrals_for_export_count: total } }
      : { data: { referrals_for_export: rows.map(typed) } },
  );
  renderRoutes([{ path: '/export', element: <ExportPage now={() => NOW} /> }], {
    client: fake.client,
    path,
    user: USER,
  });
  return fake;
}

/** Lets late effects and queries run before asserting that nothing was asked. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

const pageCalls = (calls: GqlCall[]) =>
  calls.filter((c) => c.operationName === 'ReferralsForExport');

describe('export page', () => {
  it('lists the quarter’s sent referrals with every column', async () => {
    const { calls } = renderExport();
    expect(screen.getByRole('heading', { name: 'Export Sent Referrals' })).toBeTruthy();
    expect((screen.getByLabelText('Sent Start Date') as HTMLInputElement).value).toBe('2026-10-01');
    expect((screen.getByLabelText('Sent End Date') as HTMLInputElement).value).toBe('2026-11-23');
    for (const label of ['Active', 'Declined', 'Completed']) {
      expect((screen.getByRole('checkbox', { name: label }) as HTMLInputElement).checked).toBe(
        true,
      );
    }

    const grid = await screen.findByRole('grid', { name: 'Sent referrals to export' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(EXPORT_COLUMNS.map((c) => c.label));
    const link = await within(grid).findByRole('link', { name: /Referral 1042/ });
    expect(link.getAttribute('href')).toBe('/referrals/r-uuid-1/review');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const row = within(grid).getAllByRole('row')[1]!;
    expect(within(row).getByTitle('Sent by fax')).toBeTruthy();
    for (const text of ['Declined', 'Ada Byron', 'Pat Sender', 'Dr. Hannah Brooks', 'N/A']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(within(row).getByText('01 May 1980')).toBeTruthy();
    expect(within(row).getByText('Out of network')).toBeTruthy();
    // The sent time in US/Central whatever the browser's zone: the text the CSV file writes.
    expect(within(row).getByText('02 Nov 2026 - 08:05:09')).toBeTruthy();
    const cells = within(row)
      .getAllByRole('gridcell')
      // The fax icon's title is no cell text.
      .map((c) => c.textContent?.replace('Sent by fax', ''));
    expect(cells).toEqual(exportCellTexts(exportRow()));
    expect(pageCalls(calls)[0]?.variables).toEqual({
      statuses: ['active', 'declined', 'completed'],
      startDate: '2026-10-01',
      endDate: '2026-11-23',
      limit: 25,
      offset: 0,
    });
    // Rows cannot be selected.
    expect(within(grid).queryByRole('checkbox')).toBeNull();
  });

  it('draws no fax icon for a referral sent through the platform', async () => {
    renderExport([exportRow({ is_fax: false, receiver: { id: 6, name: 'Lakeside' } })]);
    const grid = await screen.findByRole('grid');
    await within(grid).findByText('Lakeside');
    expect(within(grid).queryByTitle('Sent by fax')).toBeNull();
  });

  it("says 'No referrals found.' when nothing matches", async () => {
    renderExport([]);
    expect(await screen.findByText('No referrals found.')).toBeTruthy();
  });

  it('asks again with the changed filters', async () => {
    const { calls } = renderExport();
    await screen.findByRole('grid');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Active' }));
    fireEvent.change(screen.getByLabelText('Sent Start Date'), {
      target: { value: '2026-11-01' },
    });
    await waitFor(() =>
      expect(pageCalls(calls).at(-1)?.variables).toMatchObject({
        statuses: ['declined', 'completed'],
        startDate: '2026-11-01',
      }),
    );
  });

  it('shows an end date before the start date and asks nothing', async () => {
    const { calls } = renderExport();
    await screen.findByRole('grid');
    const asked = calls.length;
    fireEvent.change(screen.getByLabelText('Sent End Date'), { target: { value: '2026-09-01' } });
    expect(screen.getByRole('alert').textContent).toBe('End date must be after start date');
    expect(
      (screen.getByRole('button', { name: 'Export File' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await settle();
    expect(calls).toHaveLength(asked);
  });

  it('starts again at the first page when a filter changes', async () => {
    const { calls } = renderExport([exportRow()], { path: '/export?page=2', total: 60 });
    await screen.findByRole('grid');
    expect(pageCalls(calls)[0]?.variables).toMatchObject({ limit: 25, offset: 25 });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Completed' }));
    await waitFor(() =>
      expect(pageCalls(calls).at(-1)?.variables).toMatchObject({
        statuses: ['active', 'declined'],
        offset: 0,
      }),
    );
  });

  it('downloads the file for the filters on screen', async () => {
    const fetched = fakeFetch(
      () =>
        new Response('"Referral #"\r\n', { status: 200, headers: { 'content-type': 'text/csv' } }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderExport();
    await screen.findByRole('grid');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Declined' }));
    fireEvent.change(screen.getByLabelText('Sent End Date'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export File' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(fetched.map((c) => c.url)).toEqual([
      '/api/referrals/export.csv?statuses=active,completed&startDate=2026-10-01&endDate=2026-11-30',
    ]);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^Referrals_\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('shows why the server refused the file', async () => {
    fakeFetch(() => ({ status: 429, body: { message: 'Too many exports. Try again shortly.' } }));
    renderExport();
    await screen.findByRole('grid');
    fireEvent.click(screen.getByRole('button', { name: 'Export File' }));
    expect(await screen.findByText('Too many exports. Try again shortly.')).toBeTruthy();
  });
});
