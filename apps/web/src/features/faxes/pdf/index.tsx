import { lazy, Suspense } from 'react';
import { Placeholder } from '../../../ui/Placeholder';
import type { PdfViewerProps } from './types';

export type { PdfViewerProps } from './types';

// react-pdf and pdf.js are large: they load with the first PDF shown, never with the shell.
const PdfViewer = lazy(() => import('./PdfViewer'));

/** The PDF viewer, loaded on demand (a placeholder holds its place meanwhile). */
export function LazyPdfViewer(props: PdfViewerProps) {
  return (
    <Suspense
      fallback={<Placeholder variant="rounded" height={480} aria-label="Loading PDF viewer" />}
    >
      <PdfViewer {...props} />
    </Suspense>
  );
}
