import { PDFDocument, StandardFonts, degrees } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { A4_PAGE, LEGAL_PAGE, fitPage, pdfSafeText, wrapText } from './page-composer.js';

describe('pdfSafeText', () => {
  it('keeps Latin-1, drops accents it cannot encode and replaces the rest', () => {
    expect(pdfSafeText('José Ñúñez')).toBe('José Ñúñez');
    expect(pdfSafeText('Dvořák “quoted” – ok')).toBe('Dvorák "quoted" - ok');
    expect(pdfSafeText('王 ☃\nnext')).toBe('? ? next');
  });
});

describe('wrapText', () => {
  it('breaks at spaces within the width and cuts words longer than a line', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const lines = wrapText(`short words ${'x'.repeat(300)}`, font, 10, 200);
    expect(lines[0]).toBe('short words');
    for (const l of lines) expect(font.widthOfTextAtSize(l, 10)).toBeLessThanOrEqual(200);
    expect(lines.join('')).toBe(
      `shortwords${'x'.repeat(300)}`.replace('shortwords', 'short words'),
    );
  });
});

describe('fitPage', () => {
  const pageOf = async (size: [number, number], rotate = 0) => {
    const doc = await PDFDocument.create();
    const page = doc.addPage(size);
    page.setRotation(degrees(rotate));
    return page;
  };

  it('centres a smaller page on the target size without scaling it', async () => {
    const page = await pageOf([612, 792]);
    fitPage(page, LEGAL_PAGE);
    expect(page.getMediaBox()).toEqual({ x: 0, y: -108, width: 612, height: 1008 });
    expect(page.getCropBox()).toEqual(page.getMediaBox());
  });

  it('shrinks a larger page to fit, keeping its proportions', async () => {
    const page = await pageOf([842, 1191]);
    fitPage(page, A4_PAGE);
    const box = page.getMediaBox();
    expect(box.width).toBeCloseTo(A4_PAGE.width);
    expect(box.height).toBeCloseTo(A4_PAGE.height);
  });

  it('fits a rotated landscape page in the swapped target', async () => {
    const page = await pageOf([792, 612], 90);
    fitPage(page, A4_PAGE);
    expect(page.getMediaBox().width).toBeCloseTo(A4_PAGE.height);
    expect(page.getMediaBox().height).toBeCloseTo(A4_PAGE.width);
  });
});
