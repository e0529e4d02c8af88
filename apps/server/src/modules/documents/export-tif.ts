import type { ReferralViewer } from '@app/shared';
import type { StorageAdapter } from '../../adapters/storage/storage.js';
import { prepareAttachments, type PreparedAttachment } from './page-composer.js';
import { displayDateTime, summarySections, type ReferralSummary } from './referral-summary.js';

/**
 * The TIF export (GET /api/referrals/:uuid/export.tif): the printed referral's pages as one
 * multi-page grayscale TIFF, 816 px wide (spec 3 section 6) at legal proportions (8.5 x 14 in at
 * 96 dpi). The summary is drawn from SVG, image attachments are placed one per page. PDF
 * attachments cannot be rasterised here (that needs pdf.js and a canvas, not installed): each
 * gets a page naming it and pointing to the combined PDF, which carries its pages.
 */
export const TIF_PAGE = { width: 816, height: 1344, margin: 40 } as const;
const DPI = 96;

const FONT = 'DejaVu Sans, Helvetica, Arial, sans-serif';
/** A safe over-estimate of the average glyph width of the sans font, in em. */
const AVG_CHAR_EM = 0.58;

/** A line of text; `label` is drawn in bold at the margin on the same baseline. */
type Line = {
  text: string;
  size: number;
  bold?: boolean;
  x?: number;
  gapBefore?: number;
  label?: string;
};

const escapeXml = (s: string) =>
  s
    .replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
    // XML 1.0 allows no control characters but tab and line breaks.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f]/g, '');

function wrap(text: string, size: number, width: number): string[] {
  const max = Math.max(8, Math.floor(width / (size * AVG_CHAR_EM)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= max) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (line.length > max) {
      lines.push(line.slice(0, max));
      line = line.slice(max);
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/** Lays lines out top to bottom, starting a new page when one is full; returns SVG pages. */
function svgPages(blocks: Line[][]): string[] {
  const { width, height, margin } = TIF_PAGE;
  const pages: string[][] = [[]];
  let y = margin;
  for (const block of blocks) {
    for (const l of block) {
      const step = l.size * 1.4 + (l.gapBefore ?? 0);
      if (y + step > height - margin) {
        pages.push([]);
        y = margin;
      }
      y += step;
      const page = pages[pages.length - 1]!;
      const at = `y="${y.toFixed(1)}" font-size="${l.size}"`;
      if (l.label) {
        page.push(`<text x="${margin}" ${at} font-weight="bold">${escapeXml(l.label)}</text>`);
      }
      page.push(
        `<text x="${l.x ?? margin}" ${at}${l.bold ? ' font-weight="bold"' : ''}>${escapeXml(l.text)}</text>`,
      );
    }
  }
  return pages.map(
    (texts) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="100%" height="100%" fill="#fff"/><g font-family="${FONT}" fill="#000">${texts.join('')}</g></svg>`,
  );
}

function summaryBlocks(s: ReferralSummary, viewer: ReferralViewer, now: Date): Line[][] {
  const { width, margin } = TIF_PAGE;
  const labelWidth = 190;
  const valueX = margin + labelWidth;
  const blocks: Line[][] = [
    [
      { text: s.isOrder ? 'Order Summary' : 'Referral Summary', size: 26, bold: true },
      { text: `Exported ${displayDateTime(now)}`, size: 12 },
    ],
  ];
  for (const section of summarySections(s, viewer)) {
    blocks.push([{ text: section.title, size: 17, bold: true, gapBefore: 12 }]);
    for (const row of section.rows) {
      const values = wrap(row.value || '-', 13, width - margin - valueX);
      const labels = wrap(row.label, 13, labelWidth - 10);
      blocks.push(
        Array.from({ length: Math.max(values.length, labels.length) }, (_, i) => ({
          text: values[i] ?? '',
          size: 13,
          x: valueX,
          label: labels[i],
        })),
      );
    }
  }
  return blocks;
}

function noticeBlocks(title: string, body: string): Line[][] {
  const { width, margin } = TIF_PAGE;
  return [
    [{ text: title, size: 20, bold: true }],
    wrap(body, 14, width - 2 * margin).map((text, i) => ({
      text,
      size: 14,
      gapBefore: i ? 0 : 10,
    })),
  ];
}

async function renderSvg(svg: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The TIF pages of one attachment. */
async function attachmentPages(a: PreparedAttachment): Promise<Buffer[]> {
  const { default: sharp } = await import('sharp');
  switch (a.kind) {
    case 'listed':
      return [];
    case 'images':
      return Promise.all(
        a.images.map((img) =>
          sharp({
            create: {
              width: TIF_PAGE.width,
              height: TIF_PAGE.height,
              channels: 3,
              background: '#ffffff',
            },
          })
            .composite([{ input: img.data, gravity: 'center' }])
            .png()
            .toBuffer(),
        ),
      );
    case 'pdf': {
      const n = a.source.getPageCount();
      const svg = svgPages(
        noticeBlocks(
          'PDF document not reproduced',
          `'${a.doc.name}' (${n} page${n === 1 ? '' : 's'}) is a PDF document. Its pages are ` +
            'included in the combined PDF of this referral (Print) and can be downloaded from ' +
            'the referral; the TIF export does not render PDF pages.',
        ),
      );
      return Promise.all(svg.map(renderSvg));
    }
    case 'notice': {
      const svg = svgPages(
        noticeBlocks(
          'Attachment not included',
          `The document '${a.doc.name}' could not be included: ${a.reason}`,
        ),
      );
      return Promise.all(svg.map(renderSvg));
    }
  }
}

export async function buildReferralTif(
  summary: ReferralSummary,
  storage: StorageAdapter,
  opts: { viewer: ReferralViewer; now: Date },
): Promise<{ tif: Buffer; pages: number }> {
  const { width, height, margin } = TIF_PAGE;
  const prepared = await prepareAttachments(
    storage,
    summary.documents,
    { width: width - 2 * margin, height: height - 2 * margin },
    'png',
  );
  const summaryPages = await Promise.all(
    svgPages(summaryBlocks(summary, opts.viewer, opts.now)).map(renderSvg),
  );
  const rest = (await Promise.all(prepared.map(attachmentPages))).flat();
  const pages = [...summaryPages, ...rest];
  const { default: sharp } = await import('sharp');
  // sharp joins two or more images into pages; a single page is read as it is.
  const input = pages.length === 1 ? sharp(pages[0]) : sharp(pages, { join: { animated: true } });
  const tif = await input
    .toColourspace('b-w')
    .tiff({ compression: 'lzw', xres: DPI / 25.4, yres: DPI / 25.4, resolutionUnit: 'inch' })
    .toBuffer();
  return { tif, pages: pages.length };
}
