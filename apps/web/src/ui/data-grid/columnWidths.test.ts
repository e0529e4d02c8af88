import { describe, expect, it } from 'vitest';
import { columnWidths } from './columnWidths';

describe('columnWidths', () => {
  it('gives fixed columns their width and shares the rest by flex', () => {
    const columns = [
      { field: 'a', width: 100 },
      { field: 'b', flex: 1 },
      { field: 'c', flex: 3 },
    ];
    expect(columnWidths(columns, 900)).toEqual([100, 200, 600]);
  });

  it('holds a flexible column at its minimum and gives the others what is left', () => {
    const columns = [
      { field: 'a', flex: 1, minWidth: 300 },
      { field: 'b', flex: 1 },
      { field: 'c', flex: 1 },
    ];
    expect(columnWidths(columns, 600)).toEqual([300, 150, 150]);
  });

  it('keeps every minimum when the table is narrower than they add up to (it scrolls)', () => {
    const columns = [
      { field: 'a', flex: 1, minWidth: 200 },
      { field: 'b', minWidth: 240 },
      { field: 'c', flex: 2, maxWidth: 80 },
    ];
    expect(columnWidths(columns, 300)).toEqual([200, 240, 50]);
    expect(columnWidths(columns, 0)).toEqual([200, 240, 50]);
  });
});
