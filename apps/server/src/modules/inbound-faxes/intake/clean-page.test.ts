import { describe, expect, it } from 'vitest';
import { estimateSkew } from './clean-page.js';

/** A white page with dark text-like bars turned by `degrees` (y grows downwards). */
function barsPage(degrees: number, width = 600, height = 800): Uint8Array {
  const img = new Uint8Array(width * height).fill(255);
  const slope = Math.tan((degrees * Math.PI) / 180);
  for (let row = 100; row < height - 100; row += 40) {
    for (let x = 50; x < width - 50; x++) {
      if (x % 23 > 17) continue; // gaps between words
      for (let t = 0; t < 8; t++) {
        const y = Math.round(row + t + x * slope);
        if (y >= 0 && y < height) img[y * width + x] = 0;
      }
    }
  }
  return img;
}

describe('estimateSkew', () => {
  it.each([0, 1.5, -2.5, 3])('finds a %s degree skew', (degrees) => {
    expect(estimateSkew(barsPage(degrees), 600, 800)).toBeCloseTo(degrees, 0);
  });

  it('says 0 for an empty page', () => {
    expect(estimateSkew(new Uint8Array(600 * 800).fill(255), 600, 800)).toBe(0);
  });
});
