import type { RawImage } from './render-pages.js';

export interface CleanPage {
  /** Greyscale PNG ready for OCR. */
  png: Buffer;
  /** Degrees the page was turned to make its lines level (0 when it already was). */
  deskewDegrees: number;
}

/** Width the skew is estimated at: enough for text lines, small enough to be cheap. */
const ESTIMATE_WIDTH = 800;
/** Fax skew is a few degrees; beyond this a page is rotated, which deskewing does not fix. */
const MAX_SKEW = 5;
/** Below this the turn costs more (resampling blurs glyphs) than it gains. */
const MIN_TURN = 0.2;

/**
 * Prepares a rendered fax page for OCR: greyscale, a 3x3 median against fax speckle, and a
 * deskew by projection profile. sharp does the pixel work on libuv's thread pool; only the skew
 * estimate (a few hundred thousand additions on a reduced image) runs on the calling thread.
 */
export async function cleanPage(
  image: RawImage,
  opts: { deskew?: boolean } = {},
): Promise<CleanPage> {
  const { default: sharp } = await import('sharp');
  const grey = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: image.channels },
  })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .median(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const greyImage = sharp(grey.data, {
    raw: { width: grey.info.width, height: grey.info.height, channels: 1 },
  });
  const small = await greyImage
    .clone()
    .resize({ width: Math.min(ESTIMATE_WIDTH, grey.info.width) })
    .toColourspace('b-w') // resizing one channel would give three otherwise
    .raw()
    .toBuffer({ resolveWithObject: true });
  const skew =
    opts.deskew === false ? 0 : estimateSkew(small.data, small.info.width, small.info.height);
  const turn = Math.abs(skew) >= MIN_TURN ? -skew : 0;
  const turned = turn ? greyImage.rotate(turn, { background: '#ffffff' }) : greyImage;
  const level = await turned.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  removeRules(level.data, level.info.width, level.info.height);
  removeSpeckles(level.data, level.info.width, level.info.height);
  // The resolution travels with the PNG: Tesseract sizes its line finding by it.
  const png = await sharp(level.data, {
    raw: { width: level.info.width, height: level.info.height, channels: 1 },
  })
    .withMetadata({ density: image.dpi })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png, deskewDegrees: round1(turn) };
}

/** A dark run this long (share of the page's width or height) is a ruled line, not a glyph. */
const RULE_RUN_WIDTH = 0.06;
const RULE_RUN_HEIGHT = 0.03;
/** Grey levels (0 black - 255 white) of a rule's core and of the fringe removed with it. */
const RULE_DARK = 160;
const RULE_FRINGE = 230;

/**
 * Whitens ruled lines in place: form boxes, table grids and signature lines. Tesseract takes a
 * boxed cell for a picture and drops the words inside it; without the rules the cells read as
 * text lines. Glyph strokes are far shorter than a rule, so text is left as it was.
 */
export function removeRules(grey: Uint8Array, width: number, height: number): void {
  const rule = new Uint8Array(width * height);
  // A rule left slightly tilted by the deskew steps from row to row, and turning greys its edges:
  // a pixel counts as on the rule when it or a neighbour across the rule is darkish.
  const scan = (along: number, across: number, at: (a: number, c: number) => number) => {
    const minRun = Math.round(along * (along === width ? RULE_RUN_WIDTH : RULE_RUN_HEIGHT));
    const darkish = (a: number, c: number) =>
      Math.min(
        grey[at(a, c)]!,
        c > 0 ? grey[at(a, c - 1)]! : 255,
        c < across - 1 ? grey[at(a, c + 1)]! : 255,
      ) < RULE_DARK;
    for (let c = 0; c < across; c++) {
      let start = -1;
      for (let a = 0; a <= along; a++) {
        const on = a < along && darkish(a, c);
        if (on && start < 0) start = a;
        if (!on && start >= 0) {
          if (a - start >= minRun) {
            for (let k = start; k < a; k++) {
              for (let d = -1; d <= 1; d++) {
                if (c + d >= 0 && c + d < across) rule[at(k, c + d)] = 1;
              }
            }
          }
          start = -1;
        }
      }
    }
  };
  scan(width, height, (x, y) => y * width + x);
  scan(height, width, (y, x) => y * width + x);
  // Both passes judge the page as drawn: whitening happens after, so crossings count for both.
  for (let i = 0; i < rule.length; i++) if (rule[i] && grey[i]! < RULE_FRINGE) grey[i] = 255;
}

