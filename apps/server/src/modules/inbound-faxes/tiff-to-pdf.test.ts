import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { tiffResolutions, tiffToPdf } from './tiff-to-pdf.js';

const MM_PER_INCH = 25.4;

/** A fax-like TIFF of `pages` white pages at the given resolution (dpi across and down). */
async function faxTiff(pages: number, dpi: { x: number; y: number }) {
  const page = await sharp({
    create: { width: 1728, height: 1100, channels: 3, background: '#ffffff' },
  })
    .png()
    .toBuffer();
  const image =
    pages === 1 ? sharp(page) : sharp(Array(pages).fill(page), { join: { animated: true } });
  return image
    .tiff({ xres: dpi.x / MM_PER_INCH, yres: dpi.y / MM_PER_INCH, resolutionUnit: 'inch' })
    .toBuffer();
}

describe('tiffResolutions', () => {
  it('reads the resolution of every page, standard fax pixels twice as tall as wide', async () => {
    const res = tiffResolutions(await faxTiff(2, { x: 204, y: 98 }));
    expect(res).toHaveLength(2);
    for (const r of res) {
      expect(r.x).toBeCloseTo(204, 0);
      expect(r.y).toBeCloseTo(98, 0);
    }
  });

  it('gives nothing for bytes that are not a TIFF directory chain', () => {
    expect(tiffResolutions(Buffer.from('II*\0'))).toEqual([]);
    expect(tiffResolutions(Buffer.from('II*\0\xff\xff\xff\x7f', 'latin1'))).toEqual([]);
  });
});

describe('tiffToPdf', () => {
  it('makes one PDF page per TIFF page, sized as the paper was', async () => {
    const pdf = await PDFDocument.load(await tiffToPdf(await faxTiff(2, { x: 204, y: 98 })));
    expect(pdf.getPageCount()).toBe(2);
    const { width, height } = pdf.getPage(0).getSize();
    // 1728 px at 204 dpi is a US letter width; 1100 rows at 98 dpi are 11.2 inches.
    expect(width).toBeCloseTo((1728 / 204) * 72, 0);
    expect(height).toBeCloseTo((1100 / 98) * 72, 0);
  });
});
