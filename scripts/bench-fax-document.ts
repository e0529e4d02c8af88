// Time to build the fax document of a referral with 20 pages of attachments (budget: under 2 s).
// Runs on PGlite with the demo data. The attachments are scan-like: a 10-page PDF of page
// images, 5 phone photos (JPEG) and a 5-page fax TIFF, stored through the storage adapter.
import { eq } from 'drizzle-orm';
import { PDFDocument, PageSizes } from 'pdf-lib';
import sharp from 'sharp';
import { newStorageKey } from '../apps/server/src/adapters/storage/local-storage.js';
import { referralDocuments, referrals } from '../apps/server/src/db/schema/index.js';
import { buildReferralFaxDocument } from '../apps/server/src/modules/documents/fax-document.js';
import { createReferralSummaryRepo } from '../apps/server/src/modules/documents/referral-summary.repo.js';
import { startBenchDeps } from './bench-kit.js';

const bench = await startBenchDeps();
const { config, deps } = bench;
const db = deps.database.db;

/** A grey, noisy page image: compresses about as badly as a real scan. */
const scan = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#f4f4f4',
      noise: { type: 'gaussian', mean: 200, sigma: 40 },
    },
  })
    .jpeg({ quality: 70 })
    .toBuffer();

async function scannedPdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedJpg(await scan(1275, 1650)); // letter at 150 dpi
  for (let i = 0; i < pages; i++) {
    const page = pdf.addPage(PageSizes.Letter);
    page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
  }
  return pdf.save();
}

async function faxTiff(pages: number): Promise<Buffer> {
  const frame = await sharp({
    create: { width: 1728, height: 2200, channels: 3, background: '#ffffff' },
  })
    .png()
    .toBuffer();
  return sharp(
    Array.from({ length: pages }, () => frame),
    { join: { animated: true } },
  )
    .toColourspace('b-w')
    .tiff({ compression: 'ccittfax4', bitdepth: 1 })
    .toBuffer();
}

const [referral] = await db.select().from(referrals).where(eq(referrals.status, 'sent')).limit(1);
if (!referral) throw new Error('no demo referral');
await db.delete(referralDocuments).where(eq(referralDocuments.referralId, referral.id));
const attachments: { name: string; type: string; bytes: Uint8Array }[] = [
  { name: 'records.pdf', type: 'application/pdf', bytes: await scannedPdf(10) },
  ...(await Promise.all(
    Array.from({ length: 5 }, async (_, i) => ({
      name: `photo-${i + 1}.jpg`,
      type: 'image/jpeg',
      bytes: await scan(3024, 4032),
    })),
  )),
  { name: 'fax.tif', type: 'image/tiff', bytes: await faxTiff(5) },
];
for (const a of attachments) {
  const stored = await deps.storage.put(newStorageKey(`referrals/${referral.uuid}`), a.bytes);
  await db.insert(referralDocuments).values({
    referralId: referral.id,
    name: a.name,
    originalName: a.name,
    contentType: a.type,
    size: stored.size,
    sha256: stored.sha256,
    storageKey: stored.key,
  });
}
const totalMb = attachments.reduce((n, a) => n + a.bytes.length, 0) / 1e6;

const times: number[] = [];
let pages = 0;
for (let i = 0; i < 6; i++) {
  const start = process.hrtime.bigint();
  const doc = await buildReferralFaxDocument(
    createReferralSummaryRepo(db),
    deps.storage,
    referral.id,
    {
      appUrl: config.appUrl,
      now: new Date(),
    },
  );
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  pages = doc.pages;
  if (i > 0) times.push(ms); // the first run warms up sharp and pdf-lib
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
console.log(
  `Fax document: cover sheet + ${pages - 1} attachment pages from ${attachments.length} files (${totalMb.toFixed(1)} MB)`,
);
console.log(
  `  median ${median.toFixed(0)} ms, max ${times[times.length - 1]!.toFixed(0)} ms over ${times.length} runs`,
);
console.log(`  budget 2000 ms: ${median < 2000 ? 'within' : 'OVER'}`);
await bench.close();
