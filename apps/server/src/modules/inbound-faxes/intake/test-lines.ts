import type { PageWord } from './page-words.js';

/** Words placed on a line for detection tests: [text, x] pairs, 30 px high at height y. */
export function line(y: number, ...words: [string, number][]): PageWord[] {
  return words.map(([text, x]) => ({
    text,
    confidence: 90,
    x0: x,
    x1: x + 18 * text.length,
    y0: y,
    y1: y + 30,
    h: 30,
  }));
}
