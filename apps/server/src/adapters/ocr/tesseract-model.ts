import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * English models shipped by @tesseract.js-data/eng: '4.0.0' (tessdata, the fast LSTM model) or
 * '4.0.0_best_int' (tessdata_best, integerised). 4.0.0 is the default: see docs/decisions.md.
 * Both engines read the same file, so the native one reads pages as tesseract.js does.
 */
export type TesseractModel = '4.0.0' | '4.0.0_best_int';

export const DEFAULT_TESSERACT_MODEL: TesseractModel = '4.0.0';

/**
 * Tesseract's own default page segmentation mode, which tesseract.js keeps: one uniform block of
 * text. The command line defaults to 3 (fully automatic) instead, so the native engine passes it.
 */
export const PAGE_SEGMENTATION_MODE = 6;

const require = createRequire(import.meta.url);

/** The directory of the bundled traineddata (`eng.traineddata.gz`): nothing is downloaded at run time. */
export function bundledModelDir(model: TesseractModel): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng')), model);
}
