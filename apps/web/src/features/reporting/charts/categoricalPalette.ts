/**
 * Colours for charts with one series per clinic (the dashboard's stacked bars). Neighbours differ
 * in hue and lightness so stacked segments tell apart; each keeps WCAG 1.4.11's 3:1 against the
 * panel and the page (categoricalPalette.test.ts). Red is left out: on these pages it means
 * declined or rejected.
 */
export const CATEGORICAL_COLORS = [
  '#1e88e5', // blue
  '#e65100', // orange
  '#00897b', // teal
  '#8e24aa', // purple
  '#827717', // olive
  '#c2185b', // pink
  '#3949ab', // indigo
  '#6d4c41', // brown
  '#558b2f', // green
  '#546e7a', // blue grey
] as const;

/** The colour of the `index`th series; past the palette's end the colours repeat. */
export function categoricalColor(index: number): string {
  return CATEGORICAL_COLORS[index % CATEGORICAL_COLORS.length]!;
}
