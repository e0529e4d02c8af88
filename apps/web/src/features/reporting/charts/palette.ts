import type { CHART_COLORS } from '@app/shared';

/**
 * The report charts' series colours are the shared CHART_COLORS (spec 3 section 2.4: sent teal,
 * received and accepted blue, declined red). Bars and legend marks are graphics: WCAG 1.4.11
 * asks 3:1 contrast with what surrounds them (the white panel and the page background), checked
 * in palette.test.ts with the function below. Values are never written in these colours.
 */
export type ChartColor = keyof typeof CHART_COLORS;

/** WCAG 1.4.11 non-text contrast. */
export const NON_TEXT_CONTRAST = 3;

/** WCAG 2 relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** WCAG 2 contrast ratio of two '#rrggbb' colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
