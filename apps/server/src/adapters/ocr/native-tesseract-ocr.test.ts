import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createOcrAdapter, nativeTesseractVersion } from './index.js';
import { createNativeTesseractOcr, parseTsv } from './native-tesseract-ocr.js';
import { textPage } from '../../../test/fixtures/text-page.js';

const version = await nativeTesseractVersion('tesseract');
// .ci/run installs Debian's tesseract-ocr and sets REQUIRE_TESSERACT: there, a missing binary fails.
const skipNative = !version && process.env.REQUIRE_TESSERACT !== '1';
if (skipNative) {
  console.warn(
    'Skipped the native Tesseract tests: no `tesseract` (apt-get install tesseract-ocr)',
  );
}
const dir = mkdtempSync(path.join(tmpdir(), 'rp-native-ocr-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(skipNative)('native Tesseract OCR (issue 19 item 7)', () => {
  const ocr = createNativeTesseractOcr({ workers: 2, version: version ?? undefined });
  afterAll(() => ocr.close());

  it('reads a page into words with their lines in reading order and their boxes', async () => {
    const r = await ocr.recognize(textPage(['REFERRAL FORM', 'Patient Jane Doe']));
    expect(r.words.map((w) => [w.text, w.line])).toEqual([
      ['REFERRAL', 0],
      ['FORM', 0],
      ['Patient', 1],
      ['Jane', 1],
      ['Doe', 1],
    ]);
    const [referral, form, patient] = r.words;
    // The first line is drawn from x = 20 with its baseline at y = 80, the second 90 px lower.
    expect(referral!.bbox.x0).toBeGreaterThanOrEqual(15);
    expect(referral!.bbox.x0).toBeLessThanOrEqual(30);
    expect(referral!.bbox.y1).toBeGreaterThanOrEqual(75);
    expect(referral!.bbox.y1).toBeLessThanOrEqual(90);
    expect(form!.bbox.x0).toBeGreaterThan(referral!.bbox.x1);
    expect(patient!.bbox.y0).toBeGreaterThan(referral!.bbox.y1);
    expect(r.text).toMatch(/^REFERRAL FORM\n\n?Patient Jane Doe\n$/);
    expect(r.confidence).toBeGreaterThan(80);
    expect(r.words.every((w) => w.confidence > 50 && w.confidence <= 100)).toBe(true);
    expect(ocr.engine).toBe(`${version} lstm eng 4.0.0`);
  });

  it('reads pages side by side up to its pool size', async () => {
    const pages = ['ONE', 'TWO', 'THREE'].map((word) => textPage([word]));
    const read = await Promise.all(pages.map((png) => ocr.recognize(png)));
    expect(read.map((r) => r.text.trim())).toEqual(['ONE', 'TWO', 'THREE']);
  });

  it('is the engine OCR_ENGINE=auto chooses when `tesseract` answers', async () => {
    const auto = await createOcrAdapter({ engine: 'auto', workers: undefined });
    expect(auto.engine).toBe(`${version} lstm eng 4.0.0`);
    const js = await createOcrAdapter({ engine: 'js', workers: 1 });
    expect(js.engine).toBe('tesseract.js lstm eng 4.0.0');
    await Promise.all([auto.close(), js.close()]);
  });
});

describe('native Tesseract OCR without the binary', () => {
  const absent = path.join(dir, 'no-such-tesseract');

  it('falls back to tesseract.js on OCR_ENGINE=auto, and refuses to start on native', async () => {
    const ocr = await createOcrAdapter({ engine: 'auto', workers: 1, binary: absent });
    expect(ocr.engine).toBe('tesseract.js lstm eng 4.0.0');
    await ocr.close();
    await expect(
      createOcrAdapter({ engine: 'native', workers: 1, binary: absent }),
    ).rejects.toThrow(/OCR_ENGINE=native/);
  });

  it('kills the process reading a page when its signal aborts', async () => {
    // A stand-in that never answers: only the kill ends it.
    const pidFile = path.join(dir, 'pid');
    const hanging = path.join(dir, 'hanging-tesseract');
    writeFileSync(hanging, `#!/bin/sh\necho $$ > '${pidFile}'\nexec sleep 600\n`);
    chmodSync(hanging, 0o755);
    const ocr = createNativeTesseractOcr({ workers: 1, binary: hanging, modelDir: dir });
    const controller = new AbortController();
    const reason = new Error('page time limit');
    const page = ocr.recognize(textPage(['REFERRAL']), { signal: controller.signal });
    const waiting = ocr.recognize(textPage(['FORM']), { signal: controller.signal });
    await vi.waitFor(() => expect(existsSync(pidFile)).toBe(true), { timeout: 10_000 });
    const pid = Number(readFileSync(pidFile, 'utf8'));
    expect(alive(pid)).toBe(true);

    controller.abort(reason);
    await expect(page).rejects.toBe(reason);
    await expect(waiting).rejects.toBe(reason); // it gave up its place in line
    await vi.waitFor(() => expect(alive(pid)).toBe(false), { timeout: 10_000 });
    await ocr.close();
  });
});

describe('parseTsv', () => {
  it('numbers lines across paragraphs and blocks, and puts a blank line between paragraphs', () => {
    const row = (b: number, p: number, l: number, x: number, conf: number, text: string) =>
      `5\t1\t${b}\t${p}\t${l}\t1\t${x}\t10\t40\t20\t${conf}\t${text}`;
    const tsv = [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      '1\t1\t0\t0\t0\t0\t0\t0\t800\t600\t-1\t',
      row(1, 1, 1, 10, 96.5, 'Patient:'),
      row(1, 1, 1, 60, 91.2, 'Jane'),
      row(1, 1, 2, 10, 90.9, 'DOB'),
      row(1, 1, 2, 60, 30, ' '), // a word Tesseract left empty
      row(1, 2, 1, 10, 88, 'SSN'),
      row(2, 1, 1, 10, 70.4, 'Signed'),
      '',
    ].join('\n');
    const r = parseTsv(tsv);
    expect(r.words.map((w) => [w.text, w.line])).toEqual([
      ['Patient:', 0],
      ['Jane', 0],
      ['DOB', 1],
      ['SSN', 2],
      ['Signed', 3],
    ]);
    expect(r.words[1]).toMatchObject({
      confidence: 91.2,
      bbox: { x0: 60, y0: 10, x1: 100, y1: 30 },
    });
    expect(r.text).toBe('Patient: Jane\nDOB\n\nSSN\n\nSigned\n');
    expect(r.confidence).toBe(Math.trunc((96 + 91 + 90 + 88 + 70) / 5));
  });
});

/** Whether a process of this id still exists (a killed child is gone once Node has reaped it). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
