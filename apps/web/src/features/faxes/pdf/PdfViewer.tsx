import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Document, Page } from 'react-pdf';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Download from '@mui/icons-material/Download';
import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import RestartAlt from '@mui/icons-material/RestartAlt';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import { INBOUND_FAX_MSG } from '@app/shared';
import './pdfWorker';
import { clampPage, downloadUrl, visiblePages, ZOOM, zoomed } from './pdfPages';
import type { PdfViewerProps } from './types';

function ToolButton(props: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip title={props.label}>
      {/* The span keeps the tooltip working on a disabled button. */}
      <span>
        <IconButton
          size="small"
          aria-label={props.label}
          onClick={props.onClick}
          disabled={props.disabled}
        >
          {props.children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** Follows the width of an element, so a page fits it (before zoom). */
function useWidth(): [(el: HTMLElement | null) => void, number | undefined] {
  const [width, setWidth] = useState<number | undefined>(undefined);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((el: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    // jsdom and old browsers have no ResizeObserver: pages then keep their own size.
    if (!el || typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.current.observe(el);
  }, []);
  return [ref, width];
}

/**
 * A received fax's PDF (spec 3 section 2.2): one page at a time with page navigation, zoom in/out
 * and reset, full screen (the Fullscreen API, or a full-screen dialog where the browser has none)
 * and download. With `range` only those pages can be shown. 'No pdf loaded' when there is no
 * address or the document fails to load. Loaded on demand: use LazyPdfViewer from './index'.
 */
export default function PdfViewer({ url, fileName, page, range }: PdfViewerProps) {
  const [numPages, setNumPages] = useState(0);
  const [failed, setFailed] = useState(false);
  const [current, setCurrent] = useState(page ?? range?.[0] ?? 1);
  const [scale, setScale] = useState<number>(ZOOM.initial);
  const [fullScreen, setFullScreen] = useState<'api' | 'dialog' | null>(null);
  const frame = useRef<HTMLDivElement | null>(null);
  const [measure, width] = useWidth();

  // A new document starts over; a new first page or range starts at its page.
  const rangeStart = range?.[0];
  const [shownFor, setShownFor] = useState({ url, page, rangeStart });
  if (shownFor.url !== url || shownFor.page !== page || shownFor.rangeStart !== rangeStart) {
    if (shownFor.url !== url) {
      setFailed(false);
      setNumPages(0);
    }
    setShownFor({ url, page, rangeStart });
    setCurrent(page ?? rangeStart ?? 1);
  }
  const bounds = visiblePages(numPages, range);
  const shown = numPages > 0 ? clampPage(current, bounds) : current;
  // The page on screen is busy until its canvas is painted (what a screenshot waits for).
  const drawing = `${url} ${shown} ${scale} ${width}`;
  const [painted, setPainted] = useState<string | null>(null);

  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) setFullScreen((f) => (f === 'api' ? null : f));
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullScreen = () => {
    if (fullScreen === 'api') {
      void document.exitFullscreen();
      return;
    }
    if (fullScreen === 'dialog') {
      setFullScreen(null);
      return;
    }
    const el = frame.current;
    if (el && document.fullscreenEnabled && typeof el.requestFullscreen === 'function') {
      el.requestFullscreen().then(
        () => setFullScreen('api'),
        () => setFullScreen('dialog'),
      );
    } else {
      setFullScreen('dialog');
    }
  };

  if (!url || failed) {
    return (
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          minHeight: 240,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Typography color="text.secondary">{INBOUND_FAX_MSG.noPdf}</Typography>
      </Box>
    );
  }

  const pageLabel =
    numPages === 0
      ? ''
      : range
        ? `Page ${shown} of ${numPages} (pages ${bounds.first}-${bounds.last})`
        : `Page ${shown} of ${numPages}`;

  const viewer = (
    <Box
      ref={frame}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        minHeight: 0,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        role="toolbar"
        aria-label={`${fileName} controls`}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          py: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <ToolButton
          label="Previous page"
          onClick={() => setCurrent(shown - 1)}
          disabled={numPages === 0 || shown <= bounds.first}
        >
          <ChevronLeft />
        </ToolButton>
        <Typography variant="body2" aria-live="polite" sx={{ minWidth: 96, textAlign: 'center' }}>
          {pageLabel}
        </Typography>
        <ToolButton
          label="Next page"
          onClick={() => setCurrent(shown + 1)}
          disabled={numPages === 0 || shown >= bounds.last}
        >
          <ChevronRight />
        </ToolButton>
        <Box sx={{ flex: 1 }} />
        <ToolButton
          label="Zoom out"
          onClick={() => setScale((s) => zoomed(s, -1))}
          disabled={scale <= ZOOM.min}
        >
          <ZoomOut />
        </ToolButton>
        <Typography variant="body2" sx={{ minWidth: 44, textAlign: 'center' }}>
          {Math.round(scale * 100)}%
        </Typography>
        <ToolButton
          label="Zoom in"
          onClick={() => setScale((s) => zoomed(s, 1))}
          disabled={scale >= ZOOM.max}
        >
          <ZoomIn />
        </ToolButton>
        <ToolButton
          label="Reset zoom"
          onClick={() => setScale(ZOOM.initial)}
          disabled={scale === ZOOM.initial}
        >
          <RestartAlt />
        </ToolButton>
        <ToolButton
          label={fullScreen ? 'Exit full screen' : 'Full screen'}
          onClick={toggleFullScreen}
        >
          {fullScreen ? <FullscreenExit /> : <Fullscreen />}
        </ToolButton>
        <Tooltip title="Download">
          <IconButton
            size="small"
            component="a"
            href={downloadUrl(url)}
            download={fileName}
            aria-label="Download PDF"
          >
            <Download />
          </IconButton>
        </Tooltip>
      </Box>
      <Box
        ref={measure}
        sx={{ flex: 1, minHeight: 0, overflow: 'auto', p: 1, bgcolor: 'action.hover' }}
      >
        <Document
          file={url}
          onLoadSuccess={(doc) => setNumPages(doc.numPages)}
          onLoadError={() => setFailed(true)}
          loading={
            <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
              <CircularProgress aria-label="Loading PDF" />
            </Box>
          }
        >
          {numPages > 0 && (
            <Box aria-busy={painted !== drawing}>
              <Page
                pageNumber={shown}
                width={width ? width - 16 : undefined}
                scale={scale}
                renderTextLayer={false}
                renderAnnotationLayer={false}
                onRenderSuccess={() => setPainted(drawing)}
                onRenderError={() => setPainted(drawing)}
                aria-label={`${fileName} page ${shown}`}
              />
            </Box>
          )}
        </Document>
      </Box>
    </Box>
  );

  if (fullScreen === 'dialog') {
    return (
      <Dialog
        open
        fullScreen
        onClose={() => setFullScreen(null)}
        slotProps={{ paper: { 'aria-label': fileName } }}
      >
        {viewer}
      </Dialog>
    );
  }
  return viewer;
}
