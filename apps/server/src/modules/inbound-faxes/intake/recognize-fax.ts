import type { DetectedReferral, OcrData, OcrPage } from '@app/shared';
import {
  OCR_PAGE_TIME_LIMIT_MS,
  type OcrAdapter,
  type OcrWord,
} from '../../../adapters/ocr/ocr.js';
import { withTimeLimit } from '../../../lib/time-limit.js';
import { cleanPage } from './clean-page.js';
import { detectReferrals, type PageLines, type PageWord } from './detect-referrals.js';
import { renderPagesOffThread, type RenderedPage } from './render-pages.js';

export interface RecognizedFax {
  ocr: OcrData;
  referrals: DetectedReferral[];
  clinicCandidates: string[];
  /** Fax numbers printed on the pages (banner, letterhead), digits only. */
  faxNumbers: string[];
  /** Every line's text (absent from reads stored before it was kept). */
  lines?: string[];
}

type ReadPage = { data: OcrPage; lines: PageWord[][] };

/**
 * Reads a fax (pure of the database): pages are rendered one after another off the main thread
 * while earlier pages are cleaned and recognised in parallel on the OCR pool; at most one page
 * more than the pool has workers is held in memory. Text-layer pages skip OCR.
 */
export async function recognizeFax(
  ocr: OcrAdapter,
  pdf: Uint8Array,
  opts: { today?: string; signal?: AbortSignal } = {},
): Promise<RecognizedFax> {
  const read = await readFaxPages(ocr, pdf, opts);
  return { ocr: read.ocr, ...detectReferrals(read.pages, opts) };
}

/** The recognition half of recognizeFax: every page's text and its lines of placed words. */
export async function readFaxPages(
  ocr: OcrAdapter,
  pdf: Uint8Array,
  opts: { signal?: AbortSignal } = {},
): Promise<{ ocr: OcrData; pages: PageLines[] }> {
  const started = Date.now();
  const { signal } = opts;
  // Every page has its own time limit, for drawing and for recognition: a page that passes it
  // has its render thread or OCR worker terminated and fails the fax's attempt (TimeLimitError).
  const pageTimeLimitMs = ocr.pageTimeLimitMs ?? OCR_PAGE_TIME_LIMIT_MS;
  const reads: Promise<ReadPage>[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let failed: { error: unknown } | undefined;
  for await (const page of renderPagesOffThread(pdf, {}, { pageTimeLimitMs, signal })) {
    const read = withTimeLimit((s) => readPage(ocr, page, s), pageTimeLimitMs, 'ocr page', signal);
    reads.push(read);
    const done = (): void => void inFlight.delete(settled);
    const settled: Promise<void> = read.then(done, (error: unknown) => {
      failed ??= { error };
      done();
    });
    inFlight.add(settled);
    if (inFlight.size > ocr.workers) await Promise.race(inFlight);
    // A page that failed fails the fax: no more pages are drawn for it.
    if (failed) throw failed.error;
  }
  const pages = await Promise.all(reads);
  return {
    ocr: {
      pages: pages.map((p) => p.data),
      duration_ms: Date.now() - started,
      engine: ocr.engine ?? 'ocr',
    },
    pages: pages.map((p): PageLines => ({ page: p.data.page, lines: p.lines })),
  };
}

async function readPage(
  ocr: OcrAdapter,
  page: RenderedPage,
  signal: AbortSignal,
): Promise<ReadPage> {
  if (page.kind === 'text-layer') {
    const lines = page.lines.map((l) => l.words.map((text) => ({ text, confidence: 100 })));
    return {
      data: {
        page: page.page,
        method: 'text-layer',
        text: page.lines.map((l) => l.words.join(' ')).join('\n'),
        confidence: 100,
        words: lines.flat(),
      },
      lines,
    };
  }
  const clean = await cleanPage(page.image);
  signal.throwIfAborted();
  const result = await ocr.recognize(clean.png, { signal });
  return {
    data: {
      page: page.page,
      method: 'ocr',
      text: result.text,
      confidence: round1(result.confidence),
      words: result.words.map((w) => ({ text: w.text, confidence: round1(w.confidence) })),
      deskew_degrees: round1(clean.deskewDegrees + (result.rotateDegrees ?? 0)),
    },
    lines: linesByPosition(result.words),
  };
}

/**
 * Lines rebuilt from word boxes rather than the engine's blocks: a form's label and its value in
 * a column far to the right are often separate blocks, but they share a baseline.
 */
export function linesByPosition(words: OcrWord[]): PageWord[][] {
  const sorted = words
    .filter((w) => w.text.trim() !== '')
    .map((w) => ({ w, yc: (w.bbox.y0 + w.bbox.y1) / 2, h: Math.max(1, w.bbox.y1 - w.bbox.y0) }))
    .sort((a, b) => a.yc - b.yc);
  const lines: { yc: number; h: number; items: typeof sorted }[] = [];
  for (const item of sorted) {
    const line = lines.at(-1);
    if (line && Math.abs(item.yc - line.yc) < Math.max(line.h, item.h) * 0.6) {
      line.items.push(item);
      line.yc += (item.yc - line.yc) / line.items.length;
      line.h = Math.max(line.h, item.h);
    } else lines.push({ yc: item.yc, h: item.h, items: [item] });
  }
  return lines.map((l) =>
    l.items
      .sort((a, b) => a.w.bbox.x0 - b.w.bbox.x0)
      .map(({ w, h }) => ({
        text: w.text,
        confidence: w.confidence,
        x0: w.bbox.x0,
        x1: w.bbox.x1,
        y0: w.bbox.y0,
        y1: w.bbox.y1,
        h,
      })),
  );
}

const round1 = (n: number) => Math.round(n * 10) / 10;
