import Typography from '@mui/material/Typography';
import type { OcrData, OcrPage } from '@app/shared';

/** The recognised pages of ocr_data; none when it is missing or not the expected JSON. */
export function ocrPages(ocrData: string | null): OcrPage[] {
  if (!ocrData) return [];
  try {
    const parsed = JSON.parse(ocrData) as Partial<OcrData>;
    return Array.isArray(parsed.pages) ? parsed.pages : [];
  } catch {
    return [];
  }
}

/** How a page's text was read: 'Text layer' or 'OCR, 91% confidence'. */
export const methodText = (page: OcrPage) =>
  page.method === 'text-layer' ? 'Text layer' : `OCR, ${Math.round(page.confidence)}% confidence`;

/** A page's text as recognised: its line breaks kept, in a fixed-width face like the fax. */
export function PageText({ page }: { page: OcrPage }) {
  return (
    <Typography
      component="pre"
      variant="body2"
      sx={{ m: 0, whiteSpace: 'pre-wrap', fontFamily: 'monospace', overflowWrap: 'anywhere' }}
    >
      {page.text || '-'}
    </Typography>
  );
}
