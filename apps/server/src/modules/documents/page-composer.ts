import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import type { StorageAdapter } from '../../adapters/storage/storage.js';
import type { ReferralDocumentView } from './document-rows.js';
import { imagePages, type Box } from './raster.js';

/**
 * The one page composition of referral files: the printed referral (legal), the fax document
 * (A4) and, through `prepareAttachments`, the TIF export. Text pages, then every uploaded
 * document: PDF pages copied and fitted, images one per page, zip files only listed.
 */
export interface PageFormat {
  width: number;
  height: number;
  margin: number;
}

/** US legal, 8.5 x 14 in (215.9 x 355.6 mm): printing (spec 2 section 9). */
export const LEGAL_PAGE: PageFormat = { width: 612, height: 1008, margin: 48 };
/** ISO A4, 210 x 297 mm: fax documents (spec 2 section 9, spec 3 section 6). */
export const A4_PAGE: PageFormat = { width: 595.28, height: 841.89, margin: 42 };

/** Images are rasterised for about 200 dpi on the page: sharp enough to read, small to fax. */
const IMAGE_DPI = 200;

/** The fonts of a document, and the grey of its heading rules (a pdf-lib value, like them). */
export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  rule: Color;
}

export async function embedFonts(pdf: PDFDocument): Promise<Fonts> {
  const { StandardFonts, rgb } = await import('pdf-lib');
  const [regular, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  return { regular, bold, rule: rgb(0.6, 0.6, 0.6) };
}

/**
 * The standard PDF fonts encode WinAnsi only: letters with accents are kept when Latin-1 has
 * them, others lose their accents, and anything else becomes '?'.
 */
export function pdfSafeText(s: string): string {
  return s
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, (c) => {
      const plain = c.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return /^[\u0020-\u007e]+$/.test(plain) ? plain : '?';
    });
}

/** Breaks text into lines no wider than `width` (long words are cut). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of pdfSafeText(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (!fits(line)) {
      let cut = line.length - 1;
      while (cut > 1 && !fits(line.slice(0, cut))) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/** Writes flowing text onto pages of one format, adding a page whenever one is full. */
export class PageWriter {
  private page: PDFPage | null = null;
  private y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly pdf: PDFDocument,
    readonly format: PageFormat,
    readonly fonts: Fonts,
  ) {}

  private get contentWidth() {
    return this.format.width - 2 * this.format.margin;
  }

  newPage(): PDFPage {
    this.page = this.pdf.addPage([this.format.width, this.format.height]);
    this.pages.push(this.page);
    this.y = this.format.height - this.format.margin;
    return this.page;
  }

  private room(height: number): PDFPage {
    if (!this.page || this.y - height < this.format.margin) return this.newPage();
    return this.page;
  }

  text(text: string, opts: { size?: number; bold?: boolean; indent?: number } = {}): void {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    const indent = opts.indent ?? 0;
    for (const line of wrapText(text, font, size, this.contentWidth - indent)) {
      const page = this.room(size * 1.35);
      this.y -= size * 1.35;
      page.drawText(line, { x: this.format.margin + indent, y: this.y, size, font });
    }
  }

  /** A label in bold with its value beside it, both wrapped. */
  row(label: string, value: string, labelWidth = 130): void {
    const size = 10;
    const { bold, regular } = this.fonts;
    const values = wrapText(value || '-', regular, size, this.contentWidth - labelWidth);
    const labels = wrapText(label, bold, size, labelWidth - 8);
    for (let i = 0; i < Math.max(values.length, labels.length); i++) {
      const page = this.room(size * 1.4);
      this.y -= size * 1.4;
      const x = this.format.margin;
      if (labels[i]) page.drawText(labels[i]!, { x, y: this.y, size, font: bold });
      if (values[i])
        page.drawText(values[i]!, { x: x + labelWidth, y: this.y, size, font: regular });
    }
  }

  heading(text: string, size = 12): void {
    this.gap(size * 0.6);
    this.text(text, { size, bold: true });
    const page = this.room(4);
    this.y -= 3;
    page.drawLine({
      start: { x: this.format.margin, y: this.y },
      end: { x: this.format.width - this.format.margin, y: this.y },
      thickness: 0.6,
      color: this.fonts.rule,
    });
    this.gap(2);
  }

  gap(points: number): void {
    if (this.page) this.y -= points;
  }
}

/** An attachment made ready to place: PDF pages to copy, image pages, or a notice. */
export type PreparedAttachment =
  | { doc: ReferralDocumentView; kind: 'pdf'; source: PDFDocument }
  | {
      doc: ReferralDocumentView;
      kind: 'images';
      images: { data: Buffer; width: number; height: number }[];
    }
  | { doc: ReferralDocumentView; kind: 'notice'; reason: string }
  | { doc: ReferralDocumentView; kind: 'listed' };

