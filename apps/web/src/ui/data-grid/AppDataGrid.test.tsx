import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import type { GridColDef } from './types';
import AppDataGrid from './AppDataGrid';
import { SEARCH_DEBOUNCE_MS } from './gridState';
import { useGridQuery } from './useGridQuery';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

interface Row {
  id: string;
  name: string;
}

const COLUMNS: GridColDef<Row>[] = [{ field: 'name', headerName: 'Name', flex: 1 }];
const ROWS: Row[] = [
  { id: '1', name: 'Northside Clinic' },
  { id: '2', name: 'Lakeview Clinic' },
];

interface HarnessProps {
  rows?: Row[];
  rowCount?: number;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
  onAdd?: () => void;
  error?: unknown;
  onRetry?: () => void;
  onQuery?: (q: unknown) => void;
}

function Harness({ rows = ROWS, onQuery, ...props }: HarnessProps) {
  const grid = useGridQuery();
  const location = useLocation();
  onQuery?.(grid.query);
  return (
    <>
      <output data-testid="url">{location.search}</output>
      <AppDataGrid<Row>
        label="Clinics"
        rows={rows}
        columns={COLUMNS}
        rowLabel={(r) => r.name}
        paginationModel={grid.paginationModel}
        onPaginationModelChange={grid.setPaginationModel}
        search={{ value: grid.search, onChange: grid.setSearch }}
        emptyText="No clinics yet. Choose New to add one."
        {...props}
      />
    </>
  );
}

function renderGrid(props: HarnessProps = {}, path = '/list') {
  const router = createMemoryRouter([{ path: '/list', element: <Harness {...props} /> }], {
    initialEntries: [path],
  });
  return render(<RouterProvider router={router} />);
}

describe('AppDataGrid', () => {
  it('labels row actions with the row and calls them with the row', () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    renderGrid({ onEdit, onDelete });
    fireEvent.click(screen.getByLabelText('Edit Lakeview Clinic'));
    expect(onEdit).toHaveBeenCalledWith(ROWS[1]);
    fireEvent.click(screen.getByLabelText('Delete Northside Clinic'));
    expect(onDelete).toHaveBeenCalledWith(ROWS[0]);
  });

  it("shows the add button with the default text 'New'", () => {
    const onAdd = vi.fn();
    renderGrid({ onAdd });
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it('says what to do when empty, and something else for an empty search', async () => {
    renderGrid({ rows: [] });
    expect(await screen.findByText('No clinics yet. Choose New to add one.')).toBeTruthy();
    cleanup();
    renderGrid({ rows: [] }, '/list?q=zzz');
    expect(await screen.findByText(/Nothing matches “zzz”/)).toBeTruthy();
  });

  it('shows a load failure with a retry', () => {
    const onRetry = vi.fn();
    renderGrid({ rows: [], error: new Error('Server unavailable'), onRetry });
    expect(screen.getByRole('alert').textContent).toContain('Server unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('debounces the keyword into the URL and restarts at the first page', () => {
    vi.useFakeTimers();
    const many = Array.from({ length: 60 }, (_, i) => ({ id: String(i), name: `Clinic ${i}` }));
    renderGrid({ rows: many }, '/list?page=2&size=50');
    const box = screen.getByRole('searchbox', { name: 'Search clinics' });
    fireEvent.change(box, { target: { value: 'nor' } });
    fireEvent.change(box, { target: { value: 'north' } });
    expect(screen.getByTestId('url').textContent).toBe('?page=2&size=50');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(screen.getByTestId('url').textContent).toBe('?size=50&q=north');
  });

  it('pages in memory, 25 rows by default, and keeps the page in the URL', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ id: String(i), name: `Clinic ${i}` }));
    renderGrid({ rows: many });
    const grid = screen.getByRole('grid');
    expect(within(grid).getByText('Clinic 0')).toBeTruthy();
    expect(screen.getByText('1–25 of 30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByTestId('url').textContent).toBe('?page=2');
    expect(screen.getByText('26–30 of 30')).toBeTruthy();
  });
});

describe('useGridQuery', () => {
  it('clears the search box when a link leads to the bare list', async () => {
    function Page() {
      const grid = useGridQuery();
      return (
        <>
          <input
            aria-label="box"
            value={grid.search}
            onChange={(e) => grid.setSearch(e.target.value)}
          />
          <Link to="/list">All</Link>
        </>
      );
    }
    const router = createMemoryRouter([{ path: '/list', element: <Page /> }], {
      initialEntries: ['/list?q=north'],
    });
    render(<RouterProvider router={router} />);
    expect((screen.getByLabelText('box') as HTMLInputElement).value).toBe('north');
    fireEvent.click(screen.getByRole('link', { name: 'All' }));
    await waitFor(() => expect((screen.getByLabelText('box') as HTMLInputElement).value).toBe(''));
  });
});
