import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ChartPanel } from './ChartPanel';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const TABLE = {
  columns: ['Clinic', 'Sent'],
  rows: [
    ['Lakeside Cardiology', 1200],
    ['Northside Family Medicine', 7],
  ],
};

function renderPanel(table = TABLE) {
  return render(
    <ChartPanel title="Showing data from October 2026 - December 2026" table={table}>
      <svg data-testid="chart" />
    </ChartPanel>,
  );
}

describe('ChartPanel', () => {
  it('shows the heading and the chart as a named figure, the table only on request', () => {
    renderPanel();
    expect(
      screen.getByRole('heading', { name: 'Showing data from October 2026 - December 2026' }),
    ).toBeTruthy();
    const figure = screen.getByRole('figure', {
      name: 'Showing data from October 2026 - December 2026',
    });
    expect(within(figure).getByTestId('chart')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    fireEvent.click(screen.getByRole('switch', { name: 'Show table' }));
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'ClinicSent',
      'Lakeside Cardiology1,200',
      'Northside Family Medicine7',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Lakeside Cardiology' })).toBeTruthy();
  });

  it("downloads the chart's numbers as CSV", async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:chart';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(click).toHaveBeenCalledOnce();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('Showing_data_from_October_2026_-_December_2026.csv');
    expect(await saved[0]!.text()).toContain('"Lakeside Cardiology","1200"\r\n');
  });

  it("says 'No data found' without rows and offers nothing to show or download", () => {
    renderPanel({ columns: ['Clinic', 'Sent'], rows: [] });
    expect(screen.getByText('No data found')).toBeTruthy();
    expect(screen.queryByTestId('chart')).toBeNull();
    expect(
      (screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
