import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { withTimeLimit } from '../../../lib/time-limit.js';

/** A page's pixels, RGBA, as the canvas drew them. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 4;
  /** The resolution it was rendered at. */
  dpi: number;
}

/** A line of a text layer, split into words (the same shape OCR lines have). */
export interface TextLayerLine {
  words: string[];
}

export type RenderedPage =
  | { page: number; kind: 'text-layer'; lines: TextLayerLine[] }
  | { page: number; kind: 'image'; image: RawImage };

export interface RenderOptions {
  /**
   * Render resolution. Fine faxes are 204x196 dpi, so about 200 dpi keeps every scanned pixel
   * without paying OCR time for made-up detail.
   */
  dpi?: number;
  /** Longest side in pixels, whatever the page size says (guards against poster-sized pages). */
  maxSide?: number;
}

/** Fewer letters than this on a page's text layer: treat it as a scan (stray labels, stamps). */
const MIN_TEXT_LAYER_CHARS = 16;

const require = createRequire(import.meta.url);
const standardFontDataUrl =
  path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;

/**
 * The pages of a PDF in order: a page with a real text layer as its text (no OCR needed), any
 * other page rendered to pixels. pdf.js runs on the calling thread, so the generator yields to
 * the event loop between pages to keep requests flowing during a long fax.
 */
export async function* renderPages(
  pdf: Uint8Array,
  opts: RenderOptions = {},
): AsyncGenerator<RenderedPage> {
  const dpi = opts.dpi ?? 200;
  const maxSide = opts.maxSide ?? 3000;
  // Loaded here, not at import: the main thread imports this file for renderPagesOffThread
  // and never draws, so it never pays for pdf.js and the canvas.
  const [{ getDocument }, { createCanvas }] = await Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('@napi-rs/canvas'),
  ]);
  // pdf.js may take over the buffer it is given: hand it a copy.
  const doc = await getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      await yieldToEventLoop();
      const page = await doc.getPage(n);
      const lines = textLayerLines(await page.getTextContent());
      if (lines.reduce((sum, l) => sum + l.words.join('').length, 0) >= MIN_TEXT_LAYER_CHARS) {
        yield { page: n, kind: 'text-layer', lines };
        page.cleanup();
        continue;
      }
      const base = page.getViewport({ scale: 1 });
      const scale = Math.min(dpi / 72, maxSide / Math.max(base.width, base.height));
      const viewport = page.getViewport({ scale });
      const width = Math.ceil(viewport.width);
      const height = Math.ceil(viewport.height);
      const canvas = createCanvas(width, height);
      const ctx = canvas.getContext('2d');
      await page.render({
        canvas: canvas as unknown as HTMLCanvasElement,
        canvasContext: ctx as unknown as CanvasRenderingContext2D,
        viewport,
        background: 'white',
      }).promise;
      const pixels = ctx.getImageData(0, 0, width, height).data;
      page.cleanup();
      yield {
        page: n,
        kind: 'image',
        image: {
          data: Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength),
          width,
          height,
          channels: 4,
          dpi: Math.round(scale * 72),
        },
      };
    }
  } finally {
    await doc.destroy();
  }
}

interface TextContentItem {
  str?: string;
  transform?: number[];
  height?: number;
}

