import type Tesseract from 'tesseract.js';
import { aborted } from '../../lib/time-limit.js';
import type { OcrAdapter, OcrResult, OcrWord } from './ocr.js';
import {
  bundledModelDir,
  DEFAULT_TESSERACT_MODEL,
  type TesseractModel,
} from './tesseract-model.js';

export interface TesseractOcrOptions {
  /** Pool size: pages recognised at the same time, one worker thread each. */
  workers: number;
  model?: TesseractModel;
  /** Let Tesseract level a skewed page itself (clean-page already deskews, so off by default). */
  rotateAuto?: boolean;
}

/**
 * A lazy pool of tesseract.js workers: they start on the first page (about half a second each)
 * so a server that never receives a fax pays nothing, and each runs in its own worker thread.
 * A page whose signal aborts (its time limit passed) has its worker terminated; the next page
 * that needs a worker starts a fresh one, so a page the engine never finishes costs one worker
 * start, not the pool.
 */
export function createTesseractOcr(opts: TesseractOcrOptions): OcrAdapter {
  const model = opts.model ?? DEFAULT_TESSERACT_MODEL;
  const workers = Math.max(1, opts.workers);
  const idle: Tesseract.Worker[] = [];
  /** Workers started or starting, idle or busy. */
  let started = 0;
  const waiting: ((w: Tesseract.Worker) => void)[] = [];
  const live = new Set<Tesseract.Worker>();

  const startWorker = async (): Promise<Tesseract.Worker> => {
    // Loaded with the first worker, not at import: a server that never receives a fax never needs it.
    const { createWorker, OEM } = (await import('tesseract.js')).default;
    const worker = await createWorker('eng', OEM.LSTM_ONLY, {
      langPath: bundledModelDir(model),
      gzip: true,
      cacheMethod: 'none',
    });
    live.add(worker);
    return worker;
  };

  /** An idle worker, a new one while the pool is not full, or the next one released. */
  const acquire = async (signal?: AbortSignal): Promise<Tesseract.Worker> => {
    const ready = idle.pop();
    if (ready) return ready;
    if (started < workers) {
      started++;
      try {
        return await startWorker();
      } catch (e) {
        started--; // the next page tries again
        throw e;
      }
    }
    return new Promise<Tesseract.Worker>((resolve, reject) => {
      const take = (w: Tesseract.Worker) => {
        signal?.removeEventListener('abort', giveUp);
        resolve(w);
      };
      // A page that gives up waiting leaves the line, so no worker is handed to it.
      const giveUp = () => {
        waiting.splice(waiting.indexOf(take), 1);
        reject(signal?.reason as Error);
      };
      waiting.push(take);
      signal?.addEventListener('abort', giveUp, { once: true });
    });
  };
  const release = (worker: Tesseract.Worker) => {
    const next = waiting.shift();
    if (next) next(worker);
    else idle.push(worker);
  };
  /** Terminates a worker that is stuck on a page; the pool starts another when a page needs it. */
  const discard = (worker: Tesseract.Worker) => {
    live.delete(worker);
    started--;
    void worker.terminate().catch(() => undefined);
    if (waiting.length > 0) {
      started++;
      const next = waiting.shift()!;
      startWorker().then(next, () => {
        started--;
        waiting.unshift(next); // another release or discard serves it
      });
    }
  };

  return {
    workers,
    engine: `tesseract.js lstm eng ${model}`,
    async recognize(png, { signal } = {}) {
      signal?.throwIfAborted();
      const worker = await acquire(signal);
      if (signal?.aborted) {
        release(worker);
        signal.throwIfAborted();
      }
      const job = worker.recognize(
        png,
        { rotateAuto: opts.rotateAuto ?? false },
        { text: true, blocks: true },
      );
      try {
        const r = await (signal ? Promise.race([job, aborted(signal)]) : job);
        release(worker);
        return toResult(r.data);
      } catch (e) {
        // Stopped (the page passed its limit) or broken: the worker is not trusted again.
        job.catch(() => undefined);
        discard(worker);
        throw e;
      }
    },
    async close() {
      const all = [...live];
      live.clear();
      idle.length = 0;
      started = 0;
      await Promise.all(all.map((w) => w.terminate().catch(() => undefined)));
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
