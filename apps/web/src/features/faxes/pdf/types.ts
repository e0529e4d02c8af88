export interface PdfViewerProps {
  /** The PDF's address (same origin, session cookie); null shows 'No pdf loaded'. */
  url: string | null;
  /** Names the document in labels and the download. */
  fileName: string;
  /** The page shown first (1-based). */
  page?: number;
  /** Shows only these pages (1-based, inclusive). */
  range?: [number, number];
}
