import { ApiError, type ApiErrorBody } from '../../../app/http';

/** The combined PDF of a referral: summary page, then every document (docs/referrals-api.md). */
export const referralPdfPath = (uuid: string) => `/api/referrals/${encodeURIComponent(uuid)}/print`;
/** The same pages as one multi-page TIF. */
export const referralTifPath = (uuid: string) =>
  `/api/referrals/${encodeURIComponent(uuid)}/export.tif`;

/** 'Referral_<first 8 characters of the uuid>.<ext>': short, yet tells referrals apart. */
export function referralFileName(uuid: string, ext: 'pdf' | 'tif'): string {
  return `Referral_${uuid.slice(0, 8)}.${ext}`;
}

async function errorBody(response: Response): Promise<ApiErrorBody> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return {};
  try {
    return ((await response.json()) as ApiErrorBody | null) ?? {};
  } catch {
    return {};
  }
}

/** GETs a file as a blob with the session cookie; a refusal throws ApiError with its message. */
export async function fetchFile(path: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'include' });
  } catch {
    throw new ApiError(0, {});
  }
  if (!response.ok) throw new ApiError(response.status, await errorBody(response));
  return response.blob();
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has taken the blob by the next tick; keep it a little longer for slow browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const PRINT_FRAME_ID = 'referral-print-frame';
/** Building a long referral can take a while; past this the button stops waiting. */
export const PRINT_WAIT_MS = 120_000;

/** The error JSON a refused print request shows in the frame (Chrome wraps it in a <pre>). */
function errorBodyOf(doc: Document): ApiErrorBody {
  const text = doc.querySelector('pre')?.textContent ?? doc.body?.textContent ?? '';
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' ? (body as ApiErrorBody) : {};
  } catch {
    return {};
  }
}

/**
 * Prints the server's PDF through an invisible same-origin iframe, so the page stays as it is.
 * The frame loads the URL itself (not a blob: the page's CSP allows same-origin frames only, and
 * Chrome's PDF viewer refuses blob PDFs under `object-src 'none'`). Resolves once print() is
 * called; a refusal (its JSON shown in the frame) rejects with the server's message. Where the
 * frame cannot print (some browsers keep their PDF viewer apart), the PDF opens in a new tab.
 */
export function printInFrame(path: string): Promise<void> {
  document.getElementById(PRINT_FRAME_ID)?.remove();
  const frame = document.createElement('iframe');
  frame.id = PRINT_FRAME_ID;
  frame.title = 'Referral print';
  frame.setAttribute('aria-hidden', 'true');
  // Not display:none: some browsers do not lay out (and so cannot print) a hidden frame.
  frame.style.cssText =
    'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';

  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ApiError(0, {})), PRINT_WAIT_MS);
    const settle = (error?: ApiError) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve();
    };
    const openInTab = () => {
      const tab = window.open(path, '_blank');
      if (!tab) return settle(new ApiError(0, {}));
      tab.opener = null;
      settle();
    };
    frame.addEventListener('load', () => {
      let doc: Document | null;
      try {
        doc = frame.contentDocument;
      } catch {
        doc = null;
      }
      // The frame's empty first page, before the PDF arrives.
      if (doc?.URL === 'about:blank') return;
      // A frame the browser would not show (an error page of another origin).
      if (!doc) return openInTab();
      if (!doc.contentType.includes('pdf')) return settle(new ApiError(0, errorBodyOf(doc)));
      try {
        frame.contentWindow?.focus();
        frame.contentWindow?.print();
        settle();
      } catch {
        openInTab();
      }
    });
    frame.src = path;
    document.body.appendChild(frame);
    // The frame stays until the next print: closing the print dialog gives no event everywhere.
  });
}
