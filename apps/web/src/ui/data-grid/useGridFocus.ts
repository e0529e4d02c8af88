import { useRef, useState, type KeyboardEvent } from 'react';

/** A cell position: row -1 is the header row. */
export interface CellPosition {
  row: number;
  col: number;
}

const MOVES: Record<string, (at: CellPosition, last: CellPosition) => CellPosition> = {
  ArrowUp: (at) => ({ ...at, row: Math.max(-1, at.row - 1) }),
  ArrowDown: (at, last) => ({ ...at, row: Math.min(last.row, at.row + 1) }),
  ArrowLeft: (at) => ({ ...at, col: Math.max(0, at.col - 1) }),
  ArrowRight: (at, last) => ({ ...at, col: Math.min(last.col, at.col + 1) }),
  Home: (at) => ({ ...at, col: 0 }),
  End: (at, last) => ({ ...at, col: last.col }),
  PageUp: () => ({ row: -1, col: 0 }),
  PageDown: (at, last) => ({ ...at, row: last.row }),
};

/**
 * The ARIA grid's keyboard model: one cell is in the tab order (a roving tabindex), the arrow
 * keys, Home/End and PageUp/PageDown move it, and focusing anything inside a cell makes that cell
 * the current one. `rows` is the number of body rows shown, `cols` the number of columns.
 */
export function useGridFocus(rows: number, cols: number) {
  const tableRef = useRef<HTMLTableElement>(null);
  // Tab enters at the first column header, as in MUI X's grid.
  const [current, setCurrent] = useState<CellPosition>({ row: -1, col: 0 });
  // Paging or a shorter list can leave the position outside the table: clamp it on read.
  const at: CellPosition = {
    row: rows === 0 ? -1 : Math.min(current.row, rows - 1),
    col: Math.min(current.col, Math.max(0, cols - 1)),
  };

  const cellProps = (row: number, col: number) => ({
    tabIndex: (row === at.row && col === at.col ? 0 : -1) as 0 | -1,
    'data-row': row,
    'data-col': col,
    onFocus: () => {
      if (row !== at.row || col !== at.col) setCurrent({ row, col });
    },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const move = MOVES[event.key];
    if (!move || (event.target as HTMLElement).closest('input, textarea, [role="combobox"]'))
      return;
    const next = move(at, { row: rows - 1, col: cols - 1 });
    event.preventDefault();
    setCurrent(next);
    tableRef.current
      ?.querySelector<HTMLElement>(`[data-row="${next.row}"][data-col="${next.col}"]`)
      ?.focus();
  };

  return { tableRef, at, cellProps, onKeyDown };
}
