import { imagePage, imagePageCount } from '../documents/raster.js';

/** Resolution of one TIFF page in dots per inch, across and down. */
export interface TiffResolution {
  x: number;
  y: number;
}

/** Fine fax resolution (204 x 196 dpi): what a page without resolution tags is taken to be. */
const FAX_FINE: TiffResolution = { x: 204, y: 196 };

const TAG_X_RESOLUTION = 282;
const TAG_Y_RESOLUTION = 283;
const TAG_RESOLUTION_UNIT = 296;
const RATIONAL = 5;
const SHORT = 3;

/**
 * The resolution of each page of a TIFF, read from its image directories. Faxes come in
 * "standard" resolution (204 x 98 dpi): the pixels are twice as tall as wide, which sharp's single
 * `density` cannot say, and a page drawn square would be squashed to half its height.
 */
export function tiffResolutions(bytes: Uint8Array): TiffResolution[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 8) return [];
  const little = bytes[0] === 0x49;
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  const pages: TiffResolution[] = [];
  const seen = new Set<number>();
  let ifd = u32(4);
  // Bounded: a crafted file must not loop or read past its end.
  while (ifd > 0 && ifd + 2 <= bytes.length && !seen.has(ifd) && pages.length < 10_000) {
    seen.add(ifd);
    const count = u16(ifd);
    if (ifd + 2 + count * 12 + 4 > bytes.length) break;
    let x: number | null = null;
    let y: number | null = null;
    let perCm = false;
    for (let i = 0; i < count; i++) {
      const entry = ifd + 2 + i * 12;
      const tag = u16(entry);
      const type = u16(entry + 2);
      if ((tag === TAG_X_RESOLUTION || tag === TAG_Y_RESOLUTION) && type === RATIONAL) {
        const at = u32(entry + 8);
        if (at + 8 > bytes.length) continue;
        const den = u32(at + 4);
        const value = den === 0 ? null : u32(at) / den;
        if (tag === TAG_X_RESOLUTION) x = value;
        else y = value;
      } else if (tag === TAG_RESOLUTION_UNIT && type === SHORT) {
        perCm = u16(entry + 8) === 3;
      }
    }
    const scale = perCm ? 2.54 : 1;
    const ok = (v: number | null) => v !== null && v >= 20 && v <= 2400;
    pages.push(ok(x) && ok(y) ? { x: x! * scale, y: y! * scale } : { ...FAX_FINE });
    ifd = u32(ifd + 2 + count * 12);
  }
  return pages;
}

/**
 * A received TIFF as a PDF of the same pages (stored faxes are always PDF): each page embedded as
 * a lossless PNG at its own pixel size, on a page as large as the paper it was scanned from.
 */
export async function tiffToPdf(tiff: Buffer): Promise<Uint8Array> {
  const resolutions = tiffResolutions(tiff);
  const count = await imagePageCount(tiff);
  const { PDFDocument } = await import('pdf-lib');
  const { default: sharp } = await import('sharp');
  const doc = await PDFDocument.create();
  for (let page = 0; page < count; page++) {
    const meta = await sharp(tiff, { page, pages: 1 }).metadata();
    const box = { width: meta.width ?? 1, height: meta.height ?? 1 };
    const { data } = await imagePage(tiff, page, box, 'png');
    const png = await doc.embedPng(data);
    const dpi = resolutions[page] ?? FAX_FINE;
    const width = (png.width / dpi.x) * 72;
    const height = (png.height / dpi.y) * 72;
    doc.addPage([width, height]).drawImage(png, { x: 0, y: 0, width, height });
  }
  return doc.save();
}
