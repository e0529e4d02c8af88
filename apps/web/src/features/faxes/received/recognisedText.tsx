import Typography from '@mui/material/Typography';
import type { ElementType } from 'react';
import type { OcrData, OcrPage } from '@app/shared';
import { RECEIVED_UI } from './messages';

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
const methodText = (page: OcrPage) =>
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

/** 'Page 2' and, quieter beside it, how its text was read. */
export function PageTitle({
  page,
  id,
  component = 'span',
}: {
  page: OcrPage;
  id?: string;
  /** 'h4' where it heads the page's text; a span inside an accordion's button. */
  component?: ElementType;
}) {
  return (
    <>
      <Typography id={id} component={component} variant="body2" sx={{ fontWeight: 600, mr: 1 }}>
        {RECEIVED_UI.pageHeading(page.page)}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary">
        {methodText(page)}
      </Typography>
    </>
  );
}
