// The recognised pages of a template fax (issue 24), kept in a cache directory keyed by the PDF's
// hash so that detection work is measured and trained without recognising again. Shared by
// bench:ocr-unseen and train:layout.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OcrAdapter } from '../apps/server/src/adapters/ocr/ocr.js';
import type { PageLines } from '../apps/server/src/modules/inbound-faxes/intake/detect-referrals.js';
import { readFaxPages } from '../apps/server/src/modules/inbound-faxes/intake/recognize-fax.js';

export async function recognisedPages(
  ocr: OcrAdapter,
  id: string,
  pdf: Uint8Array,
  cacheDir: string | undefined,
): Promise<PageLines[]> {
  const file =
    cacheDir && join(cacheDir, `${id}-${createHash('sha256').update(pdf).digest('hex')}.json`);
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as PageLines[];
  const { pages } = await readFaxPages(ocr, pdf);
  if (file) writeFileSync(file, JSON.stringify(pages));
  return pages;
}
