/** One recognised word: its text, Tesseract's confidence (0-100), line number on the page, box. */
export interface OcrWord {
  text: string;
  confidence: number;
  /** 0-based line index on the page, in reading order. */
  line: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

export interface OcrResult {
  text: string;
  /** Mean confidence of the page (0-100). */
  confidence: number;
  words: OcrWord[];
  /** Degrees the engine turned the page to read it level (rotateAuto), when it did. */
  rotateDegrees?: number;
}

/**
 * Text recognition of one page image (issue 8 intake). Implementations run the CPU-heavy work
 * off the main thread (worker threads), so the web server stays responsive during intake.
 */
export interface OcrAdapter {
  /**
   * Recognises one page. When `signal` aborts (the page passed its time limit) the worker reading
   * it is terminated, so a page the engine never finishes does not hold a worker, and the promise
   * rejects with the signal's reason.
   */
  recognize(png: Buffer, opts?: { signal?: AbortSignal }): Promise<OcrResult>;
  close(): Promise<void>;
  /** Pages that can be recognised at the same time (the pool size). */
  readonly workers: number;
  /**
   * How long one page may take, drawing and recognition together, before its work is stopped
   * and the fax's attempt fails (it is retried later). Default OCR_PAGE_TIME_LIMIT_MS.
   */
  readonly pageTimeLimitMs?: number;
  /** Engine and model, recorded with the results (OcrData.engine). */
  readonly engine?: string;
}

/** A scanned page takes seconds; one that takes minutes has hung the engine. */
export const OCR_PAGE_TIME_LIMIT_MS = 120_000;