/** Groups text items into lines by baseline (top to bottom, then left to right). */
function textLayerLines(content: { items: unknown[] }): TextLayerLine[] {
  const items = (content.items as TextContentItem[])
    .filter((i) => typeof i.str === 'string' && i.str.trim() !== '' && i.transform)
    .map((i) => ({ str: i.str!, x: i.transform![4]!, y: i.transform![5]!, h: i.height || 10 }))
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: { y: number; h: number; items: typeof items }[] = [];
  for (const item of items) {
    const row = rows.at(-1);
    if (row && Math.abs(row.y - item.y) < Math.max(row.h, item.h) / 2) row.items.push(item);
    else rows.push({ y: item.y, h: item.h, items: [item] });
  }
  return rows.map((r) => ({
    words: r.items
      .sort((a, b) => a.x - b.x)
      .map((i) => i.str)
      .join(' ')
      .split(/\s+/)
      .filter(Boolean),
  }));
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

const workerUrl = new URL(
  `./render-worker${path.extname(new URL(import.meta.url).pathname)}`,
  import.meta.url,
);

/** Messages to the render thread: start a fax's job, draw its next page, or drop it. */
export type RenderRequest =
  | { type: 'start'; id: number; pdf: Uint8Array; opts: RenderOptions }
  | { type: 'next'; id: number }
  | { type: 'stop'; id: number };

type WorkerMessage = { id: number } & (
  { type: 'page'; page: RenderedPage } | { type: 'done' } | { type: 'error'; name: string }
);

/**
 * Sources run through tsx (dev, tests) and a worker thread does not inherit its loader, so the
 * worker registers it before importing the .ts entry.
 */
function spawnRenderWorker(): Worker {
  if (!workerUrl.pathname.endsWith('.ts')) return new Worker(workerUrl);
  // The ESM build of tsx's API ('tsx/esm/api' resolves to the CommonJS one from here).
  const tsxApi = pathToFileURL(
    path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/esm/api/index.mjs'),
  ).href;
  const boot = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl.href)}); })`;
  return new Worker(boot, { eval: true });
}

/**
 * The one render thread of this process, started on first use and kept: starting a thread that
 * loads pdf.js and the canvas costs several times what drawing a fax does. It does not keep the
 * process alive; if it dies, the faxes it was drawing fail and the next fax starts a new one.
 */
let renderThread:
  | { worker: Worker; listeners: Map<number, (m: WorkerMessage) => void>; nextId: number }
  | undefined;

function renderWorker() {
  if (renderThread) return renderThread;
  const worker = spawnRenderWorker();
  worker.unref();
  const thread = { worker, listeners: new Map<number, (m: WorkerMessage) => void>(), nextId: 1 };
  const fail = (name: string) => {
    if (renderThread === thread) renderThread = undefined;
    for (const [id, listener] of thread.listeners) listener({ id, type: 'error', name });
    thread.listeners.clear();
  };
  worker.on('message', (m: WorkerMessage) => thread.listeners.get(m.id)?.(m));
  worker.on('error', (e) => fail(e.name));
  worker.on('exit', () => fail('WorkerExit'));
  renderThread = thread;
  return thread;
}

/** Stops the render thread (shutdown); the next fax starts another. */
export async function closeRenderWorker(): Promise<void> {
  const thread = renderThread;
  renderThread = undefined;
  await thread?.worker.terminate();
}

/** Thrown when the PDF cannot be read or drawn (the worker's error name only: no content). */
export class RenderError extends Error {
  constructor(readonly causeName: string) {
    super(`the PDF could not be rendered (${causeName})`);
  }
}

/**
 * renderPages on a worker thread, so a long scanned fax never holds up requests on the main
 * thread. Pages arrive one at a time, when asked for (memory stays at a page or two).
 */
export async function* renderPagesOffThread(
  pdf: Uint8Array,
  opts: RenderOptions = {},
  limits: { pageTimeLimitMs?: number; signal?: AbortSignal } = {},
): AsyncGenerator<RenderedPage> {
  const thread = renderWorker();
  const id = thread.nextId++;
  const inbox: WorkerMessage[] = [];
  let wake: (() => void) | undefined;
  thread.listeners.set(id, (m) => {
    inbox.push(m);
    wake?.();
  });
  let finished = false;
  const nextMessage = () => new Promise<void>((resolve) => (wake = resolve));
  /**
   * Waits for the thread's answer, at most the page's time limit (and not past the job's
   * signal). A page the thread does not draw in time has hung it: the thread is terminated (the
   * faxes it was drawing fail and are retried; the next fax starts a new thread).
   */
  const waitForMessage = async () => {
    if (limits.pageTimeLimitMs === undefined && !limits.signal) return nextMessage();
    try {
      await withTimeLimit(
        nextMessage,
        limits.pageTimeLimitMs ?? 2 ** 31 - 1,
        'render page',
        limits.signal,
      );
    } catch (e) {
      if (renderThread === thread) renderThread = undefined;
      finished = true;
      await thread.worker.terminate();
      throw e;
    }
  };
  try {
    thread.worker.postMessage({ type: 'start', id, pdf, opts } satisfies RenderRequest);
    for (;;) {
      thread.worker.postMessage({ type: 'next', id } satisfies RenderRequest);
      while (inbox.length === 0) await waitForMessage();
      const m = inbox.shift()!;
      if (m.type === 'done') {
        finished = true;
        return;
      }
      if (m.type === 'error') {
        finished = true;
        throw new RenderError(m.name);
      }
      const page = m.page;
      if (page.kind === 'image') {
        const d = page.image.data as Uint8Array;
        page.image.data = Buffer.from(d.buffer, d.byteOffset, d.byteLength);
      }
      yield page;
    }
  } finally {
    thread.listeners.delete(id);
    // A caller that stops early (an error in OCR) frees the fax's job on the thread.
    if (!finished) thread.worker.postMessage({ type: 'stop', id } satisfies RenderRequest);
  }
}
