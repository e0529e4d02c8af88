import type { BitonalPage } from './degrade.js';

const LETTER: [number, number] = [612, 792];
/** A fixed date keeps the bytes of a sample identical from run to run. */
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

/** Packs black/white pixels to 1 bit per pixel, rows padded to a byte (PDF DeviceGray: 1 = white). */
function packBits(p: BitonalPage): Uint8Array {
  const rowBytes = Math.ceil(p.width / 8);
  const out = new Uint8Array(rowBytes * p.height);
  for (let y = 0; y < p.height; y++) {
    for (let x = 0; x < p.width; x++) {
      if (p.data[y * p.width + x]) out[y * rowBytes + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  return out;
}

/**
 * An image-only PDF like a fax server writes: one 1-bit image per Letter page, no text layer, so
 * the intake must read it with OCR. 1-bit Flate keeps a page around 30-60 KB.
 */
export async function composeFaxPdf(pages: BitonalPage[]): Promise<Uint8Array> {
  const {
    concatTransformationMatrix,
    drawObject,
    PDFDocument,
    popGraphicsState,
    pushGraphicsState,
  } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  doc.setProducer('Fax Server');
  doc.setCreator('Fax Server');
  for (const p of pages) {
    const image = doc.context.flateStream(packBits(p), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: p.width,
      Height: p.height,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 1,
    });
    const page = doc.addPage(LETTER);
    const name = page.node.newXObject('Fax', doc.context.register(image));
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(LETTER[0], 0, 0, LETTER[1], 0, 0),
      drawObject(name),
      popGraphicsState(),
    );
  }
  return doc.save();
}
