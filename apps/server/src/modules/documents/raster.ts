import type { OutputInfo } from 'sharp';

/** At most this many pages are taken from one multi-page TIFF (a fax-sized document). */
export const MAX_IMAGE_PAGES = 200;

export interface Box {
  width: number;
  height: number;
}

/** How many pages an image holds (multi-page TIFF), capped at MAX_IMAGE_PAGES. */
export async function imagePageCount(bytes: Buffer): Promise<number> {
  const { default: sharp } = await import('sharp');
  const meta = await sharp(bytes).metadata();
  return Math.min(Math.max(meta.pages ?? 1, 1), MAX_IMAGE_PAGES);
}

/**
 * One page of an image, turned upright (EXIF), flattened on white and scaled down to fit `box`
 * (never enlarged). JPEG for the PDF (compact, embedded as is), PNG for compositing.
 */
export async function imagePage(
  bytes: Buffer,
  page: number,
  box: Box,
  format: 'jpeg' | 'png',
): Promise<{ data: Buffer; info: OutputInfo }> {
  const { default: sharp } = await import('sharp');
  const pipeline = sharp(bytes, { page, pages: 1 })
    .rotate()
    .resize({
      width: Math.round(box.width),
      height: Math.round(box.height),
      fit: 'inside',
      withoutEnlargement: true,
    })
    .flatten({ background: '#ffffff' });
  return (format === 'jpeg' ? pipeline.jpeg({ quality: 85 }) : pipeline.png()).toBuffer({
    resolveWithObject: true,
  });
}

/** Every page of an image attachment, in order. */
export async function imagePages(
  bytes: Buffer,
  box: Box,
  format: 'jpeg' | 'png',
): Promise<{ data: Buffer; info: OutputInfo }[]> {
  const count = await imagePageCount(bytes);
  return Promise.all(Array.from({ length: count }, (_, i) => imagePage(bytes, i, box, format)));
}
