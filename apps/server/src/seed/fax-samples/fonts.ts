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

/**
 * The template set's fonts (template-set.ts): FAX_FONT plus a slanted 'hand' face. No
 * handwriting font ships with any package in the lockfile, so 'handwritten' values are Liberation
 * Sans Italic drawn letter by letter with a wobbling baseline, slant and size (draw-templates.ts).
 */
export const TEMPLATE_FONT = { ...FAX_FONT, hand: 'FaxHand' } as const;

let handRegistered: Promise<void> | undefined;

export function registerTemplateFonts(): Promise<void> {
  handRegistered ??= registerFaxFonts().then(async () => {
    const { GlobalFonts } = await import('@napi-rs/canvas');
    const require = createRequire(import.meta.url);
    const dir = path.join(
      path.dirname(require.resolve('pdfjs-dist/package.json')),
      'standard_fonts',
    );
    GlobalFonts.registerFromPath(path.join(dir, 'LiberationSans-Italic.ttf'), TEMPLATE_FONT.hand);
  });
  return handRegistered;
}