/** Reads (four at a time) and prepares every attachment, keeping their order. */
export async function prepareAttachments(
  storage: StorageAdapter,
  docs: readonly ReferralDocumentView[],
  imageBox: Box,
  imageFormat: 'jpeg' | 'png',
): Promise<PreparedAttachment[]> {
  const out: PreparedAttachment[] = new Array(docs.length);
  let next = 0;
  const worker = async () => {
    while (next < docs.length) {
      const i = next++;
      out[i] = await prepareOne(storage, docs[i]!, imageBox, imageFormat);
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, docs.length) }, worker));
  return out;
}

async function prepareOne(
  storage: StorageAdapter,
  doc: ReferralDocumentView,
  imageBox: Box,
  imageFormat: 'jpeg' | 'png',
): Promise<PreparedAttachment> {
  if (doc.contentType === 'application/zip') return { doc, kind: 'listed' };
  let bytes: Buffer;
  try {
    bytes = await storage.read(doc.storageKey);
  } catch {
    return { doc, kind: 'notice', reason: 'the stored file could not be found.' };
  }
  const { EncryptedPDFError, PDFDocument } = await import('pdf-lib');
  try {
    if (doc.contentType === 'application/pdf') {
      const source = await PDFDocument.load(bytes, { updateMetadata: false });
      return { doc, kind: 'pdf', source };
    }
    const pages = await imagePages(bytes, imageBox, imageFormat);
    return {
      doc,
      kind: 'images',
      images: pages.map((p) => ({ data: p.data, width: p.info.width, height: p.info.height })),
    };
  } catch (e) {
    const reason =
      e instanceof EncryptedPDFError
        ? 'the PDF is password-protected.'
        : 'the file could not be read as a document.';
    return { doc, kind: 'notice', reason };
  }
}

/** The pixel box an image page is fitted into for a PDF page format. */
export function imageBoxFor(format: PageFormat): Box {
  const scale = IMAGE_DPI / 72;
  return {
    width: (format.width - 2 * format.margin) * scale,
    height: (format.height - 2 * format.margin) * scale,
  };
}

/**
 * Appends every attachment to `pdf` in `format`: PDF pages copied (annotations and form fields
 * kept) and fitted, image pages placed one per page, a notice page for a file that cannot be
 * included. Zip files are not expanded (the summary lists them). Returns the pages added.
 */
export async function appendAttachments(
  pdf: PDFDocument,
  writer: PageWriter,
  prepared: readonly PreparedAttachment[],
): Promise<number> {
  const format = writer.format;
  let added = 0;
  for (const a of prepared) {
    if (a.kind === 'listed') continue;
    if (a.kind === 'pdf') {
      const pages = await pdf.copyPages(a.source, a.source.getPageIndices());
      for (const page of pages) {
        fitPage(page, format);
        pdf.addPage(page);
        added++;
      }
    } else if (a.kind === 'images') {
      for (const img of a.images) {
        const image = await pdf.embedJpg(img.data);
        const page = pdf.addPage([format.width, format.height]);
        const boxW = format.width - 2 * format.margin;
        const boxH = format.height - 2 * format.margin;
        // Rasterised at IMAGE_DPI: that is its natural size on paper, shrunk further to fit.
        const natural = 72 / IMAGE_DPI;
        const s = Math.min(natural, boxW / img.width, boxH / img.height);
        const w = img.width * s;
        const h = img.height * s;
        page.drawImage(image, {
          x: (format.width - w) / 2,
          y: (format.height - h) / 2,
          width: w,
          height: h,
        });
        added++;
      }
    } else {
      writer.newPage();
      writer.text('Attachment not included', { size: 14, bold: true });
      writer.gap(6);
      writer.text(`The document '${a.doc.name}' could not be included: ${a.reason}`);
      writer.text('Download it from the referral to view it.');
      added++;
    }
  }
  return added;
}

/** Page boxes besides the media and crop boxes, dropped from a fitted page. */
const OTHER_BOXES = new Set(['/BleedBox', '/TrimBox', '/ArtBox']);

/**
 * Makes a copied page the target size: shrinks its content (and annotations) to fit when it is
 * larger, then widens its boxes around the content so it sits centred. Rotated pages keep
 * their rotation (the target is swapped for them).
 */
export function fitPage(page: PDFPage, format: PageFormat): void {
  const turned = Math.abs(page.getRotation().angle % 180) === 90;
  const target = turned
    ? { width: format.height, height: format.width }
    : { width: format.width, height: format.height };
  const box = page.getCropBox();
  const s = Math.min(1, target.width / box.width, target.height / box.height);
  if (s < 1) {
    page.scaleContent(s, s);
    page.scaleAnnotations(s, s);
  }
  const x = box.x * s - (target.width - box.width * s) / 2;
  const y = box.y * s - (target.height - box.height * s) / 2;
  page.setMediaBox(x, y, target.width, target.height);
  page.setCropBox(x, y, target.width, target.height);
  // Matched by name: PDFName.of would need pdf-lib imported into this synchronous function.
  for (const key of page.node.keys()) {
    if (OTHER_BOXES.has(key.asString())) page.node.delete(key);
  }
}
