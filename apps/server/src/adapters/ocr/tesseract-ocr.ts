import { createRequire } from 'node:module';
import path from 'node:path';
import type Tesseract from 'tesseract.js';
import type { OcrAdapter, OcrResult, OcrWord } from './ocr.js';

/**
 * English models shipped by @tesseract.js-data/eng: '4.0.0' (tessdata, the fast LSTM model) or
 * '4.0.0_best_int' (tessdata_best, integerised). 4.0.0 is the default: see docs/decisions.md.
 */
export type TesseractModel = '4.0.0' | '4.0.0_best_int';

export interface TesseractOcrOptions {
  /** Pool size: pages recognised at the same time, one worker thread each. */
  workers: number;
  model?: TesseractModel;
  /** Let Tesseract level a skewed page itself (clean-page already deskews, so off by default). */
  rotateAuto?: boolean;
}

const require = createRequire(import.meta.url);

/** The directory of the bundled traineddata: nothing is downloaded at run time. */
function langPath(model: TesseractModel): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng')), model);
}

/**
 * A lazy pool of tesseract.js workers: they start on the first page (about half a second each)
 * so a server that never receives a fax pays nothing, and each runs in its own worker thread.
 */
export function createTesseractOcr(opts: TesseractOcrOptions): OcrAdapter {
  const model = opts.model ?? '4.0.0';
  const workers = Math.max(1, opts.workers);
  let pool: Promise<Tesseract.Scheduler> | undefined;

  const start = async (): Promise<Tesseract.Scheduler> => {
    // Loaded with the pool, not at import: a server that never receives a fax never needs it.
    const { createScheduler, createWorker, OEM } = (await import('tesseract.js')).default;
    const scheduler = createScheduler();
    try {
      const created = await Promise.all(
        Array.from({ length: workers }, () =>
          createWorker('eng', OEM.LSTM_ONLY, {
            langPath: langPath(model),
            gzip: true,
            cacheMethod: 'none',
          }),
        ),
      );
      for (const w of created) scheduler.addWorker(w);
      return scheduler;
    } catch (e) {
      await scheduler.terminate();
      throw e;
    }
  };
  const scheduler = () => {
    pool ??= start().catch((e: unknown) => {
      pool = undefined; // the next page tries again
      throw e;
    });
    return pool;
  };

  return {
    workers,
    engine: `tesseract.js lstm eng ${model}`,
    async recognize(png) {
      const s = await scheduler();
      const r = await s.addJob(
        'recognize',
        png,
        { rotateAuto: opts.rotateAuto ?? false },
        { text: true, blocks: true },
      );
      return toResult(r.data);
    },
    async close() {
      const started = pool;
      pool = undefined;
      if (!started) return;
      await started.then(
        (s) => s.terminate(),
        () => undefined,
      );
    },
  };
}

function toResult(page: Tesseract.Page): OcrResult {
  const words: OcrWord[] = [];
  let line = 0;
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const l of paragraph.lines) {
        for (const w of l.words) {
          words.push({ text: w.text, confidence: w.confidence, line, bbox: w.bbox });
        }
        line++;
      }
    }
  }
  const radians = page.rotateRadians ?? 0;
  return {
    text: page.text,
    confidence: page.confidence,
    words,
    ...(radians ? { rotateDegrees: (radians * 180) / Math.PI } : {}),
  };
}
