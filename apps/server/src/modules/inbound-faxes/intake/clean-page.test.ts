import { describe, expect, it } from 'vitest';
import { estimateSkew, removeRules, removeSpeckles } from './clean-page.js';

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

  it('leaves a clean page alone: its small dots are punctuation', () => {
    const img = page(200, 100, [20, 20, 2, 2]);
    removeSpeckles(img, 200, 100);
    expect(darkIn(img, 200, [20, 20, 2, 2])).toBe(4);
  });
});

/** A blank page with dark rectangles [x, y, w, h]. */
function page(width: number, height: number, ...rects: [number, number, number, number][]) {
  const img = new Uint8Array(width * height).fill(255);
  for (const [x, y, w, h] of rects) {
    for (let r = y; r < y + h; r++) img.fill(0, r * width + x, r * width + x + w);
  }
  return img;
}
const darkIn = (img: Uint8Array, width: number, [x, y, w, h]: [number, number, number, number]) => {
  let n = 0;
  for (let r = y; r < y + h; r++)
    for (let c = x; c < x + w; c++) if (img[r * width + c]! < 128) n++;
  return n;
};

describe('removeRules', () => {
  it('whitens box edges and rules but keeps glyph strokes', () => {
    const W = 1000;
    const H = 1000;
    const rule: [number, number, number, number] = [100, 300, 700, 3];
    const edge: [number, number, number, number] = [100, 300, 3, 200];
    const stroke: [number, number, number, number] = [200, 350, 40, 6];
    const stem: [number, number, number, number] = [300, 350, 5, 25];
    const img = page(W, H, rule, edge, stroke, stem);
    removeRules(img, W, H);
    expect(darkIn(img, W, rule)).toBe(0);
    expect(darkIn(img, W, edge)).toBe(0);
    expect(darkIn(img, W, stroke)).toBe(40 * 6);
    expect(darkIn(img, W, stem)).toBe(5 * 25);
  });

  it('leaves a clean page alone: its small dots are punctuation', () => {
    const img = page(200, 100, [20, 20, 2, 2]);
    removeSpeckles(img, 200, 100);
    expect(darkIn(img, 200, [20, 20, 2, 2])).toBe(4);
  });
});

describe('removeSpeckles', () => {
  it('whitens an isolated speck, keeps a full stop and a dot beside its letter', () => {
    const W = 200;
    const H = 100;
    const speck: [number, number, number, number] = [20, 20, 2, 2];
    const stop: [number, number, number, number] = [60, 20, 4, 4];
    const dot: [number, number, number, number] = [100, 20, 2, 2];
    const letter: [number, number, number, number] = [100, 25, 2, 12];
    // The page is speckled: 200 more specks, well apart, below.
    const noise = Array.from({ length: 200 }, (_, i): [number, number, number, number] => [
      (i % 14) * 13 + 5,
      H + Math.floor(i / 14) * 13,
      1,
      1,
    ]);
    const img = page(W, H + 200, speck, stop, dot, letter, ...noise);
    removeSpeckles(img, W, H + 200);
    expect(darkIn(img, W, speck)).toBe(0);
    expect(darkIn(img, W, stop)).toBe(16);
    expect(darkIn(img, W, dot)).toBe(4);
    expect(darkIn(img, W, letter)).toBe(24);
  });

  it('leaves a clean page alone: its small dots are punctuation', () => {
    const img = page(200, 100, [20, 20, 2, 2]);
    removeSpeckles(img, 200, 100);
    expect(darkIn(img, 200, [20, 20, 2, 2])).toBe(4);
  });
});
