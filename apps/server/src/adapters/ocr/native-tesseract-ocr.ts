import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { OcrAdapter, OcrResult, OcrWord } from './ocr.js';
import {
  bundledModelDir,
  DEFAULT_TESSERACT_MODEL,
  PAGE_SEGMENTATION_MODE,
  type TesseractModel,
} from './tesseract-model.js';

export interface NativeTesseractOcrOptions {
  /** Pool size: pages recognised at the same time, one `tesseract` process each. */
  workers: number;
  /** The command (default `tesseract`, found on PATH). */
  binary?: string;
  /** Its version line (`tesseract 5.3.0`), recorded as the engine. */
  version?: string;
  model?: TesseractModel;
  /** Where the bundled model is unpacked once (default: a folder in the OS temp directory). */
  modelDir?: string;
}

/**
 * Text recognition by the machine's own Tesseract (Debian's `tesseract-ocr`): about a quarter less
 * CPU a page than tesseract.js's WebAssembly build (process start included), and no worker thread
 * held between faxes. Each page is one `tesseract` process reading the PNG on
 * stdin and writing TSV on stdout, so a pool of N pages uses N cores and a page whose signal
 * aborts has its process killed. It reads with the same model, engine (LSTM only) and page
 * segmentation mode as tesseract.js, so the intake's readers and layout model see the same words.
 */
export function createNativeTesseractOcr(opts: NativeTesseractOcrOptions): OcrAdapter {
  const binary = opts.binary ?? 'tesseract';
  const model = opts.model ?? DEFAULT_TESSERACT_MODEL;
  const tessdataDir = path.join(
    opts.modelDir ?? path.join(tmpdir(), 'referralhub-tessdata'),
    model,
  );
  const workers = Math.max(1, opts.workers);
  const slots = createSlots(workers);
  const live = new Set<ReturnType<typeof spawn>>();
  let unpacked: Promise<void> | undefined;

  const readPage = (png: Buffer, signal?: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      const child = spawn(binary, tesseractArgs('stdin', tessdataDir), {
        env: { ...process.env, OMP_THREAD_LIMIT: '1' },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      live.add(child);
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout.on('data', (b: Buffer) => out.push(b));
      child.stderr.on('data', (b: Buffer) => err.push(b));
      // A process that dies before reading its page closes stdin under us: 'close' reports it.
      child.stdin.on('error', () => undefined);
      const stop = () => {
        child.kill('SIGKILL');
        reject(signal?.reason as Error);
      };
      signal?.addEventListener('abort', stop, { once: true });
      child.on('error', reject); // the command could not be started
      child.on('close', (code, killedBy) => {
        live.delete(child);
        signal?.removeEventListener('abort', stop);
        if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
        else {
          // stderr holds Tesseract's diagnostics, never the page's text.
          const why = Buffer.concat(err).toString('utf8').trim().split('\n').slice(-3).join('; ');
          reject(new Error(`tesseract exited with ${code ?? killedBy}: ${why}`));
        }
      });
      child.stdin.end(png);
    });

  return {
    workers,
    engine: `${opts.version ?? 'tesseract'} lstm eng ${model}`,
    async recognize(png, { signal } = {}) {
      signal?.throwIfAborted();
      // Unpacked on the first page, not at start: a server that never receives a fax pays nothing.
      unpacked ??= unpackModel(bundledModelDir(model), tessdataDir).catch((e: unknown) => {
        unpacked = undefined; // the next page tries again
        throw e;
      });
      await unpacked;
      await slots.acquire(signal);
      try {
        signal?.throwIfAborted();
        return parseTsv(await readPage(png, signal));
      } finally {
        slots.release();
      }
    },
    async close() {
      for (const child of live) child.kill('SIGKILL');
      live.clear();
    },
  };
}

/**
 * One page's command line (`input` a file or `stdin`): the bundled model in `tessdataDir`, LSTM
 * only, tesseract.js's page segmentation, TSV on stdout. Run with OMP_THREAD_LIMIT=1: the pool,
 * not OpenMP, spreads pages over the cores.
 */
export function tesseractArgs(input: string, tessdataDir: string): string[] {
  return [
    input,
    'stdout',
    '--tessdata-dir',
    tessdataDir,
    '-l',
    'eng',
    '--oem',
    '1',
    '--psm',
    String(PAGE_SEGMENTATION_MODE),
    '-c',
    'tessedit_create_tsv=1',
  ];
}

/** `eng.traineddata.gz` gunzipped into `dir` once; a rename makes the file appear whole. */
async function unpackModel(from: string, dir: string): Promise<void> {
  const file = path.join(dir, 'eng.traineddata');
  try {
    await access(file);
    return;
  } catch {
    // not unpacked yet
  }
  await mkdir(dir, { recursive: true });
  const data = await promisify(gunzip)(await readFile(path.join(from, 'eng.traineddata.gz')));
  const partial = `${file}.${randomUUID()}.part`;
  await writeFile(partial, data);
  await rename(partial, file);
}

/** At most `n` holders at a time; a waiter whose signal aborts leaves the line. */
function createSlots(n: number) {
  let free = n;
  const waiting: (() => void)[] = [];
  return {
    acquire(signal?: AbortSignal): Promise<void> {
      signal?.throwIfAborted();
      if (free > 0) {
        free--;
        return Promise.resolve();
      }
      return new Promise<void>((resolve, reject) => {
        const take = () => {
          signal?.removeEventListener('abort', giveUp);
          resolve();
        };
        const giveUp = () => {
          waiting.splice(waiting.indexOf(take), 1);
          reject(signal?.reason as Error);
        };
        waiting.push(take);
        signal?.addEventListener('abort', giveUp, { once: true });
      });
    },
    release(): void {
      const next = waiting.shift();
      if (next) next();
      else free++;
    },
  };
}

/**
 * Tesseract's TSV (level 5 rows are words, numbered by block, paragraph and line) as tesseract.js
 * reports a page: words in reading order with a page-wide line index, the text with a blank line
 * between paragraphs (as GetUTF8Text writes it), and the page's mean word confidence.
 */
export function parseTsv(tsv: string): OcrResult {
  const words: OcrWord[] = [];
  /** Paragraphs of lines of word texts, for the page's text. */
  const paragraphs: string[][][] = [];
  let paragraphKey = '';
  let lineKey = '';
  let line = -1;
  for (const row of tsv.split('\n')) {
    // level, page_num, block_num, par_num, line_num, word_num, left, top, width, height, conf, text
    const cells = row.split('\t');
    const text = cells[11]?.trim();
    if (cells[0] !== '5' || !text) continue;
    const [left, top, width, height, conf] = cells.slice(6, 11).map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    if (`${cells[2]}.${cells[3]}` !== paragraphKey) {
      paragraphKey = `${cells[2]}.${cells[3]}`;
      paragraphs.push([]);
    }
    if (`${paragraphKey}.${cells[4]}` !== lineKey) {
      lineKey = `${paragraphKey}.${cells[4]}`;
      paragraphs.at(-1)!.push([]);
      line++;
    }
    paragraphs.at(-1)!.at(-1)!.push(text);
    words.push({
      text,
      confidence: conf,
      line,
      bbox: { x0: left, y0: top, x1: left + width, y1: top + height },
    });
  }
  // MeanTextConf: the mean of the words' whole-number confidences, itself a whole number.
  const confidence = words.length
    ? Math.trunc(words.reduce((n, w) => n + Math.trunc(w.confidence), 0) / words.length)
    : 0;
  return {
    text: paragraphs.map((p) => p.map((l) => `${l.join(' ')}\n`).join('')).join('\n'),
    confidence,
    words,
  };
}
