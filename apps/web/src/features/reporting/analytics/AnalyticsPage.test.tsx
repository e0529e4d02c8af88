import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { CHART_COLORS } from '@app/shared';
import { fakeApollo, renderRoutes, USER, type GqlCall } from '../../../test';
import { AnalyticsPage } from './AnalyticsPage';

// The chart library loads lazily: slow on a loaded two-core machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Sunday 22 Nov 2026, 10:00 in Chicago: this quarter is October to December.
const NOW = new Date('2026-11-22T16:00:00Z');

type Rows = { name: string; referrals: number }[];
const TWO_CLINICS: Rows = [
  { name: 'Lakeside Cardiology and Vascular Surgery Associates', referrals: 12 },
  { name: 'Northside Family Medicine', referrals: 3 },
];

function renderAnalytics(rows: (call: GqlCall) => Rows = () => TWO_CLINICS, tab = '') {
  const fake = fakeApollo((call) => {
    const field = call.operationName === 'ReferralList' ? 'referral_list' : 'referral_list_by_user';
    return {
      data: { [field]: rows(call).map((r) => ({ __typename: 'AnalyticsRow', ...r })) },
    };
  });
  renderRoutes([{ path: '/analytics', element: <AnalyticsPage now={() => NOW} /> }], {
    client: fake.client,
    path: `/analytics${tab}`,
    user: USER,
  });
  return fake;
}

const svgHeight = (figure: HTMLElement) =>
  Number(
    figure.querySelector('svg.MuiChartsSvgLayer-root')?.getAttribute('viewBox')?.split(' ')[3],
  );

async function choosePreset(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Preset' }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

describe('analytics page', () => {
  it('shows this quarter’s sent referrals per clinic, teal, with the total in the legend', async () => {
    const { calls } = renderAnalytics();
    expect(screen.getByRole('heading', { name: 'Referral Analytics' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Preset' }).textContent).toBe('This Quarter');
    const heading = 'Showing data from October 2026 - December 2026';
    const figure = await screen.findByRole('figure', { name: heading });
    expect(calls[0]).toEqual({
      operationName: 'ReferralList',
      variables: { start_date: '2026-10-01', end_date: '2026-12-31', type: 'sent' },
    });
    await within(figure).findByText('Sent (Total: 15)');
    const bars = figure.querySelectorAll('rect.MuiBarChart-element');
    expect(bars).toHaveLength(2);
    expect(bars[0]!.getAttribute('fill')).toBe(CHART_COLORS.sent);
    expect(svgHeight(figure)).toBe(500);
    // The long name wraps on the axis: two lines of at most 30 characters.
    expect(within(figure).getByText('Lakeside Cardiology and')).toBeTruthy();
    expect(within(figure).getByText('Vascular Surgery Associates')).toBeTruthy();
    expect(within(figure).getByText('Number of Referrals')).toBeTruthy();
  });

  it('shows the numbers as a table on request', async () => {
    renderAnalytics();
    await screen.findByRole('figure');
    fireEvent.click(screen.getByRole('switch', { name: 'Show table' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'ClinicSent',
      'Lakeside Cardiology and Vascular Surgery Associates12',
      'Northside Family Medicine3',
    ]);
  });

  it('draws declined referrals by user in red under their heading, 40 px per bar', async () => {
    const many: Rows = Array.from({ length: 15 }, (_, i) => ({ name: `User ${i}`, referrals: 1 }));
    const { calls } = renderAnalytics(() => many, '?tab=declined-referrals-by-users');
    expect(
      screen
        .getByRole('tab', { name: 'Declined Referrals by Users' })
        .getAttribute('aria-selected'),
    ).toBe('true');
    const figure = await screen.findByRole('figure', { name: 'Total Referrals Declined by Users' });
    expect(screen.getByText('Showing data from October 2026 - December 2026')).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      operationName: 'ReferralListByUser',
      variables: { start_date: '2026-10-01', end_date: '2026-12-31', type: 'declined' },
    });
    await within(figure).findByText('Declined (Total: 15)');
    expect(figure.querySelector('rect.MuiBarChart-element')?.getAttribute('fill')).toBe(
      CHART_COLORS.declined,
    );
    expect(svgHeight(figure)).toBe(600);
  });

  it('asks for the tab chosen', async () => {
    const { calls } = renderAnalytics();
    await screen.findByRole('figure');
    fireEvent.click(screen.getByRole('tab', { name: 'Accepted Referrals by Users' }));
    const figure = await screen.findByRole('figure', { name: 'Total Referrals Accepted by Users' });
    await within(figure).findByText('Accepted (Total: 15)');
    expect(calls.at(-1)?.variables.type).toBe('accepted');
    expect(figure.querySelector('rect.MuiBarChart-element')?.getAttribute('fill')).toBe(
      CHART_COLORS.accepted,
    );
  });

  it("says 'No data found' when nothing matches", async () => {
    renderAnalytics(() => []);
    expect(await screen.findByText('No data found')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('applies a preset at once', async () => {
    const { calls } = renderAnalytics();
    await screen.findByRole('figure');
    await choosePreset('Last Quarter');
    await screen.findByRole('figure', { name: 'Showing data from July 2026 - September 2026' });
    expect(calls.at(-1)?.variables).toMatchObject({
      start_date: '2026-07-01',
      end_date: '2026-09-30',
    });
  });

  it('switches to Custom Range when a date is edited and applies on Apply', async () => {
    const { calls } = renderAnalytics();
    await screen.findByRole('figure');
    const asked = calls.length;
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2026-06-01' } });
    expect(screen.getByRole('combobox', { name: 'Preset' }).textContent).toBe('Custom Range');
    expect(calls).toHaveLength(asked);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('figure', { name: 'Showing data from June 2026 - December 2026' });
    expect(calls.at(-1)?.variables).toMatchObject({
      start_date: '2026-06-01',
      end_date: '2026-12-31',
    });
  });

  it('refuses an end date before the start date and applies nothing', async () => {
    const { calls } = renderAnalytics();
    await screen.findByRole('figure');
    const asked = calls.length;
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2026-09-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('End date must be after start date');
    // Let late effects run: still nothing asked.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toHaveLength(asked);
    expect(
      screen.getByRole('heading', { name: 'Showing data from October 2026 - December 2026' }),
    ).toBeTruthy();
  });
});
