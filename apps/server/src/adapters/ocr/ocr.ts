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
  recognize(png: Buffer): Promise<OcrResult>;
  close(): Promise<void>;
  /** Pages that can be recognised at the same time (the pool size). */
  readonly workers: number;
  /** Engine and model, recorded with the results (OcrData.engine). */
  readonly engine?: string;
}
