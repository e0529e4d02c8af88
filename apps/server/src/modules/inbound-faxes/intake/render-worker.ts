import { parentPort } from 'node:worker_threads';
import { renderPages, type RenderedPage } from './render-pages.js';
import type { RenderRequest } from './render-pages.js';

/**
 * Worker-thread side of renderPagesOffThread: pdf.js parses, decodes and draws on the thread
 * that calls it (hundreds of milliseconds per scanned page), so it runs here. The thread lives
 * across faxes (starting one costs more than rendering a fax); each fax is a job with an id, and
 * each 'next' of a job draws its next page and hands the pixels over without a copy.
 */
const port = parentPort!;

interface Job {
  pages: AsyncIterator<RenderedPage>;
  /** A job's pages are drawn one after another, in the order they were asked for. */
  chain: Promise<void>;
}
const jobs = new Map<number, Job>();

function nextPage(id: number, job: Job): Promise<void> {
  return job.pages.next().then(
    (r) => {
      if (r.done) {
        jobs.delete(id);
        port.postMessage({ id, type: 'done' });
      } else if (r.value.kind === 'image') {
        const buffer = r.value.image.data.buffer as ArrayBuffer;
        port.postMessage({ id, type: 'page', page: r.value }, [buffer]);
      } else {
        port.postMessage({ id, type: 'page', page: r.value });
      }
    },
    (e: unknown) => {
      jobs.delete(id);
      // pdf.js messages name the structure that is broken, never the document's text.
      port.postMessage({ id, type: 'error', name: (e as Error)?.name ?? 'Error' });
    },
  );
}

port.on('message', (m: RenderRequest) => {
  if (m.type === 'start') {
    const pages = renderPages(m.pdf, m.opts)[Symbol.asyncIterator]();
    jobs.set(m.id, { pages, chain: Promise.resolve() });
    return;
  }
  const job = jobs.get(m.id);
  if (!job) return;
  if (m.type === 'stop') {
    jobs.delete(m.id);
    void job.chain.then(() => job.pages.return?.());
    return;
  }
  job.chain = job.chain.then(() => nextPage(m.id, job));
});
