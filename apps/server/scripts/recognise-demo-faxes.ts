// Reads the demo's received faxes with the real intake (render, clean, OCR, detection) and writes
// the results to src/seed/demo-inbound-faxes.recognised.json, which DEMO_FAX_OCR=precomputed
// seeds instead of running OCR. Run again when the fax samples or the intake change (the seed
// refuses a read of another PDF):  npx tsx apps/server/scripts/recognise-demo-faxes.ts
import { writeFileSync } from 'node:fs';
import { format } from 'prettier';
import { createTesseractOcr } from '../src/adapters/ocr/tesseract-ocr.js';
import { sha256Hex } from '../src/modules/inbound-faxes/ingest-inbound-fax.js';
import { closeRenderWorker } from '../src/modules/inbound-faxes/intake/render-pages.js';
import { recognizeFax } from '../src/modules/inbound-faxes/intake/recognize-fax.js';
import { generateFaxSample } from '../src/seed/fax-samples/index.js';
import { demoInboundFaxSpecs, type PrecomputedRead } from '../src/seed/demo-inbound-faxes.js';

const file = new URL('../src/seed/demo-inbound-faxes.recognised.json', import.meta.url).pathname;
const ocr = createTesseractOcr({ workers: 2 });
const reads: Record<string, PrecomputedRead> = {};
try {
  for (const spec of demoInboundFaxSpecs()) {
    const { pdf } = await generateFaxSample(spec);
    // The sample's own date: detection judges birthdates against "today".
    const read = await recognizeFax(ocr, pdf, { today: spec.sentOn });
    reads[spec.id] = {
      sha256: sha256Hex(pdf),
      read: { ...read, ocr: { ...read.ocr, duration_ms: 0 } },
    };
    console.log(`${spec.id}: ${read.ocr.pages.length} pages, ${read.referrals.length} referrals`);
  }
} finally {
  await ocr.close();
  await closeRenderWorker();
}
// Written as the lint's formatter would, so a fresh run leaves no diff but real changes.
writeFileSync(file, await format(JSON.stringify(reads), { parser: 'json' }));
console.log(`wrote ${file}`);
