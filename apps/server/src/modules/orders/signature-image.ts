import { ORDER_MSG } from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import { CONTENT_TYPES, sniffKind } from '../../lib/file-types.js';

/**
 * A signature image as it is stored (spec 3 section 2.5: 'Upload Signature' accepts any image
 * file). PNG and JPEG are kept as they are; every other raster image the server can read (GIF,
 * WebP, BMP, TIFF, AVIF) is converted to PNG, so every stored signature shows in a browser and
 * embeds in a PDF. SVG is refused with its own message (a script-capable document, not a
 * picture); anything else unreadable gets the invalid-image message. Decided by content, never by
 * the data URL's claimed type (DESIGN section 8).
 */

/** The longest side a converted signature keeps (a signature is small; docs/decisions.md). */
export const SIGNATURE_MAX_SIDE = 2000;
/** Pixels sharp may decode from one upload, so a small file cannot expand into a huge image. */
const MAX_INPUT_PIXELS = 40_000_000;

const text = (bytes: Buffer) =>
  bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '');

/** An SVG (or an XML document holding one), by content. */
export function isSvg(bytes: Buffer): boolean {
  const head = text(bytes).trimStart().toLowerCase();
  return head.startsWith('<svg') || (head.startsWith('<') && head.includes('<svg'));
}

const isBmp = (b: Buffer) => b.length > 26 && b.subarray(0, 2).toString('latin1') === 'BM';

/** A BMP's pixels as raw RGB for sharp (bmp-js gives ABGR rows top down). */
async function bmpPixels(bytes: Buffer) {
  const { decode } = (await import('bmp-js')).default;
  const bmp = decode(bytes);
  const rgb = Buffer.alloc(bmp.width * bmp.height * 3);
  for (let i = 0, o = 0; o < rgb.length; i += 4, o += 3) {
    rgb[o] = bmp.data[i + 3]!;
    rgb[o + 1] = bmp.data[i + 2]!;
    rgb[o + 2] = bmp.data[i + 1]!;
  }
  return { rgb, width: bmp.width, height: bmp.height };
}

/** Any other raster image as PNG (first page or frame), at most SIGNATURE_MAX_SIDE a side. */
async function toPng(bytes: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const input = isBmp(bytes)
    ? await bmpPixels(bytes).then(({ rgb, width, height }) =>
        sharp(rgb, { raw: { width, height, channels: 3 }, limitInputPixels: MAX_INPUT_PIXELS }),
      )
    : sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
  return input
    .rotate()
    .resize({
      width: SIGNATURE_MAX_SIDE,
      height: SIGNATURE_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .png()
    .toBuffer();
}

/** The bytes and content type a signature upload is stored as; refuses SVG and unreadable files. */
export async function storableSignature(
  bytes: Buffer,
): Promise<{ bytes: Buffer; contentType: string }> {
  const kind = sniffKind(bytes);
  if (kind === 'png' || kind === 'jpeg') return { bytes, contentType: CONTENT_TYPES[kind] };
  if (isSvg(bytes)) throw AppError.validation(ORDER_MSG.svgSignature);
  // PDFs and archives are documents, not pictures, even where a decoder could read them.
  if (bytes.length === 0 || kind === 'pdf' || kind === 'zip')
    throw AppError.validation(ORDER_MSG.invalidSignatureImage);
  try {
    return { bytes: await toPng(bytes), contentType: CONTENT_TYPES.png };
  } catch {
    throw AppError.validation(ORDER_MSG.invalidSignatureImage);
  }
}
