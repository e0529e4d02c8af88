import { describe, expect, it } from 'vitest';
import { CATEGORICAL_COLORS, categoricalColor } from './categoricalPalette';
import { NON_TEXT_CONTRAST, contrastRatio } from './palette';

describe('categorical colours', () => {
  it('stand out from the panel and the page background (WCAG 1.4.11)', () => {
    for (const color of CATEGORICAL_COLORS) {
      expect(contrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
      expect(contrastRatio(color, '#f4f6f8')).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    }
  });

  it('are all different and repeat after the last', () => {
    expect(new Set(CATEGORICAL_COLORS).size).toBe(CATEGORICAL_COLORS.length);
    expect(categoricalColor(0)).toBe(CATEGORICAL_COLORS[0]);
    expect(categoricalColor(CATEGORICAL_COLORS.length + 1)).toBe(CATEGORICAL_COLORS[1]);
  });
});
