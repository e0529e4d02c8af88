import { afterAll, describe, expect, it } from 'vitest';
import { createTesseractOcr } from './tesseract-ocr.js';
import { textPage } from '../../../test/fixtures/text-page.js';

describe('tesseract OCR pool (issue 18 item 16)', () => {
  const ocr = createTesseractOcr({ workers: 1 });
  afterAll(() => ocr.close());

  it('stops a page when its signal aborts, and reads the next page on a fresh worker', async () => {
    const png = textPage(['REFERRAL FORM']);
    expect((await ocr.recognize(png)).text).toMatch(/REFERRAL/); // the worker is up

    const controller = new AbortController();
    const reason = new Error('page time limit');
    const stopped = ocr.recognize(png, { signal: controller.signal });
    // Aborted while the worker reads: the page gives up with the reason at once and its worker
    // is terminated (it may be stuck); the pool starts another for the next page.
    setImmediate(() => controller.abort(reason));
    await expect(stopped).rejects.toBe(reason);

    expect((await ocr.recognize(png)).text).toMatch(/REFERRAL/);
    // Two tesseract workers start (each loads its language data): seconds on a busy machine.
  }, 60_000);
});
