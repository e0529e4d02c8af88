import type { SKRSContext2D } from '@napi-rs/canvas';
import { blankPage, greyPageOf, type GreyPage } from './draw-pages.js';
import { registerTemplateFonts, TEMPLATE_FONT } from './fonts.js';
import type { Prng } from './prng.js';

export type SheetFont = 'regular' | 'bold' | 'hand';

/** Absolute-position drawing for the template set: text, hand-written text, boxes and rules. */
export class Sheet {
  constructor(
    private readonly g: SKRSContext2D,
    private readonly rng: Prng,
  ) {}

  text(x: number, y: number, s: string, size = 32, font: SheetFont = 'regular'): number {
    if (font === 'hand') return this.hand(x, y, s, size);
    this.g.font = `${size}px ${TEMPLATE_FONT[font]}`;
    this.g.fillText(s, x, y);
    return this.g.measureText(s).width;
  }

  /** How wide `s` prints in a printed face: to centre or right-align it. */
  width(s: string, size = 32, font: Exclude<SheetFont, 'hand'> = 'regular'): number {
    this.g.font = `${size}px ${TEMPLATE_FONT[font]}`;
    return this.g.measureText(s).width;
  }

  /** Letter by letter with a wobbling baseline, slant and size: a neat hand, not a font. */
  private hand(x: number, y: number, s: string, size: number): number {
    let cx = x;
    for (const ch of s) {
      const sz = size * (0.94 + this.rng.next() * 0.14);
      this.g.font = `${sz.toFixed(1)}px ${TEMPLATE_FONT.hand}`;
      this.g.save();
      this.g.translate(cx, y + (this.rng.next() - 0.5) * size * 0.12);
      this.g.rotate((this.rng.next() - 0.5) * 0.12);
      this.g.fillText(ch, 0, 0);
      this.g.restore();
      cx += this.g.measureText(ch).width * (1.02 + this.rng.next() * 0.08);
    }
    return cx - x;
  }

  /** Wrapped prose from (x, y) within `width`; returns the y below it. */
  paragraph(
    x: number,
    y: number,
    s: string,
    width: number,
    size = 30,
    font: SheetFont = 'regular',
  ) {
    this.g.font = `${size}px ${TEMPLATE_FONT[font === 'hand' ? 'hand' : font]}`;
    let line = '';
    for (const word of s.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (this.g.measureText(next).width > width && line) {
        this.text(x, y, line, size, font);
        y += Math.round(size * 1.45);
        line = word;
      } else line = next;
    }
    if (line) this.text(x, y, line, size, font);
    return y + Math.round(size * 1.45);
  }

  box(x: number, y: number, w: number, h: number, weight = 3) {
    this.g.lineWidth = weight;
    this.g.strokeRect(x, y, w, h);
  }

  rule(x: number, y: number, w: number, weight = 3) {
    this.g.fillRect(x, y, w, weight);
  }
}

/** A blank page, `draw` on it, back as 8-bit grey (like drawPage). */
export async function drawSheet(draw: (s: Sheet) => void, rng: Prng): Promise<GreyPage> {
  await registerTemplateFonts();
  const g = await blankPage();
  draw(new Sheet(g, rng));
  return greyPageOf(g);
}
