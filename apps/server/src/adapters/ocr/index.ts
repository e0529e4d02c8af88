import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import type { Config } from '../../config.js';
import { createNativeTesseractOcr } from './native-tesseract-ocr.js';
import type { OcrAdapter } from './ocr.js';
import { createTesseractOcr } from './tesseract-ocr.js';

export interface OcrSettings {
  /** OCR_ENGINE: `native` the machine's `tesseract`, `js` tesseract.js, `auto` native when present. */
  engine: Config['ocr']['engine'];
  /** OCR_WORKERS; unset: one native process per core, or min(2, cores) tesseract.js workers. */
  workers: number | undefined;
  /** Where the native engine unpacks its model. */
  modelDir?: string;
  /** The native command (tests point it at something absent). */
  binary?: string;
}

/**
 * The recognition engine the settings select. tesseract.js threads stay loaded for the server's
 * life, so their pool is kept at two; native processes exist only while they read a page.
 */
export async function createOcrAdapter(settings: OcrSettings): Promise<OcrAdapter> {
  const binary = settings.binary ?? 'tesseract';
  const version = settings.engine === 'js' ? null : await nativeTesseractVersion(binary);
  if (version) {
    return createNativeTesseractOcr({
      workers: settings.workers ?? Math.min(16, availableParallelism()),
      binary,
      version,
      modelDir: settings.modelDir,
    });
  }
  if (settings.engine === 'native') {
    throw new Error(
      `OCR_ENGINE=native but \`${binary} --version\` does not answer with Tesseract 4 or later (Debian: apt-get install tesseract-ocr)`,
    );
  }
  return createTesseractOcr({
    workers: settings.workers ?? Math.min(2, availableParallelism()),
  });
}

const versions = new Map<string, Promise<string | null>>();

/**
 * `tesseract 5.3.0` when the command answers `--version` as Tesseract 4 or later (the first with
 * the LSTM engine and TSV output), else null. Asked once a process (tests start many servers).
 */
export function nativeTesseractVersion(binary: string): Promise<string | null> {
  let version = versions.get(binary);
  if (!version) versions.set(binary, (version = askVersion(binary)));
  return version;
}

async function askVersion(binary: string): Promise<string | null> {
  try {
    const out = await promisify(execFile)(binary, ['--version'], { timeout: 10_000 });
    // Tesseract 4 printed its version on stderr, 5 on stdout.
    const version = /^tesseract v?(\d+)\.[\w.-]+/m.exec(`${out.stdout}\n${out.stderr}`);
    return version && Number(version[1]) >= 4 ? version[0] : null;
  } catch {
    return null;
  }
}
