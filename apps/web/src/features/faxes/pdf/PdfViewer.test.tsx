import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { INBOUND_FAX_MSG } from '@app/shared';
import { pdfjs } from 'react-pdf';
import PdfViewer from './PdfViewer';
import { LazyPdfViewer } from './index';

const BROKEN = '/api/inbound-faxes/broken/pdf';
const URL_OK = '/api/inbound-faxes/f-1/pdf';

// jsdom draws no canvas: a stand-in document of five pages that reports like react-pdf does.
vi.mock('react-pdf', () => ({
  pdfjs: { GlobalWorkerOptions: { workerSrc: '' } },
  Document: function Document(props: {
    file: string;
    onLoadSuccess: (doc: { numPages: number }) => void;
    onLoadError: (e: Error) => void;
    children: React.ReactNode;
  }) {
    const { file, onLoadSuccess, onLoadError } = props;
    useEffect(() => {
      if (file === BROKEN) onLoadError(new Error('Invalid PDF structure.'));
      else onLoadSuccess({ numPages: 5 });
    }, [file, onLoadSuccess, onLoadError]);
    return <div data-testid="document">{props.children}</div>;
  },
  // Painted when the test says so ('paint' button), as a canvas finishes after the page mounts.
  Page: (props: { pageNumber: number; scale: number; onRenderSuccess: () => void }) => (
    <div data-testid="page" data-scale={props.scale}>
      {`Rendered page ${props.pageNumber}`}
      <button type="button" onClick={() => props.onRenderSuccess()}>
        paint
      </button>
    </div>
  ),
}));

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PdfViewer', () => {
  it("says 'No pdf loaded' without an address or when the document fails", async () => {
    render(<PdfViewer url={null} fileName="fax.pdf" />);
    expect(screen.getByText(INBOUND_FAX_MSG.noPdf)).toBeTruthy();
    expect(screen.queryByRole('toolbar')).toBeNull();
    cleanup();
    render(<PdfViewer url={BROKEN} fileName="fax.pdf" />);
    expect(await screen.findByText(INBOUND_FAX_MSG.noPdf)).toBeTruthy();
  });

  it('pages through the document, zooms and offers the download', async () => {
    render(<PdfViewer url={URL_OK} fileName="fax.pdf" />);
    expect(await screen.findByText('Page 1 of 5')).toBeTruthy();
    expect(screen.getByText('Rendered page 1')).toBeTruthy();
    expect(button('Previous page').disabled).toBe(true);
    fireEvent.click(button('Next page'));
    expect(screen.getByText('Rendered page 2')).toBeTruthy();

    fireEvent.click(button('Zoom in'));
    expect(screen.getByTestId('page').dataset['scale']).toBe('1.25');
    fireEvent.click(button('Zoom out'));
    fireEvent.click(button('Zoom out'));
    expect(screen.getByText('75%')).toBeTruthy();
    fireEvent.click(button('Reset zoom'));
    expect(screen.getByTestId('page').dataset['scale']).toBe('1');
    expect(button('Reset zoom').disabled).toBe(true);

    const download = screen.getByRole('link', { name: 'Download PDF' });
    expect(download.getAttribute('href')).toBe(`${URL_OK}?download=1`);
  });

  it('marks the page busy until it is painted, and again for the next page', async () => {
    render(<PdfViewer url={URL_OK} fileName="fax.pdf" />);
    await screen.findByText('Rendered page 1');
    const frame = () => screen.getByTestId('page').parentElement!;
    expect(frame().getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button('paint'));
    expect(frame().getAttribute('aria-busy')).toBe('false');
    fireEvent.click(button('Next page'));
    expect(frame().getAttribute('aria-busy')).toBe('true');
  });

  it('shows only the pages of a range, starting at its first', async () => {
    render(<PdfViewer url={URL_OK} fileName="fax.pdf" range={[2, 3]} />);
    expect(await screen.findByText('Rendered page 2')).toBeTruthy();
    expect(button('Previous page').disabled).toBe(true);
    fireEvent.click(button('Next page'));
    expect(screen.getByText('Rendered page 3')).toBeTruthy();
    expect(button('Next page').disabled).toBe(true);
  });

  it('goes full screen with the Fullscreen API', async () => {
    const request = vi.fn(() => Promise.resolve());
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    HTMLElement.prototype.requestFullscreen = request;
    try {
      render(<PdfViewer url={URL_OK} fileName="fax.pdf" />);
      await screen.findByText('Page 1 of 5');
      fireEvent.click(button('Full screen'));
      expect(request).toHaveBeenCalledOnce();
      expect(await screen.findByRole('button', { name: 'Exit full screen' })).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      Object.defineProperty(document, 'fullscreenEnabled', { value: false, configurable: true });
      delete (HTMLElement.prototype as Partial<HTMLElement>).requestFullscreen;
    }
  });

  it('falls back to a full-screen dialog where the browser has no Fullscreen API', async () => {
    render(<PdfViewer url={URL_OK} fileName="fax.pdf" />);
    await screen.findByText('Page 1 of 5');
    fireEvent.click(button('Full screen'));
    expect(await screen.findByRole('dialog', { name: 'fax.pdf' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Exit full screen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('loads on demand', async () => {
    render(<LazyPdfViewer url={URL_OK} fileName="fax.pdf" page={4} />);
    expect(await screen.findByText('Rendered page 4')).toBeTruthy();
  });

  it('points pdf.js at the worker of the pdf.js react-pdf loads', () => {
    const workerSrc = pdfjs.GlobalWorkerOptions.workerSrc;
    expect(workerSrc).toMatch(/\/pdfjs-dist\/build\/pdf\.worker\.min\.mjs$/);
    // Vite serves the file from the repository root (where vitest runs).
    const file = join(process.cwd(), new URL(workerSrc).pathname);
    expect(existsSync(file)).toBe(true);
    // The pdfjs-dist that react-pdf itself resolves, wherever npm placed it.
    const reactPdf = createRequire(join(process.cwd(), 'apps/web/package.json')).resolve(
      'react-pdf',
    );
    const pdfjsPackage = createRequire(reactPdf).resolve('pdfjs-dist/package.json');
    expect(file).toBe(join(dirname(pdfjsPackage), 'build/pdf.worker.min.mjs'));
  });
});
