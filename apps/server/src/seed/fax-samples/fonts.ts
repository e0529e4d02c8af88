import { createRequire } from 'node:module';
import path from 'node:path';

/** Family names the page layouts draw with. */
export const FAX_FONT = { regular: 'FaxSans', bold: 'FaxSansBold' } as const;

let registered: Promise<void> | undefined;

/**
 * Registers Liberation Sans from pdfjs-dist's bundled standard fonts: CI machines may have no
 * system fonts at all, and a fixed font keeps the drawn pages identical everywhere.
 */
export function registerFaxFonts(): Promise<void> {
  registered ??= import('@napi-rs/canvas').then(({ GlobalFonts }) => {
    const require = createRequire(import.meta.url);
    const dir = path.join(
      path.dirname(require.resolve('pdfjs-dist/package.json')),
      'standard_fonts',
    );
    GlobalFonts.registerFromPath(path.join(dir, 'LiberationSans-Regular.ttf'), FAX_FONT.regular);
    GlobalFonts.registerFromPath(path.join(dir, 'LiberationSans-Bold.ttf'), FAX_FONT.bold);
  });
  return registered;
}
