import { createRequire } from 'node:module';
import path from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';

/** Family names the page layouts draw with. */
export const FAX_FONT = { regular: 'FaxSans', bold: 'FaxSansBold' } as const;

let registered = false;

/**
 * Registers Liberation Sans from pdfjs-dist's bundled standard fonts: CI machines may have no
 * system fonts at all, and a fixed font keeps the drawn pages identical everywhere.
 */
export function registerFaxFonts(): void {
  if (registered) return;
  const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const dir = path.join(pdfjsDir, 'standard_fonts');
  GlobalFonts.registerFromPath(path.join(dir, 'LiberationSans-Regular.ttf'), FAX_FONT.regular);
  GlobalFonts.registerFromPath(path.join(dir, 'LiberationSans-Bold.ttf'), FAX_FONT.bold);
  registered = true;
}
