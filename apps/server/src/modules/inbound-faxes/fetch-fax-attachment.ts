import { AppError } from '../../lib/app-error.js';
import { BodyTooLargeError, readCappedBody } from '../../lib/read-capped.js';
import { INBOUND_FAX_MAX_BYTES, inboundRefusals } from './ingest-inbound-fax.js';

export const ATTACHMENT_MSG = {
  offOrigin: 'The fax attachment is not on the fax provider.',
  unavailable: 'The fax attachment could not be downloaded.',
} as const;

export interface AttachmentSource {
  /** The provider's API base: attachments are fetched from its origin only. */
  apiBase: string;
  /** Bearer token of the provider's API. */
  token: string | undefined;
  timeoutMs?: number;
  maxBytes?: number;
  fetch?: typeof fetch;
}

/** The provider did not hand the document over; the delivery should be retried (502). */
export class AttachmentUnavailable extends AppError {
  constructor() {
    super('INTERNAL', ATTACHMENT_MSG.unavailable);
  }

  override get status(): number {
    return 502;
  }
}

/**
 * The URL of an attachment if it is on the provider's origin, else null. The delivery names the
 * URL, so without this check a forged or replayed delivery could make the server fetch from its
 * own network (SSRF) and store what it finds.
 */
export function providerUrl(uri: string, apiBase: string): URL | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  const base = new URL(apiBase);
  const sameOrigin =
    url.origin === base.origin && (url.protocol === 'https:' || url.protocol === 'http:');
  return sameOrigin && !url.username && !url.password ? url : null;
}

/**
 * Downloads a received fax's document from the provider: same origin only (422 otherwise), with
 * the API token, no redirects (they could leave the origin), a timeout and a size cap. A provider
 * that does not answer is a 502, so the delivery is retried.
 */
export async function fetchFaxAttachment(uri: string, src: AttachmentSource): Promise<Buffer> {
  const url = providerUrl(uri, src.apiBase);
  if (!url)
    throw AppError.validation(ATTACHMENT_MSG.offOrigin, {
      attachments: [ATTACHMENT_MSG.offOrigin],
    });
  let res: Response;
  try {
    res = await (src.fetch ?? fetch)(url, {
      headers: {
        accept: 'application/pdf, image/tiff',
        ...(src.token ? { authorization: `Bearer ${src.token}` } : {}),
      },
      redirect: 'error',
      signal: AbortSignal.timeout(src.timeoutMs ?? 30_000),
    });
  } catch {
    throw new AttachmentUnavailable();
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new AttachmentUnavailable();
  }
  try {
    return await readCappedBody(res, src.maxBytes ?? INBOUND_FAX_MAX_BYTES);
  } catch (e) {
    if (e instanceof BodyTooLargeError) throw inboundRefusals.tooLarge();
    throw new AttachmentUnavailable();
  }
}