/** Specks of at most this many dark pixels, with no other ink this close, are noise. */
const SPECK_MAX_PIXELS = 9;
const SPECK_CLEARANCE = 5;
/**
 * Only a page with this many specks is cleaned: on a clean page every small dot is punctuation
 * (the dot of 'J45.909', the comma of 'NGUYEN, JAMES') and stays.
 */
const SPECKLED_PAGE = 150;

/**
 * Whitens isolated specks in place on a speckled page: the dots a fax line leaves that the
 * median filter kept.
 * Tesseract reads them as ':', '.', 'Co' between words and inside values. A speck is a blob of a
 * few pixels with clear paper around it, so a full stop or an 'i' dot (larger, or beside its
 * letter) stays.
 */
export function removeSpeckles(grey: Uint8Array, width: number, height: number): void {
  const seen = new Uint8Array(width * height);
  const blob: number[] = [];
  const specks: number[][] = [];
  for (let start = 0; start < grey.length; start++) {
    if (seen[start] || grey[start]! >= 128) continue;
    blob.length = 0;
    blob.push(start);
    seen[start] = 1;
    for (let k = 0; k < blob.length && blob.length <= SPECK_MAX_PIXELS; k++) {
      const i = blob[k]!;
      const x = i % width;
      for (const j of [i - 1, i + 1, i - width, i + width]) {
        if (j < 0 || j >= grey.length || seen[j] || grey[j]! >= 128) continue;
        if (Math.abs((j % width) - x) > 1) continue;
        seen[j] = 1;
        blob.push(j);
      }
    }
    if (blob.length > SPECK_MAX_PIXELS || !clearAround(grey, width, height, blob)) continue;
    specks.push([...blob]);
  }
  if (specks.length < SPECKLED_PAGE) return;
  for (const speck of specks) for (const i of speck) grey[i] = 255;
}

/** Whether nothing dark but the blob itself lies within SPECK_CLEARANCE pixels of it. */
function clearAround(grey: Uint8Array, width: number, height: number, blob: number[]): boolean {
  const xs = blob.map((i) => i % width);
  const ys = blob.map((i) => Math.floor(i / width));
  const own = new Set(blob);
  const x0 = Math.max(0, Math.min(...xs) - SPECK_CLEARANCE);
  const x1 = Math.min(width - 1, Math.max(...xs) + SPECK_CLEARANCE);
  const y0 = Math.max(0, Math.min(...ys) - SPECK_CLEARANCE);
  const y1 = Math.min(height - 1, Math.max(...ys) + SPECK_CLEARANCE);
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const i = y * width + x;
      if (grey[i]! < 128 && !own.has(i)) return false;
    }
  }
  return true;
}

/**
 * The skew of text lines in degrees (positive: lines fall to the right, in image coordinates
 * where y grows downwards), by projection profile: sheared along the right angle, dark pixels
 * pile up in few rows, which maximises the sum of squared row counts. Coarse then fine search.
 */
export function estimateSkew(grey: Uint8Array, width: number, height: number): number {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (grey[row + x]! < 128) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length < 50) return 0;
  const rows = new Float64Array(height * 2 + width);
  const score = (degrees: number): number => {
    const slope = Math.tan((degrees * Math.PI) / 180);
    rows.fill(0);
    const offset = width; // keeps bins positive for negative shears
    for (let i = 0; i < xs.length; i++) {
      const bin = Math.round(ys[i]! - xs[i]! * slope) + offset;
      if (bin >= 0 && bin < rows.length) rows[bin]!++;
    }
    let sum = 0;
    for (let i = 0; i < rows.length; i++) sum += rows[i]! * rows[i]!;
    return sum;
  };
  const best = (from: number, to: number, step: number): number => {
    let bestAngle = 0;
    let bestScore = -1;
    for (let a = from; a <= to + 1e-9; a += step) {
      const s = score(a);
      if (s > bestScore) {
        bestScore = s;
        bestAngle = a;
      }
    }
    return bestAngle;
  };
  const coarse = best(-MAX_SKEW, MAX_SKEW, 0.5);
  return round1(best(coarse - 0.5, coarse + 0.5, 0.1));
}

const round1 = (n: number) => Math.round(n * 10) / 10 || 0;
