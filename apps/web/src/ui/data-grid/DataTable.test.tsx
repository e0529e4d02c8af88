import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { DataTable } from './DataTable';
import type { GridColDef } from './types';

interface Row {
  id: number;
  name: string;
  pages: number;
}

const ROWS: Row[] = [
  { id: 1, name: 'Northside Clinic', pages: 12 },
  { id: 2, name: 'lakeview clinic', pages: 3 },
  { id: 3, name: 'Metro Clinic', pages: 25 },
];
const COLUMNS: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'pages', headerName: 'Pages', width: 90, type: 'number' },
];

function Table(props: { rows?: Row[]; rowCount?: number; onRowClick?: (row: Row) => void }) {
  const [model, setModel] = useState({ page: 0, pageSize: 25 });
  return (
    <DataTable<Row>
      label="Clinics"
      rows={props.rows ?? ROWS}
      columns={COLUMNS}
      rowCount={props.rowCount}
      paginationModel={model}
      onPaginationModelChange={setModel}
      onRowClick={props.onRowClick}
      empty={<p>No clinics yet.</p>}
      minHeight={400}
    />
  );
}

const firstColumn = () =>
  within(screen.getByRole('grid', { name: 'Clinics' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell')[0]!.textContent);

describe('DataTable', () => {
  it('sorts an in-memory list by a header: ascending, descending, then as given', () => {
    render(<Table />);
    const header = screen.getByRole('columnheader', { name: 'Pages' });
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(firstColumn()).toEqual(['lakeview clinic', 'Northside Clinic', 'Metro Clinic']);
    fireEvent.click(within(header).getByRole('button'));
    expect(firstColumn()).toEqual(['Metro Clinic', 'Northside Clinic', 'lakeview clinic']);
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBeNull();
    // Names sort without regard to case.
    fireEvent.keyDown(screen.getByRole('columnheader', { name: 'Name' }), { key: 'Enter' });
    expect(firstColumn()).toEqual(['lakeview clinic', 'Metro Clinic', 'Northside Clinic']);
  });

  it('offers no sorting on a server page, which would sort one page only', () => {
    render(<Table rowCount={40} />);
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(within(header).queryByRole('button')).toBeNull();
    expect(screen.getByText('1–25 of 40')).toBeTruthy();
  });

  it('enters at the first header; arrows move one cell at a time and Enter opens the row', () => {
    const onRowClick = vi.fn();
    render(<Table onRowClick={onRowClick} />);
    const grid = screen.getByRole('grid', { name: 'Clinics' });
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header.tabIndex).toBe(0);
    header.focus();
    fireEvent.keyDown(header, { key: 'ArrowDown' });
    const first = within(grid).getByRole('gridcell', { name: 'Northside Clinic' });
    expect(document.activeElement).toBe(first);
    expect(first.tabIndex).toBe(0);
    expect(header.tabIndex).toBe(-1);
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('3');
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onRowClick).toHaveBeenCalledWith(ROWS[1]);
  });

  it('shows the empty state in place of rows, which is not a data row', () => {
    render(<Table rows={[]} />);
    expect(screen.getByText('No clinics yet.')).toBeTruthy();
    const grid = screen.getByRole('grid', { name: 'Clinics' });
    expect(grid.querySelectorAll('tbody tr[aria-rowindex]')).toHaveLength(0);
  });
});
