import type { Sharp } from 'sharp';
import type { GreyPage } from './draw-pages.js';
import type { Prng } from './prng.js';
import type { FaxDegradation } from './spec.js';

/** A received fax page: one byte per pixel, 0 (black) or 255 (white). */
export type BitonalPage = GreyPage;

/** Fax resolutions over US Letter: 204 dpi across; 196 (fine) or 98 (standard) lines per inch. */
const FAX_WIDTH = 1734;
const FINE_HEIGHT = 2156;
const STANDARD_HEIGHT = 1078;

const raw = (p: GreyPage) => ({ raw: { width: p.width, height: p.height, channels: 1 as const } });

async function toGrey(img: Sharp): Promise<GreyPage> {
  const { data, info } = await img.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data) };
}

/** Turns the sheet like a crooked feed, keeping the page size (the margins absorb the corners). */
async function skew(p: GreyPage, degrees: number): Promise<GreyPage> {
  const { default: sharp } = await import('sharp');
  const turned = await toGrey(sharp(p.data, raw(p)).rotate(degrees, { background: '#ffffff' }));
  const left = Math.floor((turned.width - p.width) / 2);
  const top = Math.floor((turned.height - p.height) / 2);
  return toGrey(
    sharp(turned.data, raw(turned)).extract({ left, top, width: p.width, height: p.height }),
  );
}

/** Standard normal samples (Box-Muller) from the seeded generator. */
function gaussian(rng: Prng): number {
  return Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
}

/**
 * A poor office scan: grey, unevenly lit paper, grain that survives the threshold, soft strokes
 * and a streak down the margin.
 */
async function scanNoise(p: GreyPage, rng: Prng): Promise<GreyPage> {
  const { default: sharp } = await import('sharp');
  const soft = await toGrey(sharp(p.data, raw(p)).blur(0.9));
  const out = soft.data;
  for (let y = 0; y < p.height; y++) {
    const light = 30 + 14 * Math.sin((y / p.height) * Math.PI);
    for (let x = 0; x < p.width; x++) {
      const i = y * p.width + x;
      out[i] = Math.max(0, Math.min(255, out[i]! * 0.8 + light + gaussian(rng) * 33));
    }
  }
  const streakX = rng.int(40, 110);
  for (let y = 0; y < p.height; y++) {
    out[y * p.width + streakX] = 60;
    out[y * p.width + streakX + 1] = 90;
  }
  return soft;
}

async function resample(p: GreyPage, width: number, height: number): Promise<GreyPage> {
  const { default: sharp } = await import('sharp');
  return toGrey(sharp(p.data, raw(p)).resize(width, height, { fit: 'fill' }));
}

/** What the fax modem sends: every pixel black or white. */
function threshold(p: GreyPage, level: number): BitonalPage {
  const data = new Uint8Array(p.data.length);
  for (let i = 0; i < data.length; i++) data[i] = p.data[i]! < level ? 0 : 255;
  return { width: p.width, height: p.height, data };
}

/** Standard resolution on the receiving side: each transmitted line printed twice. */
function doubleLines(p: BitonalPage): BitonalPage {
  const data = new Uint8Array(p.width * p.height * 2);
  for (let y = 0; y < p.height; y++) {
    const row = p.data.subarray(y * p.width, (y + 1) * p.width);
    data.set(row, 2 * y * p.width);
    data.set(row, (2 * y + 1) * p.width);
  }
  return { width: p.width, height: p.height * 2, data };
}

/** Dust and line noise: black dots of one to three pixels. */
function speckle(p: BitonalPage, count: number, rng: Prng): void {
  for (let n = 0; n < count; n++) {
    const size = rng.int(1, 3);
    const x0 = rng.int(0, p.width - size);
    const y0 = rng.int(0, p.height - size);
    for (let y = y0; y < y0 + size; y++) {
      for (let x = x0; x < x0 + size; x++) p.data[y * p.width + x] = 0;
    }
  }
}

/** Sends a drawn page through a simulated fax line. */
export async function degradePage(
  page: GreyPage,
  d: FaxDegradation,
  rng: Prng,
): Promise<BitonalPage> {
  let grey = page;
  // Even a straight feed is rarely perfectly level; 'clean' pages stay untouched.
  const jitter = d.resolution === 'clean' ? 0 : (rng.next() - 0.5) * 0.6;
  const turn = d.skewDegrees ? (rng.chance(0.5) ? 1 : -1) * d.skewDegrees + jitter : jitter;
  if (turn !== 0) grey = await skew(grey, turn);
  if (d.noisy) grey = await scanNoise(grey, rng);
  const level = d.noisy ? 140 : 160;
  let out: BitonalPage;
  if (d.resolution === 'clean') out = threshold(grey, level);
  else if (d.resolution === 'fine')
    out = threshold(await resample(grey, FAX_WIDTH, FINE_HEIGHT), level);
  else out = doubleLines(threshold(await resample(grey, FAX_WIDTH, STANDARD_HEIGHT), level));
  if (d.speckles) speckle(out, d.speckles, rng);
  return out;
}
