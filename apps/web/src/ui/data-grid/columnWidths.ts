import type { GridColDef } from './types';

/** A column without a width or flex is this wide, as in MUI X's grid. */
const DEFAULT_WIDTH = 100;
const DEFAULT_MIN_WIDTH = 50;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Each column's width in pixels for a table `available` pixels wide, the way MUI X's grid sizes
 * them: fixed columns take their width, flexible ones share what is left by their `flex`, each
 * held between its minimum and maximum (a column held at a bound gives the rest to the others).
 * With `available` unknown (0) flexible columns take their minimum.
 */
export function columnWidths<R>(columns: readonly GridColDef<R>[], available: number): number[] {
  const bounds = columns.map((c) => ({
    min: c.minWidth ?? DEFAULT_MIN_WIDTH,
    max: c.maxWidth ?? Infinity,
  }));
  const widths = columns.map((c, i) =>
    c.flex ? 0 : clamp(c.width ?? DEFAULT_WIDTH, bounds[i]!.min, bounds[i]!.max),
  );
  let open = columns.flatMap((c, i) => (c.flex ? [i] : []));
  let left = available - widths.reduce((sum, w) => sum + w, 0);
  // Each round either settles every open column or holds at least one at a bound.
  while (open.length > 0) {
    const totalFlex = open.reduce((sum, i) => sum + columns[i]!.flex!, 0);
    const share = (i: number) => (Math.max(0, left) * columns[i]!.flex!) / totalFlex;
    const held = open.filter((i) => share(i) < bounds[i]!.min || share(i) > bounds[i]!.max);
    if (held.length === 0) {
      for (const i of open) widths[i] = share(i);
      break;
    }
    for (const i of held) {
      widths[i] = clamp(share(i), bounds[i]!.min, bounds[i]!.max);
      left -= widths[i]!;
    }
    open = open.filter((i) => !held.includes(i));
  }
  return widths.map((w) => Math.floor(w));
}
