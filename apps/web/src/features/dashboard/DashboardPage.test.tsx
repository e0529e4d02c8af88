import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CHART_COLORS } from '@app/shared';
import { CATEGORICAL_COLORS } from '../reporting/charts/lazyCharts';
import { fakeApollo, renderRoutes, USER, type GqlCall } from '../../test';
import { DashboardPage } from './DashboardPage';
import { DASHBOARD_CHART_TITLES } from './DashboardCharts';

// The chart library loads lazily: slow on a loaded two-core machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

/**
 * jsdom lays nothing out, so a chart measures 0 px wide and draws no vertical bars; a figure's
 * elements are given a width here.
 */
function layOutCharts() {
  const styleOf = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((el, pseudo) => {
    const style = styleOf(el, pseudo);
    if (!el.closest('[role="figure"]')) return style;
    return new Proxy(style, {
      get: (target, key) => {
        if (key === 'width') return '800px';
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  });
}

// Sunday 22 Nov 2026, 10:00 in Chicago.
const NOW = new Date('2026-11-22T16:00:00Z');
const ADMIN = { ...USER, role: { id: 1, name: 'admin', label: 'Admin' } } as typeof USER;

const CLINICS = [
  { clinic_id: 1, name: 'Lakeside Cardiology', sent: 12, received: 3 },
  { clinic_id: 2, name: 'Northside Family Medicine', sent: 0, received: 0 },
];

/** The server's figures, per query field; a test overrides the ones it is about. */
const FIGURES: Record<string, string> = {
  wait_total_by_days_interval: '{"0-4": 6, "5-9": 0, "10-14": 2}',
  sent_total_by_month_year_without_clinic: '{"2026-10": 9, "2026-11": 4}',
  rejected_total_by_month_year_without_clinic: '{"2026-10": 1, "2026-11": 3}',
  sent_total_by_month_year:
    '{"2026-10": {"Lakeside Cardiology": 5, "Northside Family Medicine": 4}, "2026-11": {"Lakeside Cardiology": 4}}',
};

function renderDashboard(
  figures: Record<string, string> = {},
  clinics: (call: GqlCall) => typeof CLINICS = () => CLINICS,
) {
  const answers = { ...FIGURES, ...figures };
  const fake = fakeApollo((call) => {
    switch (call.operationName) {
      case 'AdminReferralCounts':
        return {
          data: {
            admin_referral_counts: [{ __typename: 'ReferralCount', ...call.variables, count: 7 }],
          },
        };
      case 'ClinicReferralTotals':
        return {
          data: {
            clinic_referral_totals: clinics(call).map((c) => ({
              __typename: 'ClinicReferralTotal',
              ...c,
            })),
          },
        };
      default: {
        const field = {
          WaitTotalByDays: 'wait_total_by_days_interval',
          SentTotalByMonth: 'sent_total_by_month_year_without_clinic',
          RejectedTotalByMonth: 'rejected_total_by_month_year_without_clinic',
          SentTotalByMonthAndClinic: 'sent_total_by_month_year',
        }[call.operationName]!;
        return { data: { [field]: answers[field] } };
      }
    }
  });
  renderRoutes([{ path: '/dashboard', element: <DashboardPage now={() => NOW} /> }], {
    client: fake.client,
    path: '/dashboard',
    user: ADMIN,
  });
  return fake;
}

const panel = (title: string) => screen.getByRole('region', { name: title });

/** The panel's numbers, as the 'Show table' switch shows them. */
async function tableRows(title: string) {
  const section = panel(title);
  await within(section).findByRole('figure', { name: title });
  fireEvent.click(within(section).getByRole('switch', { name: 'Show table' }));
  return within(within(section).getByRole('table'))
    .getAllByRole('row')
    .map((r) => r.textContent);
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(within(panel('Total Referrals')).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** The chart's line once it is drawn: waitFor retries only while its callback throws. */
function drawnLine(figure: HTMLElement): Element {
  const line = figure.querySelector('path.MuiLineChart-line');
  if (!line) throw new Error('the line is not drawn yet');
  return line;
}

describe('admin dashboard', () => {
  it("lists every clinic's sent and received referrals for the month chosen", async () => {
    const { calls } = renderDashboard(undefined, (call) =>
      call.variables.month === 11
        ? CLINICS
        : [{ clinic_id: 1, name: 'Lakeside Cardiology', sent: 40, received: 41 }],
    );
    const section = panel('Total Referrals');
    const month = within(section).getByRole('combobox', { name: 'Month' });
    const year = within(section).getByRole('combobox', { name: 'Year' });
    expect(month.textContent).toBe('November');
    expect(year.textContent).toBe('2026');
    const rows = async () =>
      within(within(section).getByRole('table'))
        .getAllByRole('row')
        .map((r) => r.textContent);
    await within(section).findByText('Northside Family Medicine');
    expect(await rows()).toEqual([
      'ClinicSENTRECEIVED',
      'Lakeside Cardiology123',
      'Northside Family Medicine00',
    ]);
    expect(calls.find((c) => c.operationName === 'ClinicReferralTotals')?.variables).toEqual({
      month: 11,
      year: 2026,
    });

    fireEvent.mouseDown(year);
    const years = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(years.map((o) => o.textContent)).toEqual(['2026', '2025', '2024']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

    await choose('Month', 'March');
    await within(section).findByText('40');
    expect(await rows()).toEqual(['ClinicSENTRECEIVED', 'Lakeside Cardiology4041']);
    expect(calls.at(-1)).toEqual({
      operationName: 'ClinicReferralTotals',
      variables: { month: 3, year: 2026 },
    });

    await choose('Year', '2024');
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        operationName: 'ClinicReferralTotals',
        variables: { month: 3, year: 2024 },
      }),
    );
  });

  it('draws the waiting referrals in 5-day buckets with their numbers as a table', async () => {
    layOutCharts();
    const { calls } = renderDashboard();
    expect(await tableRows(DASHBOARD_CHART_TITLES.daysWaiting)).toEqual([
      'Days WaitingReferrals',
      '0-46',
      '5-90',
      '10-142',
    ]);
    expect(calls.find((c) => c.operationName === 'WaitTotalByDays')?.variables).toEqual({
      days_interval: 5,
    });
    const figure = within(panel(DASHBOARD_CHART_TITLES.daysWaiting)).getByRole('figure');
    await waitFor(() =>
      expect(figure.querySelectorAll('rect.MuiBarChart-element')).toHaveLength(3),
    );
  });

  it('draws received referrals by month as a line, months labelled MMM YYYY', async () => {
    renderDashboard();
    const title = DASHBOARD_CHART_TITLES.received;
    expect(await tableRows(title)).toEqual(['MonthReceived', 'Oct 20269', 'Nov 20264']);
    const figure = within(panel(title)).getByRole('figure');
    const line = await waitFor(() => drawnLine(figure));
    expect(line.getAttribute('stroke')).toBe(CHART_COLORS.received);
    expect(within(figure).getByText('Received (Total: 13)')).toBeTruthy();
  });

  it('draws rejected referrals by month in red', async () => {
    renderDashboard();
    const title = DASHBOARD_CHART_TITLES.rejected;
    expect(await tableRows(title)).toEqual(['MonthRejected', 'Oct 20261', 'Nov 20263']);
    const figure = within(panel(title)).getByRole('figure');
    const line = await waitFor(() => drawnLine(figure));
    expect(line.getAttribute('stroke')).toBe(CHART_COLORS.declined);
  });

  it('stacks sent referrals by month, one series per clinic', async () => {
    layOutCharts();
    renderDashboard();
    const title = DASHBOARD_CHART_TITLES.sentByClinic;
    expect(await tableRows(title)).toEqual([
      'ClinicOct 2026Nov 2026',
      'Lakeside Cardiology54',
      'Northside Family Medicine40',
    ]);
    const figure = within(panel(title)).getByRole('figure');
    await waitFor(() => expect(figure.querySelectorAll('.MuiBarChart-series')).toHaveLength(2));
    const fills = [...figure.querySelectorAll('rect.MuiBarChart-element')].map((r) =>
      r.getAttribute('fill'),
    );
    expect(new Set(fills)).toEqual(new Set([CATEGORICAL_COLORS[0], CATEGORICAL_COLORS[1]]));
    expect(within(figure).getByText('Lakeside Cardiology')).toBeTruthy();
    expect(within(figure).getByText('Northside Family Medicine')).toBeTruthy();
  });

  it("says 'No data found' where nothing is counted", async () => {
    renderDashboard(
      {
        wait_total_by_days_interval: '{}',
        sent_total_by_month_year_without_clinic: '{"2026-10": 0, "2026-11": 0}',
        rejected_total_by_month_year_without_clinic: '{"2026-11": 0}',
        sent_total_by_month_year: '{"2026-10": {}, "2026-11": {}}',
      },
      () => [],
    );
    for (const title of [...Object.values(DASHBOARD_CHART_TITLES), 'Total Referrals']) {
      expect(await within(panel(title)).findByText('No data found')).toBeTruthy();
    }
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('shows an error, not an empty chart, for figures it cannot read', async () => {
    renderDashboard({ rejected_total_by_month_year_without_clinic: 'oops' });
    const section = panel(DASHBOARD_CHART_TITLES.rejected);
    expect((await within(section).findByRole('alert')).textContent).toMatch(/could not be read/);
    await screen.findByRole('figure', { name: DASHBOARD_CHART_TITLES.received });
  });
});
